/**
 * Grids and cell domains as compact strings, for the API and the database: one digit of the cell
 * alphabet (cell-alphabet.ts) per cell, row by row.
 */
import { digitOf, valueOf } from './cell-alphabet.ts';
import type { Grid } from './puzzle.ts';

export function encodeGrid(grid: Grid): string {
  let out = '';
  for (const cell of grid.cells) out += digitOf(cell);
  return out;
}

export function decodeGrid(text: string, width: number, height: number): Grid {
  if (text.length !== width * height) {
    throw new Error(`A ${width}x${height} grid needs ${width * height} cells, not ${text.length}.`);
  }
  const cells = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const value = valueOf(text[i]!);
    if (value < 0) throw new Error(`Cell ${i + 1} of the grid is "${text[i]}", not a colour index.`);
    cells[i] = value;
  }
  return { width, height, cells };
}
