/**
 * Version 7: a library kept like a shelf of puzzle books.
 *
 * - `puzzles.source_file`: the file a puzzle was imported from, as the import named it (the path
 *   inside a chosen folder), '' for puzzles typed in, drawn, generated or imported before.
 * - `collection_members.position`: a collection's own order ("Book order"): an import adds a
 *   folder's files in natural order (data2 before data10) and each file's puzzles in their order;
 *   puzzles added later go at the end. Members from before are put in the order they were added.
 *   The index lists a collection in that order.
 * - A collection can be a book: `is_book` and the book's title, author, publisher, year, ISBN and
 *   notes (the puzzles' own page and number say where each one is in it).
 */
import type { Db } from '../sql.ts';

const BOOK_TEXT = ['book_title', 'book_author', 'book_publisher', 'book_year', 'book_isbn', 'book_notes'];

export function updateToVersion7(db: Db): void {
  db.exec(`
    ALTER TABLE puzzles ADD COLUMN source_file TEXT NOT NULL DEFAULT '';

    ALTER TABLE collection_members ADD COLUMN position INTEGER NOT NULL DEFAULT 0;
    CREATE TEMP TABLE member_order (
      collection_id INTEGER NOT NULL,
      puzzle_id INTEGER NOT NULL,
      n INTEGER NOT NULL,
      PRIMARY KEY (collection_id, puzzle_id)
    ) WITHOUT ROWID;
    INSERT INTO member_order
      SELECT collection_id, puzzle_id,
        row_number() OVER (PARTITION BY collection_id ORDER BY added_at, puzzle_id)
      FROM collection_members;
    UPDATE collection_members SET position = (
      SELECT n FROM member_order o
      WHERE o.collection_id = collection_members.collection_id AND o.puzzle_id = collection_members.puzzle_id
    );
    DROP TABLE member_order;
    CREATE INDEX collection_members_in_order ON collection_members (collection_id, position);

    ALTER TABLE collections ADD COLUMN is_book INTEGER NOT NULL DEFAULT 0 CHECK (is_book IN (0, 1));
    ${BOOK_TEXT.map((column) => `ALTER TABLE collections ADD COLUMN ${column} TEXT NOT NULL DEFAULT '';`).join('\n    ')}
  `);
}
