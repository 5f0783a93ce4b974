/**
 * Collections as puzzle books: marking one as a book with its title, author, publisher, year, ISBN
 * and notes, and "Continue": the first puzzle in the book's order not solved yet. Progress ("37 of
 * 120 solved") comes with every collection (collections.ts).
 */
import type { BookInfo, Collection } from '../contract/dto.ts';
import { existingCollection } from './collections.ts';
import { prepared, type Db } from './sql.ts';

/** Marks the collection as the book described, or (null) as an ordinary collection again. */
export function setBook(db: Db, id: number, book: BookInfo | null): Collection {
  return db.transaction(() => {
    existingCollection(db, id);
    const fields = book ?? { title: '', author: '', publisher: '', year: '', isbn: '', notes: '' };
    prepared(
      db,
      `UPDATE collections SET is_book = @isBook, book_title = @title, book_author = @author,
         book_publisher = @publisher, book_year = @year, book_isbn = @isbn, book_notes = @notes
       WHERE id = @id`,
    ).run({
      id,
      isBook: book ? 1 : 0,
      title: fields.title.trim(),
      author: fields.author.trim(),
      publisher: fields.publisher.trim(),
      year: fields.year.trim(),
      isbn: fields.isbn.trim(),
      notes: fields.notes,
    });
    return existingCollection(db, id);
  })();
}

/**
 * The puzzle to continue with: the first live one in the collection's order that was never solved
 * and not given up (revealed); null when every puzzle is done.
 */
export function nextUnsolved(db: Db, id: number): number | null {
  existingCollection(db, id);
  const next = prepared(
    db,
    `SELECT p.id FROM collection_members m JOIN puzzles p ON p.id = m.puzzle_id
     WHERE m.collection_id = ? AND p.deleted_at IS NULL AND p.best_time_ms IS NULL AND p.status <> 'revealed'
     ORDER BY m.position, p.id LIMIT 1`,
  )
    .pluck()
    .get(id);
  return typeof next === 'number' ? next : null;
}
