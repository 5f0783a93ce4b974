/**
 * What a solve is asked and what it answers. Every strategy (full, rules, dfs) takes the same
 * options and returns the same result, so the CLI, the solver process and the benchmark treat
 * them alike.
 */
import type { Grid } from '../puzzle.ts';

export type Strategy = 'full' | 'rules' | 'dfs';

export const STRATEGIES: readonly Strategy[] = ['full', 'rules', 'dfs'];

/** Anything with an `aborted` flag: an AbortSignal, or a plain object in tests. */
export interface CancelSignal {
  readonly aborted: boolean;
}

export interface SolveProgress {
  /** Estimated share of the work done, 0 to 1 (the explored share of the search tree). */
  readonly fraction: number;
  /** Cells decided at the current search node. */
  readonly decided: number;
  readonly total: number;
  readonly nodes: number;
  readonly solutionsFound: number;
}

export interface SolveOptions {
  readonly strategy?: Strategy;
  /** Stop after this many solutions; 2 proves uniqueness. Default 2. */
  readonly maxSolutions?: number;
  /** Wall-clock limit in milliseconds. Default: none. */
  readonly timeLimitMs?: number;
  readonly signal?: CancelSignal;
  /** Called at most every `progressIntervalMs` (default 100). */
  readonly onProgress?: (progress: SolveProgress) => void;
  readonly progressIntervalMs?: number;
  /** Clock for limits and progress; tests may pass their own. Default Date.now. */
  readonly now?: () => number;
  /**
   * A picture known to solve the puzzle, such as the editor's drawing. The `full` strategy
   * counts it as the first solution and looks near it first for a second; on pictures whose
   * first solution a blind search cannot find in time, that still answers "unique" or
   * "multiple". Ignored when it does not satisfy every clue, and by `rules` and `dfs`.
   */
  readonly knownSolution?: Grid;
  /**
   * How the `full` strategy's probing search guesses (search.ts). `linked` (the default): probes
   * learn links and guesses go by the champion's spread score. `plain`: no links and guesses by
   * the sum of the two sides' counts, cheaper nodes on another path. Neither is faster on every
   * puzzle (the search is heavy-tailed), so the solver process runs both at once for a hard
   * solve and keeps the first answer. Ignored by `rules` and `dfs`.
   */
  readonly searchStyle?: SearchStyle;
}

export type SearchStyle = 'linked' | 'plain';

/**
 * - unique: exactly one solution, proved.
 * - multiple: at least two solutions (both returned).
 * - solved: one solution found when only one was asked for; uniqueness not examined.
 * - none: proved to have no solution.
 * - timeout / cancelled: stopped early; `partial` holds what was proved so far.
 */
export type SolveStatus = 'unique' | 'multiple' | 'solved' | 'none' | 'timeout' | 'cancelled';

export interface SolveStats {
  readonly ms: number;
  /** Calls of the line solver. */
  readonly lineSolves: number;
  /** Cells tried both ways by probing. */
  readonly probes: number;
  /** Search nodes (guesses) visited. */
  readonly nodes: number;
  readonly maxDepth: number;
  /** Whether propagation alone solved the puzzle (no probing, no search). */
  readonly lineSolvable: boolean;
  readonly usedProbing: boolean;
  readonly usedSearch: boolean;
}

export interface SolveResult {
  readonly status: SolveStatus;
  readonly solutions: readonly Grid[];
  /**
   * Cell domains proved at the root (bit 0: may be empty, bit c: may be colour c), row by row.
   * Present for every status; for timeout it is "the picture as far as logic gets".
   */
  readonly partial: Uint32Array;
  readonly stats: SolveStats;
}
