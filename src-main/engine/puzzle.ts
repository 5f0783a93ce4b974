/**
 * The puzzle model shared by every part of the app: clues, palette and metadata.
 *
 * Colours are palette indices. Index 0 is always the background (an empty cell); a
 * black-and-white puzzle has the palette [background, black]. Blocks of different colours
 * may touch; blocks of the same colour need at least one empty cell between them.
 */

export interface PaletteColor {
  /** Name used by text formats and shown to the player, e.g. "black", "red", "g". */
  readonly name: string;
  /** One printable character that stands for the colour when a grid is drawn as text. */
  readonly char: string;
  /** Display colour as `#rrggbb`. */
  readonly rgb: string;
}

export interface Block {
  readonly length: number;
  /** Palette index, at least 1. */
  readonly color: number;
}

const sharedBlocks = new Map<number, Block>();

/**
 * The block of this length and colour, one object for each: blocks are values, and a file of a
 * thousand puzzles holds hundreds of thousands of them, so the readers share them.
 */
export function block(length: number, color: number): Block {
  const key = length * 4096 + color;
  let found = sharedBlocks.get(key);
  if (found === undefined) {
    found = Object.freeze({ length, color });
    sharedBlocks.set(key, found);
  }
  return found;
}

export type LineClue = readonly Block[];

export interface PuzzleMeta {
  readonly title?: string;
  readonly author?: string;
  readonly copyright?: string;
  /** Book, magazine or web site the puzzle comes from. */
  readonly source?: string;
  readonly page?: string;
  readonly number?: string;
  readonly notes?: string;
}

export interface Puzzle {
  readonly width: number;
  readonly height: number;
  /** Top to bottom. */
  readonly rows: readonly LineClue[];
  /** Left to right. */
  readonly columns: readonly LineClue[];
  readonly palette: readonly PaletteColor[];
  readonly meta: PuzzleMeta;
}

/** A fully decided grid: one palette index per cell, row by row. */
export interface Grid {
  readonly width: number;
  readonly height: number;
  readonly cells: Uint8Array;
}

export const BACKGROUND: PaletteColor = { name: 'white', char: '.', rgb: '#ffffff' };
export const BLACK: PaletteColor = { name: 'black', char: '#', rgb: '#000000' };
export const BLACK_AND_WHITE: readonly PaletteColor[] = [BACKGROUND, BLACK];

/** Limits the engine guarantees to handle; readers reject anything larger with a clear message. */
export const MAX_SIDE = 1000;
/** Cell domains are 32-bit masks with bit 0 for the background. */
export const MAX_COLORS = 31;

export function isBlackAndWhite(puzzle: Puzzle): boolean {
  return puzzle.palette.length === 2;
}

/** Builds a black-and-white puzzle from plain numbers, the form most files use. */
export function blackAndWhitePuzzle(
  rows: readonly (readonly number[])[],
  columns: readonly (readonly number[])[],
  meta: PuzzleMeta = {},
): Puzzle {
  const toClue = (line: readonly number[]): LineClue =>
    line.filter((n) => n !== 0).map((length) => ({ length, color: 1 }));
  return {
    width: columns.length,
    height: rows.length,
    rows: rows.map(toClue),
    columns: columns.map(toClue),
    palette: BLACK_AND_WHITE,
    meta,
  };
}

/** Cells a clue needs at the least: its blocks plus one gap between neighbours of one colour. */
export function minimumLength(clue: LineClue): number {
  let total = 0;
  for (let i = 0; i < clue.length; i++) {
    total += clue[i]!.length;
    if (i > 0 && clue[i - 1]!.color === clue[i]!.color) total += 1;
  }
  return total;
}

export function emptyGrid(width: number, height: number): Grid {
  return { width, height, cells: new Uint8Array(width * height) };
}

/** The clue a line of decided cells produces. */
export function clueOfLine(cells: ArrayLike<number>): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  while (i < cells.length) {
    const color = cells[i]!;
    let j = i + 1;
    while (j < cells.length && cells[j] === color) j++;
    if (color !== 0) blocks.push({ length: j - i, color });
    i = j;
  }
  return blocks;
}

export function rowOf(grid: Grid, y: number): Uint8Array {
  return grid.cells.subarray(y * grid.width, (y + 1) * grid.width);
}

export function columnOf(grid: Grid, x: number): Uint8Array {
  const out = new Uint8Array(grid.height);
  for (let y = 0; y < grid.height; y++) out[y] = grid.cells[y * grid.width + x]!;
  return out;
}

export function sameClue(a: LineClue, b: LineClue): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    if (a[i]!.length !== b[i]!.length || a[i]!.color !== b[i]!.color) return false;
  }
  return true;
}

/** Whether a grid satisfies every clue of a puzzle. */
export function satisfies(puzzle: Puzzle, grid: Grid): boolean {
  if (grid.width !== puzzle.width || grid.height !== puzzle.height) return false;
  for (let y = 0; y < puzzle.height; y++) {
    if (!sameClue(clueOfLine(rowOf(grid, y)), puzzle.rows[y]!)) return false;
  }
  for (let x = 0; x < puzzle.width; x++) {
    if (!sameClue(clueOfLine(columnOf(grid, x)), puzzle.columns[x]!)) return false;
  }
  return true;
}

/** Derives the puzzle a picture makes: the editor and the tests use it. */
export function puzzleFromGrid(
  grid: Grid,
  palette: readonly PaletteColor[] = BLACK_AND_WHITE,
  meta: PuzzleMeta = {},
): Puzzle {
  const rows: LineClue[] = [];
  const columns: LineClue[] = [];
  for (let y = 0; y < grid.height; y++) rows.push(clueOfLine(rowOf(grid, y)));
  for (let x = 0; x < grid.width; x++) columns.push(clueOfLine(columnOf(grid, x)));
  return { width: grid.width, height: grid.height, rows, columns, palette, meta };
}

/** Draws a grid as text rows: '.' for empty, the colour's character otherwise. */
export function gridToRows(grid: Grid, palette: readonly PaletteColor[]): string[] {
  const out: string[] = [];
  for (let y = 0; y < grid.height; y++) {
    let line = '';
    for (let x = 0; x < grid.width; x++) {
      const c = grid.cells[y * grid.width + x]!;
      line += c === 0 ? '.' : (palette[c]?.char ?? '?');
    }
    out.push(line);
  }
  return out;
}
