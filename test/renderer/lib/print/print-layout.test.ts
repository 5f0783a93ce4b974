import { describe, expect, it } from 'vitest';
import { decodeGrid } from '../../../../src-main/engine/grid-codec.ts';
import type { LineClue } from '../../../../src-main/engine/puzzle.ts';
import {
  clueMarks,
  gridPaths,
  intoPages,
  MAX_CELL_MM,
  PAPER_MM,
  pictureRuns,
  pictureSize,
  printableArea,
  puzzleDrawing,
  solutionGrid,
  tileDrawing,
  MIN_CELL_MM,
  partLabel,
  markShapes,
} from '../../../../src-renderer/lib/print/print-layout.ts';

const bw = (...lengths: number[]): LineClue => lengths.map((length) => ({ length, color: 1 }));

describe('puzzleDrawing', () => {
  it('gives the clues as many cells as the longest clue needs, and fits the page', () => {
    const rows = [bw(1, 1, 1), bw(2), bw()];
    const columns = [bw(1), bw(1, 1), bw(), bw(3)];
    const area = { width: 100, height: 60 };
    const drawing = puzzleDrawing(4, 3, rows, columns, area);
    expect(drawing.clueColumns).toBe(3);
    expect(drawing.clueRows).toBe(2);
    expect(drawing.units).toEqual({ width: 7, height: 5 });
    expect(drawing.units.width * drawing.cellMm).toBeLessThanOrEqual(area.width);
    expect(drawing.units.height * drawing.cellMm).toBeLessThanOrEqual(area.height);
  });

  it('stops small puzzles at a pencil-sized cell and shrinks large ones to the page', () => {
    const area = printableArea('a4');
    const small = puzzleDrawing(5, 5, Array(5).fill(bw(1)), Array(5).fill(bw(1)), area);
    expect(small.cellMm).toBe(MAX_CELL_MM);
    const wide = Array(100).fill(bw(1, 1, 1, 1, 1, 1, 1, 1, 1, 1));
    const large = puzzleDrawing(100, 100, wide, wide, area);
    expect(large.cellMm).toBeCloseTo(area.width / 110, 6);
  });

  it('keeps the drawing inside the margins of both papers', () => {
    for (const paper of ['a4', 'letter'] as const) {
      const area = printableArea(paper);
      expect(area.width).toBeLessThan(PAPER_MM[paper].width);
      const tall = puzzleDrawing(20, 80, Array(80).fill(bw(1)), Array(20).fill(bw(40)), area);
      expect(tall.units.height * tall.cellMm).toBeCloseTo(area.height, 6);
    }
  });
});

describe('tileDrawing', () => {
  const area = printableArea('a4');
  const clues = Array(100).fill(bw(1, 1, 1, 1, 1, 1, 1, 1));
  const large = puzzleDrawing(100, 100, clues, clues, area);

  it('leaves a puzzle with readable cells on one page, and any puzzle when not asked to split', () => {
    const small = puzzleDrawing(20, 20, Array(20).fill(bw(3)), Array(20).fill(bw(3)), area);
    expect(tileDrawing(small, area, true).tiles).toEqual([
      { x: 0, y: 0, width: 21, height: 21, across: 1, down: 1, ownClues: false },
    ]);
    expect(tileDrawing(large, area, false)).toMatchObject({
      cellMm: large.cellMm,
      pagesAcross: 1,
      pagesDown: 1,
    });
  });

  it('splits a large puzzle into pages of whole cells that cover it exactly once', () => {
    expect(large.cellMm).toBeLessThan(MIN_CELL_MM);
    const tiled = tileDrawing(large, area, true);
    expect(tiled.cellMm).toBe(MIN_CELL_MM);
    expect(tiled.tiles).toHaveLength(tiled.pagesAcross * tiled.pagesDown);
    expect(tiled.pagesAcross).toBeGreaterThan(1);
    const covered = new Uint8Array(large.units.width * large.units.height);
    for (const tile of tiled.tiles) {
      expect(tile.width * MIN_CELL_MM).toBeLessThanOrEqual(area.width);
      expect(tile.height * MIN_CELL_MM).toBeLessThanOrEqual(area.height);
      for (let y = tile.y; y < tile.y + tile.height; y++) {
        for (let x = tile.x; x < tile.x + tile.width; x++) covered[y * large.units.width + x]! += 1;
      }
    }
    expect(covered.every((times) => times === 1)).toBe(true);
    // Pages come out row by row, left to right.
    expect(tiled.tiles.slice(0, 2).map((tile) => [tile.across, tile.down])).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });

  it('with clues on every page, splits the grid alone into even blocks of fives that cover it once', () => {
    const shortClues = Array(100).fill(bw(3, 4));
    const drawing = puzzleDrawing(100, 100, shortClues, shortClues, area);
    const tiled = tileDrawing(drawing, area, true, true);
    expect(tiled.cellMm).toBe(MIN_CELL_MM);
    const covered = new Uint8Array(100 * 100);
    for (const tile of tiled.tiles) {
      expect(tile.ownClues).toBe(true);
      // Each page fits with its clues beside and above it.
      expect((drawing.clueColumns + tile.width) * MIN_CELL_MM).toBeLessThanOrEqual(area.width);
      expect((drawing.clueRows + tile.height) * MIN_CELL_MM).toBeLessThanOrEqual(area.height);
      // Page edges fall on the grid's thick lines.
      expect([tile.x % 5, tile.y % 5]).toEqual([0, 0]);
      for (let y = tile.y; y < tile.y + tile.height; y++) {
        for (let x = tile.x; x < tile.x + tile.width; x++) covered[y * 100 + x]! += 1;
      }
    }
    expect(covered.every((times) => times === 1)).toBe(true);
    // A4 holds 46 cells across: 2 of clues leave 40 per page (in fives), so 100 columns take three
    // pages, split 35, 35, 30 rather than 40, 40, 20.
    expect(tiled.pagesAcross).toBe(3);
    expect(tiled.tiles.filter((tile) => tile.down === 1).map((tile) => tile.width)).toEqual([35, 35, 30]);
    expect(partLabel(tiled.tiles[1]!, 2, tiled.tiles.length)).toBe(
      `Part 2 of ${tiled.tiles.length}: columns 36–70, rows 1–${tiled.tiles[1]!.height}`,
    );
  });

  it('makes a poster instead when the clues would leave a page too little of the grid', () => {
    // 40-number clues on a 200-wide grid: 40 clue cells of the 46 a page holds across.
    const long = Array(200).fill(bw(...Array(40).fill(1)));
    const drawing = puzzleDrawing(200, 200, long, long, area);
    const tiled = tileDrawing(drawing, area, true, true);
    expect(tiled.tiles.every((tile) => !tile.ownClues)).toBe(true);
    expect(partLabel(tiled.tiles[0]!, 1, tiled.tiles.length)).toBe(
      `Part 1 of ${tiled.tiles.length}: page 1 across, 1 down`,
    );
  });
});

describe('markShapes', () => {
  it('places filled runs and crosses in the grid, past the clue areas', () => {
    const drawing = puzzleDrawing(3, 2, [bw(1, 1), bw(1)], [bw(1), bw(), bw(1)], { width: 100, height: 100 });
    const shapes = markShapes('11x' + '0x2', 3, 2, drawing);
    expect(shapes.fills).toEqual([
      { x: 2, y: 1, length: 2, color: 1 },
      { x: 4, y: 2, length: 1, color: 2 },
    ]);
    expect(shapes.crosses).toBe('M4.3 1.3L4.7 1.7M4.7 1.3L4.3 1.7M3.3 2.3L3.7 2.7M3.7 2.3L3.3 2.7');
  });
});

describe('clueMarks', () => {
  it('puts row clues against the grid and column clues just above it, a 0 for an empty line', () => {
    const drawing = puzzleDrawing(2, 2, [bw(1, 1), bw()], [bw(2), bw(1)], { width: 100, height: 100 });
    expect(clueMarks(drawing, [bw(1, 1), bw()], [bw(2), bw(1)])).toEqual([
      { x: 0, y: 1, value: 1, color: 1 },
      { x: 1, y: 1, value: 1, color: 1 },
      { x: 1, y: 2, value: 0, color: 0 },
      { x: 2, y: 0, value: 2, color: 1 },
      { x: 3, y: 0, value: 1, color: 1 },
    ]);
  });
});

describe('gridPaths', () => {
  it('draws every fifth line and the border thick, the rest thin', () => {
    const drawing = puzzleDrawing(7, 6, Array(6).fill(bw(1)), Array(7).fill(bw(1)), {
      width: 100,
      height: 100,
    });
    const paths = gridPaths(drawing, 7, 6);
    const count = (d: string) => d.split('M').length - 1;
    // Rows 0, 5, 6 and columns 0, 5, 7 are thick; of 7 + 8 lines the other 9 are thin.
    expect(count(paths.thick)).toBe(6);
    expect(count(paths.thin)).toBe(9);
    expect(paths.thick).toContain('M1 6H8');
    expect(paths.thin).toContain('M2 1V7');
  });
});

describe('solution pages', () => {
  it('gives one picture the page and packs more, up to six a page', () => {
    expect(solutionGrid(1, 'a4')).toMatchObject({ columns: 1, rows: 1 });
    expect(solutionGrid(2, 'a4')).toMatchObject({ columns: 1, rows: 2 });
    expect(solutionGrid(4, 'a4')).toMatchObject({ columns: 2, rows: 2 });
    const many = solutionGrid(40, 'letter');
    expect(many).toMatchObject({ columns: 2, rows: 3 });
    const area = printableArea('letter');
    expect(many.panel.width * 2).toBeLessThan(area.width);
    expect(many.panel.height * 3).toBeLessThan(area.height);
    expect(intoPages([1, 2, 3, 4, 5, 6, 7], 6)).toEqual([[1, 2, 3, 4, 5, 6], [7]]);
  });

  it('fits a picture under its caption, keeping its shape', () => {
    const size = pictureSize(80, 40, { width: 90, height: 80 });
    expect(size.width / size.height).toBeCloseTo(2, 6);
    expect(size.width).toBeLessThanOrEqual(90);
  });

  it('draws a picture as runs of one colour, leaving the background out', () => {
    const grid = decodeGrid('1102' + '0000' + '2221', 4, 3);
    expect(pictureRuns(grid.cells, 4, 3)).toEqual([
      { x: 0, y: 0, length: 2, color: 1 },
      { x: 3, y: 0, length: 1, color: 2 },
      { x: 0, y: 2, length: 3, color: 2 },
      { x: 3, y: 2, length: 1, color: 1 },
    ]);
  });
});
