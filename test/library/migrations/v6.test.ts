/** Version 6: the clue numbers an attempt has struck out; the attempts of an older file have none. */
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../src-main/library/migrations/index.ts';
import { insertAttempt, insertPuzzle, libraryAt } from './library-at.ts';

describe('migration to version 6', () => {
  it('keeps every attempt, its open guess too, with no clue struck out', () => {
    const { db, reopen } = libraryAt(5);
    const id = insertPuzzle(db, { title: 'One', clueHash: 'a' });
    const guessing = insertAttempt(db, id, {
      status: 'in-progress',
      elapsedMs: 12_000,
      updatedAt: '2026-03-01T10:00:00.000Z',
    });
    db.prepare(`UPDATE attempts SET guess_from = 2 WHERE id = ?`).run(guessing);
    insertAttempt(db, id, {
      status: 'solved',
      elapsedMs: 40_000,
      updatedAt: '2026-03-01T11:00:00.000Z',
      finishedAt: '2026-03-01T11:00:00.000Z',
    });
    const before = db.prepare(`SELECT * FROM attempts ORDER BY id`).all() as object[];

    const file = reopen();
    expect(migrate(file, 6)).toEqual([6]);
    expect(file.prepare(`SELECT * FROM attempts ORDER BY id`).all()).toEqual(
      before.map((row) => ({ ...row, struck_clues: '' })),
    );
    expect(file.prepare(`SELECT guess_from FROM attempts WHERE id = ?`).pluck().get(guessing)).toBe(2);
  });
});
