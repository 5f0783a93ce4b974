/** `checks.*`: the library's background check, which a person may pause. */
import type { Handlers } from '../../contract/methods.ts';
import type { HandlerContext } from '../handler-context.ts';

export function checksHandlers({
  checks,
}: HandlerContext): Pick<Handlers, 'checks.status' | 'checks.setPaused'> {
  return {
    'checks.status': async () => checks.status(),
    'checks.setPaused': async ({ paused }) => checks.setPaused(paused),
  };
}
