/**
 * The solver's entry point: one function for every strategy, so callers switch strategies with
 * an option. `full` (the default) is the engine's own; `rules` and `dfs` are the seed papers'
 * algorithms, kept for comparison.
 */
import type { Puzzle } from '../puzzle.ts';
import { solveFull } from './full.ts';
import { solveByBacktracking } from './strategies/dfs.ts';
import { solveByRules } from './strategies/rules.ts';
import type { SolveOptions, SolveResult } from './types.ts';

export function solve(puzzle: Puzzle, options: SolveOptions = {}): SolveResult {
  switch (options.strategy ?? 'full') {
    case 'full':
      return solveFull(puzzle, options);
    case 'rules':
      return solveByRules(puzzle, options);
    case 'dfs':
      return solveByBacktracking(puzzle, options);
  }
}

export { solveFull } from './full.ts';
export { Propagator } from './propagator.ts';
export { GridLines } from './grid-lines.ts';
export { GridState } from './grid-state.ts';
export { Prober } from './probing.ts';
