/**
 * What the play screen reads and writes besides the moves themselves (moves.ts): the attempt to
 * resume, the stored history as the engine's move records, the elapsed time saved while the
 * timer runs, hints, and a puzzle's record over all its attempts.
 *
 * An attempt whose status is still `new` has had no move; it does not count as an attempt in a
 * puzzle's record or in the statistics.
 */
import type { PlayStatus } from '../contract/dto.ts';
import type { PuzzleProgress } from '../contract/play-dto.ts';
import type { Move } from '../engine/play/types.ts';
import { latestAttempt, startAttempt, type Attempt } from './attempts.ts';
import { LibraryError } from './errors.ts';
import { decodeMove } from './move-codec.ts';
import { listMoves } from './moves.ts';
import { isoTime, prepared, type Db } from './sql.ts';

/** The latest attempt at a puzzle, finished or not; a fresh one when it has none. */
export function currentAttempt(db: Db, puzzleId: number, emptyGrid: string, now: Date = new Date()): Attempt {
  return latestAttempt(db, puzzleId) ?? startAttempt(db, puzzleId, emptyGrid, now);
}

/**
 * The stored moves up to the first record that cannot be read (a damaged file), and which one
 * that was: whatever comes before it is still the player's history.
 */
export function readableMoves(
  db: Db,
  attemptId: number,
): {
  readonly moves: Move[];
  readonly damaged: { readonly index: number; readonly reason: string } | null;
  /** How many records there are, readable or not. */
  readonly stored: number;
} {
  const moves: Move[] = [];
  const records = listMoves(db, attemptId);
  for (const stored of records) {
    try {
      // A gap in the numbering is damage too: the moves after it are not the ones that followed.
      if (stored.seq !== moves.length) throw new Error(`it is numbered ${stored.seq + 1}`);
      moves.push(decodeMove(stored.move));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { moves, damaged: { index: moves.length, reason }, stored: records.length };
    }
  }
  return { moves, damaged: null, stored: records.length };
}

/**
 * Saves the elapsed time of an attempt that is still being played. The time only grows: a late
 * save from an older tab cannot take back time already recorded. Returns the time stored.
 */
export function saveElapsed(db: Db, attemptId: number, elapsedMs: number, now: Date = new Date()): number {
  const stored = prepared(
    db,
    `UPDATE attempts SET elapsed_ms = max(elapsed_ms, @elapsedMs), updated_at = @time
     WHERE id = @id AND status IN ('new', 'in-progress') RETURNING elapsed_ms`,
  )
    .pluck()
    .get({ id: attemptId, elapsedMs: Math.max(0, Math.round(elapsedMs)), time: isoTime(now) }) as
    number | undefined;
  if (stored !== undefined) return stored;
  const existing = prepared(db, 'SELECT elapsed_ms FROM attempts WHERE id = ?').pluck().get(attemptId) as
    number | undefined;
  if (existing === undefined) throw new LibraryError('not-found', 'That attempt no longer exists.');
  return existing;
}

/** A puzzle's record over all its attempts that saw a move. */
export function puzzleProgress(db: Db, puzzleId: number): PuzzleProgress {
  const row = prepared(
    db,
    `SELECT count(*) AS attempts,
       coalesce(sum(status = 'solved'), 0) AS solved,
       coalesce(sum(status = 'revealed'), 0) AS revealed,
       min(CASE WHEN status = 'solved' THEN elapsed_ms END) AS bestTimeMs,
       coalesce(sum(elapsed_ms), 0) AS totalTimeMs
     FROM attempts WHERE puzzle_id = ? AND status <> 'new'`,
  ).get(puzzleId) as PuzzleProgress;
  return { ...row };
}

export function isPlayable(status: PlayStatus): boolean {
  return status === 'new' || status === 'in-progress';
}
