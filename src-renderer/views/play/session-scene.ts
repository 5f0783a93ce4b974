/**
 * The board's view of a play session (board-draw.ts's BoardScene): the marks, the clue feedback,
 * the open guess and mistake mode, read from the session each time the board draws.
 */
import { isWrongMark } from '../../../src-main/engine/play/index.ts';
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

  done(axis: Axis, index: number): readonly boolean[] | null {
    return this.#session.feedback?.line(axis, index).done ?? null;
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
