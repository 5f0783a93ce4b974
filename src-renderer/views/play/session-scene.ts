/**
 * The board's view of a play session (board-draw.ts's BoardScene): the marks, the clue feedback,
 * the numbers struck out, the open guess and mistake mode, read from the session each time the board draws.
 */
import { isWrongMark, struckInLine } from '../../../src-main/engine/play/index.ts';
import type { Axis, BoardScene } from './board-draw.ts';
import type { PlaySession } from './play-session.svelte.ts';

/** The board's view of a session: what each cell and clue shows now. */
export class SessionScene implements BoardScene {
  readonly #session: PlaySession;

  constructor(session: PlaySession) {
    this.#session = session;
  }

  get clues(): BoardScene['clues'] {
    return this.#session.puzzle ?? { rows: [], columns: [] };
  }

  get palette(): BoardScene['palette'] {
    return this.#session.puzzle?.palette ?? [];
  }

  get finished(): boolean {
    return this.#session.finished;
  }

  mark(cell: number): number {
    return this.#session.game?.marks[cell] ?? 0;
  }

  /** Numbers the marks prove satisfied, and those the player struck out, look alike: dealt with. */
  done(axis: Axis, index: number): readonly boolean[] | null {
    const proven = this.#session.feedback?.line(axis, index).done ?? null;
    const clue = (axis === 'row' ? this.clues.rows : this.clues.columns)[index];
    const struck = clue ? struckInLine(this.#session.struck, axis, index, clue.length) : null;
    if (!struck) return proven;
    return proven ? struck.map((hit, i) => hit || proven[i] === true) : struck;
  }

  contradiction(axis: Axis, index: number): boolean {
    const { options, feedback } = this.#session;
    return options.flagContradictions && (feedback?.line(axis, index).contradiction ?? false);
  }

  guessed(cell: number, mark: number): boolean {
    return !this.#session.finished && this.#session.guess.holds(cell, mark);
  }

  wrong(cell: number): boolean {
    const { solution, game, options } = this.#session;
    if (!options.mistakeMode || !solution || !game) return false;
    return isWrongMark(game.marks[cell] ?? 0, solution.cells[cell] ?? 0);
  }
}
