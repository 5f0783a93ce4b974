/**
 * Where things are on a board drawn whole on one canvas (the solve, typing and editor boards):
 * clue slots left of the rows and above the columns, then the grid, with a little margin for the
 * outer border. The caller chooses the slots: the editor holds them still while a stroke changes
 * the clues, so the grid does not move under the pointer. (The play board scrolls and pins its
 * clues instead: views/play/board-geometry.ts.)
 */
import { clueSlots, type ClueLines } from './clue-lines.ts';
import { fitCell, type CellLimits } from './cell-size.ts';

export interface BoardLayout {
  readonly cell: number;
  readonly rowSlots: number;
  readonly columnSlots: number;
  readonly gridLeft: number;
  readonly gridTop: number;
  /** The canvas's size in CSS pixels. */
  readonly width: number;
  readonly height: number;
  readonly columns: number;
  readonly rows: number;
}

export interface Slots {
  readonly rows: number;
  readonly columns: number;
}

/** Room around the board for its outer border. */
export const BOARD_MARGIN = 2;

export function boardLayout(columns: number, rows: number, slots: Slots, cell: number): BoardLayout {
  const gridLeft = BOARD_MARGIN + slots.rows * cell;
  const gridTop = BOARD_MARGIN + slots.columns * cell;
  return {
    cell,
    rowSlots: slots.rows,
    columnSlots: slots.columns,
    gridLeft,
    gridTop,
    width: gridLeft + columns * cell + BOARD_MARGIN,
    height: gridTop + rows * cell + BOARD_MARGIN,
    columns,
    rows,
  };
}

/** The layout of a board whose slots are its clues' own. */
export function cluesLayout(clues: ClueLines, cell: number): BoardLayout {
  return boardLayout(clues.columns.length, clues.rows.length, clueSlots(clues), cell);
}

/** The largest cell size at which the whole board, clues included, fits in `width` x `height`. */
export function fitBoard(
  columns: number,
  rows: number,
  slots: Slots,
  width: number,
  height: number,
  limits: CellLimits,
): number {
  return fitCell(columns + slots.rows, rows + slots.columns, width, height, BOARD_MARGIN, limits);
}

/** The cell under a point of the board (CSS pixels from its top left), maybe outside the grid. */
export function cellAt(layout: BoardLayout, x: number, y: number): { x: number; y: number } {
  return {
    x: Math.floor((x - layout.gridLeft) / layout.cell),
    y: Math.floor((y - layout.gridTop) / layout.cell),
  };
}

export function insideGrid(layout: BoardLayout, point: { x: number; y: number }): boolean {
  return point.x >= 0 && point.y >= 0 && point.x < layout.columns && point.y < layout.rows;
}
