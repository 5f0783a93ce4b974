import { describe, expect, it } from 'vitest';
import { puzzleFromGrid, type PaletteColor } from '../../src-main/engine/puzzle.ts';
import {
  getPuzzle,
  getPuzzleDetail,
  getPuzzlePicture,
  getPuzzles,
  insertPuzzle,
  listSources,
  metaFields,
  purgeDeletedPuzzles,
  restorePuzzles,
  setDifficulty,
  setVerdict,
  softDeletePuzzles,
  updatePuzzleMeta,
} from '../../src-main/library/puzzles.ts';
import { addPuzzle, jwilk, openTemp } from './temp-library.ts';

const PALETTE: readonly PaletteColor[] = [
  { name: 'white', char: '.', rgb: '#ffffff' },
  { name: 'red', char: 'r', rgb: '#ff0000' },
  { name: 'green', char: 'g', rgb: '#00ff00' },
];
const colourPuzzle = puzzleFromGrid(
  { width: 3, height: 2, cells: Uint8Array.from([1, 2, 0, 0, 2, 2]) },
  PALETTE,
  {
    title: 'Tiny flag',
  },
);

describe('puzzles', () => {
  it('keeps the picture a puzzle was drawn from, and none for other puzzles', () => {
    const { db } = openTemp();
    const drawn = insertPuzzle(db, colourPuzzle, metaFields(colourPuzzle.meta), new Date(), '120022');
    expect(getPuzzleDetail(db, drawn.id)?.picture).toBe('120022');
    expect(getPuzzlePicture(db, drawn.id)).toBe('120022');
    const typed = addPuzzle(db, jwilk(1));
    expect(getPuzzleDetail(db, typed)?.picture).toBeNull();
    expect(getPuzzlePicture(db, typed)).toBeNull();
  });

  it('stores a puzzle and gives back the same clues, palette and metadata', () => {
    const { db } = openTemp();
    const meta = {
      title: 'Cat',
      author: 'J. Doe',
      source: 'Puzzle Monthly',
      page: '12',
      number: '7',
      notes: 'nice',
    };
    const id = addPuzzle(db, colourPuzzle, meta);
    const detail = getPuzzleDetail(db, id)!;
    expect(detail).toMatchObject({
      ...meta,
      copyright: '',
      width: 3,
      height: 2,
      colors: 2,
      verdict: 'unknown',
    });
    expect(detail).toMatchObject({
      difficulty: null,
      status: 'new',
      timeMs: 0,
      bestTimeMs: null,
      solution: null,
    });
    expect(detail.rows).toEqual(colourPuzzle.rows);
    expect(detail.columns).toEqual(colourPuzzle.columns);
    expect(detail.palette).toEqual(PALETTE);
    expect(getPuzzle(db, id)).toEqual({ ...colourPuzzle, meta });
  });

  it('refuses a puzzle whose clues are already stored and names the one kept', () => {
    const { db } = openTemp();
    const first = insertPuzzle(db, jwilk(3), metaFields({ title: 'First' }));
    const again = insertPuzzle(db, jwilk(3), metaFields({ title: 'Same clues, other name' }));
    expect(first.added).toBe(true);
    expect(again).toEqual({ added: false, id: first.id, pictureAdded: false });
    expect(db.prepare('SELECT count(*) FROM puzzles').pluck().get()).toBe(1);
  });

  it('replaces a soft-deleted twin when the same clues are added again', () => {
    const { db } = openTemp();
    const old = addPuzzle(db, jwilk(4), { title: 'Old' });
    softDeletePuzzles(db, [old]);
    const fresh = insertPuzzle(db, jwilk(4), metaFields({ title: 'New' }));
    expect(fresh.added).toBe(true);
    expect(fresh.id).not.toBe(old);
    expect(restorePuzzles(db, [old])).toBe(0);
    expect(getPuzzleDetail(db, fresh.id)?.title).toBe('New');
  });

  it('updates only the metadata fields given', () => {
    const { db } = openTemp();
    const id = addPuzzle(db, jwilk(5), { title: 'Before', author: 'Ann' });
    const detail = updatePuzzleMeta(db, id, { title: 'After', page: '3' });
    expect(detail).toMatchObject({ title: 'After', author: 'Ann', page: '3' });
    expect(updatePuzzleMeta(db, 9999, { title: 'x' })).toBeUndefined();
  });

  it('keeps the solution only with a unique verdict', () => {
    const { db } = openTemp();
    const id = addPuzzle(db, colourPuzzle);
    expect(setVerdict(db, id, 'unique', '120022')).toBe(true);
    expect(getPuzzleDetail(db, id)).toMatchObject({ verdict: 'unique', solution: '120022' });
    setVerdict(db, id, 'multiple', '120022');
    expect(getPuzzleDetail(db, id)).toMatchObject({ verdict: 'multiple', solution: null });
    expect(setVerdict(db, 9999, 'none', null)).toBe(false);
  });

  it('records a difficulty and its estimate', () => {
    const { db } = openTemp();
    const id = addPuzzle(db, jwilk(6));
    expect(setDifficulty(db, id, 7, 42.5)).toBe(true);
    expect(getPuzzleDetail(db, id)?.difficulty).toBe(7);
    expect(db.prepare('SELECT estimate FROM puzzles WHERE id = ?').pluck().get(id)).toBe(42.5);
  });

  it('hides soft-deleted puzzles until they are restored', () => {
    const { db } = openTemp();
    const a = addPuzzle(db, jwilk(7));
    const b = addPuzzle(db, jwilk(8));
    expect(softDeletePuzzles(db, [a, b, 9999])).toBe(2);
    expect(softDeletePuzzles(db, [a])).toBe(0);
    expect(getPuzzleDetail(db, a)).toBeUndefined();
    expect(getPuzzles(db, [a, b])).toEqual([]);
    expect(restorePuzzles(db, [a])).toBe(1);
    expect(getPuzzleDetail(db, a)?.id).toBe(a);
    expect(getPuzzles(db, [b, a]).map((found) => found.id)).toEqual([a]);
  });

  it('purges only puzzles deleted before the cutoff', () => {
    const { db } = openTemp();
    const early = addPuzzle(db, jwilk(9));
    const late = addPuzzle(db, jwilk(10));
    const live = addPuzzle(db, jwilk(11));
    softDeletePuzzles(db, [early], new Date('2025-01-01T00:00:00Z'));
    softDeletePuzzles(db, [late], new Date('2025-03-01T00:00:00Z'));
    expect(purgeDeletedPuzzles(db, new Date('2025-02-01T00:00:00Z'))).toBe(1);
    expect(db.prepare('SELECT id FROM puzzles ORDER BY id').pluck().all()).toEqual([late, live]);
    expect(db.prepare('SELECT count(*) FROM puzzle_content').pluck().get()).toBe(2);
  });

  it('returns puzzles for export in the order asked', () => {
    const { db } = openTemp();
    const a = addPuzzle(db, jwilk(12));
    const b = addPuzzle(db, jwilk(13));
    expect(getPuzzles(db, [b, 9999, a]).map((found) => found.id)).toEqual([b, a]);
    expect(getPuzzles(db, [b])[0]!.puzzle.rows).toEqual(jwilk(13).rows);
  });

  it('lists the distinct sources of live puzzles', () => {
    const { db } = openTemp();
    addPuzzle(db, jwilk(14), { source: 'Logic Weekly' });
    addPuzzle(db, jwilk(15), { source: 'art book' });
    addPuzzle(db, jwilk(16), { source: 'Logic Weekly' });
    addPuzzle(db, jwilk(17));
    const gone = addPuzzle(db, jwilk(18), { source: 'Deleted Digest' });
    softDeletePuzzles(db, [gone]);
    expect(listSources(db)).toEqual(['art book', 'Logic Weekly']);
  });
});
