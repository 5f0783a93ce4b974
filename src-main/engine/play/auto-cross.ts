/**
 * Crossing off finished lines, as the player may ask: when a fill leaves a row or column whose
 * filled cells make exactly its clue, every other cell of that line must be empty (one more
 * filled cell would lengthen a block or add one), so its blanks are crossed in the same move.
 *
 * This follows from the marks alone, never from the solution: a line painted wrongly but in the
 * clue's shape is crossed off too, exactly as the player would have done by hand.
 */
import type { Puzzle } from '../puzzle.ts';
import { lineMatchesClue } from './completion.ts';
import { putMove } from './game.ts';
import { clueOf, linesTouched, lineView } from './lines.ts';
import { BLANK, CROSS, type Marks, type Move } from './types.ts';

/** The blank cells of the lines through `cells` whose filled cells now make exactly their clue. */
export function finishedLineBlanks(puzzle: Puzzle, marks: Marks, cells: Iterable<number>): number[] {
  const out = new Set<number>();
  for (const { axis, index } of linesTouched(puzzle.width, cells)) {
    const line = lineView(puzzle, marks, axis, index);
    if (!lineMatchesClue(clueOf(puzzle, axis, index), line)) continue;
    for (let i = 0; i < line.length; i++) {
      const cell = line.offset + i * line.stride;
      if (marks[cell] === BLANK) out.add(cell);
    }
  }
  return [...out].sort((a, b) => a - b);
}

/**
 * `move` (made on `before`) with the blanks of the lines it finishes crossed as part of it. A move
 * that does not fill anything, or finishes no line with blanks left, comes back unchanged.
 */
export function withFinishedLinesCrossed(puzzle: Puzzle, before: Marks, move: Move): Move {
  if (move.to === BLANK || move.to === CROSS || move.cells.length === 0) return move;
  const after = before.slice();
  putMove(after, move);
  const crossed = finishedLineBlanks(puzzle, after, move.cells);
  return crossed.length === 0 ? move : { ...move, crossed };
}
