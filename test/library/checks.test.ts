import { describe, expect, it } from 'vitest';
import { nextUnchecked, recordCheck, uncheckedCount } from '../../src-main/library/checks.ts';
import {
  getPuzzleDetail,
  setDifficulty,
  setVerdict,
  softDeletePuzzles,
} from '../../src-main/library/puzzles.ts';
import { addPuzzle, jwilk, openTemp } from './temp-library.ts';

const nothing = { verdict: null, solution: null, difficulty: null, estimate: null } as const;

describe('what the background check has left to do', () => {
  it('lists puzzles without a verdict or a difficulty, oldest first, until each is tried once', () => {
    const { db } = openTemp();
    const ids = [1, 2, 3, 4].map((n) => addPuzzle(db, jwilk(n)));
    const [a, b, c, d] = ids as [number, number, number, number];
    expect(uncheckedCount(db)).toBe(4);
    expect(nextUnchecked(db)).toBe(a);
    expect(nextUnchecked(db, new Set([a, b]))).toBe(c);
    expect(nextUnchecked(db, new Set(ids))).toBeNull();

    // Known verdict and difficulty: nothing to check. Only one of them: still to check.
    setVerdict(db, a, 'unique', null);
    setDifficulty(db, a, 2.1, 3.4);
    setVerdict(db, b, 'multiple', null);
    softDeletePuzzles(db, [d]);
    expect(uncheckedCount(db)).toBe(2);
    expect(nextUnchecked(db)).toBe(b);

    // A check that found nothing (a timeout) still counts as tried.
    expect(recordCheck(db, c, nothing)).toBe(true);
    expect(getPuzzleDetail(db, c)).toMatchObject({ verdict: 'unknown', difficulty: null });
    expect(nextUnchecked(db)).toBe(b);
    expect(uncheckedCount(db)).toBe(1);
  });

  it('fills in what is unknown and keeps what a solve found first', () => {
    const { db } = openTemp();
    const fresh = addPuzzle(db, jwilk(5));
    const solved = addPuzzle(db, jwilk(6));
    setVerdict(db, solved, 'unique', '0110');
    setDifficulty(db, solved, 4.2, 5);

    recordCheck(db, fresh, { verdict: 'unique', solution: '1001', difficulty: 3.3, estimate: 4.4 });
    expect(getPuzzleDetail(db, fresh)).toMatchObject({
      verdict: 'unique',
      solution: '1001',
      difficulty: 3.3,
    });

    recordCheck(db, solved, { verdict: 'multiple', solution: null, difficulty: 9.5, estimate: 6 });
    expect(getPuzzleDetail(db, solved)).toMatchObject({
      verdict: 'unique',
      solution: '0110',
      difficulty: 4.2,
    });
    expect(uncheckedCount(db)).toBe(0);
    expect(recordCheck(db, 9999, nothing)).toBe(false);
  });
});
