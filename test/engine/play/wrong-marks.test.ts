import { describe, expect, it } from 'vitest';
import { isWrongMark, wrongCells, wrongCellsOfMove } from '../../../src-main/engine/play/wrong-marks.ts';
import { BLANK, CROSS } from '../../../src-main/engine/play/types.ts';
import { marksOf } from './helpers.ts';

// Solution: black, red, empty, black.
const solution = { width: 4, height: 1, cells: Uint8Array.from([1, 2, 0, 1]) };

describe('mistakes', () => {
  it('calls a fill wrong on an empty cell or in another colour, a cross wrong on a filled cell', () => {
    expect(wrongCells(solution, marksOf('#r.#'))).toEqual([]);
    expect(wrongCells(solution, marksOf('r##x'))).toEqual([0, 1, 2, 3]);
    expect(wrongCells(solution, marksOf('x.xx'))).toEqual([0, 3]);
  });

  it('never calls a blank wrong', () => {
    expect([1, 2, 0].map((cell) => isWrongMark(BLANK, cell))).toEqual([false, false, false]);
  });

  it('finds the cells a move gets wrong', () => {
    expect(wrongCellsOfMove(solution, { cells: [0, 1, 2], to: CROSS, from: [BLANK, BLANK, BLANK] })).toEqual([
      0, 1,
    ]);
  });
});
