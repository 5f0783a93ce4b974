/**
 * Draws the editor board: the shared board layers (lib/board/board-paint.ts) with the clues the
 * picture makes, and what the editor lays over them: a hatch over the cells logic leaves open, the
 * row and column of the pointer through their clues, the mirror axes, the cells where two
 * solutions differ, the changes a fix proposes, and the cell under the pointer with its mirror images.
 */
import type { SymmetryMode } from '../../../src-main/engine/editor/raster.ts';
import type { Grid, LineClue, PaletteColor } from '../../../src-main/engine/puzzle.ts';
import { inkOf, type BoardColors } from '../../lib/board/board-colors.ts';
import type { BoardLayout } from '../../lib/board/board-layout.ts';
import {
  cellCorner,
  paintCells,
  paintClues,
  paintFramedCells,
  paintGridLines,
  paintGround,
  type GridLineRule,
} from '../../lib/board/board-paint.ts';
import { drawCross } from '../../lib/board/cell-marks.ts';

/**
 * A picture being drawn: cells stay marked out down to 6 pixels, so a stroke can be aimed, and on
 * cells under 8 pixels the lines every five cells thin to one pixel so they do not outweigh it.
 */
const DRAWING_LINES: GridLineRule = { thinFrom: 6, boldFrom: 8 };

export interface EditorOverlay {
  /** Cells under the pointer: the one pointed at, then its mirror images. */
  readonly hover: readonly number[];
  readonly symmetry: SymmetryMode;
  /** Cells where two solutions differ. */
  readonly differing: readonly number[];
  /** Cells the solver's logic leaves open (shaded). */
  readonly open: readonly number[];
  /** The cells a fix would change, and the value each would get (shown before it is made). */
  readonly proposed: readonly { readonly cell: number; readonly value: number }[];
}

export interface EditorPicture {
  readonly grid: Grid;
  readonly palette: readonly PaletteColor[];
  readonly rows: readonly LineClue[];
  readonly columns: readonly LineClue[];
}

export function paintEditor(
  context: CanvasRenderingContext2D,
  picture: EditorPicture,
  layout: BoardLayout,
  overlay: EditorOverlay,
  colors: BoardColors,
): void {
  paintGround(context, layout, colors);
  paintCells(context, layout, picture.grid.cells, picture.palette, null);
  paintOpen(context, layout, overlay.open, colors);
  paintHoverLines(context, layout, overlay, colors);
  paintGridLines(context, layout, colors, DRAWING_LINES);
  paintClues(context, picture, layout, colors);
  paintAxes(context, layout, overlay.symmetry, colors);
  paintFramedCells(context, layout, overlay.differing, colors.danger, true);
  for (const change of overlay.proposed) paintProposed(context, picture, layout, change, colors);
  paintHover(context, layout, overlay.hover, colors);
}

/** A hatch over the cells logic leaves open, light enough to see the picture through. */
function paintOpen(
  context: CanvasRenderingContext2D,
  layout: BoardLayout,
  open: readonly number[],
  colors: BoardColors,
): void {
  if (open.length === 0) return;
  const { cell } = layout;
  context.save();
  context.fillStyle = colors.highlight;
  context.strokeStyle = colors.accent;
  context.globalAlpha = 0.9;
  context.lineWidth = 1;
  context.beginPath();
  for (const index of open) {
    const [left, top] = cellCorner(layout, index);
    context.fillRect(left, top, cell, cell);
    if (cell >= 8) {
      context.moveTo(left + cell * 0.25, top + cell * 0.75);
      context.lineTo(left + cell * 0.75, top + cell * 0.25);
    }
  }
  context.globalAlpha = 0.5;
  context.stroke();
  context.restore();
}

/** The row and column of the pointer, through their clues, so the clues being changed stand out. */
function paintHoverLines(
  context: CanvasRenderingContext2D,
  layout: BoardLayout,
  overlay: EditorOverlay,
  colors: BoardColors,
): void {
  const index = overlay.hover[0];
  if (index === undefined) return;
  const { cell, gridLeft, gridTop, columns } = layout;
  const x = index % columns;
  const y = Math.floor(index / columns);
  context.fillStyle = colors.highlight;
  context.fillRect(gridLeft - layout.rowSlots * cell, gridTop + y * cell, layout.rowSlots * cell, cell);
  context.fillRect(gridLeft + x * cell, gridTop - layout.columnSlots * cell, cell, layout.columnSlots * cell);
}

/** Dashed lines through the middle of the grid for the mirror modes in use. */
function paintAxes(
  context: CanvasRenderingContext2D,
  layout: BoardLayout,
  symmetry: SymmetryMode,
  colors: BoardColors,
): void {
  if (symmetry === 'none') return;
  const { cell, gridLeft, gridTop, columns, rows } = layout;
  context.save();
  context.strokeStyle = colors.accent;
  context.lineWidth = 2;
  context.setLineDash([6, 4]);
  context.beginPath();
  if (symmetry === 'left-right' || symmetry === 'both') {
    const x = gridLeft + (columns * cell) / 2;
    context.moveTo(x, gridTop - 4);
    context.lineTo(x, gridTop + rows * cell + 4);
  }
  if (symmetry === 'top-bottom' || symmetry === 'both') {
    const y = gridTop + (rows * cell) / 2;
    context.moveTo(gridLeft - 4, y);
    context.lineTo(gridLeft + columns * cell + 4, y);
  }
  context.stroke();
  context.restore();
}

/** What a proposed cell would become (a swatch of its colour, or a cross for "empty"), ringed. */
function paintProposed(
  context: CanvasRenderingContext2D,
  picture: EditorPicture,
  layout: BoardLayout,
  change: EditorOverlay['proposed'][number],
  colors: BoardColors,
): void {
  const { cell } = layout;
  const [left, top] = cellCorner(layout, change.cell);
  if (change.value === 0) {
    context.save();
    drawCross(context, left, top, cell, colors.accent);
    context.restore();
  } else {
    context.fillStyle = inkOf(picture.palette, change.value);
    const inset = cell * 0.25;
    context.fillRect(left + inset, top + inset, cell - 2 * inset, cell - 2 * inset);
  }
  const ring = Math.max(2, Math.min(4, cell * 0.16));
  context.strokeStyle = colors.accent;
  context.lineWidth = ring;
  context.strokeRect(left - ring / 2, top - ring / 2, cell + ring, cell + ring);
}

/** A frame round the cell under the pointer, and fainter ones round its mirror images. */
function paintHover(
  context: CanvasRenderingContext2D,
  layout: BoardLayout,
  hover: readonly number[],
  colors: BoardColors,
): void {
  if (hover.length === 0) return;
  const { cell } = layout;
  context.lineWidth = 2;
  hover.forEach((index, i) => {
    const [left, top] = cellCorner(layout, index);
    context.strokeStyle = i === 0 ? colors.accent : colors.clueFaint;
    context.strokeRect(left + 1, top + 1, cell - 2, cell - 2);
  });
}
