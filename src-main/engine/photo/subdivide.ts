/**
 * A grid whose thin lines were lost (a small or blurred photo keeps only the thick lines every
 * five cells) is first found as a grid of blocks. Averaged along a whole block line, even faint
 * thin lines still show: this looks for k - 1 evenly spaced darker lines inside every block, for
 * k from 2 to 10, and divides the grid when one k stands out.
 */
import type { DarknessMap } from './darkness.ts';
import { GridMap } from './grid-map.ts';
import type { GridCells } from './lattice.ts';

/** Samples along each line, and how much darker than between them the lines must be, on average. */
const SAMPLES = 3;
const MIN_CONTRAST = 6;

export function subdivided(map: GridMap, darkness: DarknessMap): GridMap {
  const across = bestDivision(map, darkness, 'column');
  const down = bestDivision(map, darkness, 'row');
  if (across === 1 && down === 1) return map;
  const rows = map.rows * down;
  const columns = map.columns * across;
  const centres = new Float64Array(rows * columns * 2);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const p = map.toPhoto((c + 0.5) / across, (r + 0.5) / down);
      centres[2 * (r * columns + c)] = p.x;
      centres[2 * (r * columns + c) + 1] = p.y;
    }
  }
  const cells: GridCells = {
    rows,
    columns,
    centres,
    pitch: map.pitch() / Math.sqrt(across * down),
    coverage: 1,
  };
  return GridMap.fromCells(cells) ?? map;
}

/** The division of each cell across (`column`: lines down the grid) or down that the ink shows, or 1. */
function bestDivision(map: GridMap, darkness: DarknessMap, axis: 'column' | 'row'): number {
  const count = axis === 'column' ? map.columns : map.rows;
  const other = axis === 'column' ? map.rows : map.columns;
  // Mean darkness along lines at steps of half a pixel across each cell, so a thin line is never
  // stepped over.
  const steps = Math.min(400, Math.max(40, Math.round(2 * map.pitch())));
  const profile = new Float64Array(steps);
  for (let k = 0; k < steps; k++) {
    const f = (k + 0.5) / steps;
    let sum = 0;
    let n = 0;
    for (let cell = 0; cell < count; cell++) {
      for (let s = 0; s < other * SAMPLES; s++) {
        const along = (s + 0.5) / SAMPLES;
        const p = axis === 'column' ? map.toPhoto(cell + f, along) : map.toPhoto(along, cell + f);
        sum += at(darkness, p.x, p.y);
        n++;
      }
    }
    profile[k] = sum / n;
  }
  let best = 1;
  let bestContrast = MIN_CONTRAST;
  for (let k = 2; k <= 10; k++) {
    let lines = 0;
    let between = 0;
    for (let j = 1; j < k; j++) {
      lines += peak(profile, j / k);
      between += peak(profile, (j - 0.5) / k);
    }
    between += peak(profile, (k - 0.5) / k);
    const contrast = lines / (k - 1) - between / k;
    // A true division's lines are all dark; a multiple of it is darker only at some of them.
    let weakest = Infinity;
    for (let j = 1; j < k; j++) weakest = Math.min(weakest, peak(profile, j / k) - between / k);
    if (weakest > MIN_CONTRAST / 2 && contrast > bestContrast) {
      best = k;
      bestContrast = contrast;
    }
  }
  return best;
}

/** The profile's highest value within a fortieth of a cell of a position. */
function peak(profile: Float64Array, f: number): number {
  const n = profile.length;
  let best = 0;
  for (let k = Math.floor((f - 0.025) * n); k <= Math.ceil((f + 0.025) * n); k++) {
    if (k >= 0 && k < n) best = Math.max(best, profile[k]!);
  }
  return best;
}

function at(d: DarknessMap, x: number, y: number): number {
  const px = Math.floor(x);
  const py = Math.floor(y);
  if (px < 0 || py < 0 || px >= d.width || py >= d.height) return 0;
  return d.data[py * d.width + px]!;
}
