/**
 * The symmetries of the square or rectangle (mirrors, half and quarter turns) that leave a
 * puzzle's clues as they are. Each is a map from every cell to its image.
 *
 * Why they matter: if the clues are the same under a symmetry g, then g carries every solution to
 * a solution. So a solution S with g(S) != S proves at once that the puzzle has several, and a
 * unique puzzle's solution must be symmetric itself. Designed pictures often are (knots,
 * mandalas, faces), and a search confined to symmetric pictures has a fraction of the freedom.
 *
 * Empty rows and columns along the edges are left out first, so a symmetric picture drawn off
 * centre in its frame still counts; their cells stay where they are.
 */
import type { LineClue, Puzzle } from '../puzzle.ts';

type Transform = (r: number, c: number, h: number, w: number) => readonly [number, number];

const RECTANGLE: readonly Transform[] = [
  (r, c, _h, w) => [r, w - 1 - c],
  (r, c, h) => [h - 1 - r, c],
  (r, c, h, w) => [h - 1 - r, w - 1 - c],
];

const SQUARE_ONLY: readonly Transform[] = [
  (r, c) => [c, r],
  (r, c, h, w) => [w - 1 - c, h - 1 - r],
  (r, c, h) => [c, h - 1 - r],
  (r, c, _h, w) => [w - 1 - c, r],
];

export function clueSymmetries(puzzle: Puzzle): Int32Array[] {
  const { width, height } = puzzle;
  let top = 0;
  let bottom = height - 1;
  let left = 0;
  let right = width - 1;
  while (top <= bottom && puzzle.rows[top]!.length === 0) top++;
  while (bottom >= top && puzzle.rows[bottom]!.length === 0) bottom--;
  while (left <= right && puzzle.columns[left]!.length === 0) left++;
  while (right >= left && puzzle.columns[right]!.length === 0) right--;
  if (top > bottom || left > right) return [];
  const h = bottom - top + 1;
  const w = right - left + 1;
  const transforms = h === w ? [...RECTANGLE, ...SQUARE_ONLY] : RECTANGLE;
  const found: Int32Array[] = [];
  for (const transform of transforms) {
    const map = new Int32Array(width * height);
    for (let cell = 0; cell < map.length; cell++) map[cell] = cell;
    for (let r = 0; r < h; r++) {
      for (let c = 0; c < w; c++) {
        const [r2, c2] = transform(r, c, h, w);
        map[(top + r) * width + left + c] = (top + r2) * width + left + c2;
      }
    }
    if (keepsClues(puzzle, map, { top, left, h, w })) found.push(map);
  }
  return found;
}

interface Core {
  readonly top: number;
  readonly left: number;
  readonly h: number;
  readonly w: number;
}

/**
 * Whether every line through the core has the clue of its image, read in the image's order.
 * (Lines outside the core are empty and stay put; a core line's clue is its core part's.)
 */
function keepsClues(puzzle: Puzzle, map: Int32Array, core: Core): boolean {
  const { width } = puzzle;
  const { top, left, h, w } = core;
  const rows = Array.from({ length: h }, (_, r) => ({
    clue: puzzle.rows[top + r]!,
    cells: Array.from({ length: w }, (_, c) => (top + r) * width + left + c),
  }));
  const columns = Array.from({ length: w }, (_, c) => ({
    clue: puzzle.columns[left + c]!,
    cells: Array.from({ length: h }, (_, r) => (top + r) * width + left + c),
  }));
  for (const { clue, cells } of [...rows, ...columns]) {
    const imageClue = clueAlong(
      puzzle,
      cells.map((cell) => map[cell]!),
    );
    if (!imageClue || !sameBlocks(clue, imageClue)) return false;
  }
  return true;
}

/** The clue of the line through `cells` in their order, or null when they are not one line. */
function clueAlong(puzzle: Puzzle, cells: readonly number[]): LineClue | null {
  const { width } = puzzle;
  const first = cells[0]!;
  const second = cells[1] ?? first;
  const row = Math.floor(first / width);
  const column = first % width;
  if (cells.every((cell) => Math.floor(cell / width) === row)) {
    const clue = puzzle.rows[row]!;
    return second >= first ? clue : [...clue].reverse();
  }
  if (cells.every((cell) => cell % width === column)) {
    const clue = puzzle.columns[column]!;
    return second >= first ? clue : [...clue].reverse();
  }
  return null;
}

function sameBlocks(a: LineClue, b: LineClue): boolean {
  return (
    a.length === b.length &&
    a.every((block, i) => block.length === b[i]!.length && block.color === b[i]!.color)
  );
}

/** The image of a grid of colours under a symmetry map. */
export function mapGrid(grid: Uint8Array, map: Int32Array): Uint8Array {
  const image = new Uint8Array(grid.length);
  for (let cell = 0; cell < grid.length; cell++) image[map[cell]!] = grid[cell]!;
  return image;
}
