import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CROSS, type Move } from '../../src-main/engine/play/types.ts';
import { useTestBackend } from './test-backend.ts';

const api = useTestBackend('guess');
const { call } = api;
const fixtures = resolve(import.meta.dirname, '../fixtures/play');

/** The 5x5 diamond: rows and columns 1 3 5 3 1. */
const DIAMOND = [2, 6, 7, 8, 10, 11, 12, 13, 14, 16, 17, 18, 22];

let diamond: number | null = null;
/** A fresh attempt at the diamond, imported the first time. */
async function newAttempt(): Promise<{ puzzleId: number; attemptId: number }> {
  if (diamond === null) {
    const text = readFileSync(join(fixtures, 'diamond-5.nin'), 'utf8');
    const summary = await call('library.import', {
      jobId: 'import-diamond',
      files: [{ name: 'diamond-5.nin', text }],
    });
    diamond = summary.addedIds[0]!;
  }
  const { attempt } = await call('play.restart', { puzzleId: diamond });
  expect(attempt.guessFrom).toBeNull();
  return { puzzleId: diamond, attemptId: attempt.id };
}

const fill = (cell: number): Move => ({ cells: [cell], to: 1, from: [0] });

async function play(attemptId: number, ...moves: Move[]): Promise<void> {
  for (const move of moves) await call('play.move', { attemptId, move, elapsedMs: 1000 });
}

describe('guesses', () => {
  it('open at the moves in effect and survive the attempt being read from the library again', async () => {
    const { puzzleId, attemptId } = await newAttempt();
    await play(attemptId, fill(12));
    const started = await call('play.guess', { attemptId, elapsedMs: 2000, action: 'start' });
    expect(started).toMatchObject({ guessFrom: 1, position: 1 });
    await play(attemptId, fill(0), { cells: [1, 3], to: CROSS, from: [0, 0] });
    const reopened = await call('play.open', { puzzleId });
    expect(reopened.attempt).toMatchObject({ guessFrom: 1, position: 3 });
  });

  it('are taken back in one step, which redo can bring back, and end', async () => {
    const { puzzleId, attemptId } = await newAttempt();
    await play(attemptId, fill(12), fill(7));
    await call('play.guess', { attemptId, elapsedMs: 2000, action: 'start' });
    await play(attemptId, fill(0), fill(4), { cells: [2], to: CROSS, from: [0] });
    const undone = await call('play.guess', { attemptId, elapsedMs: 3000, action: 'undo' });
    expect(undone).toMatchObject({ guessFrom: null, position: 2, status: 'in-progress' });
    const reopened = await call('play.open', { puzzleId });
    expect(reopened.attempt).toMatchObject({ guessFrom: null, position: 2 });
    expect(reopened.attempt.marks).toBe('0000000100001' + '0'.repeat(12));
    expect(reopened.attempt.moves).toHaveLength(5);
    expect(await call('play.redo', { attemptId, elapsedMs: 4000 })).toMatchObject({ position: 3 });
  });

  it('are kept as ordinary marks', async () => {
    const { puzzleId, attemptId } = await newAttempt();
    await call('play.guess', { attemptId, elapsedMs: 0, action: 'start' });
    await play(attemptId, fill(12));
    expect(await call('play.guess', { attemptId, elapsedMs: 1, action: 'keep' })).toMatchObject({
      guessFrom: null,
      position: 1,
    });
    const reopened = await call('play.open', { puzzleId });
    expect(reopened.attempt).toMatchObject({ guessFrom: null, position: 1 });
  });

  it('end once undo goes back past their start', async () => {
    const { attemptId } = await newAttempt();
    await play(attemptId, fill(12));
    await call('play.guess', { attemptId, elapsedMs: 0, action: 'start' });
    await play(attemptId, fill(0));
    expect(await call('play.undo', { attemptId, elapsedMs: 1 })).toMatchObject({ guessFrom: 1, position: 1 });
    expect(await call('play.undo', { attemptId, elapsedMs: 2 })).toMatchObject({
      guessFrom: null,
      position: 0,
    });
  });

  it('end when they solve the puzzle', async () => {
    const { puzzleId, attemptId } = await newAttempt();
    await play(attemptId, ...DIAMOND.slice(0, 5).map(fill));
    await call('play.guess', { attemptId, elapsedMs: 0, action: 'start' });
    await play(attemptId, ...DIAMOND.slice(5).map(fill));
    const reopened = await call('play.open', { puzzleId });
    expect(reopened.attempt).toMatchObject({ status: 'solved', guessFrom: null });
  });

  it('cannot be opened twice, and ending one that is not open changes nothing', async () => {
    const { attemptId } = await newAttempt();
    await call('play.guess', { attemptId, elapsedMs: 0, action: 'start' });
    const twice = await api.failure('play.guess', { attemptId, elapsedMs: 0, action: 'start' });
    expect(twice).toMatchObject({
      code: 'invalid-arguments',
      message: expect.stringMatching(/already open/),
    });
    await call('play.guess', { attemptId, elapsedMs: 0, action: 'keep' });
    expect(await call('play.guess', { attemptId, elapsedMs: 0, action: 'undo' })).toMatchObject({
      guessFrom: null,
      position: 0,
    });
    const unknown = await api.failure('play.guess', { attemptId, elapsedMs: 0, action: 'maybe' });
    expect(unknown.code).toBe('invalid-arguments');
  });
});
