/**
 * Mistake mode: compares the marks with the solution. Only meaningful when the puzzle is known to
 * have exactly one solution (otherwise a correct alternative would be called wrong), so the
 * caller decides when to offer it and how to count. A blank is never a mistake.
 */
import type { Grid } from '../puzzle.ts';
import { BLANK, CROSS, type Marks, type Move } from './types.ts';

/** Filled where the solution is empty or another colour, or crossed where it is filled. */
export function isWrongMark(mark: number, solutionCell: number): boolean {
  if (mark === BLANK) return false;
  if (mark === CROSS) return solutionCell !== 0;
  return mark !== solutionCell;
}

/** Row-major indices of the wrong cells. */
export function wrongCells(solution: Grid, marks: Marks): number[] {
  if (solution.cells.length !== marks.length) {
    throw new Error(`The marks have ${marks.length} cells, the solution ${solution.cells.length}.`);
  }
  const out: number[] = [];
  for (let i = 0; i < marks.length; i++) if (isWrongMark(marks[i]!, solution.cells[i]!)) out.push(i);
  return out;
}

/** The cells a move makes wrong (it places a wrong mark on them): what a mistake counter counts. */
export function wrongCellsOfMove(solution: Grid, move: Move): number[] {
  const wrong = move.cells.filter((cell) => isWrongMark(move.to, solution.cells[cell] ?? 0));
  for (const cell of move.crossed ?? []) if (isWrongMark(CROSS, solution.cells[cell] ?? 0)) wrong.push(cell);
  return wrong;
}
