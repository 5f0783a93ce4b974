import { describe, expect, it } from 'vitest';
import {
  floodRegion,
  linePoints,
  mirroredPoints,
  paintCells,
  rectanglePoints,
  strokeCells,
  type Point,
} from '../../../src-main/engine/editor/raster.ts';
import { gridOf, rowsOf } from './grids.ts';

const key = (points: readonly Point[]): string[] => points.map((p) => `${p.x},${p.y}`).sort();

describe('linePoints', () => {
  it('draws horizontal, vertical and diagonal lines cell by cell', () => {
    expect(linePoints({ x: 1, y: 2 }, { x: 4, y: 2 })).toEqual([
      { x: 1, y: 2 },
      { x: 2, y: 2 },
      { x: 3, y: 2 },
      { x: 4, y: 2 },
    ]);
    expect(linePoints({ x: 3, y: 3 }, { x: 3, y: 1 })).toHaveLength(3);
    expect(key(linePoints({ x: 0, y: 0 }, { x: 2, y: 2 }))).toEqual(['0,0', '1,1', '2,2']);
  });

  it('gives a single cell for a line of length zero', () => {
    expect(linePoints({ x: 5, y: 5 }, { x: 5, y: 5 })).toEqual([{ x: 5, y: 5 }]);
  });

  it('has one cell per step along the long axis and no gaps, whatever the slope', () => {
    const ends: [Point, Point][] = [
      [
        { x: 0, y: 0 },
        { x: 9, y: 3 },
      ],
      [
        { x: 9, y: 0 },
        { x: 2, y: 7 },
      ],
      [
        { x: 4, y: 9 },
        { x: 1, y: 0 },
      ],
      [
        { x: 0, y: 6 },
        { x: 11, y: 5 },
      ],
    ];
    for (const [from, to] of ends) {
      const points = linePoints(from, to);
      expect(points[0]).toEqual(from);
      expect(points.at(-1)).toEqual(to);
      expect(points).toHaveLength(Math.max(Math.abs(to.x - from.x), Math.abs(to.y - from.y)) + 1);
      for (let i = 1; i < points.length; i++) {
        expect(Math.abs(points[i]!.x - points[i - 1]!.x)).toBeLessThanOrEqual(1);
        expect(Math.abs(points[i]!.y - points[i - 1]!.y)).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe('rectanglePoints', () => {
  it('gives the outline or the whole area, from any two opposite corners', () => {
    expect(rectanglePoints({ x: 3, y: 2 }, { x: 0, y: 0 }, false)).toHaveLength(10);
    expect(rectanglePoints({ x: 0, y: 0 }, { x: 3, y: 2 }, true)).toHaveLength(12);
    expect(key(rectanglePoints({ x: 1, y: 1 }, { x: 1, y: 2 }, false))).toEqual(['1,1', '1,2']);
  });
});

describe('floodRegion', () => {
  const picture = gridOf(['..#..', '.#...', '#..##', '...#.']);

  it('spreads over side neighbours of the same colour only', () => {
    const region = floodRegion(picture, { x: 0, y: 0 });
    expect(region.sort((a, b) => a - b)).toEqual([0, 1, 5]);
  });

  it('fills the larger empty region around the shapes', () => {
    const filled = paintCells(picture, floodRegion(picture, { x: 4, y: 0 }), 2);
    expect(rowsOf(filled)).toEqual(['..#22', '.#222', '#22##', '222#.']);
  });

  it('selects a filled shape when started on it', () => {
    expect(floodRegion(picture, { x: 3, y: 2 }).sort((a, b) => a - b)).toEqual([13, 14, 18]);
  });

  it('gives nothing for a start outside the grid', () => {
    expect(floodRegion(picture, { x: 5, y: 0 })).toEqual([]);
  });
});

describe('mirror modes', () => {
  it('adds the images across the vertical, the horizontal or both axes', () => {
    const point = { x: 1, y: 0 };
    expect(key(mirroredPoints(point, 5, 4, 'none'))).toEqual(['1,0']);
    expect(key(mirroredPoints(point, 5, 4, 'left-right'))).toEqual(['1,0', '3,0']);
    expect(key(mirroredPoints(point, 5, 4, 'top-bottom'))).toEqual(['1,0', '1,3']);
    expect(key(mirroredPoints(point, 5, 4, 'both'))).toEqual(['1,0', '1,3', '3,0', '3,3']);
  });

  it('does not repeat a point that lies on the axis', () => {
    expect(mirroredPoints({ x: 2, y: 1 }, 5, 4, 'left-right')).toHaveLength(1);
  });

  it('turns a stroke into cell indices, each once, inside the grid', () => {
    const cells = strokeCells(
      [
        { x: 0, y: 0 },
        { x: 4, y: 0 },
        { x: 9, y: 9 },
      ],
      5,
      2,
      'left-right',
    );
    expect(cells.sort((a, b) => a - b)).toEqual([0, 4]);
  });
});
