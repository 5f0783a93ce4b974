/**
 * An attempt's moves, in order, for undo, redo and replay. A move is a small serialised record
 * owned by the play screen. Making a move drops the undone tail, appends the move and saves the
 * attempt's state in one transaction, so what was on screen survives the app being killed.
 */
import { saveProgress, type AttemptState } from './attempts.ts';
import { LibraryError } from './errors.ts';
import { prepared, type Db } from './sql.ts';

export interface Move {
  readonly seq: number;
  readonly move: string;
  /** The attempt's elapsed time when the move was made. */
  readonly atMs: number;
}

export interface MoveRow {
  readonly seq: number;
  readonly move: string;
  readonly at_ms: number;
}

export function rowToMove(row: MoveRow): Move {
  return { seq: row.seq, move: row.move, atMs: row.at_ms };
}

function moveCountOf(db: Db, attemptId: number): number {
  const count = prepared(db, 'SELECT move_count FROM attempts WHERE id = ?').pluck().get(attemptId) as
    number | undefined;
  if (count === undefined) throw new LibraryError('not-found', 'That attempt no longer exists.');
  return count;
}

/** Records a move and the state after it; returns the move's sequence number. */
export function appendMove(
  db: Db,
  attemptId: number,
  move: string,
  after: AttemptState,
  now: Date = new Date(),
): number {
  return db.transaction(() => {
    const seq = moveCountOf(db, attemptId);
    prepared(db, 'DELETE FROM moves WHERE attempt_id = ? AND seq >= ?').run(attemptId, seq);
    prepared(db, 'INSERT INTO moves (attempt_id, seq, move, at_ms) VALUES (?, ?, ?, ?)').run(
      attemptId,
      seq,
      move,
      Math.max(0, Math.round(after.elapsedMs)),
    );
    saveProgress(db, attemptId, after, now, seq + 1);
    return seq;
  })();
}

/**
 * Undo and redo: sets how many moves are in effect (0 up to the number stored) and the state that
 * gives. The undone moves stay until a new move replaces them.
 */
export function setMoveCount(
  db: Db,
  attemptId: number,
  moveCount: number,
  state: AttemptState,
  now: Date = new Date(),
): void {
  db.transaction(() => {
    moveCountOf(db, attemptId);
    const stored = prepared(db, 'SELECT count(*) FROM moves WHERE attempt_id = ?')
      .pluck()
      .get(attemptId) as number;
    if (!Number.isInteger(moveCount) || moveCount < 0 || moveCount > stored) {
      throw new LibraryError(
        'invalid-arguments',
        `There are ${stored} moves to go back or forward to, not ${moveCount}.`,
      );
    }
    saveProgress(db, attemptId, state, now, moveCount);
  })();
}

/** Every stored move, in order, including undone ones (seq >= the attempt's move count). */
export function listMoves(db: Db, attemptId: number): Move[] {
  const rows = prepared(db, 'SELECT seq, move, at_ms FROM moves WHERE attempt_id = ? ORDER BY seq').all(
    attemptId,
  ) as MoveRow[];
  return rows.map(rowToMove);
}

/**
 * Keeps only an attempt's first `kept` moves (those before a damaged record) and stores the state
 * they give, with `moveCount` of them in effect, in one transaction.
 */
export function keepFirstMoves(
  db: Db,
  attemptId: number,
  kept: number,
  moveCount: number,
  state: AttemptState,
  now: Date = new Date(),
): void {
  db.transaction(() => {
    prepared(db, 'DELETE FROM moves WHERE attempt_id = ? AND seq >= ?').run(attemptId, kept);
    saveProgress(db, attemptId, state, now, Math.min(moveCount, kept));
  })();
}
