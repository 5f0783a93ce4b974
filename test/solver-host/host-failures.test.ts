import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SolverHost } from '../../src-main/solver-host/host.ts';
import type { JobKind } from '../../src-main/solver-host/job-kinds.ts';
import { spawnNodeSolver } from '../../src-main/solver-host/spawn-node.ts';
import { TEST_HOOKS_VARIABLE } from '../../src-main/solver-host/test-hooks.ts';
import { dancer, failureOf, firstProgress, hostWithHooks, isAlive } from './support.ts';

/** The test hooks are not job kinds of the app; the host passes any kind on as it is. */
const hook = (kind: 'test-crash' | 'test-hang'): JobKind => kind as JobKind;

/** Whether the process is gone within two seconds (a killed process takes a moment to be reaped). */
async function exits(pid: number): Promise<boolean> {
  for (let waited = 0; waited < 2000; waited += 20) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

describe('SolverHost when the solver process fails', () => {
  const { host, logs } = hostWithHooks({ graceMs: 700 });

  beforeAll(async () => {
    await host.start();
  });
  afterAll(async () => {
    await host.dispose();
  });

  it('fails the job of a process that crashes and runs the next job on a new process', async () => {
    const pid = host.pid!;
    const failure = await failureOf(
      host.run(hook('test-crash'), { puzzle: dancer }, { jobId: 'crash', timeLimitMs: 5000 }),
    );
    expect(failure.code).toBe('solver-failed');
    expect(failure.message).toMatch(/stopped unexpectedly \(exit code 70\)/);
    const next = await host.run('solve', { puzzle: dancer }, { jobId: 'after-crash', timeLimitMs: 10_000 });
    expect(next.status).toBe('unique');
    expect(host.pid).not.toBe(pid);
  });

  it('kills a process that hangs past the time limit and grace, and runs the next job on a new one', async () => {
    const pid = host.pid!;
    const startedAt = Date.now();
    const failure = await failureOf(
      host.run(hook('test-hang'), { puzzle: dancer }, { jobId: 'hang', timeLimitMs: 300 }),
    );
    expect(failure.code).toBe('timeout');
    expect(failure.message).toMatch(/restarted/);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(1000);
    expect(logs.some((line) => /time limit/.test(line))).toBe(true);
    const next = await host.run('solve', { puzzle: dancer }, { jobId: 'after-hang', timeLimitMs: 10_000 });
    expect(next.status).toBe('unique');
    expect(host.pid).not.toBe(pid);
    expect(await exits(pid)).toBe(true);
  });

  it('kills a hung process that does not confirm a cancel', async () => {
    const pid = host.pid!;
    const { onProgress, started } = firstProgress();
    const job = host.run(
      hook('test-hang'),
      { puzzle: dancer },
      { jobId: 'hang-cancel', timeLimitMs: 60_000, onProgress },
    );
    // The hook reports progress once it has the job, so the cancel reaches a process that hangs.
    await started;
    host.cancel('hang-cancel');
    expect((await failureOf(job)).code).toBe('cancelled');
    expect(await exits(pid)).toBe(true);
  });
});

describe('SolverHost without test hooks', () => {
  const { [TEST_HOOKS_VARIABLE]: _hooks, ...env } = process.env;
  const host = new SolverHost(() => spawnNodeSolver({ env }), { log: () => undefined });

  it('refuses the hook kinds as unknown jobs', async () => {
    const failure = await failureOf(
      host.run(hook('test-crash'), { puzzle: dancer }, { jobId: 'crash', timeLimitMs: 5000 }),
    );
    expect(failure.code).toBe('invalid-arguments');
    expect(failure.message).toMatch(/no job called "test-crash"/);
  });

  it('stops its process and fails unfinished jobs when disposed', async () => {
    const pid = host.pid!;
    expect(isAlive(pid)).toBe(true);
    const queued = failureOf(host.run('solve', { puzzle: dancer }, { jobId: 'late', timeLimitMs: 10_000 }));
    await host.dispose();
    expect((await queued).code).toBe('cancelled');
    expect(isAlive(pid)).toBe(false);
    expect(
      (await failureOf(host.run('solve', { puzzle: dancer }, { jobId: 'x', timeLimitMs: 1000 }))).code,
    ).toBe('solver-failed');
  });
});
