/** Version 4: when the library last checked a puzzle by itself; no puzzle of an older file has been. */
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../src-main/library/migrations/index.ts';
import { insertPuzzle, libraryAt, queryPlan } from './library-at.ts';

const UNCHECKED = `SELECT id FROM puzzles WHERE checked_at IS NULL AND deleted_at IS NULL ORDER BY id`;

describe('migration to version 4', () => {
  it('leaves every puzzle unchecked, keeps the rows, and lists the unchecked, not deleted ones by the new index', () => {
    const { db, reopen } = libraryAt(3);
    const first = insertPuzzle(db, { title: 'First', clueHash: 'a' });
    insertPuzzle(db, { title: 'Deleted', clueHash: 'b', deletedAt: '2026-03-02T09:00:00.000Z' });
    const third = insertPuzzle(db, { title: 'Third', clueHash: 'c' });
    db.prepare(`UPDATE puzzles SET verdict = 'unique', difficulty = 2.5 WHERE id = ?`).run(third);
    const before = db.prepare(`SELECT * FROM puzzles ORDER BY id`).all() as object[];

    const file = reopen();
    expect(migrate(file, 4)).toEqual([4]);
    expect(file.prepare(`SELECT * FROM puzzles ORDER BY id`).all()).toEqual(
      before.map((row) => ({ ...row, checked_at: null })),
    );
    expect(file.prepare(UNCHECKED).pluck().all()).toEqual([first, third]);
    expect(queryPlan(file, UNCHECKED)).toMatch(/USING (COVERING )?INDEX puzzles_unchecked/);

    file.prepare(`UPDATE puzzles SET checked_at = '2026-03-03T09:00:00.000Z' WHERE id = ?`).run(first);
    expect(file.prepare(UNCHECKED).pluck().all()).toEqual([third]);
  });
});
