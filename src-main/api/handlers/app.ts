/** `app.*`: what the renderer needs to know about the running app. */
import type { Handlers } from '../contract.ts';
import type { HandlerContext } from './context.ts';

export function appHandlers(context: HandlerContext): Pick<Handlers, 'app.info'> {
  return {
    'app.info': async () => context.info,
  };
}
