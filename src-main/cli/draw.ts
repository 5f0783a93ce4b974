/** Draws grids and domains in a terminal: characters for pipes, coloured blocks for a terminal. */
import type { Grid, PaletteColor } from '../engine/puzzle.ts';
import { gridToRows } from '../engine/puzzle.ts';

export function drawGrid(grid: Grid, palette: readonly PaletteColor[], colour: boolean): string {
  if (!colour) return gridToRows(grid, palette).join('\n');
  const lines: string[] = [];
  for (let y = 0; y < grid.height; y++) {
    let line = '';
    for (let x = 0; x < grid.width; x++) {
      const c = grid.cells[y * grid.width + x]!;
      line += c === 0 ? '\x1b[2m· \x1b[0m' : `${background(palette[c]?.rgb ?? '#000000')}  \x1b[0m`;
    }
    lines.push(line);
  }
  return lines.join('\n');
}

/** Domains as text: a colour's char where decided, '.' for empty, '?' where still open. */
export function drawDomains(
  domains: ArrayLike<number>,
  width: number,
  height: number,
  palette: readonly PaletteColor[],
): string {
  const lines: string[] = [];
  for (let y = 0; y < height; y++) {
    let line = '';
    for (let x = 0; x < width; x++) {
      const mask = domains[y * width + x]!;
      if (mask === 1) line += '.';
      else if (mask !== 0 && (mask & (mask - 1)) === 0) line += palette[31 - Math.clz32(mask)]?.char ?? '?';
      else line += '?';
    }
    lines.push(line);
  }
  return lines.join('\n');
}

function background(rgb: string): string {
  const n = Number.parseInt(rgb.slice(1), 16);
  return `\x1b[48;2;${(n >> 16) & 255};${(n >> 8) & 255};${n & 255}m`;
}
