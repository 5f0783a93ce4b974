/**
 * Plane-to-plane projective maps (homographies), the model of a flat page photographed from any
 * angle: a 3x3 matrix, row by row, with the last entry 1. `fromCorners` finds the map that takes
 * the unit square's corners to four given points; its inverse takes the photo back to the page.
 */
import { NormalEquations } from './least-squares.ts';
import type { Point } from './raster.ts';

/** Row-major 3x3 matrix [a b c; d e f; g h 1]. */
export type Homography = readonly [number, number, number, number, number, number, number, number, number];

export function applyHomography(h: Homography, x: number, y: number): Point {
  const w = h[6] * x + h[7] * y + h[8];
  return { x: (h[0] * x + h[1] * y + h[2]) / w, y: (h[3] * x + h[4] * y + h[5]) / w };
}

/**
 * The homography taking (0,0), (1,0), (1,1), (0,1) to the four points given in that order (top
 * left, top right, bottom right, bottom left of the page's grid). Null when three of them lie on
 * one line, so no such map exists.
 */
export function fromCorners(corners: readonly [Point, Point, Point, Point]): Homography | null {
  const [p0, p1, p2, p3] = corners;
  // Heckbert's closed form for the square-to-quadrilateral map.
  const dx1 = p1.x - p2.x;
  const dx2 = p3.x - p2.x;
  const dy1 = p1.y - p2.y;
  const dy2 = p3.y - p2.y;
  const sx = p0.x - p1.x + p2.x - p3.x;
  const sy = p0.y - p1.y + p2.y - p3.y;
  const det = dx1 * dy2 - dx2 * dy1;
  if (Math.abs(det) < 1e-12) return null;
  const g = (sx * dy2 - dx2 * sy) / det;
  const h = (dx1 * sy - sx * dy1) / det;
  const m: Homography = [
    p1.x - p0.x + g * p1.x,
    p3.x - p0.x + h * p3.x,
    p0.x,
    p1.y - p0.y + g * p1.y,
    p3.y - p0.y + h * p3.y,
    p0.y,
    g,
    h,
    1,
  ];
  return Number.isFinite(invertDeterminant(m)) && invertDeterminant(m) !== 0 ? m : null;
}

function invertDeterminant(m: Homography): number {
  return (
    m[0] * (m[4] * m[8] - m[5] * m[7]) -
    m[1] * (m[3] * m[8] - m[5] * m[6]) +
    m[2] * (m[3] * m[7] - m[4] * m[6])
  );
}

/** The inverse map (scaled so its last entry is 1); null for a degenerate matrix. */
export function invertHomography(m: Homography): Homography | null {
  const det = invertDeterminant(m);
  if (!Number.isFinite(det) || Math.abs(det) < 1e-15) return null;
  const inv = [
    m[4] * m[8] - m[5] * m[7],
    m[2] * m[7] - m[1] * m[8],
    m[1] * m[5] - m[2] * m[4],
    m[5] * m[6] - m[3] * m[8],
    m[0] * m[8] - m[2] * m[6],
    m[2] * m[3] - m[0] * m[5],
    m[3] * m[7] - m[4] * m[6],
    m[1] * m[6] - m[0] * m[7],
    m[0] * m[4] - m[1] * m[3],
  ] as const;
  if (Math.abs(inv[8]) < 1e-15) return null;
  return scaled(inv, 1 / inv[8]);
}

/** Whether four points, in order, make a convex quadrilateral turning one way (no crossed sides). */
export function isConvexQuad(corners: readonly Point[]): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const a = corners[i]!;
    const b = corners[(i + 1) % 4]!;
    const c = corners[(i + 2) % 4]!;
    const cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
    if (Math.abs(cross) < 1e-9) return false;
    const s = Math.sign(cross);
    if (sign === 0) sign = s;
    else if (s !== sign) return false;
  }
  return true;
}

/**
 * The homography that best takes each `from` point to its `to` point, in the least-squares sense
 * of the linearised equations (the direct linear transform, with both point sets first moved to
 * their centroid and scaled, which keeps the equations well conditioned). Null with fewer than
 * four points or points all on a line.
 */
export function fitHomography(from: readonly Point[], to: readonly Point[]): Homography | null {
  if (from.length < 4 || from.length !== to.length) return null;
  const nf = normaliser(from);
  const nt = normaliser(to);
  const equations = new NormalEquations(8);
  for (let i = 0; i < from.length; i++) {
    const u = (from[i]!.x - nf.cx) * nf.scale;
    const v = (from[i]!.y - nf.cy) * nf.scale;
    const x = (to[i]!.x - nt.cx) * nt.scale;
    const y = (to[i]!.y - nt.cy) * nt.scale;
    equations.add([u, v, 1, 0, 0, 0, -u * x, -v * x], x);
    equations.add([0, 0, 0, u, v, 1, -u * y, -v * y], y);
  }
  const h = equations.solve();
  if (!h) return null;
  // Undo the normalisations: H = Tt^-1 * Hn * Tf.
  const hn: Homography = [h[0]!, h[1]!, h[2]!, h[3]!, h[4]!, h[5]!, h[6]!, h[7]!, 1];
  const tf: Homography = [nf.scale, 0, -nf.cx * nf.scale, 0, nf.scale, -nf.cy * nf.scale, 0, 0, 1];
  const ttInverse: Homography = [1 / nt.scale, 0, nt.cx, 0, 1 / nt.scale, nt.cy, 0, 0, 1];
  const m = multiply(ttInverse, multiply(hn, tf));
  return Math.abs(m[8]) < 1e-15 ? null : scaled(m, 1 / m[8]);
}

function normaliser(points: readonly Point[]): { cx: number; cy: number; scale: number } {
  let cx = 0;
  let cy = 0;
  for (const p of points) {
    cx += p.x;
    cy += p.y;
  }
  cx /= points.length;
  cy /= points.length;
  let spread = 0;
  for (const p of points) spread += Math.hypot(p.x - cx, p.y - cy);
  spread /= points.length;
  return { cx, cy, scale: spread > 0 ? Math.SQRT2 / spread : 1 };
}

export function multiply(a: Homography, b: Homography): Homography {
  const at = (r: number, c: number): number =>
    a[r * 3]! * b[c]! + a[r * 3 + 1]! * b[3 + c]! + a[r * 3 + 2]! * b[6 + c]!;
  return [at(0, 0), at(0, 1), at(0, 2), at(1, 0), at(1, 1), at(1, 2), at(2, 0), at(2, 1), at(2, 2)];
}

function scaled(m: Homography, k: number): Homography {
  return [m[0] * k, m[1] * k, m[2] * k, m[3] * k, m[4] * k, m[5] * k, m[6] * k, m[7] * k, m[8] * k];
}
