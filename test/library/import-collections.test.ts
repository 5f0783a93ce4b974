import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readTaai } from '../../src-main/engine/formats/taai.ts';
import { createCollection, ensureCollection, getCollection } from '../../src-main/library/collections.ts';
import { importPuzzles, readableTitle, type ImportItem } from '../../src-main/library/import.ts';
import { LIST_ALL, listIds } from '../../src-main/library/puzzle-list.ts';
import { getPuzzleDetail, updatePuzzleMeta } from '../../src-main/library/puzzles.ts';
import { addPuzzle, jwilk, openTemp, TOURNAMENT } from './temp-library.ts';

const taai = readTaai(readFileSync(TOURNAMENT, 'utf8')).slice(0, 6);

describe('an import into a collection', () => {
  it('adds the puzzles at the end of its order, the duplicates too, and names what each duplicates', async () => {
    const { db } = openTemp();
    const cat = addPuzzle(db, jwilk(6), { title: 'Cat', source: 'webpbn.com', number: '6' });
    const earlier = addPuzzle(db, jwilk(7), { title: 'Kite' });
    const book = createCollection(db, 'Logic Art');
    await importPuzzles(db, [{ puzzle: jwilk(8), file: 'first.nin', index: 1, collectionId: book.id }]);
    const items: ImportItem[] = [
      { puzzle: jwilk(9), file: 'book/p1.nin', index: 1, collectionId: book.id },
      { puzzle: jwilk(6), file: 'book/p2.nin', index: 1, collectionId: book.id },
      { puzzle: jwilk(10), file: 'book/p3.nin', index: 1, collectionId: book.id },
      { puzzle: jwilk(7), file: 'book/p4.nin', index: 1, collectionId: book.id },
    ];
    const summary = await importPuzzles(db, items, { created: new Set([book.id]) });
    expect(summary.added).toBe(2);
    expect(summary.duplicates).toBe(2);
    expect(summary.duplicateOf).toEqual([
      { file: 'book/p2.nin', existingId: cat, message: "Duplicate of 'Cat' (webpbn.com #6)" },
      { file: 'book/p4.nin', existingId: earlier, message: "Duplicate of 'Kite'" },
    ]);
    expect(summary.collections).toEqual([{ id: book.id, name: 'Logic Art', created: true, added: 4 }]);
    const [p1, p3] = summary.addedIds;
    const inOrder = listIds(db, { ...LIST_ALL, collectionId: book.id, sort: 'book' });
    expect(inOrder.slice(1)).toEqual([p1, cat, p3, earlier]);
    expect(getCollection(db, book.id)?.count).toBe(5);
  });

  it('records the file each puzzle came from, and keeps a duplicate where it first came from', async () => {
    const { db } = openTemp();
    const [first] = (await importPuzzles(db, [{ puzzle: jwilk(3), file: 'jwilk/data003.nin', index: 1 }]))
      .addedIds;
    await importPuzzles(db, [{ puzzle: jwilk(3), file: 'copies/same.nin', index: 1 }]);
    expect(getPuzzleDetail(db, first!)?.sourceFile).toBe('jwilk/data003.nin');
  });

  it('names a duplicate after its edited details', async () => {
    const { db } = openTemp();
    const id = addPuzzle(db, jwilk(11), { title: 'Owl' });
    updatePuzzleMeta(db, id, { title: 'Snowy owl', number: '12' });
    const summary = await importPuzzles(db, [{ puzzle: jwilk(11), file: 'owl.nin', index: 1 }]);
    expect(summary.duplicateOf[0]!.message).toBe("Duplicate of 'Snowy owl' (#12)");
  });
});

describe('titles from a file', () => {
  it('make a tournament file marker readable: "$681" of taai2011.txt is "taai2011 #681"', async () => {
    expect(readableTitle('$681', 'sets/taai2011.txt', 681)).toBe('taai2011 #681');
    expect(readableTitle('', 'set.txt', 3)).toBe('set 3');
    expect(readableTitle('Cat', 'cat.nin', null)).toBe('Cat');
    const { db } = openTemp();
    const summary = await importPuzzles(
      db,
      taai.map(({ puzzle }, i) => ({ puzzle, file: 'taai2011.txt', index: i + 1 })),
    );
    const titles = summary.addedIds.map((id) => getPuzzleDetail(db, id)?.title);
    expect(titles).toEqual(taai.map(({ number }) => `taai2011 #${number}`));
  });
});

describe('ensureCollection', () => {
  it('finds a collection by its name in any case, or makes it', () => {
    const { db } = openTemp();
    const made = ensureCollection(db, 'Jwilk');
    expect(made.created).toBe(true);
    expect(ensureCollection(db, ' jwilk ')).toEqual({ id: made.id, created: false });
  });
});
