/**
 * Per-colour totals: the rows and the columns of a puzzle must fill the same number of cells of
 * each colour. A single mistyped number breaks that balance by exactly what the mistake added or
 * removed, so the totals tell the finder how much a fix has to change, and rule out most edits
 * before the solver sees them.
 */
import type { LineClue, Puzzle } from '../puzzle.ts';

/** Cells of each colour a clue fills (index 0, the background, stays 0). */
export function clueTotals(clue: LineClue, colors: number): Int32Array {
  const totals = new Int32Array(colors);
  for (const block of clue) totals[block.color] = totals[block.color]! + block.length;
  return totals;
}

export function linesTotals(lines: readonly LineClue[], colors: number): Int32Array {
  const totals = new Int32Array(colors);
  for (const clue of lines)
    for (const block of clue) totals[block.color] = totals[block.color]! + block.length;
  return totals;
}

export interface RequiredChange {
  /** What a fix to one row must add to that row's totals, per colour, for the totals to agree. */
  readonly row: Int32Array;
  /** The same for a fix to one column. */
  readonly column: Int32Array;
}

export function requiredChange(puzzle: Puzzle): RequiredChange {
  const colors = puzzle.palette.length;
  const rows = linesTotals(puzzle.rows, colors);
  const columns = linesTotals(puzzle.columns, colors);
  const row = new Int32Array(colors);
  const column = new Int32Array(colors);
  for (let c = 0; c < colors; c++) {
    row[c] = columns[c]! - rows[c]!;
    column[c] = rows[c]! - columns[c]!;
  }
  return { row, column };
}

/** Whether changing `before` into `after` changes each colour's total by exactly `required`. */
export function changesTotalsBy(
  before: LineClue,
  after: LineClue,
  required: Int32Array,
  colors: number,
): boolean {
  const a = clueTotals(before, colors);
  const b = clueTotals(after, colors);
  for (let c = 1; c < colors; c++) if (b[c]! - a[c]! !== required[c]) return false;
  return true;
}
