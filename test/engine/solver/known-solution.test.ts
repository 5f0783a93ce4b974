import { describe, expect, it } from 'vitest';
import { estimatedVariables } from '../../../src-main/engine/sat/grid-clauses.ts';
import { puzzleFromGrid, satisfies, type Grid } from '../../../src-main/engine/puzzle.ts';
import { MAX_CLAUSE_VARIABLES } from '../../../src-main/engine/solver/full.ts';
import { GridLines } from '../../../src-main/engine/solver/grid-lines.ts';
import { solve } from '../../../src-main/engine/solver/solve.ts';
import { noisePicture } from '../../../src-main/bench/noise-picture.ts';
import { nin } from './bench-files.ts';

function differingCells(a: Grid, b: Grid): number {
  let count = 0;
  for (let i = 0; i < a.cells.length; i++) if (a.cells[i] !== b.cells[i]) count++;
  return count;
}

describe('solving from a known solution', () => {
  it('counts the drawing first and finds a second picture near it', () => {
    const picture = noisePicture(60, 7);
    const puzzle = puzzleFromGrid(picture);
    const result = solve(puzzle, { knownSolution: picture, timeLimitMs: 30_000 });
    expect(result.status).toBe('multiple');
    const [first, second] = result.solutions;
    expect(first!.cells).toEqual(picture.cells);
    expect(satisfies(puzzle, second!)).toBe(true);
    expect(differingCells(first!, second!)).toBeGreaterThan(0);
  });

  it('finds the second picture of a grid too large for a blind clause-learning search', () => {
    const picture = noisePicture(80, 11);
    const puzzle = puzzleFromGrid(picture);
    expect(estimatedVariables(new GridLines(puzzle))).toBeGreaterThan(MAX_CLAUSE_VARIABLES);
    const result = solve(puzzle, { knownSolution: picture, timeLimitMs: 30_000 });
    expect(result.status).toBe('multiple');
    expect(result.solutions[0]!.cells).toEqual(picture.cells);
    expect(satisfies(puzzle, result.solutions[1]!)).toBe(true);
  });

  it('still proves a unique puzzle unique', () => {
    const puzzle = nin('survey', 'webpbn-00065.nin');
    const solution = solve(puzzle, { maxSolutions: 1 }).solutions[0]!;
    const result = solve(puzzle, { knownSolution: solution });
    expect(result.status).toBe('unique');
    expect(result.solutions).toHaveLength(1);
    expect(result.solutions[0]!.cells).toEqual(solution.cells);
  });

  it('answers a one-solution solve with the known picture, without searching', () => {
    const picture = noisePicture(40, 3);
    const result = solve(puzzleFromGrid(picture), { knownSolution: picture, maxSolutions: 1 });
    expect(result.status).toBe('solved');
    expect(result.solutions[0]!.cells).toEqual(picture.cells);
    expect(result.stats.nodes).toBe(0);
  });

  it('ignores a picture that breaks a clue', () => {
    const puzzle = nin('survey', 'webpbn-00065.nin');
    const solution = solve(puzzle, { maxSolutions: 1 }).solutions[0]!;
    const broken = { ...solution, cells: solution.cells.slice() };
    broken.cells[0] = 1 - broken.cells[0]!;
    const result = solve(puzzle, { knownSolution: broken });
    expect(result.status).toBe('unique');
    expect(result.solutions[0]!.cells).toEqual(solution.cells);
  });
});
