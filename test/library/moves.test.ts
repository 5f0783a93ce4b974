import { describe, expect, it } from 'vitest';
import { getAttempt, startAttempt, type AttemptProgress } from '../../src-main/library/attempts.ts';
import { LibraryError } from '../../src-main/library/errors.ts';
import { appendMove, listMoves, setMoveCount } from '../../src-main/library/moves.ts';
import { softDeletePuzzles, purgeDeletedPuzzles } from '../../src-main/library/puzzles.ts';
import { addPuzzle, jwilk, openTemp } from './temp-library.ts';

const after = (grid: string, elapsedMs: number): AttemptProgress => ({
  status: 'in-progress',
  grid,
  marks: '',
  elapsedMs,
  hints: 0,
  mistakes: 0,
});

function playing() {
  const { db } = openTemp();
  const attempt = startAttempt(db, addPuzzle(db, jwilk(1)), '000');
  return { db, attempt: attempt.id };
}

describe('moves', () => {
  it('are appended in order together with the state after each', () => {
    const { db, attempt } = playing();
    expect(appendMove(db, attempt, 'a', after('100', 1000))).toBe(0);
    expect(appendMove(db, attempt, 'b', after('110', 2500))).toBe(1);
    expect(listMoves(db, attempt)).toEqual([
      { seq: 0, move: 'a', atMs: 1000 },
      { seq: 1, move: 'b', atMs: 2500 },
    ]);
    expect(getAttempt(db, attempt)).toMatchObject({
      moveCount: 2,
      grid: '110',
      elapsedMs: 2500,
      status: 'in-progress',
    });
  });

  it('are undone and redone by moving the count, keeping the undone ones', () => {
    const { db, attempt } = playing();
    appendMove(db, attempt, 'a', after('100', 1));
    appendMove(db, attempt, 'b', after('110', 2));
    setMoveCount(db, attempt, 1, after('100', 3));
    expect(getAttempt(db, attempt)).toMatchObject({ moveCount: 1, grid: '100' });
    expect(listMoves(db, attempt)).toHaveLength(2);
    setMoveCount(db, attempt, 2, after('110', 4));
    expect(getAttempt(db, attempt)).toMatchObject({ moveCount: 2, grid: '110' });
  });

  it('replace the undone tail when a new move is made', () => {
    const { db, attempt } = playing();
    appendMove(db, attempt, 'a', after('100', 1));
    appendMove(db, attempt, 'b', after('110', 2));
    appendMove(db, attempt, 'c', after('111', 3));
    setMoveCount(db, attempt, 1, after('100', 4));
    expect(appendMove(db, attempt, 'd', after('101', 5))).toBe(1);
    expect(listMoves(db, attempt).map((m) => m.move)).toEqual(['a', 'd']);
    expect(getAttempt(db, attempt)?.moveCount).toBe(2);
  });

  it('refuse a count beyond the stored moves and a missing attempt', () => {
    const { db, attempt } = playing();
    appendMove(db, attempt, 'a', after('100', 1));
    expect(() => setMoveCount(db, attempt, 2, after('100', 1))).toThrow(LibraryError);
    expect(() => setMoveCount(db, attempt, -1, after('100', 1))).toThrow(/not -1/);
    expect(() => appendMove(db, 9999, 'a', after('100', 1))).toThrow(/no longer exists/);
    expect(getAttempt(db, attempt)?.moveCount).toBe(1);
  });

  it('go when their puzzle is purged', () => {
    const { db, attempt } = playing();
    appendMove(db, attempt, 'a', after('100', 1));
    const puzzle = getAttempt(db, attempt)!.puzzleId;
    softDeletePuzzles(db, [puzzle], new Date('2025-01-01T00:00:00Z'));
    purgeDeletedPuzzles(db, new Date('2025-02-01T00:00:00Z'));
    expect(getAttempt(db, attempt)).toBeUndefined();
    expect(listMoves(db, attempt)).toEqual([]);
  });
});
