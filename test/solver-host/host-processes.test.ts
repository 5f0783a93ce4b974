import { afterEach, describe, expect, it } from 'vitest';
import { YIELDED_MESSAGE, type SolverHost } from '../../src-main/solver-host/host.ts';
import { dancer, failureOf, firstProgress, hostWithHooks, slowPuzzle } from './support.ts';

describe('SolverHost with more than one process', () => {
  let host: SolverHost | null = null;
  afterEach(async () => {
    await host?.dispose();
    host = null;
  });

  it('runs a second job at once in a second process while a long one runs', async () => {
    ({ host } = hostWithHooks({ processes: 2 }));
    const { onProgress, started } = firstProgress();
    let longSettled = false;
    const long = failureOf(
      host.run('solve', { puzzle: slowPuzzle }, { jobId: 'long', timeLimitMs: 60_000, onProgress }),
    ).finally(() => (longSettled = true));
    await started;
    const report = await host.run('solve', { puzzle: dancer }, { jobId: 'short', timeLimitMs: 10_000 });
    expect(report.status).toBe('unique');
    // The long job did not have to end for the short one to run.
    expect(longSettled).toBe(false);
    expect(new Set(host.pids).size).toBe(2);
    host.cancel('long');
    expect((await long).code).toBe('cancelled');
  });

  it('queues a third job behind the two it can run', async () => {
    ({ host } = hostWithHooks({ processes: 2 }));
    const first = firstProgress();
    // Progress reports of job one, at least 100 ms apart: the clock this test waits by.
    const later = progressReports(3);
    const second = firstProgress();
    const order: string[] = [];
    const slow = (jobId: string, onProgress: () => void) =>
      failureOf(
        host!.run('solve', { puzzle: slowPuzzle }, { jobId, timeLimitMs: 60_000, onProgress }),
      ).finally(() => order.push(jobId));
    const one = slow('one', () => {
      first.onProgress();
      later.onProgress();
    });
    const two = slow('two', second.onProgress);
    await Promise.all([first.started, second.started]);
    let thirdDone = false;
    const third = host
      .run('solve', { puzzle: dancer }, { jobId: 'third', timeLimitMs: 10_000 })
      .finally(() => (thirdDone = true));
    // Nothing frees a process for it until one of the two ends: Dancer alone takes milliseconds,
    // so it would be done before job one reports three more times if it had not waited.
    await later.reached;
    expect(thirdDone).toBe(false);
    expect(order).toEqual([]);
    expect(host.pids).toHaveLength(2);
    host.cancel('two');
    expect((await two).code).toBe('cancelled');
    expect((await third).status).toBe('unique');
    expect(order).toEqual(['two']);
    host.cancel('one');
    expect((await one).code).toBe('cancelled');
  });

  it('runs background jobs side by side up to their share, and all step aside for a job someone waits for', async () => {
    ({ host } = hostWithHooks({ processes: 3, backgroundProcesses: 2 }));
    const starts = [firstProgress(), firstProgress()];
    const background = starts.map(({ onProgress }, index) =>
      failureOf(
        host!.run(
          'assess',
          { puzzle: slowPuzzle },
          { jobId: `background-${index}`, timeLimitMs: 60_000, onProgress, background: true },
        ),
      ),
    );
    let thirdStarted = false;
    const third = host
      .run(
        'assess',
        { puzzle: slowPuzzle },
        {
          jobId: 'background-2',
          timeLimitMs: 60_000,
          onProgress: () => (thirdStarted = true),
          background: true,
        },
      )
      .catch((error: unknown) => error);
    await Promise.all(starts.map(({ started }) => started));
    expect(new Set(host.pids).size).toBe(2);
    const wanted = await host.run('solve', { puzzle: dancer }, { jobId: 'wanted', timeLimitMs: 10_000 });
    // The third background job waited for a share while the wanted job ran.
    expect(thirdStarted).toBe(false);
    expect(wanted.status).toBe('unique');
    for (const stepped of await Promise.all(background)) {
      expect(stepped.code).toBe('cancelled');
      expect(stepped.message).toBe(YIELDED_MESSAGE);
    }
    // ...and runs once the wanted job is done.
    await expect.poll(() => thirdStarted, { timeout: 20_000 }).toBe(true);
    host.cancel('background-2');
    await third;
  });

  it('gives a job someone waits for the process a background job steps out of, starting no second one', async () => {
    ({ host } = hostWithHooks({ processes: 2, backgroundProcesses: 1 }));
    const { onProgress, started } = firstProgress();
    const background = failureOf(
      host.run(
        'assess',
        { puzzle: slowPuzzle },
        { jobId: 'background', timeLimitMs: 60_000, onProgress, background: true },
      ),
    );
    await started;
    const first = host.pid;
    const wanted = await host.run('solve', { puzzle: dancer }, { jobId: 'wanted', timeLimitMs: 10_000 });
    expect(wanted.status).toBe('unique');
    expect((await background).message).toBe(YIELDED_MESSAGE);
    expect(host.pids).toEqual([first]);
  });

  it('stops a spare process once it has been idle for a while, and keeps the first', async () => {
    ({ host } = hostWithHooks({ processes: 2, spareIdleMs: 200 }));
    const { onProgress, started } = firstProgress();
    const long = failureOf(
      host.run('solve', { puzzle: slowPuzzle }, { jobId: 'long', timeLimitMs: 60_000, onProgress }),
    );
    await started;
    await host.run('solve', { puzzle: dancer }, { jobId: 'short', timeLimitMs: 10_000 });
    host.cancel('long');
    await long;
    const first = host.pid;
    await expect.poll(() => host!.pids, { timeout: 10_000 }).toEqual([first]);
  });
});

/** Resolves `reached` once `onProgress` has been called `count` times. */
function progressReports(count: number): { onProgress: () => void; reached: Promise<void> } {
  let seen = 0;
  let resolve: () => void = () => undefined;
  const reached = new Promise<void>((r) => (resolve = r));
  return {
    onProgress: () => {
      seen += 1;
      if (seen >= count) resolve();
    },
    reached,
  };
}
