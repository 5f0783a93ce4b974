import { describe, expect, it } from 'vitest';
import { findClueBands } from '../../../src-main/engine/photo/clue-bands.ts';
import { fromTheGrid, gapThreshold, lineGlyphs } from '../../../src-main/engine/photo/clue-lines.ts';
import { darknessMap, FAINT_INK, inkMask } from '../../../src-main/engine/photo/darkness.ts';
import { GridMap } from '../../../src-main/engine/photo/grid-map.ts';
import type { Glyph } from '../../../src-main/engine/photo/glyphs.ts';
import { findGridCells } from '../../../src-main/engine/photo/lattice.ts';
import { clearLongRuns } from '../../../src-main/engine/photo/line-runs.ts';
import { drawGrid } from './synthetic-page.ts';

/** A glyph of one digit, 10 pixels wide and 16 high, its left edge at x and top at y. */
const glyph = (x: number, y: number, w = 10): Glyph => ({
  x0: x,
  y0: y,
  x1: x + w,
  y1: y + 16,
  labels: [],
  pixels: 100,
});

describe('the step between numbers', () => {
  it('falls between the steps from digit to digit inside numbers and those between numbers', () => {
    // Centre to centre, for glyphs 16 pixels high: digits of a number 11 to 13 apart, numbers 24 and more.
    const steps = [12, 11, 12, 13, 24, 26, 25, 28, 30];
    const threshold = gapThreshold(steps, 16);
    expect(threshold).toBeGreaterThan(13);
    expect(threshold).toBeLessThan(24);
  });

  it('is a share of the glyph height when every step is of one kind (one-digit numbers only)', () => {
    expect(gapThreshold([24, 25, 26, 24, 27, 25], 16)).toBeCloseTo(1.05 * 16, 6);
  });
});

describe('lines of glyphs', () => {
  // A 4 x 3 grid at 32 pixels a cell, with row clues two cells deep on the left and column clues
  // two cells high above: the straightened range starts two cells left of and above the grid.
  const layout = { range: { col0: -2, row0: -2, col1: 4, row1: 3 }, scale: 32, rows: 3, columns: 4 };
  const bands = [
    { side: 'left' as const, depth: 2, filled: 1 },
    { side: 'top' as const, depth: 2, filled: 1 },
  ];

  it('reads a row clue as numbers split at the wide steps: 12 3 from three glyphs', () => {
    // Row 0 spans y 64 to 96; "12" at x 4 and 15 (a gap of 1), then "3" at x 40.
    const glyphs = [
      glyph(4, 72),
      glyph(15, 72),
      glyph(40, 72),
      glyph(20, 108),
      glyph(44, 108),
      glyph(10, 140),
      glyph(30, 140),
    ];
    const rows = lineGlyphs(glyphs, bands, layout).lines.filter((l) => l.axis === 'row');
    expect(rows[0]!.numbers.map((n) => n.length)).toEqual([2, 1]);
    expect(rows[1]!.numbers.map((n) => n.length)).toEqual([1, 1]);
    expect(rows[0]!.side).toBe('left');
  });

  it('reads a column clue as stacked numbers, the digits of each side by side', () => {
    // Column 1 spans x 96 to 128: "1" above "23" (two glyphs on one text line).
    const glyphs = [glyph(108, 6), glyph(100, 38), glyph(111, 38)];
    const column = lineGlyphs(glyphs, bands, layout).lines.find((l) => l.axis === 'column' && l.index === 1)!;
    expect(column.numbers.map((n) => n.length)).toEqual([1, 2]);
    expect(column.numbers[1]!.map((g) => g.x0)).toEqual([100, 111]);
  });
});

describe('a clue starts at the grid', () => {
  // A left strip of row 0 five cells deep, at 32 pixels a cell, the grid's edge at x 160.
  const strip = { x: 0, y: 0, width: 160, height: 32 };

  it('keeps the numbers that follow one another out from the grid and drops a mark beyond an empty stretch', () => {
    const near = [glyph(140, 8), glyph(110, 8), glyph(80, 8)];
    const stray = glyph(2, 8);
    const kept = fromTheGrid([stray, ...near], 'left', strip, 32);
    expect(kept.map((g) => g.x0)).toEqual([140, 110, 80]);
  });

  it('drops a mark almost three cells from the grid when nothing lies between', () => {
    expect(fromTheGrid([glyph(60, 8)], 'left', strip, 32)).toEqual([]);
  });

  it('measures a column clue above the grid upwards from the grid', () => {
    const column = { x: 0, y: 0, width: 32, height: 200 };
    const kept = fromTheGrid([glyph(10, 176), glyph(10, 144), glyph(10, 10)], 'top', column, 32);
    expect(kept.map((g) => g.y0)).toEqual([176, 144]);
  });
});

describe('clue bands', () => {
  it('finds clues left of and above a grid, one cell deeper than the marks reach, and none below or right', () => {
    const marks = [
      // Every row has a number next to the grid, and rows 0 and 3 a second one, two cells out.
      ...Array.from({ length: 12 }, (_, r) => ({ x: -0.7, y: r + 0.25, w: 0.35, h: 0.5 })),
      { x: -2.7, y: 0.25, w: 0.35, h: 0.5 },
      { x: -2.7, y: 3.25, w: 0.35, h: 0.5 },
      ...Array.from({ length: 15 }, (_, c) => ({ x: c + 0.3, y: -0.75, w: 0.35, h: 0.5 })),
    ];
    const page = drawGrid({
      width: 900,
      height: 800,
      columns: 15,
      rows: 12,
      corners: [
        { x: 260, y: 180 },
        { x: 820, y: 200 },
        { x: 800, y: 760 },
        { x: 240, y: 740 },
      ],
      thin: 0.06,
      thick: 0.16,
      marks,
    });
    const darkness = darknessMap(page);
    const map = GridMap.fromCells(findGridCells(inkMask(darkness, FAINT_INK), darkness)!)!;
    const bands = findClueBands(page, map);
    expect(bands.map((b) => [b.side, b.depth])).toEqual([
      ['left', 4],
      ['top', 2],
    ]);
  });

  it('ends the band where the print of each line stops, though a slanting mark further out crosses every depth', () => {
    const marks = [
      ...Array.from({ length: 12 }, (_, r) => ({ x: -0.7, y: r + 0.25, w: 0.35, h: 0.5 })),
      // Rows 4 to 7 have a second number, in the second cell out.
      ...Array.from({ length: 4 }, (_, k) => ({ x: -1.7, y: k + 4.25, w: 0.35, h: 0.5 })),
      ...Array.from({ length: 15 }, (_, c) => ({ x: c + 0.3, y: -0.75, w: 0.35, h: 0.5 })),
      // A stroke slanting from six cells left of the grid (row 0) to three (row 11), as the edge
      // of a turned page does: each depth from three to six has print in some row, but every row
      // has two empty cells between its clue and the stroke.
      ...Array.from({ length: 12 }, (_, r) => ({ x: -6.6 + r / 4, y: r + 0.2, w: 0.5, h: 0.6 })),
    ];
    const page = drawGrid({
      width: 900,
      height: 800,
      columns: 15,
      rows: 12,
      corners: [
        { x: 300, y: 200 },
        { x: 840, y: 200 },
        { x: 840, y: 632 },
        { x: 300, y: 632 },
      ],
      thin: 0.06,
      thick: 0.16,
      marks,
    });
    const darkness = darknessMap(page);
    const map = GridMap.fromCells(findGridCells(inkMask(darkness, FAINT_INK), darkness)!)!;
    const left = findClueBands(page, map).find((b) => b.side === 'left');
    expect(left?.depth).toBe(3);
  });
});

describe('clearing ruled lines', () => {
  it('clears a run of ink longer than the limit and keeps shorter strokes', () => {
    const width = 40;
    const mask = new Uint8Array(width * 10);
    for (let x = 0; x < 40; x++) mask[2 * width + x] = 1; // a line across
    for (let y = 4; y < 9; y++) mask[y * width + 5] = 1; // a short stroke down
    clearLongRuns(mask, width, 10, 20);
    expect(mask.slice(2 * width, 3 * width).every((v) => v === 0)).toBe(true);
    expect(mask[6 * width + 5]).toBe(1);
  });
});
