/**
 * Where things go on a printed page, in millimetres and in cell units: pure arithmetic, so the
 * print sheets only draw what this decides. A puzzle page holds one puzzle with its clues, as
 * large as the page allows (but no larger than a comfortable pencil cell); solution pages hold
 * several pictures in a grid.
 */
import type { PaperSize } from '../../../src-main/contract/dto.ts';
import { CROSS, decodeMarks } from '../../../src-main/engine/play/index.ts';
import type { LineClue } from '../../../src-main/engine/puzzle.ts';

export interface Size {
  readonly width: number;
  readonly height: number;
}

export const PAPER_MM: Readonly<Record<PaperSize, Size>> = {
  a4: { width: 210, height: 297 },
  letter: { width: 215.9, height: 279.4 },
};

/** The page margin, also set by the stylesheet's @page rules. */
export const MARGIN_MM = 12;
/** Room kept above a puzzle for its number, title and details. */
export const PUZZLE_HEADER_MM = 22;
/** A cell larger than this looks like a children's book; small puzzles stop growing here. */
export const MAX_CELL_MM = 9;
/** Room kept above each solution picture for its caption. */
export const CAPTION_MM = 7;
/** Space between solution panels. */
export const PANEL_GAP_MM = 6;

/** A little height kept spare, so rounding in the printer's layout never spills onto a blank page. */
const SPARE_MM = 2;

/** The part of the page inside the margins that the sheets fill; a landscape page is turned. */
export function printableArea(paper: PaperSize, landscape = false): Size {
  const page = PAPER_MM[paper];
  const [width, height] = landscape ? [page.height, page.width] : [page.width, page.height];
  return { width: width - 2 * MARGIN_MM, height: height - 2 * MARGIN_MM - SPARE_MM };
}

export interface PuzzleDrawing {
  /** Cell columns taken by the row clues, left of the grid (at least 1). */
  readonly clueColumns: number;
  /** Cell rows taken by the column clues, above the grid (at least 1). */
  readonly clueRows: number;
  /** The whole drawing in cell units: clues and grid. */
  readonly units: Size;
  /** One cell on paper. */
  readonly cellMm: number;
}

/** Lays a puzzle with its clues out in `area` (millimetres), one square cell per clue number. */
export function puzzleDrawing(
  width: number,
  height: number,
  rows: readonly LineClue[],
  columns: readonly LineClue[],
  area: Size,
): PuzzleDrawing {
  const clueColumns = Math.max(1, ...rows.map((clue) => clue.length));
  const clueRows = Math.max(1, ...columns.map((clue) => clue.length));
  const units = { width: clueColumns + width, height: clueRows + height };
  const cellMm = Math.min(MAX_CELL_MM, area.width / units.width, area.height / units.height);
  return { clueColumns, clueRows, units, cellMm };
}

/** Below this a cell is too small to mark with a pencil; a split puzzle's cells are this size. */
export const MIN_CELL_MM = 4;

/**
 * The part of a puzzle one page shows, in cell units. With `ownClues` it is a window onto the grid
 * alone (from the grid's top left), and the page draws the clues of those rows and columns beside
 * it; otherwise it is a window onto the whole drawing, clues included, as a part of a poster.
 */
export interface Tile {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** Which page across and which page down, from 1. */
  readonly across: number;
  readonly down: number;
  readonly ownClues: boolean;
}

export interface TiledDrawing {
  readonly cellMm: number;
  /** Row by row, left to right: the order the pages come out in. */
  readonly tiles: readonly Tile[];
  readonly pagesAcross: number;
  readonly pagesDown: number;
}

/**
 * Splits a drawing whose cells would be smaller than MIN_CELL_MM on one page over as many pages
 * as cells of that size need. With `repeatClues` each page holds a block of the grid with the
 * clues of its rows and columns (see cluedTiles); otherwise, or when the clues leave too little
 * room for that, the pages are parts of one poster to tape together. A drawing that fits stays
 * one page.
 */
export function tileDrawing(
  drawing: PuzzleDrawing,
  area: Size,
  split: boolean,
  repeatClues = false,
): TiledDrawing {
  const { units } = drawing;
  if (!split || drawing.cellMm >= MIN_CELL_MM) {
    const whole = {
      x: 0,
      y: 0,
      width: units.width,
      height: units.height,
      across: 1,
      down: 1,
      ownClues: false,
    };
    return { cellMm: drawing.cellMm, tiles: [whole], pagesAcross: 1, pagesDown: 1 };
  }
  const clued = repeatClues ? cluedTiles(drawing, area) : null;
  if (clued) return clued;
  const perPageAcross = Math.floor(area.width / MIN_CELL_MM);
  const perPageDown = Math.floor(area.height / MIN_CELL_MM);
  const pagesAcross = Math.ceil(units.width / perPageAcross);
  const pagesDown = Math.ceil(units.height / perPageDown);
  const tiles: Tile[] = [];
  for (let down = 0; down < pagesDown; down++) {
    for (let across = 0; across < pagesAcross; across++) {
      const x = across * perPageAcross;
      const y = down * perPageDown;
      tiles.push({
        x,
        y,
        width: Math.min(perPageAcross, units.width - x),
        height: Math.min(perPageDown, units.height - y),
        across: across + 1,
        down: down + 1,
        ownClues: false,
      });
    }
  }
  return { cellMm: MIN_CELL_MM, tiles, pagesAcross, pagesDown };
}

/** A page of a split grid holds a multiple of five cells each way, so its edges fall on thick lines. */
const BLOCK = 5;
/** Fewer grid cells than this beside the clues and a page is mostly clues: the poster is better then. */
const MIN_CELLS_BESIDE_CLUES = 10;

/**
 * Blocks of the grid, each with its own rows' and columns' clues, in parts as even as whole
 * fives allow (100 columns over three pages are 35, 35 and 30, not 45, 45 and 10). Null when
 * the clues are so long that a page would hold too little of the grid.
 */
function cluedTiles(drawing: PuzzleDrawing, area: Size): TiledDrawing | null {
  const gridWidth = drawing.units.width - drawing.clueColumns;
  const gridHeight = drawing.units.height - drawing.clueRows;
  const roomAcross = floorTo(Math.floor(area.width / MIN_CELL_MM) - drawing.clueColumns, BLOCK);
  const roomDown = floorTo(Math.floor(area.height / MIN_CELL_MM) - drawing.clueRows, BLOCK);
  if (roomAcross < MIN_CELLS_BESIDE_CLUES || roomDown < MIN_CELLS_BESIDE_CLUES) return null;
  const pagesAcross = Math.ceil(gridWidth / roomAcross);
  const pagesDown = Math.ceil(gridHeight / roomDown);
  const stepAcross = Math.min(roomAcross, ceilTo(gridWidth / pagesAcross, BLOCK));
  const stepDown = Math.min(roomDown, ceilTo(gridHeight / pagesDown, BLOCK));
  const tiles: Tile[] = [];
  for (let down = 0; down < pagesDown; down++) {
    for (let across = 0; across < pagesAcross; across++) {
      const x = across * stepAcross;
      const y = down * stepDown;
      tiles.push({
        x,
        y,
        width: Math.min(stepAcross, gridWidth - x),
        height: Math.min(stepDown, gridHeight - y),
        across: across + 1,
        down: down + 1,
        ownClues: true,
      });
    }
  }
  return { cellMm: MIN_CELL_MM, tiles, pagesAcross, pagesDown };
}

function floorTo(value: number, step: number): number {
  return Math.floor(value / step) * step;
}

function ceilTo(value: number, step: number): number {
  return Math.ceil(value / step) * step;
}

/** What a part of a split puzzle shows: "Part 2 of 9: columns 36–70, rows 1–35". */
export function partLabel(tile: Tile, part: number, parts: number): string {
  const where = tile.ownClues
    ? `columns ${tile.x + 1}–${tile.x + tile.width}, rows ${tile.y + 1}–${tile.y + tile.height}`
    : `page ${tile.across} across, ${tile.down} down`;
  return `Part ${part} of ${parts}: ${where}`;
}

/** A clue number's font size in cell units: three-digit numbers must still fit one cell. */
export function clueFontSize(value: number): number {
  return value >= 100 ? 0.46 : 0.62;
}

export interface PanelGrid {
  readonly columns: number;
  readonly rows: number;
  /** One panel, caption included. */
  readonly panel: Size;
}

/**
 * How solution pictures share a page: one alone gets the page, two stack, up to four make a
 * 2x2 grid, and more fill pages of six (2x3), as at the back of a puzzle book. A landscape page
 * turns the grid: two side by side, six as 3x2.
 */
export function solutionGrid(count: number, paper: PaperSize, landscape = false): PanelGrid {
  const [across, down] = count <= 1 ? [1, 1] : count === 2 ? [1, 2] : count <= 4 ? [2, 2] : [2, 3];
  const [columns, rows] = landscape ? [down, across] : [across, down];
  const area = printableArea(paper, landscape);
  return {
    columns,
    rows,
    panel: {
      width: (area.width - (columns - 1) * PANEL_GAP_MM) / columns,
      height: (area.height - (rows - 1) * PANEL_GAP_MM) / rows,
    },
  };
}

/** A picture of `width` x `height` cells fitted into a panel below its caption, in millimetres. */
export function pictureSize(width: number, height: number, panel: Size): Size {
  const cellMm = Math.min(MAX_CELL_MM, panel.width / width, (panel.height - CAPTION_MM) / height);
  return { width: width * cellMm, height: height * cellMm };
}

/** Splits items into pages of `perPage`. */
export function intoPages<T>(items: readonly T[], perPage: number): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += perPage) pages.push(items.slice(start, start + perPage));
  return pages;
}

export interface Run {
  readonly x: number;
  readonly y: number;
  readonly length: number;
  readonly color: number;
}

/**
 * The filled cells of a picture (one palette index per cell, row by row) as horizontal runs of
 * one colour: a 100x100 picture becomes a few thousand rectangles instead of ten thousand.
 */
export function pictureRuns(cells: Uint8Array, width: number, height: number): Run[] {
  const runs: Run[] = [];
  for (let y = 0; y < height; y++) {
    let x = 0;
    while (x < width) {
      const color = cells[y * width + x]!;
      let end = x + 1;
      while (end < width && cells[y * width + end] === color) end++;
      if (color !== 0) runs.push({ x, y, length: end - x, color });
      x = end;
    }
  }
  return runs;
}

export interface GridPaths {
  /** Lines extending the grid into the clue areas, light, so a clue is easy to match to its line. */
  readonly guides: string;
  /** Cell borders. */
  readonly thin: string;
  /** Every fifth line and the outer border. */
  readonly thick: string;
}

/** The lines of a puzzle drawing as SVG path data, in cell units. */
export function gridPaths(drawing: PuzzleDrawing, width: number, height: number): GridPaths {
  const { clueColumns: left, clueRows: top } = drawing;
  const right = left + width;
  const bottom = top + height;
  let guides = '';
  let thin = '';
  let thick = '';
  for (let row = 0; row <= height; row++) {
    const y = top + row;
    guides += `M0 ${y}H${left}`;
    const line = `M${left} ${y}H${right}`;
    if (row % 5 === 0 || row === height) thick += line;
    else thin += line;
  }
  for (let column = 0; column <= width; column++) {
    const x = left + column;
    guides += `M${x} 0V${top}`;
    const line = `M${x} ${top}V${bottom}`;
    if (column % 5 === 0 || column === width) thick += line;
    else thin += line;
  }
  guides += `M${left} 0H${right}M0 ${top}V${bottom}`;
  return { guides, thin, thick };
}

export interface ClueMark {
  /** The clue number's cell, in cell units from the drawing's top left. */
  readonly x: number;
  readonly y: number;
  readonly value: number;
  /** Palette index; 0 for the 0 of an empty line. */
  readonly color: number;
}

/**
 * Where each clue number goes: row clues end next to the grid, column clues just above it. An
 * empty line shows a 0, as printed puzzles do, so it does not look forgotten.
 */
export function clueMarks(
  drawing: PuzzleDrawing,
  rows: readonly LineClue[],
  columns: readonly LineClue[],
): ClueMark[] {
  const marks: ClueMark[] = [];
  rows.forEach((clue, row) => {
    if (clue.length === 0)
      marks.push({ x: drawing.clueColumns - 1, y: drawing.clueRows + row, value: 0, color: 0 });
    clue.forEach((block, index) => {
      const x = drawing.clueColumns - clue.length + index;
      marks.push({ x, y: drawing.clueRows + row, value: block.length, color: block.color });
    });
  });
  columns.forEach((clue, column) => {
    if (clue.length === 0)
      marks.push({ x: drawing.clueColumns + column, y: drawing.clueRows - 1, value: 0, color: 0 });
    clue.forEach((block, index) => {
      const y = drawing.clueRows - clue.length + index;
      marks.push({ x: drawing.clueColumns + column, y, value: block.length, color: block.color });
    });
  });
  return marks;
}

export interface MarkShapes {
  /** Filled cells as runs of one colour, placed in the drawing (clue areas counted). */
  readonly fills: readonly Run[];
  /** The crosses, as SVG path data in cell units. */
  readonly crosses: string;
}

/** A player's marks (engine/play encodeMarks) as shapes on the puzzle drawing. */
export function markShapes(marks: string, width: number, height: number, drawing: PuzzleDrawing): MarkShapes {
  const cells = decodeMarks(marks, width * height);
  const filled = cells.map((mark) => (mark === CROSS ? 0 : mark));
  const fills = pictureRuns(filled, width, height).map((run) => ({
    ...run,
    x: run.x + drawing.clueColumns,
    y: run.y + drawing.clueRows,
  }));
  let crosses = '';
  cells.forEach((mark, index) => {
    if (mark !== CROSS) return;
    const x = drawing.clueColumns + (index % width);
    const y = drawing.clueRows + Math.floor(index / width);
    crosses += `M${x + 0.3} ${y + 0.3}L${x + 0.7} ${y + 0.7}M${x + 0.7} ${y + 0.3}L${x + 0.3} ${y + 0.7}`;
  });
  return { fills, crosses };
}
