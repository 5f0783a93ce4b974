/**
 * Grids and cell domains as compact strings, for the API and the database: one base-32 digit per
 * cell (a palette index 0-31), row by row. A 50x50 picture is a 2,500-character string.
 */
import type { Grid } from './puzzle.ts';

const DIGITS = '0123456789abcdefghijklmnopqrstuv';

export function encodeGrid(grid: Grid): string {
  let out = '';
  for (const cell of grid.cells) out += DIGITS[cell];
  return out;
}

export function decodeGrid(text: string, width: number, height: number): Grid {
  if (text.length !== width * height) {
    throw new Error(`A ${width}x${height} grid needs ${width * height} cells, not ${text.length}.`);
  }
  const cells = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const value = DIGITS.indexOf(text[i]!);
    if (value < 0) throw new Error(`Cell ${i + 1} of the grid is "${text[i]}", not a colour index.`);
    cells[i] = value;
  }
  return { width, height, cells };
}
