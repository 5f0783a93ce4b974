/**
 * The open guess on the play screen (engine/play/guess.ts): where in the moves it began, the
 * marks then, and which lines already contradicted their clue then, so that only the lines the
 * guess broke are blamed on it. The play session owns one and decides when it begins and ends.
 */
import {
  FeedbackCache,
  guessedCells,
  isGuessPoint,
  linesBrokenSince,
  marksAt,
  type GameState,
  type Marks,
} from '../../../src-main/engine/play/index.ts';
import type { Puzzle } from '../../../src-main/engine/puzzle.ts';

export class OpenGuess {
  /** How many moves were in effect when the guess began, or null when none is open. */
  from = $state<number | null>(null);
  /** The marks when it began. */
  base = $state.raw<Marks | null>(null);
  #brokenBefore: Uint8Array = new Uint8Array(0);

  /** Begins a guess at the game's moves now; `feedback` says which lines are broken already. */
  begin(game: GameState, feedback: FeedbackCache | null): void {
    this.#brokenBefore = feedback?.contradictionFlags() ?? new Uint8Array(0);
    this.from = game.position;
    this.base = game.marks;
  }

  /** Takes up a stored guess, or none when its start is not a point of the game. */
  restore(puzzle: Puzzle, game: GameState, from: number | null): void {
    if (from === null || !isGuessPoint(game, from)) {
      this.end();
      return;
    }
    const base = marksAt(game, from);
    this.#brokenBefore = new FeedbackCache(puzzle, base).contradictionFlags();
    this.from = from;
    this.base = base;
  }

  end(): void {
    this.from = null;
    this.base = null;
  }

  /** Whether `mark`, shown in `cell`, belongs to the guess. */
  holds(cell: number, mark: number): boolean {
    return this.base !== null && mark !== this.base[cell];
  }

  /** The cells the guess has marked (a cell it cleared shows nothing, so is not counted). */
  marked(marks: Marks): number {
    if (this.base === null) return 0;
    return guessedCells(marks, this.base).filter((cell) => marks[cell] !== 0).length;
  }

  /** Lines the guess broke: they fitted their clue when it began and cannot now. */
  broken(feedback: FeedbackCache): number {
    return this.base === null ? 0 : linesBrokenSince(feedback.contradictionFlags(), this.#brokenBefore);
  }
}
