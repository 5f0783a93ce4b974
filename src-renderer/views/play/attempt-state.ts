/**
 * What the play screen makes of what the library sends: the game an attempt resumes at, the
 * solution mistake mode compares with, and when a shown hint has been followed.
 */
import type { PuzzleDetail } from '../../../src-main/contract/dto.ts';
import type { Hint, PlayAttempt } from '../../../src-main/contract/play-dto.ts';
import { decodeGrid } from '../../../src-main/engine/grid-codec.ts';
import { CROSS, decodeMarks, newGame, replay, type GameState } from '../../../src-main/engine/play/index.ts';
import type { Grid, Puzzle } from '../../../src-main/engine/puzzle.ts';

/** The state an attempt resumes at: its moves replayed (so undo reaches back), or its saved marks. */
export function gameOf(puzzle: Puzzle, attempt: PlayAttempt): GameState {
  const cells = puzzle.width * puzzle.height;
  const marks = attempt.marks.length === cells ? decodeMarks(attempt.marks, cells) : undefined;
  if (attempt.status === 'revealed') return newGame(puzzle, marks);
  try {
    return replay(puzzle, attempt.moves, attempt.position);
  } catch {
    return newGame(puzzle, marks);
  }
}

/** The unique solution the library holds, if it holds one that can be read. */
export function solutionOf(
  detail: Pick<PuzzleDetail, 'verdict' | 'solution' | 'width' | 'height'>,
): Grid | null {
  if (detail.verdict !== 'unique' || detail.solution === null) return null;
  try {
    return decodeGrid(detail.solution, detail.width, detail.height);
  } catch {
    return null;
  }
}

/** A step hint is done once the player has marked every cell it settles (an empty cell crossed). */
export function hintDone(hint: Hint, game: GameState): boolean {
  if (hint.kind !== 'step') return false;
  return hint.cells.every(({ cell, value }) => {
    const mark = game.marks[cell];
    return value === 0 ? mark === CROSS : mark === value;
  });
}
