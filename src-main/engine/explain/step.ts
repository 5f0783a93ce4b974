/**
 * One logical step as data: a line, the cells it settles and why, plus the sentence a player reads.
 *
 * Positions in the data are 0-based along the line (cell 0 is the leftmost cell of a row, the top
 * cell of a column); sentences number rows, columns and cells from 1, as a puzzle book does.
 */

export type Axis = 'row' | 'column';

/** A cell that the step decides, and its value: a palette index, 0 for empty. */
export interface SettledCell {
  readonly cell: number;
  readonly value: number;
}

/**
 * A cell the step narrows without deciding it (only in colour puzzles): the palette indices that it
 * can no longer take.
 */
export interface RuledOutCell {
  readonly cell: number;
  readonly colors: readonly number[];
}

/** Cells `from` to `to` of a line, both included. */
export interface CellRange {
  readonly from: number;
  readonly to: number;
}

/** A block of the line's clue: its position in the clue (0-based), length and colour. */
export interface BlockRef {
  readonly block: number;
  readonly length: number;
  readonly color: number;
}

/** Where a block may lie, and the cells it therefore covers wherever it goes. */
export interface BlockSpan {
  readonly block: BlockRef;
  /** The cells the block lies within in every placement that fits the known cells. */
  readonly within: CellRange;
  /** Cells covered by every placement (`within` shrunk by its slack on both sides). */
  readonly covers: CellRange;
  /** Known cells of the block's colour that no other block can reach, so this block covers them. */
  readonly anchor: CellRange | null;
}

/** A run of known cells of one colour that is already a whole block. */
export interface CappedRun {
  readonly run: CellRange;
  readonly color: number;
  /** The cells beside the run that the step empties. */
  readonly ends: readonly number[];
}

/**
 * Why a step settles its cells. A step carries one or more of these; together they account for
 * every settled cell. `general` takes whatever the simple reasons leave over.
 *
 * - overlap: each block covers the middle of the stretch it must lie in, wherever it goes.
 *   `fromClueAlone` is true when the stretches follow from the clue and the line length alone.
 * - fixed: each block has only one place left; the cells just outside it (`ends`) are empty.
 *   `fromClueAlone` is true when the clue fills the whole line.
 * - unreachable: no block can reach these cells, so they are empty.
 * - gap-too-small: these stretches between empty cells are shorter than every block that could
 *   reach them, so they are empty.
 * - capped: a run of known cells is as long as the longest block that can reach it, so it is a
 *   whole block and the cells beside it (`ends`) are empty.
 * - complete: every block is already in place (or the clue is empty); the rest of the line is empty.
 * - general: the `cells` no simple reason above covers; they rest on considering every placement
 *   of the clue that fits the known cells.
 * - trial: line logic alone is stuck; trying one cell leads, line by line, to a contradiction,
 *   see TrialReason. A step with this reason settles (or narrows) that cell and has no other reason.
 */
export type StepReason =
  | { readonly kind: 'overlap'; readonly spans: readonly BlockSpan[]; readonly fromClueAlone: boolean }
  | {
      readonly kind: 'fixed';
      readonly spans: readonly BlockSpan[];
      readonly ends: readonly number[];
      readonly fromClueAlone: boolean;
    }
  | { readonly kind: 'unreachable'; readonly cells: readonly CellRange[] }
  | { readonly kind: 'gap-too-small'; readonly gaps: readonly CellRange[] }
  | { readonly kind: 'capped'; readonly runs: readonly CappedRun[] }
  | { readonly kind: 'complete' }
  | { readonly kind: 'general'; readonly cells: readonly number[] }
  | TrialReason;

/**
 * One line deduction in a trial's chain: the line, the cells it settles that the chain goes on to
 * use (line positions, as in a LogicStep), and in its sentence why. The last link of a chain is
 * the line that can no longer fit its clue: it settles nothing and has `contradiction` set. Each
 * link follows from the cells known before the trial, the cell tried and the cells of the links
 * before it.
 */
export interface TrialLink {
  readonly axis: Axis;
  readonly index: number;
  readonly settled: readonly SettledCell[];
  /** Colours the link rules out for cells it narrows without deciding (colour puzzles only). */
  readonly ruledOut: readonly RuledOutCell[];
  readonly contradiction: boolean;
  /** The link in a player's words, a clause without a capital or a full stop. */
  readonly sentence: string;
}

/**
 * A deduction by trying one cell, as the solver's probing does, where no single line settles
 * anything more: the cell at `row`, `column` is given the value `tried`; the links lead to a line
 * that can no longer fit its clue, so the cell cannot take that value. The step settles the cell
 * (or, in a colour puzzle where it had more than two values left, rules `tried` out).
 */
export interface TrialReason {
  readonly kind: 'trial';
  /** The cell tried, 0-based. */
  readonly row: number;
  readonly column: number;
  /** The value tried: a palette index, 0 for empty. */
  readonly tried: number;
  readonly links: readonly TrialLink[];
}

export interface LogicStep {
  readonly axis: Axis;
  /** Row or column index, 0-based. */
  readonly index: number;
  /** Cells decided by the step, in line order. Empty only when the step merely rules out colours. */
  readonly settled: readonly SettledCell[];
  /** Colours ruled out for cells that stay open (colour puzzles only), in line order. */
  readonly ruledOut: readonly RuledOutCell[];
  readonly reasons: readonly StepReason[];
  readonly sentence: string;
}
