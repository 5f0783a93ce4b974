import { describe, expect, it } from 'vitest';
import {
  fillAt,
  strokeColor,
  strokeTo,
  type Stroke,
  type Tool,
} from '../../../src-main/engine/editor/tools.ts';
import type { Grid } from '../../../src-main/engine/puzzle.ts';
import type { SymmetryMode } from '../../../src-main/engine/editor/raster.ts';
import { gridOf, rowsOf } from './grids.ts';

const BLANK = gridOf(['.....', '.....', '.....', '.....']);

function stroke(
  tool: Tool,
  base: Grid,
  start: [number, number],
  color = 1,
  symmetry: SymmetryMode = 'none',
): Stroke {
  return { tool, symmetry, start: { x: start[0], y: start[1] }, base, color };
}

/** Runs a stroke through the given points as the editor does, move by move. */
function drag(s: Stroke, points: readonly [number, number][]): Grid {
  let last = s.start;
  let grid = strokeTo(s, s.base, last, last);
  for (const [x, y] of points) {
    grid = strokeTo(s, grid, last, { x, y });
    last = { x, y };
  }
  return grid;
}

describe('drawing tools', () => {
  it('leaves a gapless trail with the pencil, even when the pointer jumps', () => {
    const grid = drag(stroke('pencil', BLANK, [0, 0]), [
      [4, 0],
      [4, 3],
    ]);
    expect(rowsOf(grid)).toEqual(['#####', '....#', '....#', '....#']);
  });

  it('draws the line to where the pointer is now, not where it has been', () => {
    const grid = drag(stroke('line', BLANK, [0, 0]), [
      [4, 0],
      [4, 3],
      [0, 3],
    ]);
    expect(rowsOf(grid)).toEqual(['#....', '#....', '#....', '#....']);
  });

  it('draws rectangles outlined or filled, keeping a pointer outside the grid at the edge', () => {
    expect(rowsOf(drag(stroke('rectangle', BLANK, [1, 0]), [[9, 2]]))).toEqual([
      '.####',
      '.#..#',
      '.####',
      '.....',
    ]);
    expect(rowsOf(drag(stroke('filled-rectangle', BLANK, [3, 3]), [[-5, 2]]))).toEqual([
      '.....',
      '.....',
      '####.',
      '####.',
    ]);
  });

  it('paints the mirror images of every cell in a mirror mode', () => {
    const grid = drag(stroke('pencil', BLANK, [0, 0], 1, 'both'), [[1, 0]]);
    expect(rowsOf(grid)).toEqual(['##.##', '.....', '.....', '##.##']);
  });

  it('fills the region at the start and its mirror image', () => {
    const walls = gridOf(['..#..', '..#..', '..#..', '..#..']);
    expect(rowsOf(fillAt(walls, { x: 0, y: 0 }, 2, 'none'))).toEqual(['22#..', '22#..', '22#..', '22#..']);
    expect(rowsOf(fillAt(walls, { x: 0, y: 0 }, 2, 'left-right'))).toEqual([
      '22#22',
      '22#22',
      '22#22',
      '22#22',
    ]);
  });

  it('erases with a pencil started on a cell of the colour in hand, or with the erase button', () => {
    const grid = gridOf(['#2...']);
    expect(strokeColor('pencil', grid, { x: 0, y: 0 }, 1, false)).toBe(0);
    expect(strokeColor('pencil', grid, { x: 1, y: 0 }, 1, false)).toBe(1);
    expect(strokeColor('line', grid, { x: 0, y: 0 }, 1, false)).toBe(1);
    expect(strokeColor('fill', grid, { x: 2, y: 0 }, 2, true)).toBe(0);
  });
});
