/**
 * The board's geometry: clues to the left of each row and on top of each column, one clue number
 * per cell-sized slot, and the cell size that fits the whole board into the space it has.
 */
import type { Block } from '../../../src-main/engine/puzzle.ts';

export interface ClueSet {
  readonly rows: readonly (readonly Block[])[];
  readonly columns: readonly (readonly Block[])[];
}

export interface BoardLayout {
  readonly cell: number;
  /** Slots for row clues (the longest row clue, at least 1). */
  readonly rowClueSlots: number;
  /** Slots for column clues (the longest column clue, at least 1). */
  readonly columnClueSlots: number;
  readonly gridLeft: number;
  readonly gridTop: number;
  readonly width: number;
  readonly height: number;
}

export const MIN_CELL = 4;
export const MAX_CELL = 48;
/** A little room around the board for its outer border. */
const MARGIN = 2;

export function clueSlots(clues: ClueSet): { rows: number; columns: number } {
  const longest = (lines: readonly (readonly Block[])[]): number =>
    Math.max(1, ...lines.map((line) => line.length));
  return { rows: longest(clues.rows), columns: longest(clues.columns) };
}

/** The largest cell size (whole pixels) at which the board fits in `width` x `height`. */
export function fitCell(clues: ClueSet, width: number, height: number): number {
  const slots = clueSlots(clues);
  const across = clues.columns.length + slots.rows;
  const down = clues.rows.length + slots.columns;
  const cell = Math.floor(Math.min((width - 2 * MARGIN) / across, (height - 2 * MARGIN) / down));
  return clampCell(cell);
}

export function clampCell(cell: number): number {
  return Math.max(MIN_CELL, Math.min(MAX_CELL, Math.floor(cell)));
}

export function boardLayout(clues: ClueSet, cell: number): BoardLayout {
  const slots = clueSlots(clues);
  const gridLeft = MARGIN + slots.rows * cell;
  const gridTop = MARGIN + slots.columns * cell;
  return {
    cell,
    rowClueSlots: slots.rows,
    columnClueSlots: slots.columns,
    gridLeft,
    gridTop,
    width: gridLeft + clues.columns.length * cell + MARGIN,
    height: gridTop + clues.rows.length * cell + MARGIN,
  };
}

/** The next zoom step in or out from a cell size: about 25% each, always moving by a pixel at least. */
export function zoomStep(cell: number, direction: 1 | -1): number {
  const next = direction > 0 ? Math.max(cell + 1, cell * 1.25) : Math.min(cell - 1, cell / 1.25);
  return clampCell(next);
}
