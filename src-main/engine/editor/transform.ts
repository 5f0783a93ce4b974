/**
 * Whole-picture edits of the puzzle editor: resize, shift, mirror, rotate, invert, and the remapping
 * a palette change needs. Each returns a new grid and leaves its input alone, so the editor can keep
 * the old one for undo.
 */
import type { Grid } from '../puzzle.ts';

/** Which way a picture is mirrored: 'left-right' swaps the left and right sides. */
export type MirrorAxis = 'left-right' | 'top-bottom';

/** Where the old picture sits in a resized one, per axis: 0 start, 0.5 centre, 1 end. */
export interface Anchor {
  readonly x: 0 | 0.5 | 1;
  readonly y: 0 | 0.5 | 1;
}

export const TOP_LEFT: Anchor = { x: 0, y: 0 };

export function sameGrid(a: Grid, b: Grid): boolean {
  if (a.width !== b.width || a.height !== b.height) return false;
  for (let i = 0; i < a.cells.length; i++) if (a.cells[i] !== b.cells[i]) return false;
  return true;
}

/**
 * A grid of the new size holding the old picture at the anchor; what no longer fits is cut off and
 * new cells are empty. Growing from 10 to 14 with a centre anchor adds two columns on each side.
 */
export function resizeGrid(grid: Grid, width: number, height: number, anchor: Anchor = TOP_LEFT): Grid {
  const cells = new Uint8Array(width * height);
  // Rounding towards zero keeps the offset of a grow and of the shrink that undoes it the same.
  const offsetX = Math.trunc((width - grid.width) * anchor.x);
  const offsetY = Math.trunc((height - grid.height) * anchor.y);
  for (let y = 0; y < grid.height; y++) {
    const toY = y + offsetY;
    if (toY < 0 || toY >= height) continue;
    for (let x = 0; x < grid.width; x++) {
      const toX = x + offsetX;
      if (toX < 0 || toX >= width) continue;
      cells[toY * width + toX] = grid.cells[y * grid.width + x]!;
    }
  }
  return { width, height, cells };
}

/**
 * The picture moved by (dx, dy) cells. With `wrap`, what leaves one side comes back on the other;
 * without, it is lost and the cells left behind are empty.
 */
export function shiftGrid(grid: Grid, dx: number, dy: number, wrap: boolean): Grid {
  const { width, height } = grid;
  const cells = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let toX = x + dx;
      let toY = y + dy;
      if (wrap) {
        toX = ((toX % width) + width) % width;
        toY = ((toY % height) + height) % height;
      } else if (toX < 0 || toX >= width || toY < 0 || toY >= height) {
        continue;
      }
      cells[toY * width + toX] = grid.cells[y * width + x]!;
    }
  }
  return { width, height, cells };
}

export function mirrorGrid(grid: Grid, axis: MirrorAxis): Grid {
  const { width, height } = grid;
  const cells = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const from = axis === 'left-right' ? y * width + (width - 1 - x) : (height - 1 - y) * width + x;
      cells[y * width + x] = grid.cells[from]!;
    }
  }
  return { width, height, cells };
}

/** A quarter turn; the width and height swap. */
export function rotateGrid(grid: Grid, direction: 'clockwise' | 'counterclockwise'): Grid {
  const { width, height } = grid;
  // The new grid is `height` wide and `width` high.
  const cells = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const toX = direction === 'clockwise' ? height - 1 - y : y;
      const toY = direction === 'clockwise' ? x : width - 1 - x;
      cells[toY * height + toX] = grid.cells[y * width + x]!;
    }
  }
  return { width: height, height: width, cells };
}

/**
 * Empty cells take `color` and cells of `color` become empty; other colours stay. On a
 * black-and-white picture with `color` 1 that is the usual negative.
 */
export function invertGrid(grid: Grid, color: number): Grid {
  const cells = grid.cells.map((cell) => (cell === 0 ? color : cell === color ? 0 : cell));
  return { width: grid.width, height: grid.height, cells };
}

/**
 * The grid after palette entry `removed` is deleted: its cells become empty and the colours above
 * it move down one index, so they keep their look.
 */
export function removeColorFromGrid(grid: Grid, removed: number): Grid {
  const cells = grid.cells.map((cell) => (cell === removed ? 0 : cell > removed ? cell - 1 : cell));
  return { width: grid.width, height: grid.height, cells };
}

/** How many cells hold each palette index, up to `colors` entries. */
export function colorCounts(grid: Grid, colors: number): number[] {
  const counts = new Array<number>(colors).fill(0);
  for (const cell of grid.cells) if (cell < colors) counts[cell]! += 1;
  return counts;
}
