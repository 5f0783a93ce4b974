/**
 * What the comparison strategies share at the end of a solve: turning "how many solutions were
 * found, and did a limit stop us" into a status, and building the result record.
 */
import type { Grid } from '../../puzzle.ts';
import type { StopReason } from '../limits.ts';
import type { SolveResult, SolveStats, SolveStatus } from '../types.ts';

export function statusOf(found: number, maxSolutions: number, stop: StopReason | null): SolveStatus {
  if (found >= maxSolutions) return maxSolutions === 1 ? 'solved' : 'multiple';
  if (stop) return stop;
  if (found === 0) return 'none';
  return found === 1 ? 'unique' : 'multiple';
}

export interface SearchTally {
  readonly lineSolves: number;
  readonly nodes: number;
  readonly maxDepth: number;
  /** Whether the logic of the strategy settled every cell without a guess. */
  readonly lineSolvable: boolean;
}

export function searchResult(
  status: SolveStatus,
  solutions: readonly Grid[],
  partial: Uint32Array,
  ms: number,
  tally: SearchTally,
): SolveResult {
  const stats: SolveStats = {
    ms,
    lineSolves: tally.lineSolves,
    probes: 0,
    nodes: tally.nodes,
    maxDepth: tally.maxDepth,
    lineSolvable: tally.lineSolvable,
    usedProbing: false,
    usedSearch: tally.nodes > 0,
  };
  return { status, solutions, partial, stats };
}
