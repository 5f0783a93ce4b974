import { describe, expect, it } from 'vitest';
import { saveProgress, startAttempt, type AttemptProgress } from '../../src-main/library/attempts.ts';
import { saveElapsed } from '../../src-main/library/play-store.ts';
import { setDifficulty, softDeletePuzzles } from '../../src-main/library/puzzles.ts';
import type { Db } from '../../src-main/library/sql.ts';
import {
  hardestSolved,
  playTotals,
  recentPlays,
  sizeRecords,
  timePerWeek,
} from '../../src-main/library/stats.ts';
import { addPuzzle, jwilk, openTemp } from './temp-library.ts';

const state = (status: AttemptProgress['status'], elapsedMs: number): AttemptProgress => ({
  status,
  grid: '0',
  marks: '',
  elapsedMs,
  hints: 1,
  mistakes: 0,
});

/** Plays a puzzle: the elapsed time reaches each figure at the time given, then the status is set. */
function play(
  db: Db,
  puzzle: number,
  saves: readonly (readonly [string, number])[],
  status: AttemptProgress['status'],
): number {
  const attempt = startAttempt(db, puzzle, '0', new Date(saves[0]![0]));
  for (const [when, elapsedMs] of saves) saveElapsed(db, attempt.id, elapsedMs, new Date(when));
  const [when, elapsedMs] = saves.at(-1)!;
  saveProgress(db, attempt.id, state(status, elapsedMs), new Date(when));
  return attempt.id;
}

describe('time played', () => {
  it('is counted in the week each part of it was played, not all where the attempt ended', () => {
    const { db } = openTemp();
    const puzzle = addPuzzle(db, jwilk(1));
    play(
      db,
      puzzle,
      [
        ['2025-03-07T10:00:00Z', 600_000],
        ['2025-03-11T10:00:00Z', 900_000],
      ],
      'solved',
    );
    expect(timePerWeek(db, 3, new Date('2025-03-12T12:00:00Z'))).toEqual([
      { weekStart: '2025-02-24', timeMs: 0 },
      { weekStart: '2025-03-03', timeMs: 600_000 },
      { weekStart: '2025-03-10', timeMs: 300_000 },
    ]);
    expect(playTotals(db).timePlayedMs).toBe(900_000);
  });

  it("falls in the player's week by their time zone", () => {
    const { db } = openTemp();
    play(db, addPuzzle(db, jwilk(1)), [['2025-03-09T23:30:00Z', 60_000]], 'in-progress');
    const now = new Date('2025-03-10T12:00:00Z');
    expect(timePerWeek(db, 1, now, 0)).toEqual([{ weekStart: '2025-03-10', timeMs: 0 }]);
    expect(timePerWeek(db, 1, now, 60)).toEqual([{ weekStart: '2025-03-10', timeMs: 60_000 }]);
  });

  it('never goes down when an attempt is saved with less time', () => {
    const { db } = openTemp();
    const attempt = play(db, addPuzzle(db, jwilk(1)), [['2025-03-10T10:00:00Z', 60_000]], 'in-progress');
    saveProgress(db, attempt, state('in-progress', 10_000), new Date('2025-03-10T11:00:00Z'));
    expect(playTotals(db).timePlayedMs).toBe(60_000);
  });
});

describe('statistics of play', () => {
  it('count distinct puzzles solved, solves, reveals, hints and puzzles in progress', () => {
    const { db } = openTemp();
    const [a, b, c] = [addPuzzle(db, jwilk(1)), addPuzzle(db, jwilk(2)), addPuzzle(db, jwilk(3))];
    play(db, a, [['2025-03-01T10:00:00Z', 1000]], 'solved');
    play(db, a, [['2025-03-02T10:00:00Z', 900]], 'solved');
    play(db, b, [['2025-03-03T10:00:00Z', 500]], 'revealed');
    play(db, c, [['2025-03-04T10:00:00Z', 700]], 'in-progress');
    expect(playTotals(db)).toEqual({
      puzzlesSolved: 1,
      solves: 2,
      revealed: 1,
      inProgress: 1,
      timePlayedMs: 3100,
      hintsUsed: 4,
    });
  });

  it('name the puzzle of the best time for each size, smallest size first', () => {
    const { db } = openTemp();
    const small = addPuzzle(db, jwilk(1), { title: 'Small one' });
    const other = addPuzzle(db, jwilk(0), { title: 'Small two' });
    const large = addPuzzle(db, jwilk(41), { title: 'Large' });
    play(db, small, [['2025-03-01T10:00:00Z', 90_000]], 'solved');
    play(db, other, [['2025-03-01T11:00:00Z', 45_000]], 'solved');
    play(db, large, [['2025-03-01T12:00:00Z', 30_000]], 'solved');
    expect(sizeRecords(db)).toEqual([
      { width: 10, height: 10, solved: 2, bestMs: 45_000, puzzleId: other, title: 'Small two' },
      { width: 40, height: 20, solved: 1, bestMs: 30_000, puzzleId: large, title: 'Large' },
    ]);
  });

  it('take the hardest solve by rating first, then by size, leaving deleted puzzles out', () => {
    const { db } = openTemp();
    expect(hardestSolved(db)).toBeNull();
    const easy = addPuzzle(db, jwilk(1), { title: 'Easy' });
    const big = addPuzzle(db, jwilk(41), { title: 'Big, unrated' });
    play(db, easy, [['2025-03-01T10:00:00Z', 1000]], 'solved');
    play(db, big, [['2025-03-01T11:00:00Z', 1000]], 'solved');
    expect(hardestSolved(db)).toMatchObject({ puzzleId: big, difficulty: null });
    setDifficulty(db, easy, 3, 2);
    expect(hardestSolved(db)).toMatchObject({ puzzleId: easy, title: 'Easy', difficulty: 3, timeMs: 1000 });
    const hard = addPuzzle(db, jwilk(2), { title: 'Hard' });
    setDifficulty(db, hard, 8, 7);
    play(db, hard, [['2025-03-01T12:00:00Z', 1000]], 'revealed');
    expect(hardestSolved(db)?.puzzleId).toBe(easy);
    softDeletePuzzles(db, [easy]);
    expect(hardestSolved(db)?.puzzleId).toBe(big);
  });

  it('list recent play newest first, without untouched attempts or deleted puzzles', () => {
    const { db } = openTemp();
    const [a, b, c] = [addPuzzle(db, jwilk(1)), addPuzzle(db, jwilk(2)), addPuzzle(db, jwilk(3))];
    play(db, a, [['2025-03-01T10:00:00Z', 1000]], 'solved');
    play(db, b, [['2025-03-03T10:00:00Z', 2000]], 'in-progress');
    play(db, c, [['2025-03-02T10:00:00Z', 3000]], 'revealed');
    startAttempt(db, a, '0', new Date('2025-03-04T10:00:00Z'));
    expect(recentPlays(db, 10).map((row) => [row.puzzleId, row.status])).toEqual([
      [b, 'in-progress'],
      [c, 'revealed'],
      [a, 'solved'],
    ]);
    expect(recentPlays(db, 1)).toHaveLength(1);
    softDeletePuzzles(db, [b]);
    expect(recentPlays(db, 10).map((row) => row.puzzleId)).toEqual([c, a]);
  });
});
