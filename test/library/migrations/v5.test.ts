/** Version 5: an attempt's open guess; the attempts of an older file have none. */
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../src-main/library/migrations/index.ts';
import { insertAttempt, insertPuzzle, libraryAt } from './library-at.ts';

describe('migration to version 5', () => {
  it('keeps every attempt with no guess open, then stores a guess and refuses a negative one', () => {
    const { db, reopen } = libraryAt(4);
    const id = insertPuzzle(db, { title: 'One', clueHash: 'a' });
    const attempt = insertAttempt(db, id, {
      status: 'in-progress',
      elapsedMs: 12_000,
      updatedAt: '2026-03-01T10:00:00.000Z',
    });
    insertAttempt(db, id, { status: 'new', elapsedMs: 0, updatedAt: '2026-03-01T11:00:00.000Z' });
    const before = db.prepare(`SELECT * FROM attempts ORDER BY id`).all() as object[];

    const file = reopen();
    expect(migrate(file, 5)).toEqual([5]);
    expect(file.prepare(`SELECT * FROM attempts ORDER BY id`).all()).toEqual(
      before.map((row) => ({ ...row, guess_from: null })),
    );

    file.prepare(`UPDATE attempts SET guess_from = 3 WHERE id = ?`).run(attempt);
    expect(file.prepare(`SELECT guess_from FROM attempts WHERE id = ?`).pluck().get(attempt)).toBe(3);
    expect(() => file.prepare(`UPDATE attempts SET guess_from = -1 WHERE id = ?`).run(attempt)).toThrow(
      /CHECK constraint failed/,
    );
  });
});
