/**
 * The editor's drawing tools as functions of a stroke: where it started, where the pointer was
 * last and where it is now. The pencil keeps what it drew and adds the cells from the last point
 * to the new one (a fast pointer leaves no gaps); a line or rectangle is drawn afresh on the
 * picture as it was when the stroke began, so it follows the pointer like a rubber band; fill
 * recolours a region at once. A mirror mode paints the mirror images too.
 */
import type { Grid } from '../puzzle.ts';
import {
  floodRegion,
  linePoints,
  paintCells,
  rectanglePoints,
  strokeCells,
  type Point,
  type SymmetryMode,
} from './raster.ts';

export type Tool = 'pencil' | 'line' | 'rectangle' | 'filled-rectangle' | 'fill';

export interface Stroke {
  readonly tool: Tool;
  readonly symmetry: SymmetryMode;
  readonly start: Point;
  /** The picture when the stroke began. */
  readonly base: Grid;
  /** The palette index the stroke paints (0 empties cells). */
  readonly color: number;
}

/**
 * The colour a stroke started at `point` paints: the colour in hand, or empty for the eraser
 * button, or, for a pencil started on a cell that already has the colour in hand, empty, so one
 * button both draws and erases as in most nonogram editors.
 */
export function strokeColor(tool: Tool, grid: Grid, point: Point, color: number, erase: boolean): number {
  if (erase) return 0;
  if (tool === 'pencil' && grid.cells[point.y * grid.width + point.x] === color) return 0;
  return color;
}

/** The picture once the stroke has gone from `last` to `to`; `current` is the picture so far. */
export function strokeTo(stroke: Stroke, current: Grid, last: Point, to: Point): Grid {
  const { width, height } = stroke.base;
  const clamp = (p: Point): Point => ({
    x: Math.max(0, Math.min(width - 1, p.x)),
    y: Math.max(0, Math.min(height - 1, p.y)),
  });
  switch (stroke.tool) {
    case 'pencil':
      return paint(stroke, current, linePoints(last, to));
    case 'line':
      return paint(stroke, stroke.base, linePoints(stroke.start, clamp(to)));
    case 'rectangle':
    case 'filled-rectangle':
      return paint(
        stroke,
        stroke.base,
        rectanglePoints(stroke.start, clamp(to), stroke.tool === 'filled-rectangle'),
      );
    case 'fill':
      return fillAt(stroke.base, stroke.start, stroke.color, stroke.symmetry);
  }
}

/** The regions under `point` and its mirror images recoloured (each region once or more, same result). */
export function fillAt(grid: Grid, point: Point, color: number, symmetry: SymmetryMode): Grid {
  const cells = strokeCells([point], grid.width, grid.height, symmetry).flatMap((index) =>
    floodRegion(grid, { x: index % grid.width, y: Math.floor(index / grid.width) }),
  );
  return paintCells(grid, cells, color);
}

function paint(stroke: Stroke, on: Grid, points: readonly Point[]): Grid {
  return paintCells(on, strokeCells(points, on.width, on.height, stroke.symmetry), stroke.color);
}
