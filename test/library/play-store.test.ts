import { describe, expect, it } from 'vitest';
import { CROSS } from '../../src-main/engine/play/types.ts';
import {
  getAttempt,
  saveProgress,
  startAttempt,
  type AttemptProgress,
} from '../../src-main/library/attempts.ts';
import { LibraryError } from '../../src-main/library/errors.ts';
import { decodeMove, encodeMove } from '../../src-main/library/move-codec.ts';
import { appendMove } from '../../src-main/library/moves.ts';
import {
  DEFAULT_PLAY_OPTIONS,
  getPlayOptions,
  PLAY_OPTIONS_KEY,
  updatePlayOptions,
} from '../../src-main/library/play-options.ts';
import {
  currentAttempt,
  puzzleProgress,
  saveElapsed,
  readableMoves,
} from '../../src-main/library/play-store.ts';
import { writeSetting } from '../../src-main/library/settings.ts';
import { prepared } from '../../src-main/library/sql.ts';
import { addPuzzle, jwilk, openTemp } from './temp-library.ts';

const T0 = Date.parse('2025-03-01T10:00:00Z');
const at = (seconds: number): Date => new Date(T0 + seconds * 1000);
const progress = (status: AttemptProgress['status'], elapsedMs: number): AttemptProgress => ({
  status,
  grid: '00',
  marks: '00',
  elapsedMs,
  hints: 0,
  mistakes: 0,
});

describe('stored moves', () => {
  it('keep cells, the new mark and every previous mark, crosses and colours included', () => {
    const move = { cells: [0, 35, 9999, 123_456], to: CROSS, from: [0, 1, 31, 0] };
    expect(decodeMove(encodeMove(move))).toEqual(move);
    const fill = { cells: [7], to: 3, from: [CROSS] };
    expect(encodeMove(fill)).toBe('3:7:x');
    expect(decodeMove('3:7:x')).toEqual(fill);
  });

  it('keep the blanks a fill crossed off, and read moves stored before that as before', () => {
    const move = { cells: [3], to: 1, from: [0], crossed: [0, 1, 2, 40] };
    expect(encodeMove(move)).toBe('1:3:0:0,1,2,14');
    expect(decodeMove(encodeMove(move))).toEqual(move);
    expect(encodeMove({ ...move, crossed: [] })).toBe('1:3:0');
    expect(decodeMove('1:3:0')).not.toHaveProperty('crossed');
  });

  it('are short enough to store one per move: a 20-cell drag on a 100x100 grid near 100 bytes', () => {
    const cells = Array.from({ length: 20 }, (_, i) => 9_000 + i * 100);
    expect(encodeMove({ cells, to: 1, from: cells.map(() => 0) }).length).toBeLessThan(110);
  });

  it('refuse text that is not a move', () => {
    for (const damaged of [
      '',
      '1:2',
      '1:2:00',
      '1:-3:0',
      '1:2:?',
      'z:2:0',
      '1:2:0:',
      '1:2:0:-1',
      '1:2:0:1:1',
      '1:2!:0',
    ]) {
      expect(() => decodeMove(damaged), damaged).toThrow(/not a stored move|not a mark/);
    }
  });

  it('are read back as the engine records them, and a damaged one is named', () => {
    const { db } = openTemp();
    const attempt = startAttempt(db, addPuzzle(db, jwilk(1)), '00');
    const first = { cells: [1, 2], to: 1, from: [0, 0] };
    appendMove(db, attempt.id, encodeMove(first), progress('in-progress', 10));
    expect(readableMoves(db, attempt.id)).toEqual({ moves: [first], damaged: null, stored: 1 });
    prepared(db, 'UPDATE moves SET move = ? WHERE attempt_id = ?').run('garbage', attempt.id);
    expect(readableMoves(db, attempt.id)).toEqual({
      moves: [],
      damaged: { index: 0, reason: expect.stringMatching(/not a stored move/) },
      stored: 1,
    });
  });
});

describe('the attempt to play', () => {
  it('is the latest one, finished or not, and a fresh one only when there is none', () => {
    const { db } = openTemp();
    const puzzle = addPuzzle(db, jwilk(1));
    const fresh = currentAttempt(db, puzzle, '00', at(0));
    expect(fresh).toMatchObject({ puzzleId: puzzle, status: 'new', grid: '00' });
    expect(currentAttempt(db, puzzle, '00').id).toBe(fresh.id);
    saveProgress(db, fresh.id, progress('solved', 5000), at(5));
    expect(currentAttempt(db, puzzle, '00')).toMatchObject({ id: fresh.id, status: 'solved' });
  });

  it('saves elapsed time that only grows, and not once the attempt is finished', () => {
    const { db } = openTemp();
    const attempt = startAttempt(db, addPuzzle(db, jwilk(1)), '00', at(0));
    expect(saveElapsed(db, attempt.id, 5000, at(5))).toBe(5000);
    expect(saveElapsed(db, attempt.id, 3000, at(6))).toBe(5000);
    expect(getAttempt(db, attempt.id)).toMatchObject({ elapsedMs: 5000, updatedAt: at(6).toISOString() });
    saveProgress(db, attempt.id, progress('solved', 8000), at(8));
    expect(saveElapsed(db, attempt.id, 60_000, at(60))).toBe(8000);
    expect(getAttempt(db, attempt.id)).toMatchObject({ elapsedMs: 8000, status: 'solved' });
    expect(() => saveElapsed(db, 9999, 1)).toThrow(LibraryError);
  });

  it("sums up a puzzle's attempts that saw a move: solves, reveals, best and total time", () => {
    const { db } = openTemp();
    const puzzle = addPuzzle(db, jwilk(1));
    expect(puzzleProgress(db, puzzle)).toEqual({
      attempts: 0,
      solved: 0,
      revealed: 0,
      bestTimeMs: null,
      totalTimeMs: 0,
    });
    const finish = (status: AttemptProgress['status'], elapsedMs: number): void => {
      const attempt = startAttempt(db, puzzle, '00');
      saveProgress(db, attempt.id, progress(status, elapsedMs));
    };
    finish('solved', 90_000);
    finish('revealed', 20_000);
    finish('solved', 60_000);
    finish('in-progress', 5_000);
    startAttempt(db, puzzle, '00');
    expect(puzzleProgress(db, puzzle)).toEqual({
      attempts: 4,
      solved: 2,
      revealed: 1,
      bestTimeMs: 60_000,
      totalTimeMs: 175_000,
    });
  });
});

describe('play options', () => {
  it('start at their defaults: contradictions flagged, no mistake mode, drags keep other marks', () => {
    const { db } = openTemp();
    expect(getPlayOptions(db)).toEqual(DEFAULT_PLAY_OPTIONS);
    expect(DEFAULT_PLAY_OPTIONS).toEqual({
      flagContradictions: true,
      mistakeMode: false,
      dragOverwrite: false,
      autoCross: false,
    });
  });

  it('change one at a time and are kept', () => {
    const { db, dir } = openTemp();
    expect(updatePlayOptions(db, { mistakeMode: true })).toEqual({
      ...DEFAULT_PLAY_OPTIONS,
      mistakeMode: true,
    });
    updatePlayOptions(db, { flagContradictions: false });
    db.close();
    const again = openTemp(dir);
    expect(getPlayOptions(again.db)).toEqual({
      flagContradictions: false,
      mistakeMode: true,
      dragOverwrite: false,
      autoCross: false,
    });
  });

  it('read anything stored that is not a flag as its default', () => {
    const { db } = openTemp();
    writeSetting(db, PLAY_OPTIONS_KEY, { mistakeMode: 'yes', dragOverwrite: true });
    expect(getPlayOptions(db)).toEqual({ ...DEFAULT_PLAY_OPTIONS, dragOverwrite: true });
    writeSetting(db, PLAY_OPTIONS_KEY, [1, 2]);
    expect(getPlayOptions(db)).toEqual(DEFAULT_PLAY_OPTIONS);
  });
});
