/**
 * The editor board's geometry: clue slots left of the rows and above the columns, then the grid.
 * Unlike the solve board, the number of slots is chosen by the caller, so it can stay put while a
 * stroke changes the clues (the grid must not move under the pointer) and catch up afterwards.
 */
import type { LineClue } from '../../../src-main/engine/puzzle.ts';

export interface EditorLayout {
  readonly cell: number;
  readonly rowSlots: number;
  readonly columnSlots: number;
  readonly gridLeft: number;
  readonly gridTop: number;
  readonly width: number;
  readonly height: number;
  readonly columns: number;
  readonly rows: number;
}

export const MIN_CELL = 4;
export const MAX_CELL = 44;
/** Room around the board for its outer border. */
const MARGIN = 2;

/** The slots the longest clue needs (at least one, for the "0" of an empty line). */
export function slotsFor(lines: readonly LineClue[]): number {
  let longest = 1;
  for (const line of lines) if (line.length > longest) longest = line.length;
  return longest;
}

export function clampCell(cell: number): number {
  return Math.max(MIN_CELL, Math.min(MAX_CELL, Math.floor(cell)));
}

/** The largest cell size at which the whole board fits in `width` x `height`. */
export function fitCell(
  columns: number,
  rows: number,
  rowSlots: number,
  columnSlots: number,
  width: number,
  height: number,
): number {
  const across = columns + rowSlots;
  const down = rows + columnSlots;
  return clampCell(Math.min((width - 2 * MARGIN) / across, (height - 2 * MARGIN) / down));
}

export function editorLayout(
  columns: number,
  rows: number,
  rowSlots: number,
  columnSlots: number,
  cell: number,
): EditorLayout {
  const gridLeft = MARGIN + rowSlots * cell;
  const gridTop = MARGIN + columnSlots * cell;
  return {
    cell,
    rowSlots,
    columnSlots,
    gridLeft,
    gridTop,
    width: gridLeft + columns * cell + MARGIN,
    height: gridTop + rows * cell + MARGIN,
    columns,
    rows,
  };
}

/** The cell under a point of the board (CSS pixels from its top left), maybe outside the grid. */
export function cellAt(layout: EditorLayout, x: number, y: number): { x: number; y: number } {
  return {
    x: Math.floor((x - layout.gridLeft) / layout.cell),
    y: Math.floor((y - layout.gridTop) / layout.cell),
  };
}

export function insideGrid(layout: EditorLayout, point: { x: number; y: number }): boolean {
  return point.x >= 0 && point.y >= 0 && point.x < layout.columns && point.y < layout.rows;
}

/** The next zoom step: about 25% a step, at least a pixel. */
export function zoomStep(cell: number, direction: 1 | -1): number {
  return clampCell(direction > 0 ? Math.max(cell + 1, cell * 1.25) : Math.min(cell - 1, cell / 1.25));
}
