/**
 * A turn: the one place a move takes effect (Tatham's `execute_move`). The play screen applies a
 * move at once and the backend applies it again to the saved attempt; both call these functions,
 * so what a move crosses off, when it finishes the puzzle and when it counts as a mistake cannot
 * differ between the two.
 *
 * A turn is pure: the state in, the new state out with what the move implied. Storing it, the
 * clock, hints and guesses stay with the caller.
 */
import type { Grid, Puzzle } from '../puzzle.ts';
import { crossingNow, withProvedEmptyCrossed } from './auto-cross.ts';
import { isComplete } from './completion.ts';
import { applyMove, canRedo, redo, type GameState } from './game.ts';
import type { Move } from './types.ts';
import { wrongCellsOfMove } from './wrong-marks.ts';

/** What decides a turn besides the move: the player's options and what mistakes are judged by. */
export interface TurnRules {
  /** Cross off, in the same move, the cells a fill proves empty ("cross off finished lines and blocks"). */
  readonly autoCross: boolean;
  /** The unique solution when mistakes are counted (mistake mode on and a solution known), else null. */
  readonly solution: Grid | null;
}

/** An attempt that a turn leaves playable is in progress; one whose marks fit every clue is solved. */
export type TurnStatus = 'in-progress' | 'solved';

export interface Turn {
  /** The state after the move; the state given when the move changes nothing. */
  readonly game: GameState;
  /** The move as played: with the cells it crossed off (`crossed`) when the rules say so. */
  readonly move: Move;
  readonly status: TurnStatus;
  /** The move placed a mark the solution contradicts (only with a solution in the rules). */
  readonly mistake: boolean;
}

/**
 * Plays `made` on `game`. Throws when the move does not fit the marks (a cell out of range, or
 * what it says a cell held is not what it holds): the caller's grid is not this one.
 */
export function takeTurn(puzzle: Puzzle, game: GameState, made: Move, rules: TurnRules): Turn {
  // applyMove checks the move against the marks first, so a move that does not fit says so in its words.
  const plain = applyMove(game, made);
  const move = rules.autoCross ? withProvedEmptyCrossed(puzzle, game.marks, made) : made;
  const next = move === made ? plain : applyMove(game, move);
  return outcome(puzzle, game, next, move, rules);
}

/**
 * The turn that crosses off everything the marks already prove empty, as one move (the player
 * turned the option on); null when nothing is left to cross.
 */
export function crossProvedTurn(puzzle: Puzzle, game: GameState, rules: TurnRules): Turn | null {
  const move = crossingNow(puzzle, game.marks);
  if (move === null) return null;
  return outcome(puzzle, game, applyMove(game, move), move, rules);
}

/**
 * Redoes the next move; redoing the last move of a solution finishes the puzzle as surely as
 * making it. A redo is never a new mistake: it was counted when first made. Null when there is
 * nothing to redo.
 */
export function redoTurn(puzzle: Puzzle, game: GameState): Turn | null {
  if (!canRedo(game)) return null;
  const move = game.history[game.position]!;
  const next = redo(game);
  return { game: next, move, status: statusOf(puzzle, next), mistake: false };
}

function outcome(puzzle: Puzzle, before: GameState, after: GameState, move: Move, rules: TurnRules): Turn {
  if (after === before) return { game: before, move, status: statusOf(puzzle, before), mistake: false };
  const mistake = rules.solution !== null && wrongCellsOfMove(rules.solution, move).length > 0;
  return { game: after, move, status: statusOf(puzzle, after), mistake };
}

function statusOf(puzzle: Puzzle, game: GameState): TurnStatus {
  return isComplete(puzzle, game.marks) ? 'solved' : 'in-progress';
}
