/**
 * Where each point of the puzzle lies in the photo. Positions on the puzzle are in cell units
 * from the grid's top-left corner: column 0 to `columns` across, row 0 to `rows` down; the clue
 * areas lie outside that range (negative columns for row clues on the left).
 *
 * The map is a homography fitted to every cell centre seen (a flat page at any angle), plus the
 * remainder at each cell centre, interpolated between centres: that follows a page that curls.
 * Outside the grid the remainder of the nearest edge cell carries on; once the grid is final
 * (`curlingOn`), changed as a smooth (quadratic) trend of the remainder over the whole grid
 * changes: a page curling towards the spine bends the clue areas' lines on as it bent the
 * grid's, and ten cells out a remainder held constant is off by half a cell.
 */
import {
  applyHomography,
  fitHomography,
  fromCorners,
  invertHomography,
  type Homography,
} from './homography.ts';
import type { GridCells } from './lattice.ts';
import { solveLinear } from './least-squares.ts';
import { FOUR_SIDES, type Point } from './raster.ts';

/** Share of a cell by which the curl's trend must move the clue areas to be taken (see `curlingOn`). */
const CURLING = 0.15;

export class GridMap {
  readonly rows: number;
  readonly columns: number;
  /** Cell units to photo pixels, before the remainder. */
  readonly homography: Homography;
  private readonly inverse: Homography;
  /** Remainder (x, y) at each cell centre, row by row. */
  private readonly remainder: Float64Array;
  /** The remainder's quadratic trend: coefficients for x, then for y (see `trendAt`); null when flat. */
  private readonly trend: Float64Array | null;
  /**
   * The lattice the remainder was measured on, and where this map's cell (0, 0) lies in it: a
   * window onto a larger table (the grid inside its boxed clues) keeps the table's measurements.
   */
  private readonly lattice: {
    readonly rows: number;
    readonly columns: number;
    readonly column: number;
    readonly row: number;
  };

  private constructor(
    rows: number,
    columns: number,
    homography: Homography,
    remainder: Float64Array,
    trend: Float64Array | null = null,
    lattice?: {
      readonly rows: number;
      readonly columns: number;
      readonly column: number;
      readonly row: number;
    },
  ) {
    this.rows = rows;
    this.columns = columns;
    this.lattice = lattice ?? { rows, columns, column: 0, row: 0 };
    this.homography = homography;
    const inverse = invertHomography(homography);
    if (!inverse) throw new Error('A grid map needs an invertible homography.');
    this.inverse = inverse;
    this.remainder = remainder;
    this.trend = trend;
  }

  /**
   * The same map, carrying the page's curl on beyond the grid (for the clue areas). Only once the
   * grid is final: while it is still being grown and refined, its edge cells' remainders are the
   * least sure, and a trend through them would lead the growing astray.
   */
  curlingOn(): GridMap {
    const { rows, columns, homography, remainder } = this;
    if (this.lattice.column !== 0 || this.lattice.row !== 0 || this.lattice.rows !== rows) return this;
    const trend = fitTrend(remainder, rows, columns);
    if (!trend) return this;
    const curling = new GridMap(rows, columns, homography, remainder, trend);
    // A flat page's trend is the noise of its cell centres: it is taken only where it moves the
    // clue areas by a good share of a cell, a third of the grid's size out from any side.
    const out = 0.3 * Math.max(rows, columns);
    const pitch = this.pitch();
    const probes: [number, number][] = [
      [-out, rows / 2],
      [columns + out, rows / 2],
      [columns / 2, -out],
      [columns / 2, rows + out],
      [-out, 0.5],
      [-out, rows - 0.5],
      [columns + out, 0.5],
      [columns + out, rows - 0.5],
      [0.5, -out],
      [columns - 0.5, -out],
      [0.5, rows + out],
      [columns - 0.5, rows + out],
    ];
    const moved = Math.max(
      ...probes.map(([c, r]) => {
        const a = this.toPhoto(c, r);
        const b = curling.toPhoto(c, r);
        return Math.hypot(b.x - a.x, b.y - a.y);
      }),
    );
    return moved >= CURLING * pitch ? curling : this;
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
      this.trend?.map((v) => v * factor) ?? null,
      this.lattice,
    );
  }

  /**
   * The part of this map from cell (`column`, `row`), `columns` by `rows` cells, as a map of its
   * own (its cell (0, 0) there); positions outside the part still follow this map's lattice.
   */
  window(column: number, row: number, columns: number, rows: number): GridMap {
    const l = this.lattice;
    return new GridMap(rows, columns, this.homography, this.remainder, this.trend, {
      rows: l.rows,
      columns: l.columns,
      column: l.column + column,
      row: l.row + row,
    });
  }

  /** The photo pixel at a puzzle position. */
  toPhoto(column: number, row: number): Point {
    const c = column + this.lattice.column;
    const r = row + this.lattice.row;
    const p = applyHomography(this.homography, c, r);
    const [rx, ry] = this.remainderAt(c, r);
    return { x: p.x + rx, y: p.y + ry };
  }

  /** The puzzle position of a photo pixel (the remainder's inverse found by a few corrections). */
  toPuzzle(x: number, y: number): Point {
    let q = applyHomography(this.inverse, x, y);
    for (let i = 0; i < 3; i++) {
      const [rx, ry] = this.remainderAt(q.x, q.y);
      q = applyHomography(this.inverse, x - rx, y - ry);
    }
    return { x: q.x - this.lattice.column, y: q.y - this.lattice.row };
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
    const [x, y] = this.remainderInside(column, row);
    const { rows, columns } = this.lattice;
    const { trend } = this;
    const inside = column >= 0.5 && column <= columns - 0.5 && row >= 0.5 && row <= rows - 0.5;
    if (inside || !trend) return [x, y];
    // Beyond the edge: the trend's change from the nearest edge cell, carried at most half the
    // grid's size out (a quadratic runs away further out, and no clue area reaches so far).
    const reach = 0.5 * Math.max(rows, columns);
    const edgeColumn = Math.min(columns - 0.5, Math.max(0.5, column));
    const edgeRow = Math.min(rows - 0.5, Math.max(0.5, row));
    const outColumn = Math.min(columns - 0.5 + reach, Math.max(0.5 - reach, column));
    const outRow = Math.min(rows - 0.5 + reach, Math.max(0.5 - reach, row));
    const [ex, ey] = trendAt(trend, edgeColumn / columns, edgeRow / rows);
    const [ox, oy] = trendAt(trend, outColumn / columns, outRow / rows);
    return [x + ox - ex, y + oy - ey];
  }

  /** The remainder interpolated between cell centres, the nearest edge cell's outside. */
  private remainderInside(column: number, row: number): [number, number] {
    const { rows, columns } = this.lattice;
    const { remainder } = this;
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

/** The quadratic in (u, v), positions as shares of the grid's width and height, for x then y. */
function trendAt(trend: Float64Array, u: number, v: number): [number, number] {
  const basis = [1, u, v, u * u, u * v, v * v];
  let x = 0;
  let y = 0;
  for (let k = 0; k < 6; k++) {
    x += trend[k]! * basis[k]!;
    y += trend[6 + k]! * basis[k]!;
  }
  return [x, y];
}

/** The least-squares quadratic through the remainder at every cell centre; null for a grid too small. */
function fitTrend(remainder: Float64Array, rows: number, columns: number): Float64Array | null {
  if (rows < 3 || columns < 3) return null;
  const ata = new Float64Array(36);
  const atx = new Float64Array(6);
  const aty = new Float64Array(6);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const u = (c + 0.5) / columns;
      const v = (r + 0.5) / rows;
      const basis = [1, u, v, u * u, u * v, v * v];
      const i = 2 * (r * columns + c);
      for (let a = 0; a < 6; a++) {
        for (let b = 0; b < 6; b++) ata[a * 6 + b]! += basis[a]! * basis[b]!;
        atx[a]! += basis[a]! * remainder[i]!;
        aty[a]! += basis[a]! * remainder[i + 1]!;
      }
    }
  }
  const x = solveLinear(ata, atx, 6);
  const y = solveLinear(ata, aty, 6);
  if (!x || !y) return null;
  const trend = new Float64Array(12);
  trend.set(x, 0);
  trend.set(y, 6);
  return trend;
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
