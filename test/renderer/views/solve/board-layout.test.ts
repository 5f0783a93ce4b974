import { describe, expect, it } from 'vitest';
import {
  boardLayout,
  clueSlots,
  fitCell,
  MAX_CELL,
  MIN_CELL,
  zoomStep,
} from '../../../../src-renderer/views/solve/board-layout.ts';
import { readNin } from '../../../../src-main/engine/formats/nin.ts';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const house = readNin(
  readFileSync(fileURLToPath(new URL('../../../e2e/fixtures/fixture-house.nin', import.meta.url)), 'utf8'),
);

/** A 100x100 puzzle whose rows and columns all have the clue "1 1 1 1 1 1 1 1 1 1". */
function hundred() {
  const clue = Array.from({ length: 10 }, () => ({ length: 1, color: 1 }));
  const lines = Array.from({ length: 100 }, () => clue);
  return { rows: lines, columns: lines };
}

describe('board layout', () => {
  it('leaves one slot per clue number left of the rows and above the columns', () => {
    expect(clueSlots(house)).toEqual({ rows: 4, columns: 2 });
    const layout = boardLayout(house, 20);
    expect(layout.gridLeft).toBe(2 + 4 * 20);
    expect(layout.gridTop).toBe(2 + 2 * 20);
    expect(layout.width).toBe(layout.gridLeft + 9 * 20 + 2);
  });

  it('fits a 100x100 board with its clues into a window', () => {
    const clues = hundred();
    const cell = fitCell(clues, 900, 700);
    const layout = boardLayout(clues, cell);
    expect(layout.width).toBeLessThanOrEqual(900);
    expect(layout.height).toBeLessThanOrEqual(700);
    expect(cell).toBe(6);
  });

  it('keeps cells between the smallest and the largest size', () => {
    expect(fitCell(house, 5000, 5000)).toBe(MAX_CELL);
    expect(fitCell(hundred(), 100, 100)).toBe(MIN_CELL);
  });

  it('zooms by about a quarter, by at least a pixel', () => {
    expect(zoomStep(20, 1)).toBe(25);
    expect(zoomStep(20, -1)).toBe(16);
    expect(zoomStep(4, 1)).toBe(5);
    expect(zoomStep(MAX_CELL, 1)).toBe(MAX_CELL);
  });
});
