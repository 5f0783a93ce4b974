/**
 * Book pages to photograph: a puzzle with its clues drawn as SVG in one of several layouts, the
 * way puzzle books and the app's own printing set them. The page reader's benchmark renders these
 * (page-set.ts), so every layout here is one the reader is measured on:
 * - app: the app's printing (print-layout.ts): one number per cell-sized slot, light guide lines
 *   through the grey clue areas, grey cell lines, black lines every five.
 * - book: numbers set with spaces, black lines, thicker every five.
 * - boxed: every clue number in a box of its own, the boxes ruled like the grid.
 * - grey: all lines thin and grey, none thicker.
 * - both-sides: the clues beside the grid on all four sides.
 * - right-bottom: row clues right of the grid, column clues below it.
 * Colour clues are printed in their colour, or (the app's way, and always when a colour is too
 * light to print digits in) on a cell of their colour, one number to a cell.
 */
import type { LineClue, Puzzle } from '../../engine/puzzle.ts';

export const PAGE_LAYOUTS = ['app', 'book', 'boxed', 'grey', 'both-sides', 'right-bottom'] as const;
export type PageLayout = (typeof PAGE_LAYOUTS)[number];

export interface PageStyle {
  readonly layout: PageLayout;
  readonly font: string;
  readonly bold: boolean;
  /** Colour puzzles: numbers on coloured cells (as the app prints) or in coloured ink. */
  readonly colourOnCells: boolean;
  /** Words above and below the puzzle, as a book page has. */
  readonly title: string;
  readonly footer: string;
}

/** A4 in millimetres. */
const PAGE_MM = { width: 210, height: 297 };
const MARGIN_MM = 14;
const HEADER_MM = 20;
const MAX_CELL_MM = 8;

interface Box {
  readonly left: number;
  readonly top: number;
  readonly cell: number;
}

export interface PageDrawing {
  readonly svg: string;
  /** The grid's corners on the page, in millimetres: top left and bottom right. */
  readonly grid: { readonly x0: number; readonly y0: number; readonly x1: number; readonly y1: number };
}

/** The page as SVG, `pxPerMm` pixels to the millimetre. */
export function pageSvg(puzzle: Puzzle, style: PageStyle, pxPerMm: number): PageDrawing {
  const rowSlots = Math.max(1, ...puzzle.rows.map((clue) => slotsOf(clue, style)));
  const columnSlots = Math.max(1, ...puzzle.columns.map((clue) => Math.max(1, clue.length)));
  const bothSides = style.layout === 'both-sides';
  const unitsWide = puzzle.width + rowSlots * (bothSides ? 2 : 1) + 0.4;
  const unitsHigh = puzzle.height + columnSlots * (bothSides ? 2 : 1) + 0.4;
  const areaW = PAGE_MM.width - 2 * MARGIN_MM;
  const areaH = PAGE_MM.height - 2 * MARGIN_MM - HEADER_MM * 2;
  const cell = Math.min(MAX_CELL_MM, areaW / unitsWide, areaH / unitsHigh);
  const drawingW = unitsWide * cell;
  const drawingH = unitsHigh * cell;
  const originX = MARGIN_MM + (areaW - drawingW) / 2;
  const originY = MARGIN_MM + HEADER_MM + (areaH - drawingH) / 2;
  const cluesLeft = style.layout !== 'right-bottom';
  const cluesTop = style.layout !== 'right-bottom';
  const gridLeft = originX + (cluesLeft ? rowSlots * cell + 0.2 * cell : 0);
  const gridTop = originY + (cluesTop ? columnSlots * cell + 0.2 * cell : 0);
  const box: Box = { left: gridLeft, top: gridTop, cell };
  const parts: string[] = [];
  parts.push(`<rect width="${PAGE_MM.width}" height="${PAGE_MM.height}" fill="#ffffff"/>`);
  parts.push(textAt(PAGE_MM.width / 2, MARGIN_MM + 8, style.title, 7, style.font, true, 'middle', '#111'));
  parts.push(
    textAt(
      PAGE_MM.width / 2,
      PAGE_MM.height - MARGIN_MM - 4,
      style.footer,
      4,
      style.font,
      false,
      'middle',
      '#333',
    ),
  );
  parts.push(clueAreas(puzzle, style, box, rowSlots, columnSlots));
  parts.push(gridLines(puzzle, style, box));
  parts.push(clueNumbers(puzzle, style, box));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(PAGE_MM.width * pxPerMm)}" ` +
    `height="${Math.round(PAGE_MM.height * pxPerMm)}" viewBox="0 0 ${PAGE_MM.width} ${PAGE_MM.height}">` +
    parts.join('') +
    '</svg>';
  return {
    svg,
    grid: {
      x0: gridLeft,
      y0: gridTop,
      x1: gridLeft + puzzle.width * cell,
      y1: gridTop + puzzle.height * cell,
    },
  };
}

/** How many number slots a row clue takes: one per number, or its width in digits when set with spaces. */
function slotsOf(clue: LineClue, style: PageStyle): number {
  if (clue.length === 0) return 1;
  if (slotted(style)) return clue.length;
  const digits = clue.reduce((sum, block) => sum + String(block.length).length, 0);
  return Math.ceil(digits * DIGIT_EM * FONT_EM + (clue.length - 1) * GAP_EM * FONT_EM + 0.5);
}

/** Numbers one to a cell-sized slot: the app's way, boxed clues, and numbers printed on coloured cells. */
function slotted(style: PageStyle): boolean {
  return style.layout === 'app' || style.layout === 'boxed' || style.colourOnCells;
}

/** Font size in cells, a digit's advance and the space between numbers, in ems. */
const FONT_EM = 0.62;
const DIGIT_EM = 0.58;
const GAP_EM = 0.55;

function clueAreas(
  puzzle: Puzzle,
  style: PageStyle,
  box: Box,
  rowSlots: number,
  columnSlots: number,
): string {
  const { left, top, cell } = box;
  const w = puzzle.width * cell;
  const h = puzzle.height * cell;
  const out: string[] = [];
  const sides = clueSides(style);
  for (const side of sides) {
    const area =
      side === 'left'
        ? [left - rowSlots * cell, top, rowSlots * cell, h]
        : side === 'right'
          ? [left + w, top, rowSlots * cell, h]
          : side === 'top'
            ? [left, top - columnSlots * cell, w, columnSlots * cell]
            : [left, top + h, w, columnSlots * cell];
    const [x, y, aw, ah] = area as [number, number, number, number];
    if (style.layout === 'app')
      out.push(`<rect x="${x}" y="${y}" width="${aw}" height="${ah}" fill="#f1f1f1"/>`);
    if (style.layout === 'app' || style.layout === 'boxed') {
      const stroke = style.layout === 'app' ? '#c4c4c4' : '#555555';
      const width = style.layout === 'app' ? 0.12 : 0.15;
      let d = '';
      const horizontal = side === 'left' || side === 'right';
      const count = horizontal ? puzzle.height : puzzle.width;
      for (let i = 0; i <= count; i++) {
        d += horizontal ? `M${x} ${y + i * cell}h${aw}` : `M${x + i * cell} ${y}v${ah}`;
      }
      if (style.layout === 'boxed') {
        const slots = horizontal ? rowSlots : columnSlots;
        for (let i = 0; i <= slots; i++) {
          d += horizontal ? `M${x + i * cell} ${y}v${ah}` : `M${x} ${y + i * cell}h${aw}`;
        }
      }
      out.push(`<path d="${d}" stroke="${stroke}" stroke-width="${width}" fill="none"/>`);
    }
  }
  return out.join('');
}

type Side = 'left' | 'right' | 'top' | 'bottom';

function clueSides(style: PageStyle): Side[] {
  if (style.layout === 'both-sides') return ['left', 'right', 'top', 'bottom'];
  if (style.layout === 'right-bottom') return ['right', 'bottom'];
  return ['left', 'top'];
}

function gridLines(puzzle: Puzzle, style: PageStyle, box: Box): string {
  const { left, top, cell } = box;
  const w = puzzle.width * cell;
  const h = puzzle.height * cell;
  const grey = style.layout === 'grey';
  const thinColour = style.layout === 'app' ? '#8a8a8a' : grey ? '#9a9a9a' : '#333333';
  const thinWidth = style.layout === 'app' ? 0.16 : grey ? 0.18 : 0.14;
  const thickWidth = 0.45;
  let thin = '';
  let thick = '';
  for (let i = 0; i <= puzzle.height; i++) {
    const line = `M${left} ${top + i * cell}h${w}`;
    if (!grey && (i % 5 === 0 || i === puzzle.height)) thick += line;
    else thin += line;
  }
  for (let i = 0; i <= puzzle.width; i++) {
    const line = `M${left + i * cell} ${top}v${h}`;
    if (!grey && (i % 5 === 0 || i === puzzle.width)) thick += line;
    else thin += line;
  }
  const frame = grey
    ? `<rect x="${left}" y="${top}" width="${w}" height="${h}" fill="none" stroke="#9a9a9a" stroke-width="0.3"/>`
    : '';
  return (
    `<path d="${thin}" stroke="${thinColour}" stroke-width="${thinWidth}" fill="none"/>` +
    (thick
      ? `<path d="${thick}" stroke="#111111" stroke-width="${thickWidth}" stroke-linecap="square" fill="none"/>`
      : '') +
    frame
  );
}

function clueNumbers(puzzle: Puzzle, style: PageStyle, box: Box): string {
  const { left, top, cell } = box;
  const out: string[] = [];
  const sides = clueSides(style);
  const w = puzzle.width * cell;
  const h = puzzle.height * cell;
  for (const side of sides) {
    if (side === 'left' || side === 'right') {
      puzzle.rows.forEach((clue, row) => {
        const y = top + (row + 0.5) * cell;
        const marks = rowMarks(clue, style, cell);
        // Marks are placed from the clue's right end: at the grid for clues on the left; for
        // clues on the right, where the clue ends when it starts beside the grid.
        const end = side === 'left' ? left : left + w + marks.width;
        for (const mark of marks.marks) {
          out.push(numberAt(end + mark.offset, y, mark.value, mark.color, puzzle, style, cell));
        }
      });
    } else {
      puzzle.columns.forEach((clue, column) => {
        const x = left + (column + 0.5) * cell;
        const numbers = clue.length === 0 ? [{ length: 0, color: 0 }] : clue;
        numbers.forEach((block, i) => {
          // Above the grid the clue ends next to it; below, it starts next to it.
          const y = side === 'top' ? top - (numbers.length - i - 0.5) * cell : top + h + (i + 0.5) * cell;
          out.push(numberAt(x, y, block.length, block.color, puzzle, style, cell));
        });
      });
    }
  }
  return out.join('');
}

interface Mark {
  /** Centre of the number, from the clue's right end (negative: to its left), in mm. */
  readonly offset: number;
  readonly value: number;
  readonly color: number;
}

function rowMarks(clue: LineClue, style: PageStyle, cell: number): { marks: Mark[]; width: number } {
  const numbers = clue.length === 0 ? [{ length: 0, color: 0 }] : clue;
  if (slotted(style)) {
    const marks = numbers.map((block, i) => ({
      offset: -(numbers.length - i - 0.5) * cell,
      value: block.length,
      color: block.color,
    }));
    return { marks, width: numbers.length * cell };
  }
  const em = FONT_EM * cell;
  const marks: Mark[] = [];
  const pad = 0.25 * cell;
  let end = -pad;
  for (let i = numbers.length - 1; i >= 0; i--) {
    const block = numbers[i]!;
    const width = String(block.length).length * DIGIT_EM * em;
    marks.unshift({ offset: end - width / 2, value: block.length, color: block.color });
    end -= width + GAP_EM * em;
  }
  return { marks, width: -end - GAP_EM * em + 2 * pad };
}

function numberAt(
  x: number,
  y: number,
  value: number,
  color: number,
  puzzle: Puzzle,
  style: PageStyle,
  cell: number,
): string {
  const size = (value >= 100 ? 0.46 : FONT_EM) * cell;
  const colourful = puzzle.palette.length > 2 && color > 0;
  const rgb = colourful ? puzzle.palette[color]!.rgb : '#111111';
  let swatch = '';
  let ink = colourful ? rgb : '#111111';
  if (colourful && style.colourOnCells) {
    swatch = `<rect x="${x - 0.43 * cell}" y="${y - 0.43 * cell}" width="${0.86 * cell}" height="${0.86 * cell}" fill="${rgb}"/>`;
    ink = lightness(rgb) < 0.55 ? '#ffffff' : '#111111';
  }
  return swatch + textAt(x, y + 0.36 * size, String(value), size, style.font, style.bold, 'middle', ink);
}

function textAt(
  x: number,
  y: number,
  text: string,
  size: number,
  font: string,
  bold: boolean,
  anchor: string,
  fill: string,
): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return (
    `<text x="${x.toFixed(3)}" y="${y.toFixed(3)}" font-family="${font}" font-size="${size.toFixed(3)}" ` +
    `font-weight="${bold ? 700 : 400}" text-anchor="${anchor}" fill="${fill}">${escaped}</text>`
  );
}

function lightness(rgb: string): number {
  const n = Number.parseInt(rgb.slice(1), 16);
  const r = (n >> 16) & 255;
  const g = (n >> 8) & 255;
  const b = n & 255;
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}
