/**
 * Fills a new library with the starter collection, once: a player who deletes starter puzzles
 * does not get them back at the next start. The puzzles keep their playing order through their
 * creation times, one millisecond apart.
 */
import { addToCollection, createCollection } from './collections.ts';
import { insertPuzzle, metaFields } from './puzzles.ts';
import { readSetting, writeSetting } from './settings.ts';
import type { Db } from './sql.ts';
import type { StarterPuzzle } from './starter-collection.ts';

export const STARTER_COLLECTION_NAME = 'Starter collection';
const SEEDED_KEY = 'starterSeeded';

/** Returns how many puzzles were added (0 when the library was seeded before). */
export function seedStarterCollection(
  db: Db,
  read: () => readonly StarterPuzzle[],
  now: Date = new Date(),
): number {
  if (readSetting(db, SEEDED_KEY) === true) return 0;
  const starter = read();
  return db.transaction(() => {
    const ids = starter.map(
      ({ puzzle }, i) => insertPuzzle(db, puzzle, metaFields(puzzle.meta), new Date(now.getTime() + i)).id,
    );
    const collection = createCollection(db, STARTER_COLLECTION_NAME, now);
    if (ids.length > 0) addToCollection(db, collection.id, ids);
    writeSetting(db, SEEDED_KEY, true);
    return ids.length;
  })();
}
