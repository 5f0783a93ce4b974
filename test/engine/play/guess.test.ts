import { describe, expect, it } from 'vitest';
import {
  canRedo,
  newGame,
  paintCells,
  redo,
  undo,
  type GameState,
} from '../../../src-main/engine/play/game.ts';
import { FeedbackCache } from '../../../src-main/engine/play/feedback-cache.ts';
import {
  guessAfter,
  guessedCells,
  isGuessPoint,
  linesBrokenSince,
  marksAt,
  rewind,
} from '../../../src-main/engine/play/guess.ts';
import { CROSS } from '../../../src-main/engine/play/types.ts';
import { blackAndWhitePuzzle } from '../../../src-main/engine/puzzle.ts';
import { textOf } from './helpers.ts';

const puzzle = blackAndWhitePuzzle([[1], [1], [1]], [[1], [1], [1]]);

/** Two moves before the guess, then three in it (one of which repaints a cell the first made). */
function guessedGame(): { state: GameState; from: number } {
  let state = paintCells(newGame(puzzle), [0], 1);
  state = paintCells(state, [1, 2], CROSS);
  const from = state.position;
  state = paintCells(state, [4], 1);
  state = paintCells(state, [0, 3], CROSS);
  state = paintCells(state, [8], 1);
  return { state, from };
}

describe('guesses', () => {
  it('reads the marks as they were when the guess began', () => {
    const { state, from } = guessedGame();
    expect(textOf(state.marks, 3)).toBe('xxx/x#./..#');
    expect(textOf(marksAt(state, from), 3)).toBe('#xx/.../...');
    expect(textOf(marksAt(state, 0), 3)).toBe('.../.../...');
    expect(marksAt(state, state.position)).toEqual(state.marks);
  });

  it('names the cells the guess changed, including a cell it repainted', () => {
    const { state, from } = guessedGame();
    expect(guessedCells(state.marks, marksAt(state, from))).toEqual([0, 3, 4, 8]);
    expect(guessedCells(state.marks, state.marks)).toEqual([]);
  });

  it('takes a guess back in one step that redo can bring back move by move', () => {
    const { state, from } = guessedGame();
    const back = rewind(state, from);
    expect(back.position).toBe(from);
    expect(textOf(back.marks, 3)).toBe('#xx/.../...');
    expect(back.history).toBe(state.history);
    expect(textOf(state.marks, 3)).toBe('xxx/x#./..#');
    expect(canRedo(back)).toBe(true);
    expect(textOf(redo(redo(redo(back))).marks, 3)).toBe('xxx/x#./..#');
    expect(rewind(state, state.position)).toBe(state);
  });

  it('agrees with undoing the moves one at a time', () => {
    const { state, from } = guessedGame();
    let stepped = state;
    while (stepped.position > from) stepped = undo(stepped);
    expect(rewind(state, from).marks).toEqual(stepped.marks);
  });

  it('ends a guess once undo goes back past its start, and keeps it otherwise', () => {
    const { state, from } = guessedGame();
    expect(guessAfter(state, from)).toBe(from);
    expect(guessAfter(undo(undo(undo(state))), from)).toBe(from);
    expect(guessAfter(undo(undo(undo(undo(state)))), from)).toBeNull();
    expect(guessAfter(state, null)).toBeNull();
  });

  it('refuses a start that is not a point of the game', () => {
    const { state } = guessedGame();
    expect(isGuessPoint(state, state.position + 1)).toBe(false);
    expect(isGuessPoint(state, -1)).toBe(false);
    expect(isGuessPoint(state, 1.5)).toBe(false);
    expect(() => marksAt(state, state.position + 1)).toThrow('5 moves are in effect');
    expect(() => rewind(state, -1)).toThrow('cannot start at move -1');
  });

  it('blames a guess only for the lines it broke, not for those broken before it began', () => {
    // Row 0 is already broken (two filled cells for a clue of 1) when the guess begins.
    let state = paintCells(newGame(puzzle), [0, 1], 1);
    const feedback = new FeedbackCache(puzzle, state.marks);
    const before = feedback.contradictionFlags();
    expect(Array.from(before)).toEqual([1, 0, 0, 0, 0, 0]);
    expect(linesBrokenSince(before, before)).toBe(0);
    // The guess fills two cells of row 2: row 2 breaks, and column 0 (cells 0 and 6) too.
    state = paintCells(state, [6, 8], 1);
    feedback.update(state.marks, [6, 8]);
    expect(Array.from(feedback.contradictionFlags())).toEqual([1, 0, 1, 1, 0, 0]);
    expect(linesBrokenSince(feedback.contradictionFlags(), before)).toBe(2);
  });
});
