/**
 * The bound a probe promises to end within. Each step checks the probe's deadline and every call
 * and child process has its own time limit, so a probe normally ends near its deadline; this is
 * the last resort for a step that still does not return: past the bound it kills the servers it
 * started, says so, and exits with code 1, the figures found so far printed above.
 */
import { killAllServers } from './app-server.ts';

export function endWithin(boundMs: number): void {
  const timer = setTimeout(() => {
    console.log(
      `The probe did not end within its bound (${Math.round(boundMs / 1000)} s): a step hung. ` +
        'It was stopped; the figures above are what it found until then.',
    );
    killAllServers();
    process.exit(1);
  }, boundMs);
  timer.unref();
}
