import { describe, expect, it } from 'vitest';
import {
  BACKGROUND,
  blackAndWhitePuzzle,
  puzzleFromGrid,
  type Grid,
} from '../../../../src-main/engine/puzzle.ts';
import { StrategyNotApplicableError } from '../../../../src-main/engine/solver/strategies/errors.ts';
import { solveByRules } from '../../../../src-main/engine/solver/strategies/rules.ts';
import { benchNin } from './reference.ts';
import { describeStrategyContract } from './strategy-contract.ts';

describeStrategyContract('rules', solveByRules);

describe('rules', () => {
  it('refuses a colour puzzle with the reason', () => {
    const grid: Grid = { width: 2, height: 1, cells: Uint8Array.from([1, 2]) };
    const palette = [
      BACKGROUND,
      { name: 'red', char: 'r', rgb: '#ff0000' },
      { name: 'blue', char: 'b', rgb: '#0000ff' },
    ];
    const puzzle = puzzleFromGrid(grid, palette);
    expect(() => solveByRules(puzzle, {})).toThrow(StrategyNotApplicableError);
    expect(() => solveByRules(puzzle, {})).toThrow(
      "The rules strategy handles black-and-white puzzles only, as in Yu, Lee and Chen's paper.",
    );
  });

  it('solves Dancer by the rules alone, so its partial picture is the solution', () => {
    const result = solveByRules(benchNin('formats/dancer.nin'), {});
    expect(result.stats.lineSolvable).toBe(true);
    expect(result.stats.nodes).toBe(0);
    expect(result.stats.usedSearch).toBe(false);
    expect(result.stats.lineSolves).toBeGreaterThan(0);
    const solution = result.solutions[0]!;
    expect(Array.from(result.partial)).toEqual(Array.from(solution.cells, (c) => 1 << c));
  });

  it('guesses on a puzzle with several solutions and keeps the undecided cells open at the root', () => {
    const result = solveByRules(benchNin('edge-cases/multi-04-5x5.nin'), {});
    expect(result.status).toBe('multiple');
    expect(result.stats.usedSearch).toBe(true);
    expect(result.stats.maxDepth).toBeGreaterThan(0);
    expect(Array.from(result.partial).some((mask) => mask === 3)).toBe(true);
  });

  it('leaves nothing possible in the partial picture when the rules refute the puzzle at the root', () => {
    const result = solveByRules(benchNin('edge-cases/none-02-6x6.nin'), {});
    expect(result.status).toBe('none');
    expect(result.stats.nodes).toBe(0);
    expect(Array.from(result.partial).every((mask) => mask === 0)).toBe(true);
  });

  it('answers "none" at once when a clue is longer than its line', () => {
    const result = solveByRules(blackAndWhitePuzzle([[5], [1]], [[1], [1], [1]]), {});
    expect(result.status).toBe('none');
    expect(result.stats.nodes).toBe(0);
    expect(result.stats.lineSolves).toBe(0);
  });
});
