/**
 * Where the grid lies in a ruled table of boxed clues (ruled-table.ts). Clue numbers are set flush
 * against the grid (right-aligned before a row, bottom-aligned above a column), so the box next to
 * the grid holds a number on nearly every line, while the grid's own cells are empty. The grid's
 * top-left corner is the table cell that best shows both: the column of boxes to its left and the
 * row of boxes above it inked, everything from it to the bottom right blank. A corner blank or
 * holding a picture, and clue columns of any depth, do not matter to that.
 */
import { STRONG_INK, darknessMap } from './darkness.ts';
import { GridMap } from './grid-map.ts';
import type { GridCells } from './lattice.ts';
import { extendedTable } from './ruled-table.ts';
import type { GrayImage } from './raster.ts';
import { straighten } from './straighten.ts';

export interface BoxedLayout {
  /** The grid, as a window onto the table (clue boxes at negative positions). */
  readonly grid: GridMap;
  /** How many boxes deep the clues are before each row and above each column. */
  readonly clueColumns: number;
  readonly clueRows: number;
  /** How clearly the table shows the layout: the shares of lines with a number next to the grid. */
  readonly rowShare: number;
  readonly columnShare: number;
}

/** Pixels per cell of the look at which boxes hold print. */
const LOOK = 16;
/** Share of a box's middle that print must cover for the box to hold a number. */
const INKED = 0.035;
/** Share of a box's middle in ink from which it is a coloured cell, not a number in a box. */
const SWATCH = 0.6;
/** A puzzle grid is at least this many cells each way. */
const SMALLEST = 5;
/** Shares of lines with a number next to the grid below which the table is not boxed clues. */
const LEAST_SHARE = 0.75;

/** `known`: the grid's top-left cell in the table when it is known (corners marked by hand). */
export function boxedLayout(
  table: GridMap,
  gray: GrayImage,
  known?: { readonly column: number; readonly row: number },
): BoxedLayout | null {
  const inked = inkedBoxes(table, gray);
  const { rows, columns } = table;
  const at = (r: number, c: number): number => inked[r * columns + c]!;
  // Prefix sums of the inked boxes, for the blank area's count at every corner.
  const sums = new Int32Array((rows + 1) * (columns + 1));
  for (let r = rows - 1; r >= 0; r--) {
    for (let c = columns - 1; c >= 0; c--) {
      sums[r * (columns + 1) + c] =
        at(r, c) +
        sums[(r + 1) * (columns + 1) + c]! +
        sums[r * (columns + 1) + c + 1]! -
        sums[(r + 1) * (columns + 1) + c + 1]!;
    }
  }
  let best: { r: number; c: number; score: number; rowShare: number; columnShare: number } | null = null;
  for (let r = 1; r <= rows - SMALLEST; r++) {
    if (known && r !== known.row) continue;
    for (let c = 1; c <= columns - SMALLEST; c++) {
      if (known && c !== known.column) continue;
      let left = 0;
      for (let k = r; k < rows; k++) left += at(k, c - 1);
      let above = 0;
      for (let k = c; k < columns; k++) above += at(r - 1, k);
      const rowShare = left / (rows - r);
      const columnShare = above / (columns - c);
      const blank = sums[r * (columns + 1) + c]! / ((rows - r) * (columns - c));
      const score = rowShare + columnShare - 10 * blank;
      if (!best || score > best.score) best = { r, c, score, rowShare, columnShare };
    }
  }
  if (!best || best.rowShare < LEAST_SHARE || best.columnShare < LEAST_SHARE) return null;
  const first = table.window(best.c, best.r, columns - best.c, rows - best.r);
  const clueColumns = deeper(first, gray, 'left', best.c);
  const clueRows = deeper(first, gray, 'top', best.r);
  const whole =
    clueColumns > best.c || clueRows > best.r
      ? extendedTable(table, darknessMap(gray), clueColumns - best.c, clueRows - best.r)
      : table;
  const grid = withoutCorner(whole, clueColumns, clueRows).window(
    clueColumns,
    clueRows,
    columns - best.c,
    rows - best.r,
  );
  return {
    grid,
    clueColumns,
    clueRows,
    rowShare: best.rowShare,
    columnShare: best.columnShare,
  };
}

/** Boxes looked at beyond the table, at most. */
const BEYOND = 12;
/** Share of the ruling between clue boxes that a line further out must have to be one. */
const RULED = 0.6;

/**
 * How deep the clues really go. Where the lattice's outer lines fade (a page curling away, light
 * grey lines) the table stops short of its frame, but the numbers go on: a line's numbers run on
 * from the grid without a gap, so the clues reach a box further while some line has print there
 * next to print in the box before.
 */
function deeper(grid: GridMap, gray: GrayImage, side: 'left' | 'top', depth: number): number {
  const count = side === 'left' ? grid.rows : grid.columns;
  const range =
    side === 'left'
      ? { col0: -depth - BEYOND, row0: 0, col1: 0, row1: grid.rows }
      : { col0: 0, row0: -depth - BEYOND, col1: grid.columns, row1: 0 };
  const { image } = straighten(gray, grid, range, LOOK);
  const dark = darknessMap(image, LOOK * 4);
  const inset = Math.round(LOOK * 0.22);
  const area = (LOOK - 2 * inset) ** 2;
  // Box `k` out from the grid (1 next to it) of line `i`.
  const inked = (i: number, k: number): boolean => {
    const bx = side === 'left' ? depth + BEYOND - k : i;
    const by = side === 'left' ? i : depth + BEYOND - k;
    let ink = 0;
    for (let y = by * LOOK + inset; y < (by + 1) * LOOK - inset; y++) {
      for (let x = bx * LOOK + inset; x < (bx + 1) * LOOK - inset; x++) {
        if (dark.data[y * dark.width + x]! >= STRONG_INK) ink++;
      }
    }
    return ink / area >= INKED;
  };
  // The ink across a ruled line near its place, summed along its length: past the frame there is
  // paper (or a shadow with no line across it), while the lattice goes on with a line a box on.
  const weight = (k: number): number => {
    const at = (BEYOND + depth - k) * LOOK;
    const half = Math.round(LOOK * 0.3);
    let sum = 0;
    for (let i = 0; i < count; i++) {
      for (let s = Math.round(LOOK * 0.2); s < Math.round(LOOK * 0.8); s++) {
        for (let t = at - half; t <= at + half; t++) {
          const x = side === 'left' ? t : i * LOOK + s;
          const y = side === 'left' ? i * LOOK + s : t;
          if (x >= 0 && y >= 0 && x < dark.width && y < dark.height) sum += dark.data[y * dark.width + x]!;
        }
      }
    }
    return sum;
  };
  const ruling = weight(depth - 1);
  let reach = depth;
  for (let k = depth + 1; k <= depth + BEYOND; k++) {
    let goesOn = false;
    if (weight(k) < RULED * ruling) break;
    for (let i = 0; i < count && !goesOn; i++) goesOn = inked(i, k) && inked(i, k - 1);
    if (!goesOn) break;
    reach = k;
  }
  return reach;
}

/**
 * The table's map fitted again without its top-left corner, which holds no lattice (a blank, a
 * picture, a title): lines looked for there may have been the edge of a picture, and the map is
 * carried over the corner from the clue boxes around it instead.
 */
function withoutCorner(table: GridMap, clueColumns: number, clueRows: number): GridMap {
  const { rows, columns } = table;
  const centres = new Float64Array(rows * columns * 2);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const corner = r < clueRows && c < clueColumns;
      const p = table.toPhoto(c + 0.5, r + 0.5);
      centres[2 * (r * columns + c)] = corner ? Number.NaN : p.x;
      centres[2 * (r * columns + c) + 1] = corner ? Number.NaN : p.y;
    }
  }
  const cells: GridCells = { rows, columns, centres, pitch: table.pitch(), coverage: 1 };
  return GridMap.fromCells(cells) ?? table;
}

/** 1 for each table cell whose middle holds print, row by row. */
function inkedBoxes(table: GridMap, gray: GrayImage): Uint8Array {
  const { rows, columns } = table;
  const { image } = straighten(gray, table, { col0: 0, row0: 0, col1: columns, row1: rows }, LOOK);
  const dark = darknessMap(image, LOOK * 4);
  const out = new Uint8Array(rows * columns);
  const inset = Math.round(LOOK * 0.22);
  const area = (LOOK - 2 * inset) ** 2;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      let ink = 0;
      for (let y = r * LOOK + inset; y < (r + 1) * LOOK - inset; y++) {
        for (let x = c * LOOK + inset; x < (c + 1) * LOOK - inset; x++) {
          if (dark.data[y * dark.width + x]! >= STRONG_INK) ink++;
        }
      }
      // A box filled with ink is a coloured cell with its number printed on it, as colour books
      // print their clues: read in the open, where swatches are turned inside out (swatches.ts).
      out[r * columns + c] = ink / area >= INKED && ink / area < SWATCH ? 1 : 0;
    }
  }
  return out;
}
