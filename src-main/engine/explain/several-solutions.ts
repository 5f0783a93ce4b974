/**
 * Telling a deeper guess from several solutions. Where neither lines nor single-cell trials settle
 * anything, the player needs a guess either way, but a puzzle with more than one solution should
 * say so plainly, naming the cells where two of them differ. A solve for two solutions, cut short
 * by a time limit, tells which; when it cannot tell in time, the deeper guess stands.
 */
import type { Puzzle } from '../puzzle.ts';
import { solve } from '../solver/solve.ts';
import type { CancelSignal } from '../solver/types.ts';
import { explainSolve, withStuckEnd, type ExplainOptions, type LogicalSolve } from './logical-solve.ts';
import { stuckBeyondTrials, type NextStepResult } from './next-step.ts';

/** Long enough for most puzzles a person plays (Knotty, 40x40, takes about 1.5 s). */
export const SEVERAL_CHECK_MS = 5000;

/**
 * The stuck result for `domains` when a solve finds two solutions within `timeLimitMs`, or null
 * when it finds the puzzle unique, has no answer in time, or is stopped.
 */
export function severalSolutionsAt(
  puzzle: Puzzle,
  domains: Uint32Array,
  timeLimitMs: number = SEVERAL_CHECK_MS,
  signal?: CancelSignal,
): Extract<NextStepResult, { kind: 'stuck' }> | null {
  const result = solve(puzzle, { maxSolutions: 2, timeLimitMs, ...(signal ? { signal } : {}) });
  if (result.status !== 'multiple') return null;
  return stuckBeyondTrials(puzzle, domains, { solutions: result.solutions });
}

/**
 * The walkthrough the app and the command line show: lines, then single-cell trials where lines
 * are stuck; where even trials are stuck, a short solve to tell a deeper guess from several
 * solutions.
 */
export function explainWithTrials(puzzle: Puzzle, options: ExplainOptions = {}): LogicalSolve {
  const walk = explainSolve(puzzle, { ...options, trials: true });
  if (walk.stuck?.why !== 'deeper-guess') return walk;
  const several = severalSolutionsAt(puzzle, walk.domains, SEVERAL_CHECK_MS, options.signal);
  return several ? withStuckEnd(walk, several) : walk;
}
