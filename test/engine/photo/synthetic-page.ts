/**
 * Grids drawn in code for the page reader's geometry tests: a known grid (cells, line weights,
 * thick lines every five) placed on a page by a known homography, so the tests can check what
 * the reader finds against the answer. Each pixel is shaded by how much of it the lines cover
 * (4 x 4 samples), with seeded noise.
 */
import { applyHomography, fromCorners, invertHomography } from '../../../src-main/engine/photo/homography.ts';
import type { GrayImage, Point } from '../../../src-main/engine/photo/raster.ts';
import { seededRandom } from '../../../src-main/engine/seeded-random.ts';

export interface GridDrawing {
  readonly width: number;
  readonly height: number;
  readonly columns: number;
  readonly rows: number;
  /** The grid's corners on the page: top left, top right, bottom right, bottom left. */
  readonly corners: readonly [Point, Point, Point, Point];
  /** Line widths in cells: every line, and every fifth line and the frame. */
  readonly thin: number;
  readonly thick: number;
  /** Grey of the thin lines (0 black); thick lines are black unless `thickGrey` says otherwise. */
  readonly thinGrey?: number;
  readonly thickGrey?: number;
  readonly noise?: number;
  readonly seed?: number;
  /** Solid black boxes (stand-ins for printed numbers), in cell units from the grid's top left. */
  readonly marks?: readonly {
    readonly x: number;
    readonly y: number;
    readonly w: number;
    readonly h: number;
  }[];
}

export function drawGrid(d: GridDrawing): GrayImage {
  const unit = fromCorners(d.corners);
  const inverse = unit && invertHomography(unit);
  if (!inverse) throw new Error('bad corners');
  const random = seededRandom(d.seed ?? 1);
  const data = new Uint8Array(d.width * d.height);
  const thinGrey = d.thinGrey ?? 0;
  for (let y = 0; y < d.height; y++) {
    for (let x = 0; x < d.width; x++) {
      let ink = 0;
      for (let sy = 0; sy < 4; sy++) {
        for (let sx = 0; sx < 4; sx++) {
          const p = applyHomography(inverse, x + (sx + 0.5) / 4, y + (sy + 0.5) / 4);
          const u = p.x * d.columns;
          const v = p.y * d.rows;
          const marked = d.marks?.some((m) => u >= m.x && u < m.x + m.w && v >= m.y && v < m.y + m.h);
          ink += (marked ? 1 : lineInk(u, v, d, thinGrey)) / 16;
        }
      }
      const noise = d.noise ? (random() - 0.5) * 2 * d.noise : 0;
      data[y * d.width + x] = Math.max(0, Math.min(255, 250 - ink * 250 + noise));
    }
  }
  return { width: d.width, height: d.height, data };
}

/** How dark the point (in cell units) is: 1 on a black line, less on a grey one, 0 off the grid. */
function lineInk(u: number, v: number, d: GridDrawing, thinGrey: number): number {
  const margin = d.thick / 2;
  if (u < -margin || v < -margin || u > d.columns + margin || v > d.rows + margin) return 0;
  let best = 0;
  for (const [value, count] of [
    [u, d.columns],
    [v, d.rows],
  ] as const) {
    const k = Math.round(value);
    if (k < 0 || k > count) continue;
    const thick = k % 5 === 0 || k === count;
    const width = thick ? d.thick : d.thin;
    const grey = thick ? (d.thickGrey ?? 0) : thinGrey;
    if (Math.abs(value - k) <= width / 2) best = Math.max(best, 1 - grey / 255);
  }
  return best;
}
