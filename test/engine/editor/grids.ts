/** Small pictures written as text rows for the editor tests: '.' empty, a digit its palette index, '#' 1. */
import type { Grid } from '../../../src-main/engine/puzzle.ts';

export function gridOf(rows: readonly string[]): Grid {
  const width = rows[0]?.length ?? 0;
  const cells = new Uint8Array(width * rows.length);
  rows.forEach((row, y) => {
    for (let x = 0; x < width; x++) {
      const ch = row[x] ?? '.';
      cells[y * width + x] = ch === '.' ? 0 : ch === '#' ? 1 : Number(ch);
    }
  });
  return { width, height: rows.length, cells };
}

export function rowsOf(grid: Grid): string[] {
  const rows: string[] = [];
  for (let y = 0; y < grid.height; y++) {
    let row = '';
    for (let x = 0; x < grid.width; x++) {
      const value = grid.cells[y * grid.width + x]!;
      row += value === 0 ? '.' : value === 1 ? '#' : String(value);
    }
    rows.push(row);
  }
  return rows;
}

/** Two diagonal pairs in far corners of an 8x8 picture: many solutions, each pair ambiguous. */
export const SCATTERED = gridOf([
  '#.......',
  '.#......',
  '........',
  '........',
  '........',
  '........',
  '......#.',
  '.......#',
]);
