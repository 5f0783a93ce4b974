/**
 * The champion comparison with both processor cores: the same puzzles solved by a real solver
 * process, where a solve that lasts gets the partner thread's other search style beside the main
 * one (solver-host/partner-thread.ts) and the first answer counts.
 *
 * Wall time, not processor time: the point of the pair is that the user waits for the faster
 * of two searches while both cores work. It is taken around each job as the app's backend sees it
 * (sending the puzzle, the solve, checking the answer), so it is noisier than the single-core
 * figures and is reported apart from them.
 */
import { decodeGrid } from '../engine/grid-codec.ts';
import { satisfies, type Puzzle } from '../engine/puzzle.ts';
import { SolverHost } from '../solver-host/host.ts';
import { spawnNodeSolver } from '../solver-host/spawn-node.ts';

export interface PairRun {
  /** Wall seconds, the cap when not solved. */
  readonly seconds: number;
  readonly solved: boolean;
  readonly valid: boolean;
  /** Which search style answered ('linked' or 'plain'), when one did. */
  readonly style: string | null;
}

/** Solves each puzzle for its first solution in one solver process, one job after another. */
export async function timePairs(
  puzzles: readonly { readonly key: string; readonly puzzle: Puzzle }[],
  capS: number,
): Promise<Map<string, PairRun>> {
  const host = new SolverHost(() => spawnNodeSolver());
  const runs = new Map<string, PairRun>();
  try {
    await host.start();
    for (const { key, puzzle } of puzzles) {
      const started = performance.now();
      const report = await host.run(
        'solve',
        { puzzle, options: { maxSolutions: 1 } },
        { jobId: `pair-${key}`, timeLimitMs: capS * 1000 },
      );
      const seconds = (performance.now() - started) / 1000;
      const solved = report.status === 'solved' || report.status === 'unique';
      const valid = report.solutions.every((text) =>
        satisfies(puzzle, decodeGrid(text, puzzle.width, puzzle.height)),
      );
      runs.set(key, {
        seconds: solved ? seconds : capS,
        solved,
        valid: valid && (solved || report.status === 'timeout'),
        style: report.searchStyle ?? null,
      });
    }
  } finally {
    await host.dispose();
  }
  return runs;
}
