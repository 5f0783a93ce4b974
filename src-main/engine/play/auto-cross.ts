/**
 * Crossing off, as the player may ask: cells the marks and the clue prove empty are crossed in
 * the same move as the fill that proves them, so one undo takes back both.
 * - A finished line: when a row's or column's filled cells make exactly its clue, every other
 *   cell of it must be empty (one more filled cell would lengthen a block or add one).
 * - The ends of a finished block: when the marks prove where a clue number's block sits and the
 *   player has painted all of it (the number is greyed, clue-feedback.ts), the cells just before
 *   and after it must be empty, unless the next block, of another colour, may touch it there.
 *
 * This follows from the marks alone, never from the solution: a line painted wrongly but in the
 * clue's shape is crossed off too, exactly as the player would have done by hand.
 *
 * A line whose clue is 0 is finished before anything is filled, but no fill ever touches it; so
 * the first fill on an empty board crosses off everything proved empty on the whole board, and
 * turning the option on does the same (`crossingNow`).
 */
import type { LineClue, Puzzle } from '../puzzle.ts';
import type { LineView } from './block-starts.ts';
import { provenBlocks } from './clue-feedback.ts';
import { lineMatchesClue } from './completion.ts';
import { moveFor, putMove } from './game.ts';
import { clueOf, linesTouched, lineView, type LineRef } from './lines.ts';
import { BLANK, CROSS, type Marks, type Move } from './types.ts';

/** The blank cells that the lines through `cells` prove empty: finished lines, finished blocks' ends. */
export function blanksToCross(puzzle: Puzzle, marks: Marks, cells: Iterable<number>): number[] {
  return provedEmpty(puzzle, marks, linesTouched(puzzle.width, cells));
}

/** The blank cells that any row or column proves empty. */
export function allBlanksToCross(puzzle: Puzzle, marks: Marks): number[] {
  const lines: LineRef[] = [];
  for (let index = 0; index < puzzle.height; index++) lines.push({ axis: 'row', index });
  for (let index = 0; index < puzzle.width; index++) lines.push({ axis: 'column', index });
  return provedEmpty(puzzle, marks, lines);
}

function provedEmpty(puzzle: Puzzle, marks: Marks, lines: readonly LineRef[]): number[] {
  const out = new Set<number>();
  for (const { axis, index } of lines) {
    const clue = clueOf(puzzle, axis, index);
    const line = lineView(puzzle, marks, axis, index);
    const positions = lineMatchesClue(clue, line) ? allPositions(line.length) : blockEnds(clue, line);
    for (const i of positions) {
      const cell = line.offset + i * line.stride;
      if (marks[cell] === BLANK) out.add(cell);
    }
  }
  return [...out].sort((a, b) => a - b);
}

function allPositions(length: number): number[] {
  return Array.from({ length }, (_, i) => i);
}

/**
 * Positions next to the blocks the marks prove finished that no block can cover. Only the
 * neighbouring clue number could: one of the same colour must keep a gap, and one of another
 * colour may touch only if some placement agreeing with the marks puts it right there.
 */
function blockEnds(clue: LineClue, line: LineView): number[] {
  const out: number[] = [];
  const proven = provenBlocks(clue, line);
  proven.starts.forEach((start, j) => {
    if (start < 0) return;
    const block = clue[j]!;
    const before = clue[j - 1];
    const after = clue[j + 1];
    const end = start + block.length;
    const beforeReaches =
      before !== undefined && before.color !== block.color && proven.last[j - 1]! + before.length === start;
    if (start > 0 && !beforeReaches) out.push(start - 1);
    const afterReaches = after !== undefined && after.color !== block.color && proven.first[j + 1] === end;
    if (end < line.length && !afterReaches) out.push(end);
  });
  return out;
}

/**
 * `move` (made on `before`) with the blanks it proves empty crossed as part of it; the first
 * fill on a board with nothing filled crosses what the whole board proves, the lines whose clue
 * is 0 among it. A move that does not fill anything, or proves nothing new, comes back unchanged.
 */
export function withProvedEmptyCrossed(puzzle: Puzzle, before: Marks, move: Move): Move {
  if (move.to === BLANK || move.to === CROSS || move.cells.length === 0) return move;
  const after = before.slice();
  putMove(after, move);
  const crossed = nothingFilled(before)
    ? allBlanksToCross(puzzle, after)
    : blanksToCross(puzzle, after, move.cells);
  return crossed.length === 0 ? move : { ...move, crossed };
}

/**
 * The move that crosses everything the marks already prove empty, for the moment the player
 * turns the option on; null when there is nothing to cross.
 */
export function crossingNow(puzzle: Puzzle, marks: Marks): Move | null {
  return moveFor(marks, allBlanksToCross(puzzle, marks), CROSS);
}

function nothingFilled(marks: Marks): boolean {
  for (const mark of marks) if (mark !== BLANK && mark !== CROSS) return false;
  return true;
}
