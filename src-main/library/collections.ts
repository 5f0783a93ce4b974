/**
 * Collections and their members. A collection's count is of live puzzles only, so a soft delete
 * shows at once and an undo puts the puzzle back where it was.
 */
import type { Collection } from '../contract/dto.ts';
import { LibraryError } from './errors.ts';
import { idList, isoTime, prepared, type Db } from './sql.ts';

export interface CollectionRow {
  readonly id: number;
  readonly name: string;
  readonly count: number;
}

export function rowToCollection(row: CollectionRow): Collection {
  return { id: row.id, name: row.name, count: row.count };
}

const WITH_COUNT = `
  SELECT c.id, c.name,
    (SELECT count(*) FROM collection_members m JOIN puzzles p ON p.id = m.puzzle_id
      WHERE m.collection_id = c.id AND p.deleted_at IS NULL) AS count
  FROM collections c`;

export function listCollections(db: Db): Collection[] {
  const rows = prepared(db, `${WITH_COUNT} ORDER BY c.name COLLATE NOCASE, c.id`).all() as CollectionRow[];
  return rows.map(rowToCollection);
}

export function getCollection(db: Db, id: number): Collection | undefined {
  const row = prepared(db, `${WITH_COUNT} WHERE c.id = ?`).get(id) as CollectionRow | undefined;
  return row && rowToCollection(row);
}

function existing(db: Db, id: number): Collection {
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
    return existing(db, Number(result.lastInsertRowid));
  })();
}

export function renameCollection(db: Db, id: number, name: string): Collection {
  const trimmed = name.trim();
  return db.transaction(() => {
    existing(db, id);
    assertNameFree(db, trimmed, id);
    prepared(db, 'UPDATE collections SET name = ? WHERE id = ?').run(trimmed, id);
    return existing(db, id);
  })();
}

/** Deletes the collection, not its puzzles. */
export function deleteCollection(db: Db, id: number): boolean {
  return prepared(db, 'DELETE FROM collections WHERE id = ?').run(id).changes > 0;
}

/** Adds the puzzles that exist (deleted ones too, so an undo keeps them in); members stay members. */
export function addToCollection(
  db: Db,
  id: number,
  puzzleIds: readonly number[],
  now: Date = new Date(),
): Collection {
  return db.transaction(() => {
    existing(db, id);
    prepared(
      db,
      `INSERT OR IGNORE INTO collection_members (collection_id, puzzle_id, added_at)
       SELECT ?, p.id, ? FROM puzzles p WHERE p.id IN (SELECT value FROM json_each(?))`,
    ).run(id, isoTime(now), idList(puzzleIds));
    return existing(db, id);
  })();
}

export function removeFromCollection(db: Db, id: number, puzzleIds: readonly number[]): Collection {
  return db.transaction(() => {
    existing(db, id);
    prepared(
      db,
      'DELETE FROM collection_members WHERE collection_id = ? AND puzzle_id IN (SELECT value FROM json_each(?))',
    ).run(id, idList(puzzleIds));
    return existing(db, id);
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
