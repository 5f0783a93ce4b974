/**
 * Paints a board drawn whole on one canvas (the solve, typing and editor boards), in layers the
 * screens call in order, adding their own between them: the ground (clue bands and paper), the
 * cells, the grid lines, the clue numbers, framed cells. A repaint of a 100x100 board is a few
 * thousand rectangles: the cells of a row go out as runs of one colour, and clue numbers are only
 * drawn when they can be read.
 */
import type { PaletteColor } from '../../../src-main/engine/puzzle.ts';
import { inkOf, type BoardColors } from './board-colors.ts';
import type { BoardLayout } from './board-layout.ts';
import { MIN_CLUE_CELL, type ClueLines } from './clue-lines.ts';
import { UNKNOWN } from './board-cells.ts';
import { drawFramedCell } from './cell-marks.ts';
import { drawClueNumber } from './clue-number.ts';
import { STEADY_CLUES } from './clue-scale.ts';

export interface BoardPicture extends ClueLines {
  readonly palette: readonly PaletteColor[];
  /** Lines whose clue is not known yet (being typed in): drawn blank instead of "0". */
  readonly missing?: { readonly rows: readonly boolean[]; readonly columns: readonly boolean[] };
}

/** Clears the canvas and lays the clue bands' background and the grid's paper. */
export function paintGround(
  context: CanvasRenderingContext2D,
  layout: BoardLayout,
  colors: BoardColors,
): void {
  const { cell, gridLeft, gridTop, columns, rows } = layout;
  context.clearRect(0, 0, layout.width, layout.height);
  context.fillStyle = colors.clueBg;
  context.fillRect(gridLeft - layout.rowSlots * cell, gridTop, layout.rowSlots * cell, rows * cell);
  context.fillRect(gridLeft, gridTop - layout.columnSlots * cell, columns * cell, layout.columnSlots * cell);
  context.fillStyle = colors.paper;
  context.fillRect(gridLeft, gridTop, columns * cell, rows * cell);
}

/**
 * The cells, row-major: UNKNOWN is left blank, 0 is empty (with a small dot in `emptyDot`'s
 * colour when given: known to be empty, as the solver proved), c is filled with palette colour c.
 */
export function paintCells(
  context: CanvasRenderingContext2D,
  layout: BoardLayout,
  cells: ArrayLike<number>,
  palette: readonly PaletteColor[],
  emptyDot: string | null,
): void {
  const { cell, gridLeft, gridTop, columns, rows } = layout;
  const dot = Math.max(1, Math.round(cell * 0.14));
  for (let y = 0; y < rows; y++) {
    let x = 0;
    while (x < columns) {
      const value = cells[y * columns + x] ?? UNKNOWN;
      let end = x + 1;
      while (end < columns && cells[y * columns + end] === value) end++;
      if (value > 0) {
        context.fillStyle = inkOf(palette, value);
        context.fillRect(gridLeft + x * cell, gridTop + y * cell, (end - x) * cell, cell);
      } else if (value === 0 && emptyDot !== null && cell >= 6) {
        context.fillStyle = emptyDot;
        for (let each = x; each < end; each++) {
          context.fillRect(
            gridLeft + each * cell + (cell - dot) / 2,
            gridTop + y * cell + (cell - dot) / 2,
            dot,
            dot,
          );
        }
      }
      x = end;
    }
  }
}

/** Where a board draws its grid lines, by cell size (in CSS pixels). */
export interface GridLineRule {
  /** The smallest cell with thin lines between cells: below it they would grey out the picture. */
  readonly thinFrom: number;
  /** The smallest cell whose lines every five cells are 2 pixels wide; below it they are 1. */
  readonly boldFrom: number;
}

/** A thin line between cells and a strong one every five, through the clue bands too. */
export function paintGridLines(
  context: CanvasRenderingContext2D,
  layout: BoardLayout,
  colors: BoardColors,
  rule: GridLineRule,
): void {
  const { cell, gridLeft, gridTop, columns, rows } = layout;
  const clueLeft = gridLeft - layout.rowSlots * cell;
  const clueTop = gridTop - layout.columnSlots * cell;
  const gridRight = gridLeft + columns * cell;
  const gridBottom = gridTop + rows * cell;
  const thin = cell >= rule.thinFrom;
  const bold = cell >= rule.boldFrom ? 2 : 1;
  for (let x = 0; x <= columns; x++) {
    const strong = x % 5 === 0 || x === columns;
    if (!strong && !thin) continue;
    const size = strong ? bold : 1;
    context.fillStyle = strong ? colors.gridLineStrong : colors.gridLine;
    context.fillRect(gridLeft + x * cell - size / 2, clueTop, size, gridBottom - clueTop);
  }
  for (let y = 0; y <= rows; y++) {
    const strong = y % 5 === 0 || y === rows;
    if (!strong && !thin) continue;
    const size = strong ? bold : 1;
    context.fillStyle = strong ? colors.gridLineStrong : colors.gridLine;
    context.fillRect(clueLeft, gridTop + y * cell - size / 2, gridRight - clueLeft, size);
  }
}

/**
 * The clue numbers, once cells are large enough to read them. An empty line shows a faint "0"
 * (unless its clue is still missing); a clue longer than its slots (while the editor holds them
 * still during a stroke) shows its end, after a "…".
 */
export function paintClues(
  context: CanvasRenderingContext2D,
  picture: BoardPicture,
  layout: BoardLayout,
  colors: BoardColors,
): void {
  const { cell, gridLeft, gridTop } = layout;
  if (cell < MIN_CLUE_CELL) return;
  const colour = picture.palette.length > 2;
  const draw = (text: string, left: number, top: number, color: number, faint: boolean): void => {
    const swatch = colour && color > 0 ? inkOf(picture.palette, color) : null;
    const ink = faint ? colors.clueFaint : colors.clueText;
    drawClueNumber(context, STEADY_CLUES, colors.font, text, left, top, cell, { swatch, ink });
  };
  const fitted = (clue: ClueLines['rows'][number], slots: number) =>
    clue.length <= slots
      ? { blocks: clue, cut: false }
      : { blocks: clue.slice(clue.length - slots + 1), cut: true };

  picture.rows.forEach((clue, y) => {
    const top = gridTop + y * cell;
    if (clue.length === 0 && !picture.missing?.rows[y]) draw('0', gridLeft - cell, top, 0, true);
    const { blocks, cut } = fitted(clue, layout.rowSlots);
    if (cut) draw('…', gridLeft - layout.rowSlots * cell, top, 0, true);
    blocks.forEach((block, i) =>
      draw(String(block.length), gridLeft - (blocks.length - i) * cell, top, block.color, false),
    );
  });
  picture.columns.forEach((clue, x) => {
    const left = gridLeft + x * cell;
    if (clue.length === 0 && !picture.missing?.columns[x]) draw('0', left, gridTop - cell, 0, true);
    const { blocks, cut } = fitted(clue, layout.columnSlots);
    if (cut) draw('…', left, gridTop - layout.columnSlots * cell, 0, true);
    blocks.forEach((block, i) =>
      draw(String(block.length), left, gridTop - (blocks.length - i) * cell, block.color, false),
    );
  });
}

/** A frame inside each of the cells; `struck` adds a diagonal (where two solutions differ). */
export function paintFramedCells(
  context: CanvasRenderingContext2D,
  layout: BoardLayout,
  cells: readonly number[],
  color: string,
  struck: boolean,
): void {
  for (const index of cells) {
    const [left, top] = cellCorner(layout, index);
    drawFramedCell(context, left, top, layout.cell, color, struck);
  }
}

/** The top-left corner of a cell (a row-major index) on the canvas. */
export function cellCorner(layout: BoardLayout, index: number): [number, number] {
  return [
    layout.gridLeft + (index % layout.columns) * layout.cell,
    layout.gridTop + Math.floor(index / layout.columns) * layout.cell,
  ];
}
