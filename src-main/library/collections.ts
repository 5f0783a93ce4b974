/**
 * Collections and their members. A collection's count is of live puzzles only, so a soft delete
 * shows at once and an undo puts the puzzle back where it was. Members keep the collection's own
 * order (`position`, see migrations/v7.ts): puzzles added go at the end, in the order given.
 * A collection may be a book (books.ts).
 */
import type { BookInfo, Collection } from '../contract/dto.ts';
import { LibraryError } from './errors.ts';
import { idList, isoTime, prepared, type Db } from './sql.ts';

export interface CollectionRow {
  readonly id: number;
  readonly name: string;
  readonly count: number;
  readonly solved: number;
  readonly is_book: 0 | 1;
  readonly book_title: string;
  readonly book_author: string;
  readonly book_publisher: string;
  readonly book_year: string;
  readonly book_isbn: string;
  readonly book_notes: string;
}

export function rowToCollection(row: CollectionRow): Collection {
  const book: BookInfo | null =
    row.is_book === 1
      ? {
          title: row.book_title,
          author: row.book_author,
          publisher: row.book_publisher,
          year: row.book_year,
          isbn: row.book_isbn,
          notes: row.book_notes,
        }
      : null;
  return { id: row.id, name: row.name, count: row.count, solved: row.solved, book };
}

/** Each collection with its live puzzles counted, and those solved at least once. */
const WITH_COUNTS = `
  SELECT c.id, c.name, c.is_book, c.book_title, c.book_author, c.book_publisher, c.book_year,
    c.book_isbn, c.book_notes, count(p.id) AS count, count(p.best_time_ms) AS solved
  FROM collections c
    LEFT JOIN collection_members m ON m.collection_id = c.id
    LEFT JOIN puzzles p ON p.id = m.puzzle_id AND p.deleted_at IS NULL`;

export function listCollections(db: Db): Collection[] {
  const rows = prepared(
    db,
    `${WITH_COUNTS} GROUP BY c.id ORDER BY c.name COLLATE NOCASE, c.id`,
  ).all() as CollectionRow[];
  return rows.map(rowToCollection);
}

export function getCollection(db: Db, id: number): Collection | undefined {
  const row = prepared(db, `${WITH_COUNTS} WHERE c.id = ? GROUP BY c.id`).get(id) as
    CollectionRow | undefined;
  return row && rowToCollection(row);
}

/** The collection called `name` (any case), if there is one. */
export function collectionNamed(db: Db, name: string): Collection | undefined {
  const id = prepared(db, 'SELECT id FROM collections WHERE name = ?').pluck().get(name.trim());
  return typeof id === 'number' ? getCollection(db, id) : undefined;
}

export function existingCollection(db: Db, id: number): Collection {
  const collection = getCollection(db, id);
  if (!collection) throw new LibraryError('not-found', 'That collection no longer exists.');
  return collection;
}

function assertNameFree(db: Db, name: string, except: number): void {
  const clash = prepared(db, 'SELECT id FROM collections WHERE name = ? AND id <> ?').get(name, except);
  if (clash) throw new LibraryError('invalid-arguments', `There is already a collection called "${name}".`);
}

export function createCollection(db: Db, name: string, now: Date = new Date()): Collection {
  const trimmed = name.trim();
  return db.transaction(() => {
    assertNameFree(db, trimmed, 0);
    const result = prepared(db, 'INSERT INTO collections (name, created_at) VALUES (?, ?)').run(
      trimmed,
      isoTime(now),
    );
    return existingCollection(db, Number(result.lastInsertRowid));
  })();
}

/** The collection called `name` (any case), made if there is none; `created` says which. */
export function ensureCollection(
  db: Db,
  name: string,
  now: Date = new Date(),
): { id: number; created: boolean } {
  const found = collectionNamed(db, name);
  return found ? { id: found.id, created: false } : { id: createCollection(db, name, now).id, created: true };
}

export function renameCollection(db: Db, id: number, name: string): Collection {
  const trimmed = name.trim();
  return db.transaction(() => {
    existingCollection(db, id);
    assertNameFree(db, trimmed, id);
    prepared(db, 'UPDATE collections SET name = ? WHERE id = ?').run(trimmed, id);
    return existingCollection(db, id);
  })();
}

/** Deletes the collection, not its puzzles. */
export function deleteCollection(db: Db, id: number): boolean {
  return prepared(db, 'DELETE FROM collections WHERE id = ?').run(id).changes > 0;
}

/**
 * Adds the puzzles that exist (deleted ones too, so an undo keeps them in) at the end of the
 * collection's order, in the order given; members stay members, where they were.
 */
export function addToCollection(
  db: Db,
  id: number,
  puzzleIds: readonly number[],
  now: Date = new Date(),
): Collection {
  return addMembers(db, id, puzzleIds, now).collection;
}

/** A collection after a change to its members, and the puzzles that joined or left it. */
export interface MembersChanged {
  readonly collection: Collection;
  readonly changed: number[];
}

/** Adds puzzles to a collection; `changed` holds only those that became members (not there before, and existing). */
export function addMembers(
  db: Db,
  id: number,
  puzzleIds: readonly number[],
  now: Date = new Date(),
): MembersChanged {
  return db.transaction(() => {
    const changed = insertMembers(db, id, puzzleIds, now);
    return { collection: existingCollection(db, id), changed };
  })();
}

/** addToCollection without reading the collection back: returns how many puzzles became members. */
export function appendMembers(
  db: Db,
  id: number,
  puzzleIds: readonly number[],
  now: Date = new Date(),
): number {
  return insertMembers(db, id, puzzleIds, now).length;
}

/** Inserts the members; returns the ids of the puzzles that became members. */
function insertMembers(db: Db, id: number, puzzleIds: readonly number[], now: Date): number[] {
  if (!prepared(db, 'SELECT 1 FROM collections WHERE id = ?').get(id)) {
    throw new LibraryError('not-found', 'That collection no longer exists.');
  }
  const next = prepared(
    db,
    'SELECT coalesce(max(position) + 1, 0) FROM collection_members WHERE collection_id = ?',
  )
    .pluck()
    .get(id) as number;
  // Rows go in by puzzle id, the order of the member table's own key and of its index by puzzle,
  // which makes a selection in another order (by title, say) quicker to add; a puzzle given twice
  // keeps its first place.
  return prepared(
    db,
    `INSERT OR IGNORE INTO collection_members (collection_id, puzzle_id, added_at, position)
     SELECT ?, p.id, ?, ? + min(j.key) FROM json_each(?) j JOIN puzzles p ON p.id = j.value
     GROUP BY p.id ORDER BY p.id
     RETURNING puzzle_id`,
  )
    .pluck()
    .all(id, isoTime(now), next, idList(puzzleIds)) as number[];
}

export function removeFromCollection(db: Db, id: number, puzzleIds: readonly number[]): Collection {
  return removeMembers(db, id, puzzleIds).collection;
}

/** Removes puzzles from a collection; `changed` holds only those that were members. */
export function removeMembers(db: Db, id: number, puzzleIds: readonly number[]): MembersChanged {
  return db.transaction(() => {
    existingCollection(db, id);
    const changed = prepared(
      db,
      'DELETE FROM collection_members WHERE collection_id = ? AND puzzle_id IN (SELECT value FROM json_each(?)) RETURNING puzzle_id',
    )
      .pluck()
      .all(id, idList(puzzleIds)) as number[];
    return { collection: existingCollection(db, id), changed };
  })();
}

/** For each puzzle, the collections it belongs to (ascending ids); puzzles in none are absent. */
export function collectionIdsByPuzzle(db: Db, puzzleIds: readonly number[]): Map<number, number[]> {
  const rows = prepared(
    db,
    `SELECT puzzle_id, collection_id FROM collection_members
     WHERE puzzle_id IN (SELECT value FROM json_each(?)) ORDER BY puzzle_id, collection_id`,
  ).all(idList(puzzleIds)) as { puzzle_id: number; collection_id: number }[];
  const out = new Map<number, number[]>();
  for (const row of rows) {
    const list = out.get(row.puzzle_id);
    if (list) list.push(row.collection_id);
    else out.set(row.puzzle_id, [row.collection_id]);
  }
  return out;
}
