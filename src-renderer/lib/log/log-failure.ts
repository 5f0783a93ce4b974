/**
 * A failure nobody needs to act on (a cancel that came too late, a note that can be learnt again)
 * is still written down with the reason it was let go, so a fault that repeats can be traced in
 * the developer tools rather than vanishing.
 */
import { messageOf } from '../api/errors.ts';

/** Writes `error` to the console under `reason` ("The job could not be stopped"). */
export function logFailure(reason: string, error: unknown): void {
  console.warn(`${reason}: ${messageOf(error)}`);
}
