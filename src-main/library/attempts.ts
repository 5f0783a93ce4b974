/**
 * Attempts: one play-through of a puzzle. The grid is a grid-codec string (palette index per cell,
 * 0 where nothing is filled); `marks` is whatever else the play screen keeps (crosses, say) as
 * text this module does not read. Saving is one statement, cheap enough for every move; the
 * triggers of v1.ts carry status and times over to the puzzle's summary.
 */
import type { PlayStatus } from '../contract/dto.ts';
import { LibraryError } from './errors.ts';
import { isoTime, prepared, type Db } from './sql.ts';

export interface AttemptProgress {
  readonly status: PlayStatus;
  readonly grid: string;
  readonly marks: string;
  readonly elapsedMs: number;
  readonly hints: number;
  readonly mistakes: number;
  /**
   * Where the open guess began (how many moves were in effect), or null for none. Left out, the
   * stored value is kept.
   */
  readonly guessFrom?: number | null;
}

/**
 * An attempt's state where the picture may be left out: the play screen stores its status, time
 * and counters with every move, and the grid and marks (10 KB each on a 100x100 grid) only every
 * few seconds, since its moves say the same and the moves are what a resume replays.
 */
export type AttemptState = Omit<AttemptProgress, 'grid' | 'marks'> &
  Partial<Pick<AttemptProgress, 'grid' | 'marks'>>;

export interface Attempt extends AttemptProgress {
  readonly id: number;
  readonly puzzleId: number;
  /** How many of the attempt's moves are in effect; later ones were undone and can be redone. */
  readonly moveCount: number;
  readonly startedAt: string;
  readonly updatedAt: string;
  /** When it was solved or revealed. */
  readonly finishedAt: string | null;
  readonly guessFrom: number | null;
  /** The clue numbers the player struck out (engine/play/struck-clues.ts's text), '' for none. */
  readonly struckClues: string;
}

export interface AttemptRow {
  readonly id: number;
  readonly puzzle_id: number;
  readonly status: PlayStatus;
  readonly grid: string;
  readonly marks: string;
  readonly move_count: number;
  readonly elapsed_ms: number;
  readonly hints: number;
  readonly mistakes: number;
  readonly started_at: string;
  readonly updated_at: string;
  readonly finished_at: string | null;
  readonly guess_from: number | null;
  readonly struck_clues: string;
}

export function rowToAttempt(row: AttemptRow): Attempt {
  return {
    id: row.id,
    puzzleId: row.puzzle_id,
    status: row.status,
    grid: row.grid,
    marks: row.marks,
    moveCount: row.move_count,
    elapsedMs: row.elapsed_ms,
    hints: row.hints,
    mistakes: row.mistakes,
    startedAt: row.started_at,
    updatedAt: row.updated_at,
    finishedAt: row.finished_at,
    guessFrom: row.guess_from,
    struckClues: row.struck_clues,
  };
}

/** Starts a fresh attempt (status `new`) on a live puzzle with the given empty grid. */
export function startAttempt(db: Db, puzzleId: number, grid: string, now: Date = new Date()): Attempt {
  return db.transaction(() => {
    const live = prepared(db, 'SELECT 1 FROM puzzles WHERE id = ? AND deleted_at IS NULL').get(puzzleId);
    if (!live) throw new LibraryError('not-found', 'That puzzle is no longer in the library.');
    const time = isoTime(now);
    const result = prepared(
      db,
      'INSERT INTO attempts (puzzle_id, grid, started_at, updated_at) VALUES (?, ?, ?, ?)',
    ).run(puzzleId, grid, time, time);
    return getAttempt(db, Number(result.lastInsertRowid))!;
  })();
}

export function getAttempt(db: Db, id: number): Attempt | undefined {
  const row = prepared(db, 'SELECT * FROM attempts WHERE id = ?').get(id) as AttemptRow | undefined;
  return row && rowToAttempt(row);
}

/** The most recent attempt at a puzzle: the one to resume if it is not finished. */
export function latestAttempt(db: Db, puzzleId: number): Attempt | undefined {
  const row = prepared(db, 'SELECT * FROM attempts WHERE puzzle_id = ? ORDER BY id DESC LIMIT 1').get(
    puzzleId,
  ) as AttemptRow | undefined;
  return row && rowToAttempt(row);
}

/**
 * Stores the state of an attempt; `moveCount` too when given (moves.ts does, on a move, undo or
 * redo). A grid or marks left out keep their stored value, which is then marked as possibly behind
 * the moves (`picture_stale`, see migrations/v8.ts). The finish time is set the first time the
 * attempt is solved or revealed.
 */
export function saveProgress(
  db: Db,
  id: number,
  progress: AttemptState,
  now: Date = new Date(),
  moveCount?: number,
): void {
  const result = prepared(
    db,
    `UPDATE attempts SET status = @status, grid = coalesce(@grid, grid), marks = coalesce(@marks, marks),
       elapsed_ms = @elapsedMs, hints = @hints,
       mistakes = @mistakes, move_count = coalesce(@moveCount, move_count), updated_at = @time,
       picture_stale = @grid IS NULL,
       guess_from = CASE WHEN @setGuess THEN @guessFrom ELSE guess_from END,
       finished_at = CASE WHEN @status IN ('solved', 'revealed') THEN coalesce(finished_at, @time) END
     WHERE id = @id`,
  ).run({
    status: progress.status,
    grid: progress.grid ?? null,
    marks: progress.marks ?? null,
    elapsedMs: Math.max(0, Math.round(progress.elapsedMs)),
    hints: progress.hints,
    mistakes: progress.mistakes,
    moveCount: moveCount ?? null,
    setGuess: progress.guessFrom === undefined ? 0 : 1,
    guessFrom: progress.guessFrom ?? null,
    time: isoTime(now),
    id,
  });
  if (result.changes === 0) throw new LibraryError('not-found', 'That attempt no longer exists.');
}

/** Stores the clue numbers struck out; they are not moves, so this touches nothing else. */
export function saveStruckClues(db: Db, id: number, struck: string): void {
  const result = prepared(db, 'UPDATE attempts SET struck_clues = ? WHERE id = ?').run(struck, id);
  if (result.changes === 0) throw new LibraryError('not-found', 'That attempt no longer exists.');
}

/** Attempts whose stored picture may be behind their moves (the app stopped before storing it). */
export function attemptsWithStalePicture(db: Db): number[] {
  return prepared(db, 'SELECT id FROM attempts WHERE picture_stale ORDER BY id').pluck().all() as number[];
}
