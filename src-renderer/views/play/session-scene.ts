/**
 * The board's view of a play session (board-draw.ts's BoardScene): the marks, the clue feedback,
 * the numbers struck out, the open guess and mistake mode, read from the session each time the board draws.
 */
import type { PlayOptions } from '../../../src-main/contract/play-dto.ts';
import {
  CROSS,
  isWrongMark,
  struckInLine,
  type FeedbackCache,
  type GameState,
} from '../../../src-main/engine/play/index.ts';
import type { Grid, Puzzle } from '../../../src-main/engine/puzzle.ts';
import type { Axis, BoardScene } from './board-draw.ts';

/** What the scene reads of a play session (play-session.svelte.ts), each time the board draws. */
export interface SceneSource {
  readonly puzzle: Puzzle | null;
  readonly finished: boolean;
  readonly game: GameState | null;
  readonly feedback: FeedbackCache | null;
  readonly struck: ReadonlySet<string>;
  readonly options: PlayOptions;
  readonly solution: Grid | null;
  readonly guess: { holds(cell: number, mark: number): boolean };
}

/** The board's view of a session: what each cell and clue shows now. */
export class SessionScene implements BoardScene {
  readonly #session: SceneSource;

  constructor(session: SceneSource) {
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

/**
 * A scene with the run being painted shown over it: `to` in the cells of `preview` (no mistake
 * flagged there until the run is made), the scene itself everywhere else. Both are read afresh at
 * each draw.
 */
export function withPreview(
  scene: () => BoardScene,
  preview: () => { to: number; cells: ReadonlySet<number> } | null,
): BoardScene {
  const previewed = (index: number): number | null => {
    const run = preview();
    return run !== null && run.cells.has(index) ? run.to : null;
  };
  return {
    get clues() {
      return scene().clues;
    },
    get palette() {
      return scene().palette;
    },
    get finished() {
      return scene().finished;
    },
    mark: (index) => previewed(index) ?? scene().mark(index),
    done: (axis, index) => scene().done(axis, index),
    contradiction: (axis, index) => scene().contradiction(axis, index),
    guessed: (index, mark) => scene().guessed(index, mark),
    wrong: (index) => previewed(index) === null && scene().wrong(index),
  };
}

/** What a screen reader hears when the keyboard cursor reaches a cell. */
export function describeCell(scene: BoardScene, index: number, x: number, y: number): string {
  const mark = scene.mark(index);
  const colour = scene.palette.length > 2 ? ` with ${scene.palette[mark]?.name ?? 'colour'}` : '';
  const what = mark === 0 ? 'blank' : mark === CROSS ? 'crossed' : `filled${colour}`;
  const guessed = mark !== 0 && scene.guessed(index, mark) ? ' (guess)' : '';
  return `Row ${y + 1}, column ${x + 1}: ${what}${guessed}`;
}
