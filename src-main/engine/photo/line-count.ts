/**
 * Counts a grid's cells between four corners marked by hand: the grid's lines, averaged along
 * their length, are darker than the paper between them; the number of cells is the period of that
 * pattern that fits the profile best (lines at every multiple of width / n, paper halfway between).
 */
import type { DarknessMap } from './darkness.ts';
import type { GridMap } from './grid-map.ts';

/** Steps across the grid at which the profile is measured, and samples along each. */
const STEPS = 2000;
const ALONG = 60;

/** Rows and columns of the grid mapped to the unit square by `unit`, or null if no lines show. */
export function countCells(unit: GridMap, darkness: DarknessMap): { rows: number; columns: number } | null {
  const columns = bestCount(profile(unit, darkness, 'column'));
  const rows = bestCount(profile(unit, darkness, 'row'));
  return columns && rows ? { rows, columns } : null;
}

function profile(unit: GridMap, darkness: DarknessMap, axis: 'column' | 'row'): Float64Array {
  const out = new Float64Array(STEPS);
  for (let k = 0; k < STEPS; k++) {
    const f = (k + 0.5) / STEPS;
    let sum = 0;
    for (let s = 0; s < ALONG; s++) {
      const along = 0.05 + (0.9 * (s + 0.5)) / ALONG;
      const p = axis === 'column' ? unit.toPhoto(f, along) : unit.toPhoto(along, f);
      const x = Math.floor(p.x);
      const y = Math.floor(p.y);
      if (x >= 0 && y >= 0 && x < darkness.width && y < darkness.height)
        sum += darkness.data[y * darkness.width + x]!;
    }
    out[k] = sum / ALONG;
  }
  return out;
}

/**
 * The cell count from 2 to 200 whose every line stands out from the paper on either side of it:
 * the finest such count, since a grid also shows every coarser count that divides its own (the
 * thick lines every five), while a count finer than the grid misses lines.
 */
function bestCount(profile: Float64Array): number | null {
  const peak = (f: number, width: number): number => {
    let best = 0;
    for (let k = Math.floor((f - width) * STEPS); k <= Math.ceil((f + width) * STEPS); k++) {
      if (k >= 0 && k < STEPS) best = Math.max(best, profile[k]!);
    }
    return best;
  };
  let best: number | null = null;
  for (let n = 2; n <= 200; n++) {
    const width = 0.15 / n;
    let sum = 0;
    let weakest = Infinity;
    for (let j = 1; j < n; j++) {
      const paper = (peak((j - 0.5) / n, width / 2) + peak((j + 0.5) / n, width / 2)) / 2;
      const contrast = peak(j / n, width) - paper;
      sum += contrast;
      weakest = Math.min(weakest, contrast);
    }
    const mean = sum / (n - 1);
    if (mean > 3 && weakest > Math.max(1.5, 0.2 * mean)) best = n;
  }
  return best;
}
