import { describe, expect, it } from 'vitest';
import { boxedLayout } from '../../../src-main/engine/photo/boxed-layout.ts';
import { darknessMap } from '../../../src-main/engine/photo/darkness.ts';
import { applyHomography, fromCorners } from '../../../src-main/engine/photo/homography.ts';
import type { GrayImage, Point } from '../../../src-main/engine/photo/raster.ts';
import { findGrid } from '../../../src-main/engine/photo/read-page.ts';
import { grownTable } from '../../../src-main/engine/photo/ruled-table.ts';
import { drawGrid, type GridDrawing } from './synthetic-page.ts';

/**
 * A magazine's table: 3 columns of clue boxes before a 10 x 10 grid and 2 rows of them above it,
 * all one lattice, a little turned. Each number is a block set against the grid's side of its box.
 */
const CLUE_COLUMNS = 3;
const CLUE_ROWS = 2;
const GRID = 10;
const corners: [Point, Point, Point, Point] = [
  { x: 60, y: 50 },
  { x: 560, y: 70 },
  { x: 545, y: 555 },
  { x: 45, y: 540 },
];

type Mark = NonNullable<GridDrawing['marks']>[number];

/** A number's stand-in in the box at table cell (column, row): a stroke like a 1, flush right. */
function number(column: number, row: number): Mark {
  return { x: column + 0.6, y: row + 0.22, w: 0.12, h: 0.56 };
}

function clueMarks(): Mark[] {
  const marks: Mark[] = [];
  for (let r = 0; r < GRID; r++) {
    // Every row has a number next to the grid; some have more.
    marks.push(number(CLUE_COLUMNS - 1, CLUE_ROWS + r));
    if (r % 3 === 0) marks.push(number(CLUE_COLUMNS - 2, CLUE_ROWS + r));
  }
  for (let c = 0; c < GRID; c++) {
    marks.push(number(CLUE_COLUMNS + c, CLUE_ROWS - 1));
    if (c % 2 === 0) marks.push(number(CLUE_COLUMNS + c, CLUE_ROWS - 2));
  }
  return marks;
}

function table(extra: Mark[] = []): GridDrawing {
  return {
    width: 620,
    height: 620,
    columns: CLUE_COLUMNS + GRID,
    rows: CLUE_ROWS + GRID,
    corners,
    thin: 0.06,
    thick: 0.14,
    noise: 20,
    marks: [...clueMarks(), ...extra],
  };
}

function layoutOf(image: GrayImage): NonNullable<ReturnType<typeof boxedLayout>> {
  const darkness = darknessMap(image);
  const found = grownTable(findGrid(darkness), darkness);
  const layout = boxedLayout(found.map, image);
  if (!layout) throw new Error('no boxed layout found');
  return layout;
}

/** Where the drawing puts a table position (cells from the table's top left). */
function truthAt(drawing: GridDrawing, column: number, row: number): Point {
  const unit = fromCorners(drawing.corners);
  if (!unit) throw new Error('bad corners');
  return applyHomography(unit, column / drawing.columns, row / drawing.rows);
}

function expectGridAt(drawing: GridDrawing, layout: ReturnType<typeof layoutOf>): void {
  const found = layout.grid.corners();
  const truth = [
    truthAt(drawing, CLUE_COLUMNS, CLUE_ROWS),
    truthAt(drawing, CLUE_COLUMNS + GRID, CLUE_ROWS),
    truthAt(drawing, CLUE_COLUMNS + GRID, CLUE_ROWS + GRID),
    truthAt(drawing, CLUE_COLUMNS, CLUE_ROWS + GRID),
  ];
  // Within a seventh of a cell: what reading the clue boxes needs.
  const cell = Math.hypot(truth[1]!.x - truth[0]!.x, truth[1]!.y - truth[0]!.y) / GRID;
  found.forEach((p, i) => expect(Math.hypot(p.x - truth[i]!.x, p.y - truth[i]!.y)).toBeLessThan(cell / 7));
}

describe('the grid inside a table of boxed clues', () => {
  it('tells the grid from the clue boxes that continue its lattice, and counts the boxes', () => {
    const drawing = table();
    const layout = layoutOf(drawGrid(drawing));
    expect([layout.grid.columns, layout.grid.rows]).toEqual([GRID, GRID]);
    expect([layout.clueColumns, layout.clueRows]).toEqual([CLUE_COLUMNS, CLUE_ROWS]);
    expectGridAt(drawing, layout);
  });

  it('leaves a picture box in the corner out of both the grid and the clues', () => {
    const picture: Mark = { x: 0.1, y: 0.1, w: CLUE_COLUMNS - 0.2, h: CLUE_ROWS - 0.2 };
    const drawing = table([picture]);
    const layout = layoutOf(drawGrid(drawing));
    expect([layout.grid.columns, layout.grid.rows, layout.clueColumns, layout.clueRows]).toEqual([
      GRID,
      GRID,
      CLUE_COLUMNS,
      CLUE_ROWS,
    ]);
    expectGridAt(drawing, layout);
  });

  it('keeps the grid whole when its first rows and columns have filled cells (an answer printed in it)', () => {
    const filled: Mark[] = [];
    for (let k = 0; k < 4; k++) filled.push({ x: CLUE_COLUMNS + k, y: CLUE_ROWS, w: 1, h: 1 });
    const drawing = table(filled);
    const layout = layoutOf(drawGrid(drawing));
    expect([layout.grid.columns, layout.grid.rows]).toEqual([GRID, GRID]);
    expectGridAt(drawing, layout);
  });

  it('finds no boxed layout in a grid whose clues are not boxed', () => {
    const plain: GridDrawing = { ...table(), columns: GRID, rows: GRID, marks: [] };
    const image = drawGrid(plain);
    const darkness = darknessMap(image);
    const found = grownTable(findGrid(darkness), darkness);
    expect([found.map.columns, found.map.rows]).toEqual([GRID, GRID]);
    expect(boxedLayout(found.map, image)).toBeNull();
  });
});
