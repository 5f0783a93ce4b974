import { describe, expect, it } from 'vitest';
import { listCollections } from '../../src-main/library/collections.ts';
import { openLibrary } from '../../src-main/library/open.ts';
import { LIST_ALL, listPuzzles } from '../../src-main/library/puzzle-list.ts';
import { softDeletePuzzles } from '../../src-main/library/puzzles.ts';
import { readStarterCollection } from '../../src-main/library/starter-collection.ts';
import { seedStarterCollection, STARTER_COLLECTION_NAME } from '../../src-main/library/starter-seed.ts';
import { tempFolder } from '../temp-folder.ts';

describe('seedStarterCollection', () => {
  it('fills a new library once, in playing order, inside a starter collection', () => {
    const dir = tempFolder('nonogram-seed-');
    const starter = readStarterCollection();
    const first = openLibrary(dir);
    expect(seedStarterCollection(first.db, () => starter)).toBe(starter.length);
    const page = listPuzzles(first.db, { ...LIST_ALL, limit: 1000 });
    expect(page.items.map((p) => p.title)).toEqual(starter.map((s) => s.puzzle.meta.title));
    const [collection] = listCollections(first.db);
    expect(collection).toMatchObject({ name: STARTER_COLLECTION_NAME, count: starter.length });

    // Deleted starter puzzles stay deleted: the seed does not run again.
    softDeletePuzzles(first.db, [page.items[0]!.id]);
    first.db.close();
    const again = openLibrary(dir);
    let read = 0;
    expect(seedStarterCollection(again.db, () => (read++, starter))).toBe(0);
    expect(read).toBe(0);
    expect(listPuzzles(again.db, { ...LIST_ALL, limit: 1000 }).total).toBe(starter.length - 1);
    again.db.close();
  });
});
