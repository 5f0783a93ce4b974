import { describe, expect, it } from 'vitest';
import {
  applyHomography,
  fitHomography,
  fromCorners,
  invertHomography,
  isConvexQuad,
} from '../../../src-main/engine/photo/homography.ts';
import { seededRandom } from '../../../src-main/engine/seeded-random.ts';

const quad = [
  { x: 100, y: 80 },
  { x: 900, y: 130 },
  { x: 860, y: 700 },
  { x: 60, y: 640 },
] as const;

describe('homography', () => {
  it("takes the unit square's corners to the four points given", () => {
    const h = fromCorners(quad)!;
    const unit = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ] as const;
    unit.forEach(([u, v], i) => {
      const p = applyHomography(h, u, v);
      expect(p.x).toBeCloseTo(quad[i]!.x, 6);
      expect(p.y).toBeCloseTo(quad[i]!.y, 6);
    });
  });

  it('comes back to the same point through its inverse', () => {
    const h = fromCorners(quad)!;
    const inverse = invertHomography(h)!;
    const p = applyHomography(h, 0.3, 0.8);
    const back = applyHomography(inverse, p.x, p.y);
    expect(back.x).toBeCloseTo(0.3, 9);
    expect(back.y).toBeCloseTo(0.8, 9);
  });

  it('refuses three corners on one line', () => {
    expect(fromCorners([quad[0], { x: 500, y: 80 }, { x: 900, y: 80 }, quad[3]])).toBeNull();
  });

  it('fits the map of 100 points with half a pixel of noise to within a pixel', () => {
    const truth = fromCorners(quad)!;
    const random = seededRandom(3);
    const from = [];
    const to = [];
    for (let i = 0; i < 100; i++) {
      const u = random() * 20;
      const v = random() * 20;
      const p = applyHomography(truth, u / 20, v / 20);
      from.push({ x: u, y: v });
      to.push({ x: p.x + random() - 0.5, y: p.y + random() - 0.5 });
    }
    const fitted = fitHomography(from, to)!;
    for (const [u, v] of [
      [0, 0],
      [20, 0],
      [20, 20],
      [10, 5],
    ] as const) {
      const a = applyHomography(fitted, u, v);
      const b = applyHomography(truth, u / 20, v / 20);
      expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeLessThan(1);
    }
  });

  it('tells a convex quadrilateral from a crossed one', () => {
    expect(isConvexQuad(quad)).toBe(true);
    expect(isConvexQuad([quad[0], quad[2], quad[1], quad[3]])).toBe(false);
  });
});
