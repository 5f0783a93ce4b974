import { afterEach, describe, expect, it } from 'vitest';
import { SolverHost } from '../../src-main/solver-host/host.ts';
import { PROTOCOL_VERSION } from '../../src-main/solver-host/protocol.ts';
import type { SolverChild } from '../../src-main/solver-host/solver-child.ts';
import { spawnNodeSolver } from '../../src-main/solver-host/spawn-node.ts';
import { TEST_HEAP_LIMIT_VARIABLE, TEST_HOOKS_VARIABLE } from '../../src-main/solver-host/test-hooks.ts';
import { dancer } from './support.ts';

/** A real solver process, spoken to in its own protocol: each answer (result or error) in order. */
function solverWithHeapLimit(limitMb: number | null): { child: SolverChild; answer: () => Promise<unknown> } {
  const env: NodeJS.ProcessEnv = { ...process.env, [TEST_HOOKS_VARIABLE]: '1' };
  if (limitMb !== null) env[TEST_HEAP_LIMIT_VARIABLE] = String(limitMb);
  const child = spawnNodeSolver({ env });
  const answers: unknown[] = [];
  const waiting: ((answer: unknown) => void)[] = [];
  child.onMessage((message) => {
    const type = (message as { type?: string }).type;
    if (type !== 'result' && type !== 'error') return;
    const next = waiting.shift();
    if (next) next(message);
    else answers.push(message);
  });
  const answer = (): Promise<unknown> =>
    answers.length > 0 ? Promise.resolve(answers.shift()) : new Promise((resolve) => waiting.push(resolve));
  return { child, answer };
}

let running: SolverChild | null = null;
afterEach(() => {
  running?.kill(true);
  running = null;
});

async function engineThread(solver: ReturnType<typeof solverWithHeapLimit>, id: string): Promise<unknown> {
  solver.child.send({
    v: PROTOCOL_VERSION,
    type: 'job',
    id,
    kind: 'test-engine-thread',
    puzzle: dancer,
    options: { timeLimitMs: 5000 },
  });
  return ((await solver.answer()) as { value: unknown }).value;
}

async function solve(solver: ReturnType<typeof solverWithHeapLimit>, id: string): Promise<unknown> {
  solver.child.send({
    v: PROTOCOL_VERSION,
    type: 'job',
    id,
    kind: 'solve',
    puzzle: dancer,
    options: { timeLimitMs: 20_000 },
  });
  return solver.answer();
}

describe("the solver process's engine thread", () => {
  it('is replaced after a job that left its heap past the limit, and the next job is answered by the new thread', async () => {
    const solver = solverWithHeapLimit(1);
    running = solver.child;
    const before = await engineThread(solver, 'thread-0');
    expect(await solve(solver, 'solve-1')).toMatchObject({ type: 'result', id: 'solve-1' });
    const after = await engineThread(solver, 'thread-1');
    expect(after).not.toBe(before);
    expect(await solve(solver, 'solve-2')).toMatchObject({
      type: 'result',
      id: 'solve-2',
      value: { status: 'unique' },
    });
  });

  it('is kept after a job whose heap stays under the limit', async () => {
    const solver = solverWithHeapLimit(null);
    running = solver.child;
    const before = await engineThread(solver, 'thread-0');
    expect(await solve(solver, 'solve-1')).toMatchObject({ type: 'result', id: 'solve-1' });
    expect(await engineThread(solver, 'thread-1')).toBe(before);
  });
});

describe('the solver host', () => {
  it('replaces a process that answered holding more than its limit, and the next job is answered by a new one', async () => {
    const logs: string[] = [];
    const host = new SolverHost(() => spawnNodeSolver(), { residentLimitBytes: 1, log: (m) => logs.push(m) });
    try {
      const options = { timeLimitMs: 20_000 };
      expect(await host.run('solve', { puzzle: dancer }, { jobId: 'first', ...options })).toMatchObject({
        status: 'unique',
      });
      expect(host.pid).toBeUndefined();
      expect(logs).toEqual([
        expect.stringMatching(/^Restarting the solver process: it held \d+ MB after its job\.$/),
      ]);
      expect(await host.run('solve', { puzzle: dancer }, { jobId: 'second', ...options })).toMatchObject({
        status: 'unique',
      });
      expect(logs).toHaveLength(2);
    } finally {
      await host.dispose();
    }
  });
});
