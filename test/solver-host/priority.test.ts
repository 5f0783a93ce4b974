/**
 * The solver process lowers its own priority before it starts its engine thread, so a long solve
 * never takes the processor from the UI. On Linux the nice value belongs to each thread, so the
 * test reads it from the thread that does the work: the one that used the most processor time
 * while the solve ran.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { constants, getPriority } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import type { SolverHost } from '../../src-main/solver-host/host.ts';
import { failureOf, firstProgress, hostWithHooks, slowPuzzle } from './support.ts';

const skipReason = existsSync('/proc/self/task')
  ? null
  : `there is no /proc/<pid>/task on ${process.platform} to read a thread's nice value from`;
if (skipReason !== null) console.log(`Skipping the solver priority test: ${skipReason}.`);

interface ThreadStat {
  readonly tid: number;
  /** utime + stime, in clock ticks. */
  readonly cpu: number;
  readonly nice: number;
}

/**
 * Each thread of a process from /proc/<pid>/task/<tid>/stat. The command name in parentheses may
 * hold spaces and parentheses, so the fields are split after the last ')': the first one there is
 * field 3 (state), which puts utime (14), stime (15) and nice (19) at indexes 11, 12 and 16.
 */
function threadsOf(pid: number): ThreadStat[] {
  const stats: ThreadStat[] = [];
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    let line: string;
    try {
      line = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    } catch {
      continue; // The thread ended between the listing and the read.
    }
    const fields = line.slice(line.lastIndexOf(')') + 2).split(' ');
    stats.push({ tid: Number(tid), cpu: Number(fields[11]) + Number(fields[12]), nice: Number(fields[16]) });
  }
  return stats;
}

describe(`The solver process's priority${skipReason === null ? '' : ` (skipped: ${skipReason})`}`, () => {
  let host: SolverHost | null = null;
  afterEach(async () => {
    await host?.dispose();
    host = null;
  });

  it.skipIf(skipReason !== null)('is below normal on the thread that runs the engine', async () => {
    ({ host } = hostWithHooks());
    const { onProgress, started } = firstProgress();
    const long = failureOf(
      host.run('solve', { puzzle: slowPuzzle }, { jobId: 'long', timeLimitMs: 60_000, onProgress }),
    );
    await started;
    expect(host.pids).toHaveLength(1);
    const pid = host.pids[0]!;

    // The busiest thread over a second of solving is the engine's, not one that was busy at start-up.
    const before = new Map(threadsOf(pid).map((thread) => [thread.tid, thread.cpu]));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const used = threadsOf(pid).map((thread) => ({
      ...thread,
      cpu: thread.cpu - (before.get(thread.tid) ?? 0),
    }));
    const busiest = used.reduce((most, thread) => (thread.cpu > most.cpu ? thread : most));
    expect(busiest.cpu).toBeGreaterThan(0);
    // The engine runs in a worker thread, which had to inherit the value from the main thread.
    expect(busiest.tid).not.toBe(pid);
    // A test run that is itself niced further cannot be raised back to 10, nor can the solver.
    const expected = Math.max(constants.priority.PRIORITY_BELOW_NORMAL, getPriority());
    expect(busiest.nice).toBe(expected);
    expect(getPriority(pid)).toBe(expected);

    host.cancel('long');
    expect((await long).code).toBe('cancelled');
  });
});
