/**
 * Guesses: a hard puzzle sometimes leaves a player nothing to do but try a cell and follow where
 * it leads. A guess is a point in the game's history (`from`, how many moves were in effect when
 * it began). The marks changed since then are the guess, shown apart from the rest; keeping it
 * makes them ordinary marks, and taking it back undoes every move made since, in one step.
 *
 * These helpers only read a game state and build new ones, like the rest of game.ts, so undo,
 * redo and storage need nothing new: a guess taken back is a run of undos, redoable as usual.
 */
import { type GameState, takeBackMove } from './game.ts';
import type { Marks } from './types.ts';

/** Whether `from` can start or continue a guess in this state. */
export function isGuessPoint(state: GameState, from: number): boolean {
  return Number.isInteger(from) && from >= 0 && from <= state.position;
}

/** The marks as they were when the first `from` moves were in effect. */
export function marksAt(state: GameState, from: number): Marks {
  checkPoint(state, from);
  const marks = state.marks.slice();
  for (let i = state.position - 1; i >= from; i--) {
    takeBackMove(marks, state.history[i]!);
  }
  return marks;
}

/** Undoes moves until only the first `from` are in effect; the undone ones stay for redo. */
export function rewind(state: GameState, from: number): GameState {
  if (from === state.position) return state;
  return { ...state, marks: marksAt(state, from), position: from };
}

/** The cells whose marks differ from `base` (the marks when the guess began). */
export function guessedCells(marks: Marks, base: Marks): number[] {
  const out: number[] = [];
  for (let i = 0; i < marks.length; i++) if (marks[i] !== base[i]) out.push(i);
  return out;
}

/**
 * Where a guess stands after the game moved on: it ends once undo goes back past its start (the
 * whole guess and more was taken back), and continues otherwise.
 */
export function guessAfter(state: GameState, from: number | null): number | null {
  return from !== null && isGuessPoint(state, from) ? from : null;
}

/**
 * How many lines contradict their clue now (`flags`, from FeedbackCache.contradictionFlags) that
 * did not when the guess began (`before`): those the guess broke, so it is wrong somewhere. A line
 * broken before the guess says nothing about it.
 */
export function linesBrokenSince(flags: Uint8Array, before: Uint8Array): number {
  let count = 0;
  flags.forEach((flag, i) => {
    if (flag === 1 && before[i] !== 1) count++;
  });
  return count;
}

function checkPoint(state: GameState, from: number): void {
  if (!isGuessPoint(state, from)) {
    throw new Error(`A guess cannot start at move ${from}: ${state.position} moves are in effect.`);
  }
}
