import { describe, expect, it } from 'vitest';
import { saveProgress, startAttempt } from '../../src-main/library/attempts.ts';
import type { Db } from '../../src-main/library/sql.ts';
import { solvedPerWeek, solveStreaks } from '../../src-main/library/stats.ts';
import { addPuzzle, jwilk, openTemp } from './temp-library.ts';

/** Plays puzzle `n` of the test set to the end at the given time. */
function finish(
  db: Db,
  n: number,
  when: string,
  status: 'solved' | 'revealed' = 'solved',
  elapsedMs = 60_000,
): void {
  const puzzle = addPuzzle(db, jwilk(n));
  const attempt = startAttempt(db, puzzle, '0', new Date(when));
  saveProgress(
    db,
    attempt.id,
    { status, grid: '0', marks: '', elapsedMs, hints: 0, mistakes: 0 },
    new Date(when),
  );
}

describe('statistics', () => {
  it('count solves per week from Monday, empty weeks included and reveals left out', () => {
    const { db } = openTemp();
    finish(db, 1, '2025-02-10T12:00:00Z');
    finish(db, 2, '2025-03-03T08:00:00Z');
    finish(db, 3, '2025-03-09T20:00:00Z');
    finish(db, 4, '2025-03-10T09:00:00Z');
    finish(db, 5, '2025-03-11T09:00:00Z', 'revealed');
    expect(solvedPerWeek(db, 3, new Date('2025-03-12T12:00:00Z'))).toEqual([
      { weekStart: '2025-02-24', solved: 0 },
      { weekStart: '2025-03-03', solved: 2 },
      { weekStart: '2025-03-10', solved: 1 },
    ]);
  });

  it("count weeks and days in the player's time zone", () => {
    const { db } = openTemp();
    finish(db, 1, '2025-03-09T23:30:00Z');
    const now = new Date('2025-03-10T12:00:00Z');
    expect(solvedPerWeek(db, 1, now, 0)).toEqual([{ weekStart: '2025-03-10', solved: 0 }]);
    expect(solvedPerWeek(db, 1, now, 60)).toEqual([{ weekStart: '2025-03-10', solved: 1 }]);
    expect(solveStreaks(db, now, 60)).toEqual({ current: 1, longest: 1 });
  });

  it('find the current and the longest run of days with a solve', () => {
    const { db } = openTemp();
    ['2025-03-05', '2025-03-06', '2025-03-06', '2025-03-07', '2025-03-10', '2025-03-11'].forEach((day, i) =>
      finish(db, i + 1, `${day}T10:00:00Z`),
    );
    expect(solveStreaks(db, new Date('2025-03-12T09:00:00Z'))).toEqual({ current: 2, longest: 3 });
    expect(solveStreaks(db, new Date('2025-03-11T23:00:00Z'))).toEqual({ current: 2, longest: 3 });
    expect(solveStreaks(db, new Date('2025-03-13T09:00:00Z'))).toEqual({ current: 0, longest: 3 });
  });
});
