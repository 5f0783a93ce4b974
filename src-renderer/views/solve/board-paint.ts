/**
 * Draws a puzzle board on a canvas: clue numbers left of the rows and above the columns (colour
 * clues on a swatch of their colour), the cells, a thin line between cells and a thick one every
 * five, and the overlays of the solve screen (the line a step works on, the cells it settles, or
 * the cells where two solutions differ). Colours come from the theme's CSS variables.
 */
import type { PaletteColor } from '../../../src-main/engine/puzzle.ts';
import { UNKNOWN, type BoardCells } from './board-cells.ts';
import type { BoardLayout, ClueSet } from './board-layout.ts';
import { contrastText } from '../../lib/color.ts';

/** The smallest cell size at which clue numbers are drawn. */
export const MIN_CLUE_CELL = 10;

export interface BoardColors {
  readonly paper: string;
  readonly gridLine: string;
  readonly gridLineStrong: string;
  readonly clueBg: string;
  readonly clueText: string;
  readonly clueFaint: string;
  readonly highlight: string;
  readonly mark: string;
  readonly differ: string;
  readonly font: string;
}

export interface BoardOverlay {
  readonly line: { readonly axis: 'row' | 'column'; readonly index: number } | null;
  readonly marked: readonly number[];
  readonly markTone: 'step' | 'differ';
}

export interface BoardPicture extends ClueSet {
  readonly palette: readonly PaletteColor[];
  /** Lines whose clue is not known yet (being typed in): drawn blank instead of "0". */
  readonly missing?: { readonly rows: readonly boolean[]; readonly columns: readonly boolean[] };
}

export function readBoardColors(element: Element): BoardColors {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string): string => style.getPropertyValue(name).trim() || fallback;
  return {
    paper: read('--paper', '#ffffff'),
    gridLine: read('--grid-line', '#c9ced8'),
    gridLineStrong: read('--grid-line-strong', '#4a5262'),
    clueBg: read('--clue-bg', '#f1f3f7'),
    clueText: read('--clue-text', '#1b2230'),
    clueFaint: read('--text-faint', '#616a78'),
    highlight: read('--highlight', 'rgba(64, 85, 214, 0.16)'),
    mark: read('--accent', '#4055d6'),
    differ: read('--danger', '#bf2750'),
    font: read('--font-ui', 'sans-serif'),
  };
}

export function paintBoard(
  context: CanvasRenderingContext2D,
  picture: BoardPicture,
  layout: BoardLayout,
  cells: BoardCells,
  overlay: BoardOverlay,
  colors: BoardColors,
): void {
  const width = picture.columns.length;
  const height = picture.rows.length;
  const { cell, gridLeft, gridTop } = layout;
  const gridRight = gridLeft + width * cell;
  const gridBottom = gridTop + height * cell;

  context.clearRect(0, 0, layout.width, layout.height);

  // Clue areas.
  context.fillStyle = colors.clueBg;
  context.fillRect(gridLeft - layout.rowClueSlots * cell, gridTop, layout.rowClueSlots * cell, height * cell);
  context.fillRect(
    gridLeft,
    gridTop - layout.columnClueSlots * cell,
    width * cell,
    layout.columnClueSlots * cell,
  );

  // Cells.
  context.fillStyle = colors.paper;
  context.fillRect(gridLeft, gridTop, width * cell, height * cell);
  const dot = Math.max(1, Math.round(cell * 0.14));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const value = cells[y * width + x] ?? UNKNOWN;
      if (value === UNKNOWN) continue;
      const left = gridLeft + x * cell;
      const top = gridTop + y * cell;
      if (value === 0) {
        if (cell < 6) continue;
        context.fillStyle = colors.gridLine;
        context.fillRect(left + (cell - dot) / 2, top + (cell - dot) / 2, dot, dot);
      } else {
        context.fillStyle = picture.palette[value]?.rgb ?? '#000000';
        context.fillRect(left, top, cell, cell);
      }
    }
  }

  // The line the current step works on, through its clue.
  if (overlay.line) {
    context.fillStyle = colors.highlight;
    if (overlay.line.axis === 'row') {
      const top = gridTop + overlay.line.index * cell;
      context.fillRect(
        gridLeft - layout.rowClueSlots * cell,
        top,
        gridRight - gridLeft + layout.rowClueSlots * cell,
        cell,
      );
    } else {
      const left = gridLeft + overlay.line.index * cell;
      context.fillRect(
        left,
        gridTop - layout.columnClueSlots * cell,
        cell,
        gridBottom - gridTop + layout.columnClueSlots * cell,
      );
    }
  }

  paintLines(context, layout, width, height, colors);
  paintClues(context, picture, layout, colors);
  paintMarks(context, layout, width, overlay, colors);
}

function paintLines(
  context: CanvasRenderingContext2D,
  layout: BoardLayout,
  width: number,
  height: number,
  colors: BoardColors,
): void {
  const { cell, gridLeft, gridTop } = layout;
  const clueLeft = gridLeft - layout.rowClueSlots * cell;
  const clueTop = gridTop - layout.columnClueSlots * cell;
  const gridRight = gridLeft + width * cell;
  const gridBottom = gridTop + height * cell;
  // Below this size thin lines would grey out the picture; the lines every five cells remain.
  const thin = cell >= 8;

  for (let x = 0; x <= width; x++) {
    const strong = x % 5 === 0 || x === width;
    if (!strong && !thin) continue;
    context.fillStyle = strong ? colors.gridLineStrong : colors.gridLine;
    const left = gridLeft + x * cell - (strong ? 1 : 0.5);
    context.fillRect(left, clueTop, strong ? 2 : 1, gridBottom - clueTop);
  }
  for (let y = 0; y <= height; y++) {
    const strong = y % 5 === 0 || y === height;
    if (!strong && !thin) continue;
    context.fillStyle = strong ? colors.gridLineStrong : colors.gridLine;
    const top = gridTop + y * cell - (strong ? 1 : 0.5);
    context.fillRect(clueLeft, top, gridRight - clueLeft, strong ? 2 : 1);
  }
}

function paintClues(
  context: CanvasRenderingContext2D,
  picture: BoardPicture,
  layout: BoardLayout,
  colors: BoardColors,
): void {
  const { cell, gridLeft, gridTop } = layout;
  // Smaller numbers cannot be read, and two-digit ones would run into each other: zoom in for them.
  if (cell < MIN_CLUE_CELL) return;
  const colour = picture.palette.length > 2;
  context.textAlign = 'center';
  context.textBaseline = 'middle';

  const draw = (text: string, left: number, top: number, color: number, faint: boolean): void => {
    const size = Math.max(6, Math.round(cell * (text.length > 2 ? 0.46 : text.length > 1 ? 0.56 : 0.62)));
    context.font = `600 ${size}px ${colors.font}`;
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

  picture.rows.forEach((clue, y) => {
    const top = gridTop + y * cell;
    if (clue.length === 0 && !picture.missing?.rows[y]) draw('0', gridLeft - cell, top, 0, true);
    clue.forEach((block, i) =>
      draw(String(block.length), gridLeft - (clue.length - i) * cell, top, block.color, false),
    );
  });
  picture.columns.forEach((clue, x) => {
    const left = gridLeft + x * cell;
    if (clue.length === 0 && !picture.missing?.columns[x]) draw('0', left, gridTop - cell, 0, true);
    clue.forEach((block, i) =>
      draw(String(block.length), left, gridTop - (clue.length - i) * cell, block.color, false),
    );
  });
}

function paintMarks(
  context: CanvasRenderingContext2D,
  layout: BoardLayout,
  width: number,
  overlay: BoardOverlay,
  colors: BoardColors,
): void {
  if (overlay.marked.length === 0) return;
  const { cell, gridLeft, gridTop } = layout;
  const stroke = Math.max(1.5, Math.min(3, cell * 0.12));
  context.strokeStyle = overlay.markTone === 'differ' ? colors.differ : colors.mark;
  context.lineWidth = stroke;
  for (const index of overlay.marked) {
    const left = gridLeft + (index % width) * cell;
    const top = gridTop + Math.floor(index / width) * cell;
    context.strokeRect(left + stroke / 2 + 0.5, top + stroke / 2 + 0.5, cell - stroke - 1, cell - stroke - 1);
    if (overlay.markTone === 'differ' && cell >= 8) {
      context.beginPath();
      context.moveTo(left + stroke, top + stroke);
      context.lineTo(left + cell - stroke, top + cell - stroke);
      context.stroke();
    }
  }
}
