/**
 * `jobs.cancel`: one way to stop any job, whether it runs here (import) or in the solver process;
 * `checks.*`: the library's background check, which a person may pause.
 */
import type { Handlers } from '../../contract/methods.ts';
import type { HandlerContext } from './context.ts';

export function jobsHandlers({
  localJobs,
  solver,
  checks,
}: HandlerContext): Pick<Handlers, 'jobs.cancel' | 'checks.status' | 'checks.setPaused'> {
  return {
    'jobs.cancel': async ({ jobId }) => ({ cancelled: localJobs.cancel(jobId) || solver.cancel(jobId) }),
    'checks.status': async () => checks.status(),
    'checks.setPaused': async ({ paused }) => checks.setPaused(paused),
  };
}
