import { describe, expect, it } from 'vitest';
import { saveProgress, startAttempt } from '../../src-main/library/attempts.ts';
import { nextUnsolved, setBook } from '../../src-main/library/books.ts';
import {
  addToCollection,
  createCollection,
  getCollection,
  listCollections,
} from '../../src-main/library/collections.ts';
import { LibraryError } from '../../src-main/library/errors.ts';
import { LIST_ALL, listIds, listPuzzles, listSql } from '../../src-main/library/puzzle-list.ts';
import { softDeletePuzzles } from '../../src-main/library/puzzles.ts';
import type { Db } from '../../src-main/library/sql.ts';
import { addPuzzle, jwilk, openTemp } from './temp-library.ts';

const BOOK = {
  title: 'Logic Art 3',
  author: 'Ann Bee',
  publisher: 'Grid Press',
  year: '2004',
  isbn: '978-0-00-000000-0',
  notes: 'Bought in Ghent.',
};

/** Six jwilk puzzles titled "Puzzle 1" ... "Puzzle 6", added in that order. */
function sixPuzzles(db: Db): number[] {
  return [1, 2, 3, 4, 5, 6].map((n) => addPuzzle(db, jwilk(n), { title: `Puzzle ${n}` }));
}

function finish(db: Db, puzzleId: number, status: 'solved' | 'revealed' | 'in-progress'): void {
  const attempt = startAttempt(db, puzzleId, '0');
  saveProgress(db, attempt.id, { status, grid: '0', marks: '', elapsedMs: 1000, hints: 0, mistakes: 0 });
}

describe('books', () => {
  it('are collections marked with their details, and unmarked again', () => {
    const { db } = openTemp();
    const { id } = createCollection(db, 'Logic Art');
    expect(setBook(db, id, { ...BOOK, title: '  Logic Art 3 ' }).book).toEqual(BOOK);
    expect(listCollections(db).find((c) => c.id === id)?.book).toEqual(BOOK);
    expect(setBook(db, id, null).book).toBeNull();
    expect(() => setBook(db, id + 100, BOOK)).toThrow(LibraryError);
  });

  it('count their live puzzles and those solved at least once', () => {
    const { db } = openTemp();
    const ids = sixPuzzles(db);
    const { id } = createCollection(db, 'Logic Art');
    addToCollection(db, id, ids);
    finish(db, ids[0]!, 'solved');
    finish(db, ids[1]!, 'solved');
    finish(db, ids[2]!, 'revealed');
    // Solved once, then started again: still solved once.
    finish(db, ids[1]!, 'in-progress');
    softDeletePuzzles(db, [ids[5]!]);
    expect(getCollection(db, id)).toMatchObject({ count: 5, solved: 2 });
  });

  it('continue with the first puzzle in their own order never solved nor revealed, or none', () => {
    const { db } = openTemp();
    const ids = sixPuzzles(db);
    const { id } = createCollection(db, 'Logic Art');
    // The book's order is the order added: 4, 3, 1, 2 (not the ids' or the titles').
    addToCollection(db, id, [ids[3]!, ids[2]!, ids[0]!, ids[1]!]);
    expect(nextUnsolved(db, id)).toBe(ids[3]);
    finish(db, ids[3]!, 'solved');
    finish(db, ids[2]!, 'revealed');
    finish(db, ids[0]!, 'in-progress');
    expect(nextUnsolved(db, id)).toBe(ids[0]);
    finish(db, ids[0]!, 'solved');
    softDeletePuzzles(db, [ids[1]!]);
    expect(nextUnsolved(db, id)).toBeNull();
  });
});

describe('a collection own order', () => {
  it('puts puzzles added later at the end, in the order given, and leaves members where they were', () => {
    const { db } = openTemp();
    const ids = sixPuzzles(db);
    const { id } = createCollection(db, 'Logic Art');
    addToCollection(db, id, [ids[4]!, ids[1]!]);
    addToCollection(db, id, [ids[0]!, ids[4]!, ids[5]!]);
    const page = listPuzzles(db, { ...LIST_ALL, collectionId: id, sort: 'book' });
    expect(page.total).toBe(4);
    expect(page.items.map((p) => p.id)).toEqual([ids[4], ids[1], ids[0], ids[5]]);
    const backwards = listPuzzles(db, { ...LIST_ALL, collectionId: id, sort: 'book', descending: true });
    expect(backwards.items.map((p) => p.id)).toEqual([ids[5], ids[0], ids[1], ids[4]]);
  });

  it('is "Book order" in the list: filtered and paged like any sort, and the creation order without a collection', () => {
    const { db } = openTemp();
    const ids = sixPuzzles(db);
    const { id } = createCollection(db, 'Logic Art');
    addToCollection(db, id, [...ids].reverse());
    finish(db, ids[2]!, 'solved');
    const solved = listPuzzles(db, { ...LIST_ALL, collectionId: id, sort: 'book', status: 'solved' });
    expect(solved.items.map((p) => p.id)).toEqual([ids[2]]);
    const second = listPuzzles(db, { ...LIST_ALL, collectionId: id, sort: 'book', offset: 2, limit: 2 });
    expect(second.items.map((p) => p.id)).toEqual([ids[3], ids[2]]);
    expect(listPuzzles(db, { ...LIST_ALL, sort: 'book' }).items.map((p) => p.id)).toEqual(ids);
  });

  it('is read in order from its index, with no temporary sort', () => {
    const { db } = openTemp();
    const { sql, params } = listSql({ ...LIST_ALL, collectionId: 1, sort: 'book' });
    const plan = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[])
      .map((row) => row.detail)
      .join('\n');
    expect(plan).toContain('SEARCH m USING COVERING INDEX collection_members_in_order (collection_id=?)');
    expect(plan).not.toContain('TEMP B-TREE');
  });
});

describe('select all', () => {
  it('gives the ids of every puzzle the filters take, in the list order, past any page', () => {
    const { db } = openTemp();
    const ids = sixPuzzles(db);
    const { id } = createCollection(db, 'Logic Art');
    addToCollection(db, id, [ids[5]!, ids[0]!, ids[3]!]);
    expect(listIds(db, { ...LIST_ALL, sort: 'title', descending: true })).toEqual([...ids].reverse());
    expect(listIds(db, { ...LIST_ALL, collectionId: id, sort: 'book' })).toEqual([ids[5], ids[0], ids[3]]);
    expect(listIds(db, { ...LIST_ALL, search: 'puzzle 2' })).toEqual([ids[1]]);
  });
});
