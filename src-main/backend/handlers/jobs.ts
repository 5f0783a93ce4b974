/** `jobs.cancel`: one way to stop any job, whether it runs here (import) or in the solver process. */
import type { Handlers } from '../../contract/methods.ts';
import type { HandlerContext } from '../handler-context.ts';

export function jobsHandlers({ localJobs, solver }: HandlerContext): Pick<Handlers, 'jobs.cancel'> {
  return {
    'jobs.cancel': async ({ jobId }) => ({ cancelled: localJobs.cancel(jobId) || solver.cancel(jobId) }),
  };
}
