/**
 * The attempts being played, held in memory as the engine's game state so that a move costs one
 * small write: the screen sends only the move, and the state after it (which the library stores
 * with the move, for the thumbnails and for a resume) is worked out here. A move that does not
 * fit the state (its `from` disagrees with the marks) is refused, so a second window playing the
 * same attempt cannot silently corrupt it.
 *
 * An attempt is loaded from the library the first time a call names it (after a restart of the
 * app, say) by replaying its stored moves. A few attempts are kept; the least recently used goes.
 *
 * The picture (grid and marks, 10 KB each on a 100x100 grid) is stored with a move at most every
 * couple of seconds, and always when the status changes or the time is saved: the moves say the
 * same, a resume replays them, and writing 20 KB per click would grow the database's log by
 * megabytes a minute. A save without it marks the stored picture stale; pictures held in memory
 * are stored when the backend closes, and after a crash the next start replays the few attempts
 * left stale (`storeStalePictures`), so the library's thumbnails never stay behind.
 *
 * Memory never runs ahead of the library: a change is made to the state and written inside
 * `changeAndStore`, which puts the state back as it was when the write fails (a full disk), so the
 * next call meets the state the library holds.
 *
 * A damaged move record costs only itself and what follows it: the moves before it are replayed,
 * the rest are removed from the library, and the next `play.open` says so.
 */
import type { PlayStatus } from '../contract/dto.ts';
import type { PlayAttempt } from '../contract/play-dto.ts';
import { decodeGrid, encodeGrid } from '../engine/grid-codec.ts';
import { newGame, replayWhatFits, type GameState } from '../engine/play/game.ts';
import { guessAfter } from '../engine/play/guess.ts';
import { marksToGrid } from '../engine/play/completion.ts';
import { decodeStruck, encodeStruck } from '../engine/play/struck-clues.ts';
import { BLANK, decodeMarks, encodeMarks, type Marks } from '../engine/play/types.ts';
import type { Grid, Puzzle } from '../engine/puzzle.ts';
import {
  attemptsWithStalePicture,
  getAttempt,
  saveProgress,
  type Attempt,
  type AttemptProgress,
  type AttemptState,
} from '../library/attempts.ts';
import { keepFirstMoves } from '../library/moves.ts';
import { isPlayable, readableMoves } from '../library/play-store.ts';
import { getPuzzle, getStoredSolution, isLivePuzzle } from '../library/puzzles.ts';
import type { Db } from '../library/sql.ts';
import { notFound } from './api-errors.ts';

export interface PlayState {
  readonly attemptId: number;
  readonly puzzleId: number;
  readonly puzzle: Puzzle;
  game: GameState;
  status: PlayStatus;
  elapsedMs: number;
  hints: number;
  mistakes: number;
  startedAt: string;
  finishedAt: string | null;
  /** Where the open guess began, or null (engine/play/guess.ts). */
  guessFrom: number | null;
  /** The clue numbers struck out (engine/play/struck-clues.ts's keys). */
  struck: Set<string>;
  /** When the picture was last stored (Date.now()), and whether moves since have changed it. */
  pictureSavedAt: number;
  pictureStale: boolean;
  /** What loading found and the player should hear (damaged moves left out), until it is said once. */
  notice: string | null;
}

const KEPT = 8;
/** The picture is stored with a move at most this often. */
export const PICTURE_INTERVAL_MS = 2000;

export class PlaySessions {
  readonly #db: Db;
  readonly #states = new Map<number, PlayState>();

  constructor(db: Db) {
    this.#db = db;
  }

  /** The attempt's state, loaded from the library if it is not held yet. */
  get(attemptId: number): PlayState {
    const held = this.#states.get(attemptId);
    // A puzzle deleted while its attempt was held: its moves are refused, as play.open refuses it.
    if (held && !isLivePuzzle(this.#db, held.puzzleId)) {
      this.#drop(attemptId);
      notFound('That attempt or its puzzle');
    }
    if (held) {
      // Map order is insertion order: re-inserting marks it as the most recently used.
      this.#states.delete(attemptId);
      this.#states.set(attemptId, held);
      return held;
    }
    return this.load(attemptId);
  }

  /** Reads the attempt from the library afresh (opening a puzzle does, in case another window played it). */
  load(attemptId: number): PlayState {
    const attempt = getAttempt(this.#db, attemptId) ?? notFound('That attempt or its puzzle');
    const puzzle = getPuzzle(this.#db, attempt.puzzleId) ?? notFound('That attempt or its puzzle');
    const { game, dropped } = gameOf(this.#db, puzzle, attempt);
    const state: PlayState = {
      attemptId,
      puzzleId: attempt.puzzleId,
      puzzle,
      game,
      status: attempt.status,
      elapsedMs: attempt.elapsedMs,
      hints: attempt.hints,
      mistakes: attempt.mistakes,
      startedAt: attempt.startedAt,
      finishedAt: attempt.finishedAt,
      // A guess whose start the moves no longer reach (they could not be replayed) is dropped.
      guessFrom: isPlayable(attempt.status) ? guessAfter(game, attempt.guessFrom) : null,
      struck: decodeStruck(attempt.struckClues, puzzle),
      pictureSavedAt: Date.now(),
      pictureStale: false,
      notice: dropped,
    };
    if (dropped !== null) {
      // The library keeps what was replayed, so the next move continues from there.
      keepFirstMoves(this.#db, attemptId, game.history.length, game.position, progressOf(state));
    }
    this.#drop(attemptId);
    this.#states.set(attemptId, state);
    while (this.#states.size > KEPT) {
      const oldest = this.#states.keys().next().value;
      if (oldest === undefined) break;
      this.#drop(oldest);
    }
    return state;
  }

  /**
   * Brings pictures the app did not get to store (it was killed) up to date with their moves, by
   * replaying those attempts; called at start, when there are a few at most.
   */
  storeStalePictures(): void {
    for (const attemptId of attemptsWithStalePicture(this.#db)) {
      try {
        const state = this.load(attemptId);
        saveProgress(this.#db, attemptId, progressOf(state));
        this.#states.delete(attemptId);
      } catch (error) {
        console.warn(`The picture of attempt ${attemptId} could not be brought up to date:`, error);
      }
    }
  }

  /** Forgets every attempt held, storing pictures that moves have changed (before a restore replaces them). */
  forgetAll(): void {
    for (const attemptId of [...this.#states.keys()]) this.#drop(attemptId);
  }

  /** Forgets an attempt's state, storing its picture first if moves have changed it. */
  #drop(attemptId: number): void {
    const held = this.#states.get(attemptId);
    if (held?.pictureStale) saveProgress(this.#db, attemptId, progressOf(held));
    this.#states.delete(attemptId);
  }

  /** The solution stored for the puzzle (only a unique one is stored), or null. */
  solution(state: PlayState): Grid | null {
    const text = getStoredSolution(this.#db, state.puzzleId);
    if (text === null) return null;
    return decodeGrid(text, state.puzzle.width, state.puzzle.height);
  }
}

/**
 * The game state a stored attempt resumes at: its moves replayed up to its position, so undo and
 * redo reach as far back and forward as before. A revealed attempt shows the stored picture. If a
 * move record is damaged or does not fit, the moves before it are kept and `dropped` says what was
 * left out; a finished attempt, which cannot be played on, shows its stored picture instead.
 */
function gameOf(db: Db, puzzle: Puzzle, attempt: Attempt): { game: GameState; dropped: string | null } {
  const cells = puzzle.width * puzzle.height;
  if (attempt.status === 'revealed')
    return { game: newGame(puzzle, storedMarks(attempt.marks, cells)), dropped: null };
  const { moves, damaged, stored } = readableMoves(db, attempt.id);
  const { game, unfit } = replayWhatFits(puzzle, moves, attempt.moveCount);
  const bad = damaged ?? unfit;
  if (bad === null) return { game, dropped: null };
  if (!isPlayable(attempt.status))
    return { game: newGame(puzzle, storedMarks(attempt.marks, cells)), dropped: null };
  const kept = game.history.length;
  const after = Math.max(0, stored - kept - 1);
  console.warn(`Attempt ${attempt.id}: move ${kept + 1} is damaged (${bad.reason}); ${kept} moves kept.`);
  const dropped =
    `Move ${kept + 1} of this attempt was damaged (${bad.reason}), so the attempt goes on from the ` +
    `${plural(kept, 'move')} before it` +
    (after > 0 ? `; the ${plural(after, 'move')} after it could not be kept.` : '.');
  return { game, dropped };
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function storedMarks(text: string, cells: number): Marks {
  if (text === '') return new Uint8Array(cells).fill(BLANK);
  try {
    return decodeMarks(text, cells);
  } catch {
    return new Uint8Array(cells).fill(BLANK);
  }
}

/**
 * Makes a change to a held state and writes it (`change` does both); when anything in it throws,
 * the state is put back as it was, so memory never holds a move the library does not.
 */
export function changeAndStore<T>(state: PlayState, change: () => T): T {
  const before = { ...state };
  try {
    return change();
  } catch (error) {
    Object.assign(state, before);
    throw error;
  }
}

/**
 * What to store after a move, an undo or a redo: the status, time and counters, and the picture
 * when `always` (the status changed) or when it was last stored a while ago.
 */
export function stateToStore(state: PlayState, always: boolean, now: number = Date.now()): AttemptState {
  if (always || now - state.pictureSavedAt >= PICTURE_INTERVAL_MS) {
    state.pictureSavedAt = now;
    state.pictureStale = false;
    return progressOf(state);
  }
  state.pictureStale = true;
  return {
    status: state.status,
    elapsedMs: state.elapsedMs,
    hints: state.hints,
    mistakes: state.mistakes,
    guessFrom: state.guessFrom,
  };
}

/** What the library stores for the state: the picture (crosses as empty) and the full marks. */
export function progressOf(state: PlayState): AttemptProgress {
  const { width, height } = state.puzzle;
  return {
    status: state.status,
    grid: encodeGrid(marksToGrid(width, height, state.game.marks)),
    marks: encodeMarks(state.game.marks),
    elapsedMs: state.elapsedMs,
    hints: state.hints,
    mistakes: state.mistakes,
    guessFrom: state.guessFrom,
  };
}

export function attemptDto(state: PlayState): PlayAttempt {
  return {
    id: state.attemptId,
    puzzleId: state.puzzleId,
    status: state.status,
    marks: encodeMarks(state.game.marks),
    moves: state.game.history,
    position: state.game.position,
    elapsedMs: state.elapsedMs,
    hints: state.hints,
    mistakes: state.mistakes,
    startedAt: state.startedAt,
    finishedAt: state.finishedAt,
    guessFrom: state.guessFrom,
    struckClues: struckKeys(state),
  };
}

/** The struck numbers' keys in their stored order. */
export function struckKeys(state: PlayState): string[] {
  const text = encodeStruck(state.struck);
  return text === '' ? [] : text.split(' ');
}
