import { describe, expect, it } from 'vitest';
import {
  getAttempt,
  latestAttempt,
  saveProgress,
  saveStruckClues,
  startAttempt,
  type AttemptProgress,
} from '../../src-main/library/attempts.ts';
import { LibraryError } from '../../src-main/library/errors.ts';
import { LIST_ALL, listPuzzles } from '../../src-main/library/puzzle-list.ts';
import { getPuzzleDetail, softDeletePuzzles } from '../../src-main/library/puzzles.ts';
import { addPuzzle, jwilk, openTemp } from './temp-library.ts';

const T0 = Date.parse('2025-03-01T10:00:00Z');
const at = (seconds: number): Date => new Date(T0 + seconds * 1000);
const state = (status: AttemptProgress['status'], elapsedMs: number, grid = '01'): AttemptProgress => ({
  status,
  grid,
  marks: 'x.',
  elapsedMs,
  hints: 1,
  mistakes: 2,
});

describe('attempts', () => {
  it('start as new with the given grid and are read back', () => {
    const { db } = openTemp();
    const puzzle = addPuzzle(db, jwilk(1));
    const attempt = startAttempt(db, puzzle, '00', at(0));
    expect(attempt).toEqual({
      id: attempt.id,
      puzzleId: puzzle,
      status: 'new',
      grid: '00',
      marks: '',
      moveCount: 0,
      elapsedMs: 0,
      hints: 0,
      mistakes: 0,
      startedAt: '2025-03-01T10:00:00.000Z',
      updatedAt: '2025-03-01T10:00:00.000Z',
      finishedAt: null,
      guessFrom: null,
      struckClues: '',
    });
    expect(getAttempt(db, attempt.id)).toEqual(attempt);
  });

  it('store the clue numbers struck out apart from the progress, which leaves them alone', () => {
    const { db } = openTemp();
    const attempt = startAttempt(db, addPuzzle(db, jwilk(1)), '00', at(0));
    saveStruckClues(db, attempt.id, 'r0.0 c1.0');
    saveProgress(db, attempt.id, state('in-progress', 1000), at(1));
    expect(getAttempt(db, attempt.id)).toMatchObject({ struckClues: 'r0.0 c1.0', elapsedMs: 1000 });
    saveStruckClues(db, attempt.id, '');
    expect(getAttempt(db, attempt.id)?.struckClues).toBe('');
    expect(() => saveStruckClues(db, attempt.id + 1, 'r0.0')).toThrow('That attempt no longer exists.');
  });

  it('store where an open guess began, keep it when a save leaves it out, and clear it', () => {
    const { db } = openTemp();
    const attempt = startAttempt(db, addPuzzle(db, jwilk(1)), '00', at(0));
    saveProgress(db, attempt.id, { ...state('in-progress', 1000), guessFrom: 3 }, at(1));
    expect(getAttempt(db, attempt.id)?.guessFrom).toBe(3);
    saveProgress(db, attempt.id, state('in-progress', 2000), at(2));
    expect(getAttempt(db, attempt.id)).toMatchObject({ guessFrom: 3, elapsedMs: 2000 });
    saveProgress(db, attempt.id, { ...state('in-progress', 3000), guessFrom: null }, at(3));
    expect(getAttempt(db, attempt.id)?.guessFrom).toBeNull();
    expect(() => saveProgress(db, attempt.id, { ...state('in-progress', 4000), guessFrom: -1 })).toThrow(
      /CHECK constraint/,
    );
  });

  it('cannot start on a missing or deleted puzzle', () => {
    const { db } = openTemp();
    const puzzle = addPuzzle(db, jwilk(1));
    softDeletePuzzles(db, [puzzle]);
    expect(() => startAttempt(db, puzzle, '0')).toThrow(LibraryError);
    expect(() => startAttempt(db, 9999, '0')).toThrow(/no longer in the library/);
  });

  it('save their state and get a finish time when solved, kept on later saves', () => {
    const { db } = openTemp();
    const attempt = startAttempt(db, addPuzzle(db, jwilk(1)), '00', at(0));
    saveProgress(db, attempt.id, state('in-progress', 4000), at(4));
    expect(getAttempt(db, attempt.id)).toMatchObject({
      status: 'in-progress',
      elapsedMs: 4000,
      finishedAt: null,
    });
    saveProgress(db, attempt.id, state('solved', 9000, '11'), at(9));
    saveProgress(db, attempt.id, state('solved', 9000, '11'), at(60));
    expect(getAttempt(db, attempt.id)).toMatchObject({
      status: 'solved',
      grid: '11',
      marks: 'x.',
      hints: 1,
      mistakes: 2,
      finishedAt: '2025-03-01T10:00:09.000Z',
      updatedAt: '2025-03-01T10:01:00.000Z',
    });
    expect(() => saveProgress(db, 9999, state('new', 0))).toThrow(LibraryError);
  });

  it('carry the latest status and time, the best solved time and the last play to the puzzle', () => {
    const { db } = openTemp();
    const puzzle = addPuzzle(db, jwilk(1));
    const first = startAttempt(db, puzzle, '00', at(0));
    expect(getPuzzleDetail(db, puzzle)).toMatchObject({ status: 'new', lastPlayedAt: null });
    saveProgress(db, first.id, state('solved', 50_000), at(50));
    const second = startAttempt(db, puzzle, '00', at(100));
    saveProgress(db, second.id, state('in-progress', 20_000), at(120));
    expect(getPuzzleDetail(db, puzzle)).toMatchObject({
      status: 'in-progress',
      timeMs: 20_000,
      bestTimeMs: 50_000,
      lastPlayedAt: '2025-03-01T10:02:00.000Z',
    });
    saveProgress(db, second.id, state('solved', 30_000), at(130));
    expect(getPuzzleDetail(db, puzzle)).toMatchObject({ status: 'solved', bestTimeMs: 30_000 });
    expect(latestAttempt(db, puzzle)?.id).toBe(second.id);
  });

  it('mark a puzzle solved without help once some attempt solved it with no hint and no mistake', () => {
    const { db } = openTemp();
    const puzzle = addPuzzle(db, jwilk(1));
    const helped = startAttempt(db, puzzle, '00', at(0));
    saveProgress(db, helped.id, state('solved', 50_000), at(50));
    const summary = (): boolean | undefined =>
      listPuzzles(db, LIST_ALL).items.find((item) => item.id === puzzle)?.solvedWithoutHelp;
    expect(getPuzzleDetail(db, puzzle)?.solvedWithoutHelp).toBe(false);
    expect(summary()).toBe(false);

    const clean = startAttempt(db, puzzle, '00', at(100));
    saveProgress(db, clean.id, { ...state('in-progress', 10_000), hints: 0, mistakes: 0 }, at(110));
    expect(summary()).toBe(false);
    saveProgress(db, clean.id, { ...state('solved', 20_000), hints: 0, mistakes: 0 }, at(120));
    expect(getPuzzleDetail(db, puzzle)?.solvedWithoutHelp).toBe(true);
    expect(summary()).toBe(true);
  });
});
