import { describe, expect, it } from 'vitest';
import {
  applyHomography,
  fitHomography,
  fromCorners,
  invertHomography,
  isConvexQuad,
} from '../../../src-main/engine/photo/homography.ts';
import { GridMap } from '../../../src-main/engine/photo/grid-map.ts';
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

describe('the grid map beyond the grid', () => {
  // A 20 x 20 grid of 30-pixel cells whose rows bow down towards the left, as a page curling up
  // to a spine on the left does: a row's line drops by 0.03 (20 - column)^2 pixels.
  const bend = (column: number): number => 0.03 * (20 - column) ** 2;
  const truth = (column: number, row: number) => ({ x: 300 + 30 * column, y: 200 + 30 * row + bend(column) });
  const rows = 20;
  const columns = 20;
  const centres = new Float64Array(rows * columns * 2);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const p = truth(c + 0.5, r + 0.5);
      centres[2 * (r * columns + c)] = p.x;
      centres[2 * (r * columns + c) + 1] = p.y;
    }
  }
  const map = GridMap.fromCells({ rows, columns, centres, pitch: 30, coverage: 1 })!.curlingOn();

  it('follows the bend on into the clue area left of the grid, to within a tenth of a cell six cells out', () => {
    for (const row of [0.5, 10.5, 19.5]) {
      const p = map.toPhoto(-6, row);
      const t = truth(-6, row);
      expect(Math.abs(p.y - t.y)).toBeLessThan(3);
      expect(Math.abs(p.x - t.x)).toBeLessThan(3);
    }
  });

  it("leaves a flat page's map as it is: the noise of its cell centres is no curl", () => {
    const random = seededRandom(5);
    const flat = new Float64Array(rows * columns * 2);
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < columns; c++) {
        flat[2 * (r * columns + c)] = 300 + 30 * (c + 0.5) + (random() - 0.5) * 0.6;
        flat[2 * (r * columns + c) + 1] = 200 + 30 * (r + 0.5) + (random() - 0.5) * 0.6;
      }
    }
    const still = GridMap.fromCells({ rows, columns, centres: flat, pitch: 30, coverage: 1 })!;
    expect(still.curlingOn()).toBe(still);
  });
});
