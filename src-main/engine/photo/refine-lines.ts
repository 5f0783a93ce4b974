/**
 * Puts each grid line where the photo shows it. The first map comes from cell centres (or from
 * thick lines only, divided evenly), which can be off by a fraction of a cell where the page
 * curls or the thin lines were faint. Here every line is looked for near where the map puts it,
 * cell by cell along its length: the darkest place across a short stretch of it. The cell
 * centres then sit halfway between the lines found, and the map is fitted again to them.
 */
import type { DarknessMap } from './darkness.ts';
import { GridMap } from './grid-map.ts';
import type { GridCells } from './lattice.ts';

/** How far from the mapped place a line is looked for, and in what steps, in cells. */
const REACH = 0.3;
const STEP = 0.02;
/** Points along each cell's stretch of line averaged into one value. */
const ALONG = 5;

export function refineLines(map: GridMap, darkness: DarknessMap): GridMap {
  const { rows, columns } = map;
  // Offsets (cells) of vertical line k at row r, and of horizontal line k at column c.
  const vertical = new Float64Array((columns + 1) * rows).fill(Number.NaN);
  const horizontal = new Float64Array((rows + 1) * columns).fill(Number.NaN);
  for (let k = 0; k <= columns; k++) {
    for (let r = 0; r < rows; r++) {
      vertical[k * rows + r] = lineOffset(darkness, (t, s) => map.toPhoto(k + t, r + s));
    }
  }
  for (let k = 0; k <= rows; k++) {
    for (let c = 0; c < columns; c++) {
      horizontal[k * columns + c] = lineOffset(darkness, (t, s) => map.toPhoto(c + s, k + t));
    }
  }
  const centres = new Float64Array(rows * columns * 2).fill(Number.NaN);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const left = vertical[c * rows + r]!;
      const right = vertical[(c + 1) * rows + r]!;
      const top = horizontal[r * columns + c]!;
      const bottom = horizontal[(r + 1) * columns + c]!;
      if ([left, right, top, bottom].some(Number.isNaN)) continue;
      const p = map.toPhoto(c + 0.5 + (left + right) / 2, r + 0.5 + (top + bottom) / 2);
      centres[2 * (r * columns + c)] = p.x;
      centres[2 * (r * columns + c) + 1] = p.y;
    }
  }
  const cells: GridCells = { rows, columns, centres, pitch: map.pitch(), coverage: 1 };
  return GridMap.fromCells(cells) ?? map;
}

/**
 * Where across (-REACH to REACH cells) a stretch of line is darkest, to a fraction of a step;
 * NaN when nothing there is darker than its surroundings. `at(t, s)` is the photo point at `t`
 * across the line and `s` (0 to 1) along the stretch.
 */
function lineOffset(darkness: DarknessMap, at: (t: number, s: number) => { x: number; y: number }): number {
  const n = Math.round((2 * REACH) / STEP) + 1;
  const values = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const t = -REACH + i * STEP;
    let sum = 0;
    for (let j = 0; j < ALONG; j++) {
      const p = at(t, 0.15 + (0.7 * (j + 0.5)) / ALONG);
      const x = Math.floor(p.x);
      const y = Math.floor(p.y);
      if (x >= 0 && y >= 0 && x < darkness.width && y < darkness.height)
        sum += darkness.data[y * darkness.width + x]!;
    }
    values[i] = sum / ALONG;
  }
  let best = 0;
  let low = Infinity;
  for (let i = 0; i < n; i++) {
    if (values[i]! > values[best]!) best = i;
    low = Math.min(low, values[i]!);
  }
  if (values[best]! - low < 15) return Number.NaN;
  // A parabola through the peak and its neighbours places it between steps.
  let shift = 0;
  if (best > 0 && best < n - 1) {
    const a = values[best - 1]!;
    const b = values[best]!;
    const c = values[best + 1]!;
    const d = a - 2 * b + c;
    if (d < 0) shift = (0.5 * (a - c)) / d;
  }
  return -REACH + (best + shift) * STEP;
}
