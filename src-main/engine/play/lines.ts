/**
 * Rows and columns of the marks grid as line views, and the lines a set of cells touches, so that
 * feedback is recomputed for those lines only.
 */
import type { LineClue, Puzzle } from '../puzzle.ts';
import type { LineView } from './block-starts.ts';
import type { Marks } from './types.ts';

export type Axis = 'row' | 'column';

export interface LineRef {
  readonly axis: Axis;
  readonly index: number;
}

export function lineView(puzzle: Puzzle, marks: Marks, axis: Axis, index: number): LineView {
  const { width, height } = puzzle;
  const count = axis === 'row' ? height : width;
  if (!Number.isInteger(index) || index < 0 || index >= count) {
    throw new RangeError(`There is no ${axis} ${index}; the puzzle has ${count}.`);
  }
  return axis === 'row'
    ? { marks, offset: index * width, stride: 1, length: width }
    : { marks, offset: index, stride: width, length: height };
}

export function clueOf(puzzle: Puzzle, axis: Axis, index: number): LineClue {
  const clue = (axis === 'row' ? puzzle.rows : puzzle.columns)[index];
  if (clue === undefined) throw new RangeError(`There is no ${axis} ${index}.`);
  return clue;
}

/** The distinct rows and columns that contain any of `cells` (row-major indices), rows first. */
export function linesTouched(width: number, cells: Iterable<number>): LineRef[] {
  const rows = new Set<number>();
  const columns = new Set<number>();
  for (const cell of cells) {
    rows.add(Math.floor(cell / width));
    columns.add(cell % width);
  }
  return [
    ...[...rows].map((index) => ({ axis: 'row' as const, index })),
    ...[...columns].map((index) => ({ axis: 'column' as const, index })),
  ];
}
