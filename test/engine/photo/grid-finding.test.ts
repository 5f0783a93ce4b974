import { describe, expect, it } from 'vitest';
import { darknessMap, FAINT_INK, inkMask } from '../../../src-main/engine/photo/darkness.ts';
import { GridMap } from '../../../src-main/engine/photo/grid-map.ts';
import { findGridCells } from '../../../src-main/engine/photo/lattice.ts';
import { countCells } from '../../../src-main/engine/photo/line-count.ts';
import type { Point } from '../../../src-main/engine/photo/raster.ts';
import { findGrid } from '../../../src-main/engine/photo/read-page.ts';
import { refineLines } from '../../../src-main/engine/photo/refine-lines.ts';
import { subdivided } from '../../../src-main/engine/photo/subdivide.ts';
import { drawGrid, type GridDrawing } from './synthetic-page.ts';

/** A 15 x 12 grid turned about 8 degrees and seen at an angle (its right side nearer the camera). */
const turned: GridDrawing = {
  width: 700,
  height: 620,
  columns: 15,
  rows: 12,
  corners: [
    { x: 120, y: 70 },
    { x: 630, y: 140 },
    { x: 590, y: 560 },
    { x: 70, y: 490 },
  ],
  thin: 0.06,
  thick: 0.16,
  noise: 30,
};

function findMap(drawing: GridDrawing): GridMap | null {
  const darkness = darknessMap(drawGrid(drawing));
  const cells = findGridCells(inkMask(darkness, FAINT_INK), darkness);
  const map = cells && GridMap.fromCells(cells);
  return map && refineLines(subdivided(map, darkness), darkness);
}

function expectCornersNear(found: readonly Point[], truth: readonly Point[], pixels: number): void {
  found.forEach((p, i) => expect(Math.hypot(p.x - truth[i]!.x, p.y - truth[i]!.y)).toBeLessThan(pixels));
}

describe('finding the grid', () => {
  it('finds a turned, tilted, noisy 15 x 12 grid and its corners to within 2 pixels', () => {
    const map = findMap(turned)!;
    expect([map.columns, map.rows]).toEqual([15, 12]);
    expectCornersNear(map.corners(), turned.corners, 2);
  });

  it('finds a grid of faint grey lines with no thicker ones', () => {
    const grey: GridDrawing = { ...turned, thin: 0.07, thick: 0.07, thinGrey: 150, seed: 2 };
    const map = findMap(grey)!;
    expect([map.columns, map.rows]).toEqual([15, 12]);
    expectCornersNear(map.corners(), grey.corners, 2);
  });

  it('divides blocks of five into cells when the thin lines are too faint to close the cells', () => {
    // Thin lines at a twelfth of the darkness of the thick ones leave the paper between them joined.
    const faint: GridDrawing = { ...turned, columns: 20, rows: 15, thinGrey: 225, noise: 4, seed: 3 };
    const map = findMap(faint)!;
    expect([map.columns, map.rows]).toEqual([20, 15]);
  });

  it('finds a grid whose lines are all too faint for faint ink, by looking again at fainter ink', () => {
    // Lines 0.13 as dark as black, frame included: below FAINT_INK's darkness of 40.
    const pale: GridDrawing = { ...turned, thinGrey: 222, thickGrey: 222, thin: 0.08, thick: 0.08, noise: 3 };
    const darkness = darknessMap(drawGrid(pale));
    expect(findGridCells(inkMask(darkness, FAINT_INK), darkness)).toBeNull();
    const map = findGrid(darkness);
    expect([map.columns, map.rows]).toEqual([15, 12]);
  });

  it('finds no grid on a blank page', () => {
    const darkness = darknessMap(drawGrid({ ...turned, thin: 0, thick: 0 }));
    expect(findGridCells(inkMask(darkness, FAINT_INK), darkness)).toBeNull();
  });

  it('counts the cells between four corners marked by hand', () => {
    const darkness = darknessMap(drawGrid(turned));
    const unit = GridMap.fromCorners(turned.corners, 1, 1)!;
    expect(countCells(unit, darkness)).toEqual({ rows: 12, columns: 15 });
  });
});
