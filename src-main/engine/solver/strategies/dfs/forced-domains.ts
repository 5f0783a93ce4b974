/**
 * What the backtracking strategy knows before its first guess: only what is trivially forced.
 * A cell may be empty or take a colour that both its row and its column use; a line whose clue
 * fills it exactly (no slack) has only one placement, so its cells are known.
 */
import { minimumLength, type LineClue, type Puzzle } from '../../../puzzle.ts';

const EMPTY_BIT = 1;

function colorBits(clue: LineClue): number {
  let bits = 0;
  for (const block of clue) bits |= 1 << block.color;
  return bits;
}

/** The only placement of a clue that fills its line, as one domain bit per cell. */
function tightLine(clue: LineClue, n: number): Uint32Array | null {
  if (minimumLength(clue) !== n) return null;
  const out = new Uint32Array(n).fill(EMPTY_BIT);
  let at = 0;
  for (let j = 0; j < clue.length; j++) {
    const block = clue[j]!;
    if (j > 0 && clue[j - 1]!.color === block.color) at++;
    out.fill(1 << block.color, at, at + block.length);
    at += block.length;
  }
  return out;
}

export function forcedDomains(puzzle: Puzzle): Uint32Array {
  const { width, height } = puzzle;
  const domains = new Uint32Array(width * height);
  const rowBits = puzzle.rows.map(colorBits);
  const columnBits = puzzle.columns.map(colorBits);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) domains[y * width + x] = EMPTY_BIT | (rowBits[y]! & columnBits[x]!);
  }
  puzzle.rows.forEach((clue, y) => {
    const line = tightLine(clue, width);
    if (line) line.forEach((bits, x) => (domains[y * width + x]! &= bits));
  });
  puzzle.columns.forEach((clue, x) => {
    const line = tightLine(clue, height);
    if (line) line.forEach((bits, y) => (domains[y * width + x]! &= bits));
  });
  return domains;
}
