/** Puzzles and helpers shared by the solver-host tests, which run a real solver process. */
import { ApiFailure } from '../../src-main/contract/result.ts';
import { readPuzzleFile } from '../../src-main/engine/formats/index.ts';
import { readNin } from '../../src-main/engine/formats/nin.ts';
import type { Puzzle } from '../../src-main/engine/puzzle.ts';
import { SolverHost, type SolverHostOptions } from '../../src-main/solver-host/host.ts';
import { spawnNodeSolver } from '../../src-main/solver-host/spawn-node.ts';
import { TEST_HOOKS_VARIABLE } from '../../src-main/solver-host/test-hooks.ts';
import { fixtureText } from '../fixture-path.ts';

export const dancer: Puzzle = readNin(fixtureText('formats/dancer.nin'));

/**
 * Faase (80x95), a survey puzzle with several solutions that the full solver does not settle
 * within a minute: a job on it is still running when a test cancels, supersedes or times it out.
 */
export const slowPuzzle: Puzzle = readNin(fixtureText('survey/faase.nin'));

/** Olšák's hl2celybig (100x125), solved by line logic in about 900 steps. */
export const largeLineSolvable: Puzzle = readPuzzleFile('hl2celybig.mk', fixtureText('olsak/hl2celybig.mk'))
  .puzzles[0]!.puzzle;

/** A host whose process honours the crash and hang test hooks; messages it logs are kept. */
export function hostWithHooks(options: SolverHostOptions = {}): { host: SolverHost; logs: string[] } {
  const logs: string[] = [];
  const env = { ...process.env, [TEST_HOOKS_VARIABLE]: '1' };
  const host = new SolverHost(() => spawnNodeSolver({ env }), { log: (m) => logs.push(m), ...options });
  return { host, logs };
}

/** The ApiFailure a job rejects with; fails the test if the job succeeds or throws anything else. */
export async function failureOf(job: Promise<unknown>): Promise<ApiFailure> {
  try {
    await job;
  } catch (error) {
    if (error instanceof ApiFailure) return error;
    throw error;
  }
  throw new Error('The job succeeded but was expected to fail.');
}

/** Resolves at the first progress event of a job, so a test knows the job is running. */
export function firstProgress(): { onProgress: () => void; started: Promise<void> } {
  let resolve: () => void = () => undefined;
  const started = new Promise<void>((r) => (resolve = r));
  return { onProgress: () => resolve(), started };
}

/** Whether a process with this id is running (a signal 0 reaches it). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
