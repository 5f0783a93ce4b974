/**
 * Where the clues are: beside which edges of the grid, and how far out they reach. The page is
 * straightened coarsely (a few pixels per cell) around the grid, and the middle of each cell
 * beside the grid is checked for print (ruled lines run along the cells' edges). A side whose first cells beside the
 * grid hold print for many lines is a clue side; its band reaches out as far as any line's
 * print goes before two cells in a row of that line hold nothing, so a title or a paragraph
 * further off is left alone.
 */
import { darknessMap } from './darkness.ts';
import { clearLongThinRuns } from './line-runs.ts';
import type { GridMap } from './grid-map.ts';
import type { GrayImage } from './raster.ts';
import { straighten, type CellRange } from './straighten.ts';

export type ClueSide = 'left' | 'right' | 'top' | 'bottom';

export interface ClueBand {
  readonly side: ClueSide;
  /** How many cells out from the grid's edge the clues reach. */
  readonly depth: number;
  /** Share of the lines with print in the cell next to the grid. */
  readonly filled: number;
}

/** Pixels per cell of the coarse look. */
const COARSE = 10;
/** Pixels at each edge of a coarse cell left out, for the ruled lines there. */
const EDGE = 2;
/** Darkness of print at the coarse scale, where small digits come out lighter. */
const COARSE_INK = 60;
/** A side is a clue side when this share of its lines has print next to the grid. */
const CLUE_SIDE_SHARE = 0.3;

export function findClueBands(gray: GrayImage, map: GridMap): ClueBand[] {
  const { rows, columns } = map;
  const out = Math.min(60, Math.max(rows, columns));
  const range: CellRange = { col0: -out, row0: -out, col1: columns + out, row1: rows + out };
  const { image } = straighten(gray, map, range, COARSE);
  const dark = darknessMap(image, COARSE * 4);
  const mask = new Uint8Array(dark.data.length);
  for (let i = 0; i < mask.length; i++) mask[i] = dark.data[i]! >= COARSE_INK ? 1 : 0;
  // Ruled lines (the grid's frame, clue boxes, guide lines) are thin and long; the coloured cells
  // some books print numbers on are thick, even where they touch in long rows.
  clearLongThinRuns(mask, image.width, image.height, Math.round(COARSE * 0.8), 3);
  // Ink pixels in the middle of each cell: what is left of ruled lines runs along the cells'
  // edges, while numbers, and their coloured cells, fill the middle.
  const cellsWide = columns + 2 * out;
  const cellsHigh = rows + 2 * out;
  const ink = new Uint16Array(cellsWide * cellsHigh);
  for (let y = 0; y < image.height; y++) {
    const cy = Math.floor(y / COARSE);
    const fy = y - cy * COARSE;
    if (fy < EDGE || fy >= COARSE - EDGE || cy >= cellsHigh) continue;
    for (let x = 0; x < image.width; x++) {
      if (!mask[y * image.width + x]) continue;
      const cx = Math.floor(x / COARSE);
      const fx = x - cx * COARSE;
      if (fx < EDGE || fx >= COARSE - EDGE || cx >= cellsWide) continue;
      ink[cy * cellsWide + cx]!++;
    }
  }
  const printed = (column: number, row: number): boolean => {
    const c = column + out;
    const r = row + out;
    if (c < 0 || r < 0 || c >= cellsWide || r >= cellsHigh) return false;
    return ink[r * cellsWide + c]! >= 2;
  };
  const bands: ClueBand[] = [];
  const sides: { side: ClueSide; lines: number; at: (line: number, k: number) => boolean }[] = [
    { side: 'left', lines: rows, at: (r, k) => printed(-1 - k, r) },
    { side: 'right', lines: rows, at: (r, k) => printed(columns + k, r) },
    { side: 'top', lines: columns, at: (c, k) => printed(c, -1 - k) },
    { side: 'bottom', lines: columns, at: (c, k) => printed(c, rows + k) },
  ];
  for (const { side, lines, at } of sides) {
    const count = (k: number): number => {
      let n = 0;
      for (let line = 0; line < lines; line++) if (at(line, k)) n++;
      return n;
    };
    // The clue next to the grid may sit a cell out (books leave a gap); look two cells deep.
    const filled = Math.max(count(0), count(1)) / lines;
    if (filled < CLUE_SIDE_SHARE) continue;
    // Each line's clue reaches out until two empty cells in that line: the band is as deep as the
    // longest. Counting print over all lines at once would carry the band on to the edge of the
    // page (or a title) wherever a slanting edge crosses some line at every depth.
    let depth = 1;
    for (let line = 0; line < lines; line++) {
      let blank = 0;
      for (let k = 0; k < out; k++) {
        if (at(line, k)) {
          depth = Math.max(depth, k + 1);
          blank = 0;
        } else if (++blank >= 2) break;
      }
    }
    // A lone thin number (a 1) at the far end can be too faint at the coarse scale to count:
    // one more cell costs only paper.
    bands.push({ side, depth: Math.min(out, depth + 1), filled });
  }
  return bands;
}
