import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readNin } from '../../../../src-main/engine/formats/nin.ts';
import {
  BOARD_MARGIN,
  boardLayout,
  cellAt,
  cluesLayout,
  fitBoard,
  insideGrid,
} from '../../../../src-renderer/lib/board/board-layout.ts';
import { clueSlots } from '../../../../src-renderer/lib/board/clue-lines.ts';

const house = readNin(
  readFileSync(fileURLToPath(new URL('../../../e2e/fixtures/fixture-house.nin', import.meta.url)), 'utf8'),
);

/** A 100x100 puzzle whose rows and columns all have the clue "1 1 1 1 1 1 1 1 1 1". */
function hundred() {
  const clue = Array.from({ length: 10 }, () => ({ length: 1, color: 1 }));
  const lines = Array.from({ length: 100 }, () => clue);
  return { rows: lines, columns: lines };
}

const LIMITS = { min: 4, max: 48 };

describe('the layout of a board drawn whole', () => {
  it('leaves one slot per clue number left of the rows and above the columns', () => {
    expect(clueSlots(house)).toEqual({ rows: 4, columns: 2 });
    const layout = cluesLayout(house, 20);
    expect(layout.gridLeft).toBe(BOARD_MARGIN + 4 * 20);
    expect(layout.gridTop).toBe(BOARD_MARGIN + 2 * 20);
    expect(layout.width).toBe(layout.gridLeft + 9 * 20 + BOARD_MARGIN);
  });

  it('keeps the slots it is given, however long the clues', () => {
    const layout = boardLayout(9, 9, { rows: 2, columns: 3 }, 10);
    expect(layout).toMatchObject({ rowSlots: 2, columnSlots: 3, gridLeft: BOARD_MARGIN + 20 });
  });

  it('fits a 100x100 board with its clues into a window', () => {
    const clues = hundred();
    const cell = fitBoard(100, 100, clueSlots(clues), 900, 700, LIMITS);
    const layout = cluesLayout(clues, cell);
    expect(layout.width).toBeLessThanOrEqual(900);
    expect(layout.height).toBeLessThanOrEqual(700);
    expect(cell).toBe(6);
  });

  it('keeps cells between the smallest and the largest size', () => {
    expect(fitBoard(9, 9, clueSlots(house), 5000, 5000, LIMITS)).toBe(48);
    expect(fitBoard(100, 100, clueSlots(hundred()), 100, 100, LIMITS)).toBe(4);
  });

  it('finds the cell under a point, and whether it is on the grid', () => {
    const layout = cluesLayout(house, 20);
    const inside = cellAt(layout, layout.gridLeft + 45, layout.gridTop + 5);
    expect(inside).toEqual({ x: 2, y: 0 });
    expect(insideGrid(layout, inside)).toBe(true);
    const onClue = cellAt(layout, layout.gridLeft - 5, layout.gridTop + 5);
    expect(onClue).toEqual({ x: -1, y: 0 });
    expect(insideGrid(layout, onClue)).toBe(false);
    expect(insideGrid(layout, { x: 9, y: 0 })).toBe(false);
  });
});
