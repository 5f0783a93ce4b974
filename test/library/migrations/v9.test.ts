/** Version 9: page images, the photos and scans puzzles were read from; an older file has none. */
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../src-main/library/migrations/index.ts';
import { insertPuzzle, libraryAt } from './library-at.ts';

describe('migration to version 9', () => {
  it('keeps every puzzle, adds an empty page_images table whose images go with their puzzle', () => {
    const { db, reopen } = libraryAt(8);
    const kept = insertPuzzle(db, { title: 'Kept', clueHash: 'a' });
    const gone = insertPuzzle(db, { title: 'Gone', clueHash: 'b' });
    const before = db.prepare(`SELECT * FROM puzzles ORDER BY id`).all();

    const file = reopen();
    expect(migrate(file, 9)).toEqual([9]);
    expect(file.prepare(`SELECT * FROM puzzles ORDER BY id`).all()).toEqual(before);
    expect(file.prepare(`SELECT COUNT(*) AS n FROM page_images`).get()).toEqual({ n: 0 });

    const add = file.prepare(
      `INSERT INTO page_images (puzzle_id, file_name, kind, bytes, original, created_at)
       VALUES (?, ?, 'png', 3, x'010203', '2026-03-01T09:00:00.000Z')`,
    );
    add.run(kept, 'kept.png');
    add.run(gone, 'gone.png');
    add.run(null, 'draft.png');
    file.prepare(`DELETE FROM puzzles WHERE id = ?`).run(gone);
    expect(file.prepare(`SELECT file_name FROM page_images ORDER BY id`).pluck().all()).toEqual([
      'kept.png',
      'draft.png',
    ]);
  });

  it('refuses a page image of a kind the reader does not take', () => {
    const { reopen } = libraryAt(8);
    const file = reopen();
    migrate(file, 9);
    expect(() =>
      file
        .prepare(
          `INSERT INTO page_images (file_name, kind, bytes, original, created_at)
           VALUES ('a.gif', 'gif', 1, x'00', '2026-03-01')`,
        )
        .run(),
    ).toThrow(/CHECK constraint failed/);
  });
});
