import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it, onTestFinished } from 'vitest';
import { migrate, schemaVersion } from '../../../src-main/library/migrations/index.ts';
import type { Db } from '../../../src-main/library/sql.ts';
import { tempDir } from '../temp-library.ts';

/** A library file at version 6 with three puzzles in two collections. */
function version6(): Db {
  const db = new Database(join(tempDir(), 'library.sqlite'));
  onTestFinished(() => {
    db.close();
  });
  migrate(db, 6);
  const puzzle = db.prepare(
    `INSERT INTO puzzles (title, width, height, colors, clue_hash, created_at, updated_at)
     VALUES (?, 5, 5, 1, ?, '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z')`,
  );
  for (const title of ['Cat', 'Owl', 'Kite']) puzzle.run(title, `hash-${title}`);
  db.exec(`
    INSERT INTO collections (id, name, created_at) VALUES
      (1, 'Animals', '2025-01-01T00:00:00.000Z'), (2, 'Weekend', '2025-01-02T00:00:00.000Z');
    INSERT INTO collection_members (collection_id, puzzle_id, added_at) VALUES
      (1, 3, '2025-02-01T00:00:00.000Z'),
      (1, 1, '2025-02-03T00:00:00.000Z'),
      (1, 2, '2025-02-03T00:00:00.000Z'),
      (2, 2, '2025-01-05T00:00:00.000Z');
  `);
  return db;
}

describe('migration to version 7', () => {
  it('keeps every row, gives imported files and books empty fields, and orders members as they were added', () => {
    const db = version6();
    expect(migrate(db, 7)).toEqual([7]);
    expect(schemaVersion(db)).toBe(7);
    expect(db.pragma('foreign_key_check')).toEqual([]);
    expect(db.prepare('SELECT id, title, source_file FROM puzzles ORDER BY id').all()).toEqual([
      { id: 1, title: 'Cat', source_file: '' },
      { id: 2, title: 'Owl', source_file: '' },
      { id: 3, title: 'Kite', source_file: '' },
    ]);
    expect(
      db
        .prepare(
          'SELECT collection_id, puzzle_id, position FROM collection_members ORDER BY collection_id, position',
        )
        .all(),
    ).toEqual([
      // Added on the same day, puzzles 1 and 2 keep the order of their ids.
      { collection_id: 1, puzzle_id: 3, position: 1 },
      { collection_id: 1, puzzle_id: 1, position: 2 },
      { collection_id: 1, puzzle_id: 2, position: 3 },
      { collection_id: 2, puzzle_id: 2, position: 1 },
    ]);
    expect(
      db
        .prepare(
          `SELECT id, name, is_book, book_title, book_author, book_publisher, book_year, book_isbn, book_notes
           FROM collections ORDER BY id`,
        )
        .all(),
    ).toEqual(
      ['Animals', 'Weekend'].map((name, i) => ({
        id: i + 1,
        name,
        is_book: 0,
        book_title: '',
        book_author: '',
        book_publisher: '',
        book_year: '',
        book_isbn: '',
        book_notes: '',
      })),
    );
    const indexes = db.prepare(`SELECT name FROM sqlite_schema WHERE type = 'index'`).pluck().all();
    expect(indexes).toContain('collection_members_in_order');
  });

  it('refuses a book flag other than 0 or 1', () => {
    const db = version6();
    migrate(db, 7);
    expect(() => db.prepare('UPDATE collections SET is_book = 2 WHERE id = 1').run()).toThrow(/CHECK/);
  });
});
