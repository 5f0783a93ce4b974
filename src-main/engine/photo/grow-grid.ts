/**
 * Carries a grid found in part out to its frame. Where the thin lines of a photo break up, the
 * cells' islands can run together over a stretch, and the block of empty cells found may stop
 * short of the grid's edge. Each side is pushed out a row or column of cells at a time while the
 * next cells beyond it are empty and closed by a line where the grid's pitch puts one; clue
 * numbers, a margin without lines, or the page's edge stop it.
 */
import { STRONG_INK, type DarknessMap } from './darkness.ts';
import { GridMap } from './grid-map.ts';
import type { GridCells } from './lattice.ts';

/** Samples along each cell of a line, and across a cell's middle. */
const ALONG = 6;
/** How much darker (darkness) a line must be than the middle of the cells beside it. */
const LINE_CONTRAST = 12;

export type Side = 'left' | 'right' | 'top' | 'bottom';

export function grownGrid(map: GridMap, darkness: DarknessMap): GridMap {
  let current = map;
  for (let step = 0; step < 200; step++) {
    let grown = false;
    for (const side of ['left', 'right', 'top', 'bottom'] as const) {
      if (!extends_(current, darkness, side)) continue;
      const next = withSide(current, side);
      if (!next) continue;
      current = next;
      grown = true;
    }
    if (!grown) break;
  }
  return current;
}

/** Whether the cells just beyond `side` are grid cells: empty, with a line beyond them. */
function extends_(map: GridMap, darkness: DarknessMap, side: Side): boolean {
  const across = side === 'left' || side === 'right';
  const count = across ? map.rows : map.columns;
  // Positions (in cells, across the side) of the new cells' middle and of the line beyond them.
  const middle = side === 'left' ? -0.5 : side === 'top' ? -0.5 : across ? map.columns + 0.5 : map.rows + 0.5;
  const beyond = side === 'left' || side === 'top' ? -1 : across ? map.columns + 1 : map.rows + 1;
  const at = (along: number, position: number): number => {
    const p = across ? map.toPhoto(position, along) : map.toPhoto(along, position);
    const x = Math.floor(p.x);
    const y = Math.floor(p.y);
    if (x < 0 || y < 0 || x >= darkness.width || y >= darkness.height) return -1;
    return darkness.data[y * darkness.width + x]!;
  };
  let empty = 0;
  let closed = 0;
  for (let i = 0; i < count; i++) {
    let ink = 0;
    let line = 0;
    let paper = 0;
    for (let s = 0; s < ALONG; s++) {
      const along = i + 0.2 + (0.6 * (s + 0.5)) / ALONG;
      const m = at(along, middle);
      const l = Math.max(at(along, beyond - 0.06), at(along, beyond), at(along, beyond + 0.06));
      if (m < 0 || l < 0) return false;
      if (m >= STRONG_INK) ink++;
      paper += m;
      line += l;
    }
    if (ink === 0) empty++;
    if ((line - paper) / ALONG >= LINE_CONTRAST) closed++;
  }
  return empty >= 0.9 * count && closed >= 0.7 * count;
}

/** The map with one more row or column of cells on `side`, found by carrying the map out. */
export function withSide(map: GridMap, side: Side): GridMap | null {
  const rows = map.rows + (side === 'top' || side === 'bottom' ? 1 : 0);
  const columns = map.columns + (side === 'left' || side === 'right' ? 1 : 0);
  const dx = side === 'left' ? -1 : 0;
  const dy = side === 'top' ? -1 : 0;
  const centres = new Float64Array(rows * columns * 2);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const p = map.toPhoto(c + dx + 0.5, r + dy + 0.5);
      centres[2 * (r * columns + c)] = p.x;
      centres[2 * (r * columns + c) + 1] = p.y;
    }
  }
  const cells: GridCells = { rows, columns, centres, pitch: map.pitch(), coverage: 1 };
  return GridMap.fromCells(cells);
}
