/**
 * Where everything on the play board is. The board scrolls inside a viewport, but only the cells
 * move: the row clues stay pinned to the left edge and the column clues to the top edge once the
 * board is scrolled past them, as in the best large-grid apps, so every clue of the visible cells
 * can be read at any zoom. The canvases are the size of the viewport and are drawn from these
 * numbers; the scroll position lives in a plain element whose content is as large as the board.
 *
 * Coordinates: "content" is the scrolled area (the whole board plus a margin), "view" is the
 * viewport. A cell's left edge in the view is `gridLeft + x * cell`.
 */
import type { ClueNumber } from '../../../src-main/engine/play/index.ts';
import * as cellSize from '../../lib/board/cell-size.ts';
import { clueSlots, type ClueLines } from '../../lib/board/clue-lines.ts';
import { clueFontSize, type ClueScale } from '../../lib/board/clue-scale.ts';

export type { ClueLines } from '../../lib/board/clue-lines.ts';

export interface Geometry {
  readonly width: number;
  readonly height: number;
  readonly cell: number;
  /** Clue slots (one cell wide each) left of the rows and above the columns. */
  readonly rowSlots: number;
  readonly columnSlots: number;
  readonly rowClueWidth: number;
  readonly columnClueHeight: number;
  readonly viewWidth: number;
  readonly viewHeight: number;
  /** The scrollable area's size. */
  readonly contentWidth: number;
  readonly contentHeight: number;
  /** The board's top-left corner (the clue corner) in content coordinates. */
  readonly originX: number;
  readonly originY: number;
}

export interface Scroll {
  readonly left: number;
  readonly top: number;
}

/** Where the grid and the pinned clue bands are in the view for a scroll position. */
export interface Placement {
  readonly gridLeft: number;
  readonly gridTop: number;
  /** Right edge of the row clue band; the band is pinned at the left once scrolled past. */
  readonly rowBandRight: number;
  /** Bottom edge of the column clue band. */
  readonly columnBandBottom: number;
}

export interface CellRange {
  readonly x0: number;
  readonly x1: number;
  readonly y0: number;
  readonly y1: number;
}

export const MARGIN = 12;
/** The play board zooms further than the others: a 100x100 board to its single cells. */
export const CELL_LIMITS: cellSize.CellLimits = { min: 4, max: 64 };
/**
 * The largest cell a board opens at: a small puzzle grows to fill a large window up to here, where
 * the clue numbers have long stopped growing (PLAY_CLUES) and a larger cell only spreads the board.
 */
export const COMFORTABLE_CELL = 48;
/**
 * The smallest clue number, in CSS pixels, that reads comfortably at a desk (about the size of
 * small print in a book). A board opens no smaller, and Fit shrinks it no further: a large puzzle
 * scrolls under its pinned clues instead. Zooming out by hand may still go smaller for an overview.
 */
export const READABLE_CLUE_FONT = 10;

/** Numbers grow with the cells up to a size that reads well; beyond it they would shout. */
export const PLAY_CLUES: ClueScale = { share: [0.6, 0.54, 0.44], smallest: 7, largest: [19, 17], inset: 0.1 };

export function clampCell(cell: number): number {
  return cellSize.clampCell(cell, CELL_LIMITS);
}

/** Digits of the longest clue number (the one drawn smallest for its cell). */
export function widestNumber(clues: ClueLines): number {
  let largest = 0;
  for (const line of [...clues.rows, ...clues.columns]) {
    for (const block of line) if (block.length > largest) largest = block.length;
  }
  return String(largest).length;
}

/** The size the longest clue numbers are drawn at, in cells of this size. */
export function clueFont(clues: ClueLines, cell: number): number {
  return clueFontSize(PLAY_CLUES, cell, widestNumber(clues));
}

/** The smallest cell at which every clue number is drawn at least READABLE_CLUE_FONT. */
export function readableCell(clues: ClueLines): number {
  const digits = widestNumber(clues);
  let cell = CELL_LIMITS.min;
  while (cell < CELL_LIMITS.max && clueFontSize(PLAY_CLUES, cell, digits) < READABLE_CLUE_FONT) cell++;
  return cell;
}

/** The largest cell size at which the whole board, clues included, fits the view. */
export function fitCell(clues: ClueLines, viewWidth: number, viewHeight: number): number {
  const slots = clueSlots(clues);
  const across = clues.columns.length + slots.rows;
  const down = clues.rows.length + slots.columns;
  return cellSize.fitCell(across, down, viewWidth, viewHeight, MARGIN, CELL_LIMITS);
}

/**
 * What Fit does: the whole board in the view, as large as it goes, but never with clues too small
 * to read. A board that cannot fit at that size scrolls, its clues pinned beside the grid.
 */
export function fitReadableCell(clues: ClueLines, viewWidth: number, viewHeight: number): number {
  return Math.max(readableCell(clues), fitCell(clues, viewWidth, viewHeight));
}

/**
 * The size a board opens at: as Fit, but no larger than a comfortable cell, so a 5x5 in a large
 * window is a board to play on rather than a poster.
 */
export function openingCell(clues: ClueLines, viewWidth: number, viewHeight: number): number {
  return Math.max(readableCell(clues), Math.min(COMFORTABLE_CELL, fitCell(clues, viewWidth, viewHeight)));
}

/** The next zoom step in or out: about 20% a step, at least a pixel. */
export function zoomStep(cell: number, direction: 1 | -1): number {
  return cellSize.zoomStep(cell, direction, 1.2, CELL_LIMITS);
}

export function layout(clues: ClueLines, cell: number, viewWidth: number, viewHeight: number): Geometry {
  const slots = clueSlots(clues);
  const width = clues.columns.length;
  const height = clues.rows.length;
  const rowClueWidth = slots.rows * cell;
  const columnClueHeight = slots.columns * cell;
  const boardWidth = rowClueWidth + width * cell;
  const boardHeight = columnClueHeight + height * cell;
  const contentWidth = Math.max(viewWidth, boardWidth + 2 * MARGIN);
  const contentHeight = Math.max(viewHeight, boardHeight + 2 * MARGIN);
  return {
    width,
    height,
    cell,
    rowSlots: slots.rows,
    columnSlots: slots.columns,
    rowClueWidth,
    columnClueHeight,
    viewWidth,
    viewHeight,
    contentWidth,
    contentHeight,
    // A board smaller than the view sits in its middle.
    originX: Math.floor((contentWidth - boardWidth) / 2),
    originY: Math.floor((contentHeight - boardHeight) / 2),
  };
}

export function place(geometry: Geometry, scroll: Scroll): Placement {
  const gridLeft = geometry.originX + geometry.rowClueWidth - scroll.left;
  const gridTop = geometry.originY + geometry.columnClueHeight - scroll.top;
  return {
    gridLeft,
    gridTop,
    rowBandRight: Math.max(gridLeft, geometry.rowClueWidth),
    columnBandBottom: Math.max(gridTop, geometry.columnClueHeight),
  };
}

/** The cell under a point of the view, not clamped (it may lie outside the grid). */
export function cellAt(
  geometry: Geometry,
  placement: Placement,
  x: number,
  y: number,
): { x: number; y: number } {
  return {
    x: Math.floor((x - placement.gridLeft) / geometry.cell),
    y: Math.floor((y - placement.gridTop) / geometry.cell),
  };
}

/** Whether a point of the view is over the cells (not over a clue band or outside the grid). */
export function overCells(geometry: Geometry, placement: Placement, x: number, y: number): boolean {
  const cell = cellAt(geometry, placement, x, y);
  return (
    x >= placement.rowBandRight &&
    y >= placement.columnBandBottom &&
    cell.x >= 0 &&
    cell.y >= 0 &&
    cell.x < geometry.width &&
    cell.y < geometry.height
  );
}

/**
 * The clue number under a point of the view, or null (a blank slot, an empty line's 0, the
 * corner, the cells). The bands stay pinned, so this reads where they are drawn now.
 */
export function clueNumberAt(
  geometry: Geometry,
  placement: Placement,
  clues: ClueLines,
  x: number,
  y: number,
): ClueNumber | null {
  const { cell } = geometry;
  const rowBandLeft = placement.rowBandRight - geometry.rowClueWidth;
  const columnBandTop = placement.columnBandBottom - geometry.columnClueHeight;
  const inRowBand = x >= rowBandLeft && x < placement.rowBandRight && y >= placement.columnBandBottom;
  const inColumnBand = y >= columnBandTop && y < placement.columnBandBottom && x >= placement.rowBandRight;
  if (!inRowBand && !inColumnBand) return null;
  const axis = inRowBand ? 'row' : 'column';
  const line = inRowBand
    ? Math.floor((y - placement.gridTop) / cell)
    : Math.floor((x - placement.gridLeft) / cell);
  const clue = (inRowBand ? clues.rows : clues.columns)[line];
  if (!clue) return null;
  const slot = inRowBand ? Math.floor((x - rowBandLeft) / cell) : Math.floor((y - columnBandTop) / cell);
  // A clue's numbers fill the band's last slots, next to the grid.
  const index = slot - ((inRowBand ? geometry.rowSlots : geometry.columnSlots) - clue.length);
  return index >= 0 && index < clue.length ? { axis, line, index } : null;
}

/** The cells at least partly visible right of and below the clue bands (x1, y1 exclusive). */
export function visibleCells(geometry: Geometry, placement: Placement): CellRange {
  const { cell, width, height } = geometry;
  const clamp = (value: number, size: number): number => Math.max(0, Math.min(size, value));
  return {
    x0: clamp(Math.floor((placement.rowBandRight - placement.gridLeft) / cell), width),
    x1: clamp(Math.ceil((geometry.viewWidth - placement.gridLeft) / cell), width),
    y0: clamp(Math.floor((placement.columnBandBottom - placement.gridTop) / cell), height),
    y1: clamp(Math.ceil((geometry.viewHeight - placement.gridTop) / cell), height),
  };
}

/**
 * The scroll position after a zoom that keeps the board point under `anchor` (a point of the view)
 * where it was.
 */
export function scrollAfterZoom(before: Geometry, after: Geometry, scroll: Scroll, anchor: Scroll): Scroll {
  const ratio = after.cell / before.cell;
  const boardX = scroll.left + anchor.left - before.originX;
  const boardY = scroll.top + anchor.top - before.originY;
  const maxLeft = Math.max(0, after.contentWidth - after.viewWidth);
  const maxTop = Math.max(0, after.contentHeight - after.viewHeight);
  return {
    left: Math.max(0, Math.min(maxLeft, after.originX + boardX * ratio - anchor.left)),
    top: Math.max(0, Math.min(maxTop, after.originY + boardY * ratio - anchor.top)),
  };
}

/** The scroll position that brings a cell into view with a cell of room around it, or null if it is in view. */
export function scrollToShow(geometry: Geometry, scroll: Scroll, x: number, y: number): Scroll | null {
  const placement = place(geometry, scroll);
  const { cell } = geometry;
  const left = placement.gridLeft + x * cell;
  const top = placement.gridTop + y * cell;
  let dx = 0;
  let dy = 0;
  if (left < placement.rowBandRight + cell) dx = left - (placement.rowBandRight + cell);
  else if (left + cell > geometry.viewWidth - cell) dx = left + 2 * cell - geometry.viewWidth;
  if (top < placement.columnBandBottom + cell) dy = top - (placement.columnBandBottom + cell);
  else if (top + cell > geometry.viewHeight - cell) dy = top + 2 * cell - geometry.viewHeight;
  const maxLeft = Math.max(0, geometry.contentWidth - geometry.viewWidth);
  const maxTop = Math.max(0, geometry.contentHeight - geometry.viewHeight);
  const next = {
    left: Math.max(0, Math.min(maxLeft, scroll.left + dx)),
    top: Math.max(0, Math.min(maxTop, scroll.top + dy)),
  };
  return next.left === scroll.left && next.top === scroll.top ? null : next;
}
