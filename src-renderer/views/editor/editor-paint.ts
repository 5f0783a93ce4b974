/**
 * Draws the editor board on a canvas: the clues the picture makes, the picture itself, the grid,
 * and what the editor lays over it (the cell under the pointer and its mirror images, the mirror
 * axes, the cells where two solutions differ, the suggested cell). A repaint is a few thousand
 * rectangles at 100x100: the cells of a row go out as runs of one colour, and clue numbers are only
 * drawn when they can be read.
 */
import type { Grid, LineClue, PaletteColor } from '../../../src-main/engine/puzzle.ts';
import type { SymmetryMode } from '../../../src-main/engine/editor/raster.ts';
import { contrastText } from '../../lib/color.ts';
import type { BoardColors } from '../solve/board-paint.ts';
import type { EditorLayout } from './editor-layout.ts';

/** The smallest cell size at which clue numbers are drawn. */
export const MIN_CLUE_CELL = 10;

export interface EditorOverlay {
  /** Cells under the pointer: the one pointed at, then its mirror images. */
  readonly hover: readonly number[];
  readonly symmetry: SymmetryMode;
  /** Cells where two solutions differ. */
  readonly differing: readonly number[];
  /** Cells the solver's logic leaves open (shaded). */
  readonly open: readonly number[];
  /** The cell a suggestion would change, and the value it would get. */
  readonly suggestion: { readonly cell: number; readonly value: number } | null;
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
  layout: EditorLayout,
  overlay: EditorOverlay,
  colors: BoardColors,
): void {
  const { cell, gridLeft, gridTop, columns, rows } = layout;
  context.clearRect(0, 0, layout.width, layout.height);

  context.fillStyle = colors.clueBg;
  context.fillRect(gridLeft - layout.rowSlots * cell, gridTop, layout.rowSlots * cell, rows * cell);
  context.fillRect(gridLeft, gridTop - layout.columnSlots * cell, columns * cell, layout.columnSlots * cell);
  context.fillStyle = colors.paper;
  context.fillRect(gridLeft, gridTop, columns * cell, rows * cell);

  paintCells(context, picture, layout);
  paintOpen(context, layout, overlay.open, colors);
  paintHoverLines(context, layout, overlay, colors);
  paintLines(context, layout, colors);
  if (cell >= MIN_CLUE_CELL) paintClues(context, picture, layout, colors);
  paintAxes(context, layout, overlay.symmetry, colors);
  paintMarks(context, picture, layout, overlay, colors);
}

function paintCells(context: CanvasRenderingContext2D, picture: EditorPicture, layout: EditorLayout): void {
  const { cell, gridLeft, gridTop, columns, rows } = layout;
  const cells = picture.grid.cells;
  for (let y = 0; y < rows; y++) {
    let x = 0;
    while (x < columns) {
      const value = cells[y * columns + x]!;
      let end = x + 1;
      while (end < columns && cells[y * columns + end] === value) end++;
      if (value !== 0) {
        context.fillStyle = picture.palette[value]?.rgb ?? '#000000';
        context.fillRect(gridLeft + x * cell, gridTop + y * cell, (end - x) * cell, cell);
      }
      x = end;
    }
  }
}

/** A hatch over the cells logic leaves open, light enough to see the picture through. */
function paintOpen(
  context: CanvasRenderingContext2D,
  layout: EditorLayout,
  open: readonly number[],
  colors: BoardColors,
): void {
  if (open.length === 0) return;
  const { cell, gridLeft, gridTop, columns } = layout;
  context.save();
  context.fillStyle = colors.highlight;
  context.strokeStyle = colors.mark;
  context.globalAlpha = 0.9;
  context.lineWidth = 1;
  context.beginPath();
  for (const index of open) {
    const left = gridLeft + (index % columns) * cell;
    const top = gridTop + Math.floor(index / columns) * cell;
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
  layout: EditorLayout,
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

function paintLines(context: CanvasRenderingContext2D, layout: EditorLayout, colors: BoardColors): void {
  const { cell, gridLeft, gridTop, columns, rows } = layout;
  const clueLeft = gridLeft - layout.rowSlots * cell;
  const clueTop = gridTop - layout.columnSlots * cell;
  const gridRight = gridLeft + columns * cell;
  const gridBottom = gridTop + rows * cell;
  const thin = cell >= 6;
  // On small cells a 2-pixel line every five cells would outweigh the picture.
  const bold = cell >= 8 ? 2 : 1;
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

function paintClues(
  context: CanvasRenderingContext2D,
  picture: EditorPicture,
  layout: EditorLayout,
  colors: BoardColors,
): void {
  const { cell, gridLeft, gridTop } = layout;
  const colour = picture.palette.length > 2;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  const fonts = new Map<number, string>();
  const fontFor = (length: number): string => {
    const size = Math.max(6, Math.round(cell * (length > 2 ? 0.46 : length > 1 ? 0.56 : 0.62)));
    let font = fonts.get(size);
    if (font === undefined) {
      font = `600 ${size}px ${colors.font}`;
      fonts.set(size, font);
    }
    return font;
  };

  const draw = (text: string, left: number, top: number, color: number, faint: boolean): void => {
    context.font = fontFor(text.length);
    if (colour && color > 0) {
      const rgb = picture.palette[color]?.rgb ?? '#000000';
      const inset = Math.max(1, Math.round(cell * 0.08));
      context.fillStyle = rgb;
      context.fillRect(left + inset, top + inset, cell - 2 * inset, cell - 2 * inset);
      context.fillStyle = contrastText(rgb);
    } else {
      context.fillStyle = faint ? colors.clueFaint : colors.clueText;
    }
    context.fillText(text, left + cell / 2, top + cell / 2 + 0.5);
  };

  // A clue longer than its slots (only while a stroke goes on) shows its end and "…" first.
  const fitted = (clue: LineClue, slots: number): { blocks: LineClue; cut: boolean } =>
    clue.length <= slots
      ? { blocks: clue, cut: false }
      : { blocks: clue.slice(clue.length - slots + 1), cut: true };

  picture.rows.forEach((clue, y) => {
    const top = gridTop + y * cell;
    if (clue.length === 0) draw('0', gridLeft - cell, top, 0, true);
    const { blocks, cut } = fitted(clue, layout.rowSlots);
    if (cut) draw('…', gridLeft - layout.rowSlots * cell, top, 0, true);
    blocks.forEach((block, i) =>
      draw(String(block.length), gridLeft - (blocks.length - i) * cell, top, block.color, false),
    );
  });
  picture.columns.forEach((clue, x) => {
    const left = gridLeft + x * cell;
    if (clue.length === 0) draw('0', left, gridTop - cell, 0, true);
    const { blocks, cut } = fitted(clue, layout.columnSlots);
    if (cut) draw('…', left, gridTop - layout.columnSlots * cell, 0, true);
    blocks.forEach((block, i) =>
      draw(String(block.length), left, gridTop - (blocks.length - i) * cell, block.color, false),
    );
  });
}

/** Dashed lines through the middle of the grid for the mirror modes in use. */
function paintAxes(
  context: CanvasRenderingContext2D,
  layout: EditorLayout,
  symmetry: SymmetryMode,
  colors: BoardColors,
): void {
  if (symmetry === 'none') return;
  const { cell, gridLeft, gridTop, columns, rows } = layout;
  context.save();
  context.strokeStyle = colors.mark;
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

function paintMarks(
  context: CanvasRenderingContext2D,
  picture: EditorPicture,
  layout: EditorLayout,
  overlay: EditorOverlay,
  colors: BoardColors,
): void {
  const { cell, gridLeft, gridTop, columns } = layout;
  const corner = (index: number): [number, number] => [
    gridLeft + (index % columns) * cell,
    gridTop + Math.floor(index / columns) * cell,
  ];

  const stroke = Math.max(1.5, Math.min(3, cell * 0.12));
  context.lineWidth = stroke;
  context.strokeStyle = colors.differ;
  for (const index of overlay.differing) {
    const [left, top] = corner(index);
    context.strokeRect(left + stroke / 2 + 0.5, top + stroke / 2 + 0.5, cell - stroke - 1, cell - stroke - 1);
    if (cell >= 8) {
      context.beginPath();
      context.moveTo(left + stroke, top + stroke);
      context.lineTo(left + cell - stroke, top + cell - stroke);
      context.stroke();
    }
  }

  const suggestion = overlay.suggestion;
  if (suggestion) {
    const [left, top] = corner(suggestion.cell);
    // What the cell would become: a swatch of the colour, or a cross for "empty".
    if (suggestion.value === 0) {
      context.strokeStyle = colors.mark;
      context.lineWidth = Math.max(1.5, cell * 0.1);
      const inset = cell * 0.28;
      context.beginPath();
      context.moveTo(left + inset, top + inset);
      context.lineTo(left + cell - inset, top + cell - inset);
      context.moveTo(left + cell - inset, top + inset);
      context.lineTo(left + inset, top + cell - inset);
      context.stroke();
    } else {
      context.fillStyle = picture.palette[suggestion.value]?.rgb ?? '#000000';
      const inset = cell * 0.25;
      context.fillRect(left + inset, top + inset, cell - 2 * inset, cell - 2 * inset);
    }
    const ring = Math.max(2, Math.min(4, cell * 0.16));
    context.strokeStyle = colors.mark;
    context.lineWidth = ring;
    context.strokeRect(left - ring / 2, top - ring / 2, cell + ring, cell + ring);
  }

  if (overlay.hover.length > 0) {
    context.lineWidth = 2;
    overlay.hover.forEach((index, i) => {
      const [left, top] = corner(index);
      context.strokeStyle = i === 0 ? colors.mark : colors.clueFaint;
      context.strokeRect(left + 1, top + 1, cell - 2, cell - 2);
    });
  }
}
