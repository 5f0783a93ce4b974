import { describe, expect, it } from 'vitest';
import { encodeGrid } from '../../src-main/engine/grid-codec.ts';
import { puzzleFromGrid, type PaletteColor } from '../../src-main/engine/puzzle.ts';
import { saveProgress, startAttempt } from '../../src-main/library/attempts.ts';
import { setVerdict, softDeletePuzzles } from '../../src-main/library/puzzles.ts';
import { thumbnails } from '../../src-main/library/thumbnails.ts';
import { addPuzzle, jwilk, openTemp } from './temp-library.ts';

const PALETTE: readonly PaletteColor[] = [
  { name: 'white', char: '.', rgb: '#ffffff' },
  { name: 'red', char: 'r', rgb: '#ff0000' },
];
const solution = { width: 2, height: 2, cells: Uint8Array.from([1, 0, 1, 1]) };
const flag = puzzleFromGrid(solution, PALETTE);
const progress = (status: 'in-progress' | 'solved' | 'revealed', grid: string) =>
  ({ status, grid, marks: '', elapsedMs: 5, hints: 0, mistakes: 0 }) as const;

describe('thumbnails', () => {
  it('are blank for a puzzle not played yet, even when its solution is known', () => {
    const { db } = openTemp();
    const id = addPuzzle(db, flag);
    setVerdict(db, id, 'unique', encodeGrid(solution));
    expect(thumbnails(db, [id])).toEqual([
      { id, width: 2, height: 2, cells: '0000', rgb: ['#ffffff', '#ff0000'], kind: 'blank' },
    ]);
  });

  it('show the marks of an attempt in progress', () => {
    const { db } = openTemp();
    const id = addPuzzle(db, flag);
    const attempt = startAttempt(db, id, '0000');
    saveProgress(db, attempt.id, progress('in-progress', '1000'));
    expect(thumbnails(db, [id])[0]).toMatchObject({ cells: '1000', kind: 'progress' });
  });

  it('show the picture once solved or revealed', () => {
    const { db } = openTemp();
    const solved = addPuzzle(db, flag);
    saveProgress(db, startAttempt(db, solved, '0000').id, progress('solved', '1011'));
    const revealed = addPuzzle(db, jwilk(1));
    const cells = '1'.repeat(jwilk(1).width * jwilk(1).height);
    saveProgress(db, startAttempt(db, revealed, '0').id, progress('revealed', cells));
    expect(thumbnails(db, [revealed, solved]).map((t) => [t.id, t.kind, t.cells])).toEqual([
      [revealed, 'solution', cells],
      [solved, 'solution', '1011'],
    ]);
  });

  it('fall back to the stored solution when the attempt grid does not fit the puzzle', () => {
    const { db } = openTemp();
    const id = addPuzzle(db, flag);
    setVerdict(db, id, 'unique', '1011');
    saveProgress(db, startAttempt(db, id, '').id, progress('solved', 'garbage'));
    expect(thumbnails(db, [id])[0]).toMatchObject({ cells: '1011', kind: 'solution' });
  });

  it('leave out missing and deleted puzzles', () => {
    const { db } = openTemp();
    const id = addPuzzle(db, flag);
    const gone = addPuzzle(db, jwilk(2));
    softDeletePuzzles(db, [gone]);
    expect(thumbnails(db, [gone, 9999, id]).map((t) => t.id)).toEqual([id]);
  });
});
