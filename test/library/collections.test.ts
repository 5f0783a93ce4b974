import { describe, expect, it } from 'vitest';
import {
  addToCollection,
  collectionIdsByPuzzle,
  createCollection,
  deleteCollection,
  getCollection,
  listCollections,
  removeFromCollection,
  renameCollection,
} from '../../src-main/library/collections.ts';
import { LibraryError } from '../../src-main/library/errors.ts';
import { getPuzzleDetail, restorePuzzles, softDeletePuzzles } from '../../src-main/library/puzzles.ts';
import { addPuzzle, jwilk, openTemp } from './temp-library.ts';

describe('collections', () => {
  it('are created with a trimmed name and listed by name', () => {
    const { db } = openTemp();
    const b = createCollection(db, '  Weekend ');
    const a = createCollection(db, 'animals');
    expect(b).toEqual({ id: b.id, name: 'Weekend', count: 0, solved: 0, book: null });
    expect(listCollections(db).map((c) => c.name)).toEqual(['animals', 'Weekend']);
    expect(getCollection(db, a.id)).toEqual(a);
  });

  it('refuse a second collection with the same name in any case', () => {
    const { db } = openTemp();
    const first = createCollection(db, 'Hard ones');
    expect(() => createCollection(db, 'hard ONES')).toThrow(/already a collection called/);
    const other = createCollection(db, 'Easy');
    expect(() => renameCollection(db, other.id, 'HARD ones')).toThrow(LibraryError);
    expect(renameCollection(db, first.id, 'Hard ONES').name).toBe('Hard ONES');
  });

  it('report a missing collection as not found', () => {
    const { db } = openTemp();
    const attempt = (): unknown => renameCollection(db, 404, 'x');
    expect(attempt).toThrow(expect.objectContaining({ code: 'not-found' }));
    expect(() => addToCollection(db, 404, [1])).toThrow(LibraryError);
    expect(deleteCollection(db, 404)).toBe(false);
  });

  it('gain members once each, skip unknown puzzles, and lose them again', () => {
    const { db } = openTemp();
    const a = addPuzzle(db, jwilk(1));
    const b = addPuzzle(db, jwilk(2));
    const c = createCollection(db, 'Mine');
    expect(addToCollection(db, c.id, [a, b, 9999]).count).toBe(2);
    expect(addToCollection(db, c.id, [a]).count).toBe(2);
    expect(removeFromCollection(db, c.id, [a]).count).toBe(1);
    expect(getPuzzleDetail(db, b)?.collectionIds).toEqual([c.id]);
    expect(getPuzzleDetail(db, a)?.collectionIds).toEqual([]);
  });

  it('count only live puzzles and get a deleted member back on restore', () => {
    const { db } = openTemp();
    const a = addPuzzle(db, jwilk(3));
    const c = addToCollection(db, createCollection(db, 'Mine').id, [a]);
    softDeletePuzzles(db, [a]);
    expect(getCollection(db, c.id)?.count).toBe(0);
    restorePuzzles(db, [a]);
    expect(getCollection(db, c.id)?.count).toBe(1);
  });

  it('are deleted without deleting their puzzles', () => {
    const { db } = openTemp();
    const a = addPuzzle(db, jwilk(4));
    const c = addToCollection(db, createCollection(db, 'Mine').id, [a]);
    const d = addToCollection(db, createCollection(db, 'Also').id, [a]);
    expect(collectionIdsByPuzzle(db, [a]).get(a)).toEqual([c.id, d.id]);
    expect(deleteCollection(db, c.id)).toBe(true);
    expect(listCollections(db).map((x) => x.name)).toEqual(['Also']);
    expect(getPuzzleDetail(db, a)?.collectionIds).toEqual([d.id]);
  });
});
