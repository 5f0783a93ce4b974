import { describe, expect, it } from 'vitest';
import {
  addFailures,
  addSummary,
  EMPTY_OUTCOME,
  looksLikePuzzleFile,
  outcomeSentence,
  planBatches,
  planPortions,
  skippedNote,
} from '../../../../src-renderer/lib/import/import-plan.ts';

describe('looksLikePuzzleFile', () => {
  it('keeps the endings of the formats the engine reads', () => {
    for (const name of ['a/b/dancer.nin', 'set.XML', 'rose.g', 'x.non', 'hello.toml', 'taai2011.txt']) {
      expect(looksLikePuzzleFile(name), name).toBe(true);
    }
  });

  it('leaves out pictures, notes and hidden files found in folders', () => {
    for (const name of ['scan.png', 'README', 'book/LICENSE', '.DS_Store', 'dir/.hidden.nin', 'notes.pdf']) {
      expect(looksLikePuzzleFile(name), name).toBe(false);
    }
  });
});

describe('planBatches', () => {
  it('sends small imports in one portion', () => {
    expect(planBatches([10, 20, 30])).toEqual([[0, 1, 2]]);
  });

  it('splits large imports by size, keeping every file once and in order', () => {
    const sizes = [5_000_000, 5_000_000, 100, 7_900_000];
    const batches = planBatches(sizes);
    expect(batches).toEqual([[0], [1, 2], [3]]);
  });

  it('splits many small files by count', () => {
    const batches = planBatches(new Array(1200).fill(1));
    expect(batches.map((batch) => batch.length)).toEqual([500, 500, 200]);
    expect(batches.flat()).toEqual([...Array(1200).keys()]);
  });

  it('gives a file larger than a portion a portion of its own', () => {
    expect(planBatches([20_000_000, 1])).toEqual([[0], [1]]);
  });
});

describe('planPortions', () => {
  it('sends a folder in natural order (data2 before data10), also when cut into portions', () => {
    const names = ['data10.nin', 'data1.nin', 'data2.nin', 'data100.nin', 'data9.nin'].map((name) => ({
      name: `jwilk/${name}`,
      size: 3_000_000,
    }));
    const portions = planPortions(names).map((portion) => portion.map((file) => file.name));
    expect(portions).toEqual([
      ['jwilk/data1.nin', 'jwilk/data2.nin'],
      ['jwilk/data9.nin', 'jwilk/data10.nin'],
      ['jwilk/data100.nin'],
    ]);
  });

  it('keeps files picked on their own where they were, beside the folders', () => {
    const files = [
      { name: 'b/x10.nin', size: 1 },
      { name: 'loose.xml', size: 1 },
      { name: 'b/x9.nin', size: 1 },
    ];
    expect(
      planPortions(files)
        .flat()
        .map((file) => file.name),
    ).toEqual(['b/x9.nin', 'b/x10.nin', 'loose.xml']);
  });
});

describe('import outcome', () => {
  it('adds up the portions of one import, each collection once with its puzzles added up', () => {
    let outcome = addFailures({ ...EMPTY_OUTCOME, skipped: 2 }, [{ file: 'big.nin', message: 'too large' }]);
    outcome = addSummary(outcome, {
      added: 3,
      duplicates: 1,
      failed: [],
      notes: [{ file: 'a.xml', message: 'Line 9: the goal image was left out' }],
      cancelled: false,
      addedIds: [1, 2, 3],
      duplicateOf: [{ file: 'a.xml', index: 2, existingId: 9, message: "Duplicate of 'Cat' (webpbn #6)" }],
      collections: [{ id: 5, name: 'book', created: true, added: 4 }],
    });
    outcome = addSummary(outcome, {
      added: 1,
      duplicates: 0,
      failed: [{ file: 'x.xml', index: 2, message: 'bad clue' }],
      notes: [],
      cancelled: true,
      addedIds: [4],
      duplicateOf: [],
      collections: [
        { id: 5, name: 'book', created: false, added: 1 },
        { id: 6, name: 'taai2011', created: false, added: 2 },
      ],
    });
    expect(outcome).toEqual({
      added: 4,
      duplicates: 1,
      failed: [
        { file: 'big.nin', message: 'too large' },
        { file: 'x.xml', index: 2, message: 'bad clue' },
      ],
      notes: [{ file: 'a.xml', message: 'Line 9: the goal image was left out' }],
      cancelled: true,
      addedIds: [1, 2, 3, 4],
      duplicateOf: [{ file: 'a.xml', index: 2, existingId: 9, message: "Duplicate of 'Cat' (webpbn #6)" }],
      collections: [
        { id: 5, name: 'book', created: true, added: 5 },
        { id: 6, name: 'taai2011', created: false, added: 2 },
      ],
      skipped: 2,
    });
  });

  it('says in one sentence what happened', () => {
    expect(outcomeSentence({ ...EMPTY_OUTCOME, added: 12, duplicates: 3 })).toBe(
      '12 puzzles added, 3 already in the library.',
    );
    expect(outcomeSentence({ ...EMPTY_OUTCOME, added: 1, cancelled: true })).toBe(
      '1 puzzle added before the import was cancelled.',
    );
  });
});

describe('skippedNote', () => {
  it('agrees with the count: one file was left out, two files were', () => {
    expect(skippedNote(1)).toBe('1 file in the folders did not look like a puzzle file and was left out.');
    expect(skippedNote(2)).toBe('2 files in the folders did not look like puzzle files and were left out.');
  });
});
