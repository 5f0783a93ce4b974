/**
 * Crossing off finished lines, as the player may ask: when a fill leaves a row or column whose
 * filled cells make exactly its clue, every other cell of that line must be empty (one more
 * filled cell would lengthen a block or add one), so its blanks are crossed in the same move.
 *
 * This follows from the marks alone, never from the solution: a line painted wrongly but in the
 * clue's shape is crossed off too, exactly as the player would have done by hand.
 *
 * A line whose clue is 0 is finished before anything is filled, but no fill ever touches it; so
 * the first fill on an empty board crosses off every finished line, those included, and turning
 * the option on crosses off the lines already finished (`finishedLinesCrossing`).
 */
import type { Puzzle } from '../puzzle.ts';
import { lineMatchesClue } from './completion.ts';
import { moveFor, putMove } from './game.ts';
import { clueOf, linesTouched, lineView, type LineRef } from './lines.ts';
import { BLANK, CROSS, type Marks, type Move } from './types.ts';

/** The blank cells of the lines through `cells` whose filled cells now make exactly their clue. */
export function finishedLineBlanks(puzzle: Puzzle, marks: Marks, cells: Iterable<number>): number[] {
  return blanksOfFinished(puzzle, marks, linesTouched(puzzle.width, cells));
}

/** The blank cells of every row and column whose filled cells make exactly its clue. */
export function allFinishedLineBlanks(puzzle: Puzzle, marks: Marks): number[] {
  const lines: LineRef[] = [];
  for (let index = 0; index < puzzle.height; index++) lines.push({ axis: 'row', index });
  for (let index = 0; index < puzzle.width; index++) lines.push({ axis: 'column', index });
  return blanksOfFinished(puzzle, marks, lines);
}

function blanksOfFinished(puzzle: Puzzle, marks: Marks, lines: readonly LineRef[]): number[] {
  const out = new Set<number>();
  for (const { axis, index } of lines) {
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
 * `move` (made on `before`) with the blanks of the lines it finishes crossed as part of it; the
 * first fill on a board with nothing filled also crosses off the lines whose clue is 0. A move
 * that does not fill anything, or finishes no line with blanks left, comes back unchanged.
 */
export function withFinishedLinesCrossed(puzzle: Puzzle, before: Marks, move: Move): Move {
  if (move.to === BLANK || move.to === CROSS || move.cells.length === 0) return move;
  const after = before.slice();
  putMove(after, move);
  const crossed = nothingFilled(before)
    ? allFinishedLineBlanks(puzzle, after)
    : finishedLineBlanks(puzzle, after, move.cells);
  return crossed.length === 0 ? move : { ...move, crossed };
}

/**
 * The move that crosses off every line already finished, for the moment the player turns the
 * option on; null when there is nothing to cross.
 */
export function finishedLinesCrossing(puzzle: Puzzle, marks: Marks): Move | null {
  return moveFor(marks, allFinishedLineBlanks(puzzle, marks), CROSS);
}

function nothingFilled(marks: Marks): boolean {
  for (const mark of marks) if (mark !== BLANK && mark !== CROSS) return false;
  return true;
}
