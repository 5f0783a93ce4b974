import { describe, expect, it } from 'vitest';
import { clampCell, fitCell, zoomStep } from '../../../../src-renderer/lib/board/cell-size.ts';

const LIMITS = { min: 4, max: 48 };

describe('cell sizes', () => {
  it('are whole pixels within the limits', () => {
    expect(clampCell(17.9, LIMITS)).toBe(17);
    expect(clampCell(2, LIMITS)).toBe(4);
    expect(clampCell(90, LIMITS)).toBe(48);
  });

  it('fit the cells and the margin into the space', () => {
    // 20 cells across, 10 down, in 400 x 400 with 2 px all round: (400 - 4) / 20 = 19.8.
    expect(fitCell(20, 10, 400, 400, 2, LIMITS)).toBe(19);
    expect(fitCell(10, 20, 400, 400, 2, LIMITS)).toBe(19);
  });

  it('zoom by the ratio given, by at least a pixel, within the limits', () => {
    expect(zoomStep(20, 1, 1.25, LIMITS)).toBe(25);
    expect(zoomStep(20, -1, 1.25, LIMITS)).toBe(16);
    expect(zoomStep(4, 1, 1.25, LIMITS)).toBe(5);
    expect(zoomStep(4, -1, 1.25, LIMITS)).toBe(4);
    expect(zoomStep(48, 1, 1.25, LIMITS)).toBe(48);
    expect(zoomStep(20, 1, 1.2, LIMITS)).toBe(24);
  });
});
