/**
 * Where each point of the puzzle lies in the photo. Positions on the puzzle are in cell units
 * from the grid's top-left corner: column 0 to `columns` across, row 0 to `rows` down; the clue
 * areas lie outside that range (negative columns for row clues on the left).
 *
 * The map is a homography fitted to every cell centre seen (a flat page at any angle), plus the
 * remainder at each cell centre, interpolated between centres: that follows a page that curls.
 * Outside the grid the remainder of the nearest edge cell carries on, so the clue areas are read
 * along the grid's own lines as far as the page's perspective goes.
 */
import {
  applyHomography,
  fitHomography,
  fromCorners,
  invertHomography,
  type Homography,
} from './homography.ts';
import type { GridCells } from './lattice.ts';
import { FOUR_SIDES, type Point } from './raster.ts';

export class GridMap {
  readonly rows: number;
  readonly columns: number;
  /** Cell units to photo pixels, before the remainder. */
  readonly homography: Homography;
  private readonly inverse: Homography;
  /** Remainder (x, y) at each cell centre, row by row. */
  private readonly remainder: Float64Array;

  private constructor(rows: number, columns: number, homography: Homography, remainder: Float64Array) {
    this.rows = rows;
    this.columns = columns;
    this.homography = homography;
    const inverse = invertHomography(homography);
    if (!inverse) throw new Error('A grid map needs an invertible homography.');
    this.inverse = inverse;
    this.remainder = remainder;
  }

  /** From the cells found in the photo; null when they do not fit a page (too few, all in a line). */
  static fromCells(cells: GridCells): GridMap | null {
    const from: Point[] = [];
    const to: Point[] = [];
    for (let r = 0; r < cells.rows; r++) {
      for (let c = 0; c < cells.columns; c++) {
        const i = 2 * (r * cells.columns + c);
        const x = cells.centres[i]!;
        if (Number.isNaN(x)) continue;
        from.push({ x: c + 0.5, y: r + 0.5 });
        to.push({ x, y: cells.centres[i + 1]! });
      }
    }
    const h = fitHomography(from, to);
    if (!h || !invertHomography(h)) return null;
    const remainder = new Float64Array(cells.rows * cells.columns * 2).fill(Number.NaN);
    for (let k = 0; k < from.length; k++) {
      const f = from[k]!;
      const p = applyHomography(h, f.x, f.y);
      const i = 2 * (Math.floor(f.y) * cells.columns + Math.floor(f.x));
      remainder[i] = to[k]!.x - p.x;
      remainder[i + 1] = to[k]!.y - p.y;
    }
    fillGaps(remainder, cells.rows, cells.columns);
    return new GridMap(cells.rows, cells.columns, h, remainder);
  }

  /** From the grid's four corners (top left, top right, bottom right, bottom left) and its size. */
  static fromCorners(
    corners: readonly [Point, Point, Point, Point],
    rows: number,
    columns: number,
  ): GridMap | null {
    const unit = fromCorners(corners);
    if (!unit) return null;
    // Cell units to the unit square, then the unit square to the photo.
    const h: Homography = [
      unit[0] / columns,
      unit[1] / rows,
      unit[2],
      unit[3] / columns,
      unit[4] / rows,
      unit[5],
      unit[6] / columns,
      unit[7] / rows,
      unit[8],
    ];
    if (!invertHomography(h)) return null;
    return new GridMap(rows, columns, h, new Float64Array(rows * columns * 2));
  }

  /** The same map onto a picture `factor` times as large (the grid found on a smaller copy). */
  scaled(factor: number): GridMap {
    const h = this.homography;
    const up: Homography = [
      h[0] * factor,
      h[1] * factor,
      h[2] * factor,
      h[3] * factor,
      h[4] * factor,
      h[5] * factor,
      h[6],
      h[7],
      h[8],
    ];
    return new GridMap(
      this.rows,
      this.columns,
      up,
      this.remainder.map((v) => v * factor),
    );
  }

  /** The photo pixel at a puzzle position. */
  toPhoto(column: number, row: number): Point {
    const p = applyHomography(this.homography, column, row);
    const [rx, ry] = this.remainderAt(column, row);
    return { x: p.x + rx, y: p.y + ry };
  }

  /** The puzzle position of a photo pixel (the remainder's inverse found by a few corrections). */
  toPuzzle(x: number, y: number): Point {
    let q = applyHomography(this.inverse, x, y);
    for (let i = 0; i < 3; i++) {
      const [rx, ry] = this.remainderAt(q.x, q.y);
      q = applyHomography(this.inverse, x - rx, y - ry);
    }
    return q;
  }

  /** The four corners of the grid in the photo: top left, top right, bottom right, bottom left. */
  corners(): [Point, Point, Point, Point] {
    return [
      this.toPhoto(0, 0),
      this.toPhoto(this.columns, 0),
      this.toPhoto(this.columns, this.rows),
      this.toPhoto(0, this.rows),
    ];
  }

  /** Typical size of a cell in the photo, in pixels. */
  pitch(): number {
    const [a, b, c, d] = this.corners();
    const across = (Math.hypot(b.x - a.x, b.y - a.y) + Math.hypot(c.x - d.x, c.y - d.y)) / (2 * this.columns);
    const down = (Math.hypot(d.x - a.x, d.y - a.y) + Math.hypot(c.x - b.x, c.y - b.y)) / (2 * this.rows);
    return Math.sqrt(across * down);
  }

  private remainderAt(column: number, row: number): [number, number] {
    const { rows, columns, remainder } = this;
    const fx = Math.min(columns - 1, Math.max(0, column - 0.5));
    const fy = Math.min(rows - 1, Math.max(0, row - 0.5));
    const x0 = Math.floor(fx);
    const y0 = Math.floor(fy);
    const x1 = Math.min(columns - 1, x0 + 1);
    const y1 = Math.min(rows - 1, y0 + 1);
    const tx = fx - x0;
    const ty = fy - y0;
    const a = 2 * (y0 * columns + x0);
    const b = 2 * (y0 * columns + x1);
    const c = 2 * (y1 * columns + x0);
    const d = 2 * (y1 * columns + x1);
    const x =
      (remainder[a]! * (1 - tx) + remainder[b]! * tx) * (1 - ty) +
      (remainder[c]! * (1 - tx) + remainder[d]! * tx) * ty;
    const y =
      (remainder[a + 1]! * (1 - tx) + remainder[b + 1]! * tx) * (1 - ty) +
      (remainder[c + 1]! * (1 - tx) + remainder[d + 1]! * tx) * ty;
    return [x, y];
  }
}

/** Fills cells not seen with the mean of their seen neighbours, spreading inwards until none is left. */
function fillGaps(values: Float64Array, rows: number, columns: number): void {
  for (let pass = 0; pass < rows + columns; pass++) {
    let missing = 0;
    const next = Float64Array.from(values);
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < columns; c++) {
        const i = 2 * (r * columns + c);
        if (!Number.isNaN(values[i]!)) continue;
        let sx = 0;
        let sy = 0;
        let n = 0;
        for (const [dr, dc] of FOUR_SIDES) {
          const rr = r + dr;
          const cc = c + dc;
          if (rr < 0 || cc < 0 || rr >= rows || cc >= columns) continue;
          const j = 2 * (rr * columns + cc);
          if (Number.isNaN(values[j]!)) continue;
          sx += values[j]!;
          sy += values[j + 1]!;
          n++;
        }
        if (n === 0) {
          missing++;
          continue;
        }
        next[i] = sx / n;
        next[i + 1] = sy / n;
      }
    }
    values.set(next);
    if (missing === 0) return;
  }
  for (let i = 0; i < values.length; i++) if (Number.isNaN(values[i]!)) values[i] = 0;
}
