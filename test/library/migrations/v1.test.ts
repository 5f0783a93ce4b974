/** Version 1 on an empty file: the tables, the triggers that keep each puzzle's play summary, the cascades. */
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../src-main/library/migrations/index.ts';
import type { Db } from '../../../src-main/library/sql.ts';
import { insertAttempt, insertPuzzle, libraryAt } from './library-at.ts';

interface Summary {
  status: string;
  time_ms: number;
  best_time_ms: number | null;
  last_played_at: string | null;
}

function summary(db: Db, id: number): Summary {
  return db
    .prepare(`SELECT status, time_ms, best_time_ms, last_played_at FROM puzzles WHERE id = ?`)
    .get(id) as Summary;
}

function count(db: Db, table: string): number {
  return db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
}

describe('migration to version 1', () => {
  it('keeps a puzzle’s status, time, best time and last play in step with its attempts', () => {
    const file = libraryAt(0).reopen();
    expect(migrate(file, 1)).toEqual([1]);

    const id = insertPuzzle(file, { title: 'Two', clueHash: 'a' });
    expect(summary(file, id)).toEqual({
      status: 'new',
      time_ms: 0,
      best_time_ms: null,
      last_played_at: null,
    });

    const first = insertAttempt(file, id, {
      status: 'solved',
      elapsedMs: 90_000,
      updatedAt: '2026-03-01T10:00:00.000Z',
      finishedAt: '2026-03-01T10:00:00.000Z',
    });
    const second = insertAttempt(file, id, {
      status: 'in-progress',
      elapsedMs: 5_000,
      updatedAt: '2026-03-02T10:00:00.000Z',
    });
    // The latest attempt gives the status and time; the best time is the fastest solve.
    expect(summary(file, id)).toEqual({
      status: 'in-progress',
      time_ms: 5_000,
      best_time_ms: 90_000,
      last_played_at: '2026-03-02T10:00:00.000Z',
    });

    file
      .prepare(`UPDATE attempts SET status = 'solved', elapsed_ms = 60000, updated_at = ? WHERE id = ?`)
      .run('2026-03-03T10:00:00.000Z', second);
    expect(summary(file, id)).toEqual({
      status: 'solved',
      time_ms: 60_000,
      best_time_ms: 60_000,
      last_played_at: '2026-03-03T10:00:00.000Z',
    });

    file.prepare(`DELETE FROM attempts WHERE id = ?`).run(second);
    expect(summary(file, id)).toEqual({
      status: 'solved',
      time_ms: 90_000,
      best_time_ms: 90_000,
      last_played_at: '2026-03-01T10:00:00.000Z',
    });
    file.prepare(`DELETE FROM attempts WHERE id = ?`).run(first);
    expect(summary(file, id)).toEqual({
      status: 'new',
      time_ms: 0,
      best_time_ms: null,
      last_played_at: null,
    });
  });

  it('deletes a puzzle’s content, attempts, moves and collection places with it, and nothing else', () => {
    const { db } = libraryAt(1);
    const gone = insertPuzzle(db, { title: 'Gone', clueHash: 'a' });
    const kept = insertPuzzle(db, { title: 'Kept', clueHash: 'b' });
    db.prepare(
      `INSERT INTO collections (name, created_at) VALUES ('Book', '2026-03-01T09:00:00.000Z')`,
    ).run();
    for (const id of [gone, kept]) {
      db.prepare(`INSERT INTO collection_members (collection_id, puzzle_id, added_at) VALUES (1, ?, '')`).run(
        id,
      );
      const attempt = insertAttempt(db, id, {
        status: 'in-progress',
        elapsedMs: 1_000,
        updatedAt: '2026-03-01T10:00:00.000Z',
      });
      db.prepare(`INSERT INTO moves (attempt_id, seq, move, at_ms) VALUES (?, 0, '{}', 0)`).run(attempt);
    }

    db.prepare(`DELETE FROM puzzles WHERE id = ?`).run(gone);
    for (const table of ['puzzles', 'puzzle_content', 'attempts', 'moves', 'collection_members']) {
      expect(count(db, table), table).toBe(1);
    }
    expect(db.prepare(`SELECT puzzle_id FROM puzzle_content`).pluck().get()).toBe(kept);
    expect(count(db, 'collections')).toBe(1);
  });
});
