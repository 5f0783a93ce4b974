/**
 * The `rules` strategy: Yu, Lee and Chen (2011), kept for comparison with the full engine.
 *
 * The eleven logical rules on run ranges run over all lines until nothing changes. When they
 * are stuck, chronological backtracking guesses the first unknown cell in row-major order
 * (black first, then white), applies the rules again, and undoes the guess on a contradiction:
 * an impossible range, a cell painted both ways, or a finished line that does not spell its
 * clue. The rules never discard a solution, so trying both values of every guessed cell visits
 * every solution once; each finished grid is still checked against all clues before it counts.
 * Black-and-white puzzles only, as in the paper.
 */
import { emptyGrid, isBlackAndWhite, satisfies, type Grid, type Puzzle } from '../../puzzle.ts';
import { SolveLimits, type StopReason } from '../limits.ts';
import type { SolveOptions, SolveResult } from '../types.ts';
import { RULES_NEED_BLACK_AND_WHITE, StrategyNotApplicableError } from './errors.ts';
import { searchResult, statusOf } from './outcome.ts';
import { RuleGrid, type Propagation } from './rules/rule-grid.ts';
import { BLACK, WHITE } from './rules/run-line.ts';

interface Guess {
  readonly cell: number;
  readonly mark: number;
  /** Whether the second value (white) is being tried. */
  second: boolean;
}

function gridOf(state: RuleGrid): Grid {
  const grid = emptyGrid(state.width, state.height);
  for (let i = 0; i < grid.cells.length; i++) grid.cells[i] = state.cells[i] === BLACK ? 1 : 0;
  return grid;
}

export function solveByRules(puzzle: Puzzle, options: SolveOptions): SolveResult {
  if (!isBlackAndWhite(puzzle)) throw new StrategyNotApplicableError(RULES_NEED_BLACK_AND_WHITE);
  const limits = new SolveLimits(options);
  const state = new RuleGrid(puzzle);
  const total = puzzle.width * puzzle.height;
  const solutions: Grid[] = [];
  const guesses: Guess[] = [];
  let nodes = 0;
  let maxDepth = 0;

  let outcome: Propagation = state.start() ? state.propagate(limits) : 'contradiction';
  const partial = outcome === 'contradiction' ? new Uint32Array(total) : Uint32Array.from(state.cells);
  const lineSolvable = outcome === 'ok' && state.unknown === 0;

  const progress = () => {
    let fraction = 0;
    guesses.forEach((guess, depth) => {
      if (guess.second) fraction += 2 ** -(depth + 1);
    });
    return { fraction, decided: total - state.unknown, total, nodes, solutionsFound: solutions.length };
  };

  /** Moves to the next untried branch; false when the search space is exhausted. */
  const backtrack = (): boolean => {
    while (guesses.length > 0) {
      const guess = guesses.at(-1)!;
      state.undo(guess.mark);
      if (!guess.second) {
        guess.second = true;
        nodes++;
        state.assign(guess.cell, WHITE);
        outcome = state.propagate(limits);
        return true;
      }
      guesses.pop();
    }
    return false;
  };

  let stop: StopReason | null = null;
  for (;;) {
    // A propagation that stopped has already seen the limit, which stays set.
    stop = limits.stopped();
    if (stop) break;
    limits.progress(progress);
    if (outcome === 'ok') {
      if (state.unknown > 0) {
        const cell = state.nextUnknown(guesses.at(-1)?.cell ?? 0);
        guesses.push({ cell, mark: state.mark(), second: false });
        maxDepth = Math.max(maxDepth, guesses.length);
        nodes++;
        state.assign(cell, BLACK);
        outcome = state.propagate(limits);
        continue;
      }
      const grid = gridOf(state);
      if (satisfies(puzzle, grid)) {
        solutions.push(grid);
        if (solutions.length >= limits.maxSolutions) break;
      }
    }
    if (!backtrack()) break;
  }

  const status = statusOf(solutions.length, limits.maxSolutions, stop);
  return searchResult(status, solutions, partial, limits.elapsed(), {
    lineSolves: state.lineSolves,
    nodes,
    maxDepth,
    lineSolvable,
  });
}
