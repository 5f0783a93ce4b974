/** Version 8: whether an attempt's stored picture is behind its moves; an older file's are not. */
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../src-main/library/migrations/index.ts';
import { insertAttempt, insertPuzzle, libraryAt } from './library-at.ts';

describe('migration to version 8', () => {
  it('keeps every attempt, each with its picture marked up to date', () => {
    const { db, reopen } = libraryAt(7);
    const id = insertPuzzle(db, { title: 'One', clueHash: 'a' });
    insertAttempt(db, id, {
      status: 'in-progress',
      elapsedMs: 12_000,
      updatedAt: '2026-03-01T10:00:00.000Z',
    });
    insertAttempt(db, id, {
      status: 'solved',
      elapsedMs: 40_000,
      updatedAt: '2026-03-01T11:00:00.000Z',
      finishedAt: '2026-03-01T11:00:00.000Z',
    });
    const before = db.prepare(`SELECT * FROM attempts ORDER BY id`).all() as object[];

    const file = reopen();
    expect(migrate(file, 8)).toEqual([8]);
    expect(file.prepare(`SELECT * FROM attempts ORDER BY id`).all()).toEqual(
      before.map((row) => ({ ...row, picture_stale: 0 })),
    );
  });
});
