/**
 * The cells the editor's drawing tools touch: a straight line between two cells, a rectangle
 * (outline or filled), the region a fill spreads over, and the copies a mirror mode adds. Cells are
 * row-major indices into a grid of the given width, so a stroke is a plain list of numbers.
 */
import type { Grid } from '../puzzle.ts';

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Mirror modes while drawing: each painted cell is also painted at its mirror images. */
export type SymmetryMode = 'none' | 'left-right' | 'top-bottom' | 'both';

/**
 * The cells of a straight line from `from` to `to`, both ends included, with no gaps and no
 * corners doubled (Bresenham's walk: one step along the long axis per cell, a side step whenever
 * the error passes half a cell).
 */
export function linePoints(from: Point, to: Point): Point[] {
  const points: Point[] = [];
  const dx = Math.abs(to.x - from.x);
  const dy = -Math.abs(to.y - from.y);
  const stepX = from.x < to.x ? 1 : -1;
  const stepY = from.y < to.y ? 1 : -1;
  let error = dx + dy;
  let { x, y } = from;
  for (;;) {
    points.push({ x, y });
    if (x === to.x && y === to.y) return points;
    const doubled = 2 * error;
    if (doubled >= dy) {
      error += dy;
      x += stepX;
    }
    if (doubled <= dx) {
      error += dx;
      y += stepY;
    }
  }
}

/** The cells of the rectangle with corners `a` and `b` (any two opposite corners). */
export function rectanglePoints(a: Point, b: Point, filled: boolean): Point[] {
  const left = Math.min(a.x, b.x);
  const right = Math.max(a.x, b.x);
  const top = Math.min(a.y, b.y);
  const bottom = Math.max(a.y, b.y);
  const points: Point[] = [];
  for (let y = top; y <= bottom; y++) {
    for (let x = left; x <= right; x++) {
      const edge = y === top || y === bottom || x === left || x === right;
      if (filled || edge) points.push({ x, y });
    }
  }
  return points;
}

/**
 * The cells a fill started at `start` recolours: the start and every cell of the same colour
 * reachable from it through side neighbours (not corners, so a diagonal line of filled cells holds
 * the fill back, as it does in a nonogram's picture).
 */
export function floodRegion(grid: Grid, start: Point): number[] {
  const { width, height, cells } = grid;
  if (start.x < 0 || start.y < 0 || start.x >= width || start.y >= height) return [];
  const origin = start.y * width + start.x;
  const color = cells[origin]!;
  const seen = new Uint8Array(cells.length);
  const region: number[] = [];
  const stack = [origin];
  seen[origin] = 1;
  while (stack.length > 0) {
    const index = stack.pop()!;
    region.push(index);
    const x = index % width;
    const visit = (next: number): void => {
      if (seen[next] === 0 && cells[next] === color) {
        seen[next] = 1;
        stack.push(next);
      }
    };
    if (x > 0) visit(index - 1);
    if (x < width - 1) visit(index + 1);
    if (index >= width) visit(index - width);
    if (index < cells.length - width) visit(index + width);
  }
  return region;
}

/** The point and its mirror images under a symmetry mode, without repeats (a point on the axis). */
export function mirroredPoints(point: Point, width: number, height: number, mode: SymmetryMode): Point[] {
  const out: Point[] = [point];
  const add = (x: number, y: number): void => {
    if (!out.some((p) => p.x === x && p.y === y)) out.push({ x, y });
  };
  const mirrorX = width - 1 - point.x;
  const mirrorY = height - 1 - point.y;
  if (mode === 'left-right' || mode === 'both') add(mirrorX, point.y);
  if (mode === 'top-bottom' || mode === 'both') add(point.x, mirrorY);
  if (mode === 'both') add(mirrorX, mirrorY);
  return out;
}

/**
 * Row-major indices of the given points and all their mirror images, each once, leaving out any
 * point outside the grid.
 */
export function strokeCells(
  points: readonly Point[],
  width: number,
  height: number,
  mode: SymmetryMode,
): number[] {
  const seen = new Set<number>();
  for (const point of points) {
    for (const p of mirroredPoints(point, width, height, mode)) {
      if (p.x >= 0 && p.y >= 0 && p.x < width && p.y < height) seen.add(p.y * width + p.x);
    }
  }
  return [...seen];
}

/** The grid with the given cells painted `color` (a new grid; the input is left alone). */
export function paintCells(grid: Grid, cells: Iterable<number>, color: number): Grid {
  const next = grid.cells.slice();
  for (const index of cells) if (index >= 0 && index < next.length) next[index] = color;
  return { width: grid.width, height: grid.height, cells: next };
}
