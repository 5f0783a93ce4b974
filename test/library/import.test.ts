import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readTaai } from '../../src-main/engine/formats/taai.ts';
import { blackAndWhitePuzzle, puzzleFromGrid } from '../../src-main/engine/puzzle.ts';
import {
  defaultTitle,
  GOAL_DOES_NOT_FIT,
  importPuzzles,
  PICTURE_GIVEN_TO_DUPLICATE,
  type ImportItem,
  type ImportProgress,
} from '../../src-main/library/import.ts';
import { getPuzzleDetail } from '../../src-main/library/puzzles.ts';
import { jwilk, openTemp, TOURNAMENT } from './temp-library.ts';

const taaiItems: ImportItem[] = readTaai(readFileSync(TOURNAMENT, 'utf8')).map((entry, i) => ({
  puzzle: entry.puzzle,
  file: 'tournament.txt',
  index: i + 1,
}));

function count(db: ReturnType<typeof openTemp>['db']): number {
  return db.prepare('SELECT count(*) FROM puzzles').pluck().get() as number;
}

describe('importPuzzles', () => {
  it('imports the 100 puzzles of a tournament-style file with progress after each batch', async () => {
    const { db } = openTemp();
    const progress: ImportProgress[] = [];
    const summary = await importPuzzles(db, taaiItems, {
      onProgress: (p) => progress.push(p),
      batchSize: 25,
    });
    expect(summary).toMatchObject({ added: 100, duplicates: 0, failed: [], cancelled: false });
    expect(summary.addedIds).toHaveLength(100);
    expect(progress.map((p) => p.done)).toEqual([25, 50, 75, 100]);
    expect(progress.every((p) => p.total === 100)).toBe(true);
    expect(getPuzzleDetail(db, summary.addedIds[0]!)).toMatchObject({
      title: 'tournament #1',
      width: 25,
      height: 25,
      sourceFile: 'tournament.txt',
    });
    expect(count(db)).toBe(100);
  });

  it('stops between batches when cancelled and keeps what was stored', async () => {
    const { db } = openTemp();
    const signal = { aborted: false };
    const summary = await importPuzzles(db, taaiItems.slice(0, 30), {
      onProgress: ({ done }) => {
        if (done >= 20) signal.aborted = true;
      },
      signal,
      batchSize: 10,
    });
    expect(summary).toMatchObject({ added: 20, cancelled: true });
    expect(count(db)).toBe(20);
  });

  it('skips puzzles already stored and repeats within one import', async () => {
    const { db } = openTemp();
    await importPuzzles(db, taaiItems.slice(0, 10));
    const again = [...taaiItems.slice(5, 15), { ...taaiItems[12]!, file: 'copy.txt', index: 1 }];
    const summary = await importPuzzles(db, again);
    expect(summary).toMatchObject({ added: 5, duplicates: 6, failed: [] });
    expect(count(db)).toBe(15);
  });

  it('reports a puzzle that is not a puzzle, with its file and number, and goes on', async () => {
    const { db } = openTemp();
    const broken = { ...blackAndWhitePuzzle([[1]], [[1]]), width: 3 };
    const items: ImportItem[] = [
      { puzzle: jwilk(1), file: 'good.nin', index: 1 },
      { puzzle: broken, file: 'set.txt', index: 1 },
      { puzzle: jwilk(2), file: 'set.txt', index: 2 },
    ];
    const earlier = [{ file: 'unreadable.xyz', message: 'unknown format' }];
    const summary = await importPuzzles(db, items, { earlier: { failed: earlier, notes: [] } });
    expect(summary.added).toBe(2);
    expect(summary.failed).toEqual([
      earlier[0],
      { file: 'set.txt', index: 1, message: expect.stringContaining('column') },
    ]);
  });

  it('keeps the goal picture a file gives when it fits the clues, and only then', async () => {
    const { db } = openTemp();
    const goal = { width: 2, height: 2, cells: Uint8Array.from([0, 1, 1, 0]) };
    const diagonal = puzzleFromGrid(goal, undefined, { title: 'Diagonal' });
    const cross = puzzleFromGrid({ width: 3, height: 1, cells: Uint8Array.from([1, 0, 1]) });
    const summary = await importPuzzles(db, [
      { puzzle: diagonal, file: 'goal.xml', index: 1, goal },
      { puzzle: cross, file: 'goal.xml', index: 2, goal: { ...goal, width: 3, height: 1 } },
    ]);
    const [kept, dropped] = summary.addedIds;
    expect(getPuzzleDetail(db, kept!)?.picture).toBe('0110');
    expect(getPuzzleDetail(db, dropped!)?.picture).toBeNull();
    expect(summary.notes).toEqual([{ file: 'goal.xml', index: 2, message: GOAL_DOES_NOT_FIT }]);
  });

  it('gives a goal picture to a duplicate that has none, and never replaces one', async () => {
    const { db } = openTemp();
    // Two pictures with the same clues: the puzzle has two solutions.
    const first = { width: 2, height: 2, cells: Uint8Array.from([0, 1, 1, 0]) };
    const second = { width: 2, height: 2, cells: Uint8Array.from([1, 0, 0, 1]) };
    const puzzle = puzzleFromGrid(first);
    const [id] = (await importPuzzles(db, [{ puzzle, file: 'plain.non', index: 1 }])).addedIds;
    expect(getPuzzleDetail(db, id!)?.picture).toBeNull();

    const withGoal = await importPuzzles(db, [{ puzzle, file: 'goal.non', index: 1, goal: second }]);
    expect(withGoal).toMatchObject({ added: 0, duplicates: 1 });
    expect(withGoal.notes).toEqual([{ file: 'goal.non', message: PICTURE_GIVEN_TO_DUPLICATE }]);
    expect(getPuzzleDetail(db, id!)?.picture).toBe('1001');

    const other = await importPuzzles(db, [{ puzzle, file: 'other.non', index: 1, goal: first }]);
    expect(other.notes).toEqual([]);
    expect(getPuzzleDetail(db, id!)?.picture).toBe('1001');
  });

  it('names an untitled puzzle after its file', async () => {
    const { db } = openTemp();
    const summary = await importPuzzles(db, [
      { puzzle: jwilk(3), file: '/home/me/puzzles/dancer.nin', index: 1 },
      { puzzle: jwilk(4), file: 'C:\\sets\\two.txt', index: 1 },
      { puzzle: jwilk(5), file: 'C:\\sets\\two.txt', index: 2 },
    ]);
    const names = summary.addedIds.map((id) => getPuzzleDetail(db, id)?.title);
    expect(names).toEqual(['dancer', 'two 1', 'two 2']);
    expect(defaultTitle('.hidden', null)).toBe('.hidden');
  });
});
