import { describe, expect, it } from 'vitest';
import { readNin } from '../../../src-main/engine/formats/nin.ts';
import { isComplete, marksToGrid } from '../../../src-main/engine/play/completion.ts';
import { FeedbackCache } from '../../../src-main/engine/play/feedback-cache.ts';
import { wrongCells } from '../../../src-main/engine/play/wrong-marks.ts';
import { CROSS } from '../../../src-main/engine/play/types.ts';
import { blackAndWhitePuzzle } from '../../../src-main/engine/puzzle.ts';
import { solve } from '../../../src-main/engine/solver/solve.ts';
import { benchText, marksOf } from './helpers.ts';

const cross = blackAndWhitePuzzle([[1], [3], [1]], [[1], [3], [1]]);

describe('completion', () => {
  it('is complete when the filled cells make every clue, crosses and blanks both empty', () => {
    expect(isComplete(cross, marksOf('.#./###/.#.'))).toBe(true);
    expect(isComplete(cross, marksOf('x#x/###/.#x'))).toBe(true);
  });

  it('is not complete with a cell missing or one too many', () => {
    expect(isComplete(cross, marksOf('.#./##./.#.'))).toBe(false);
    expect(isComplete(cross, marksOf('##./###/.#.'))).toBe(false);
  });

  it('reads the picture the marks show, crosses as empty', () => {
    expect([...marksToGrid(3, 3, marksOf('x#x/###/.#x')).cells]).toEqual([0, 1, 0, 1, 1, 1, 0, 1, 0]);
  });

  for (const file of ['multi-04-5x5.nin', 'multi-07-8x8.nin']) {
    it(`accepts either solution of ${file}, which has several`, () => {
      const puzzle = readNin(benchText(`edge-cases/${file}`));
      const { status, solutions } = solve(puzzle, { maxSolutions: 2 });
      expect(status).toBe('multiple');
      const [first, second] = solutions;
      expect(first!.cells).not.toEqual(second!.cells);
      for (const solution of [first!, second!]) {
        const marks = solution.cells.map((cell) => (cell === 0 ? CROSS : cell));
        expect(isComplete(puzzle, marks)).toBe(true);
        expect(new FeedbackCache(puzzle, marks).complete).toBe(true);
      }
      // Which is why mistake mode is only for puzzles known to be unique.
      expect(wrongCells(first!, second!.cells).length).toBeGreaterThan(0);
    });
  }
});
