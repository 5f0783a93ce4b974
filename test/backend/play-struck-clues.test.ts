import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../src-main/backend/backend.ts';
import { dispatch } from '../../src-main/backend/dispatch.ts';
import type { MethodName, MethodResults } from '../../src-main/contract/methods.ts';
import type { Move } from '../../src-main/engine/play/types.ts';
import { openTestBackend } from './test-backend.ts';

const fixtures = resolve(import.meta.dirname, '../fixtures/play');
const dataDir = mkdtempSync(join(tmpdir(), 'nonogram-api-struck-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function call<M extends MethodName>(
  backend: Backend,
  method: M,
  args: unknown,
): Promise<MethodResults[M]> {
  const result = await dispatch(backend.handlers, method, args);
  if (!result.ok) throw new Error(`${method}: ${result.error.code}: ${result.error.message}`);
  return result.value as MethodResults[M];
}

async function failure(backend: Backend, method: MethodName, args: unknown): Promise<string> {
  const result = await dispatch(backend.handlers, method, args, () => undefined);
  if (result.ok) throw new Error(`${method} should have failed`);
  return result.error.message;
}

/** The 5x5 diamond: rows and columns 1 3 5 3 1. */
async function importDiamond(backend: Backend): Promise<number> {
  const text = readFileSync(join(fixtures, 'diamond-5.nin'), 'utf8');
  const summary = await call(backend, 'library.import', {
    jobId: 'import-diamond',
    files: [{ name: 'diamond-5.nin', text }],
  });
  return summary.addedIds[0]!;
}

/** Imported by the first test, which the second builds on. */
let diamondId = 0;

const fill = (cell: number): Move => ({ cells: [cell], to: 1, from: [0] });

describe('struck clue numbers', () => {
  it('are stored with the attempt, kept over undo and over closing the app, and gone in a fresh attempt', async () => {
    let backend = await openTestBackend(dataDir);
    const puzzleId = (diamondId = await importDiamond(backend));
    const { attempt } = await call(backend, 'play.open', { puzzleId });
    expect(attempt.struckClues).toEqual([]);
    const attemptId = attempt.id;
    const strike = (axis: 'row' | 'column', line: number, struck: boolean) =>
      call(backend, 'play.strikeClue', { attemptId, elapsedMs: 1000, axis, line, index: 0, struck });

    await call(backend, 'play.move', { attemptId, elapsedMs: 500, move: fill(12) });
    await strike('column', 2, true);
    await strike('row', 4, true);
    expect(await strike('row', 0, true)).toEqual({ struckClues: ['r0.0', 'r4.0', 'c2.0'] });
    expect(await strike('row', 4, false)).toEqual({ struckClues: ['r0.0', 'c2.0'] });
    // Striking twice is still one strike.
    expect(await strike('row', 0, true)).toEqual({ struckClues: ['r0.0', 'c2.0'] });

    // Undo takes back the fill, not the notes.
    expect(await call(backend, 'play.undo', { attemptId, elapsedMs: 1500 })).toMatchObject({ position: 0 });
    await backend.close();

    backend = await openTestBackend(dataDir);
    const reopened = await call(backend, 'play.open', { puzzleId });
    expect(reopened.attempt).toMatchObject({ id: attemptId, position: 0, struckClues: ['r0.0', 'c2.0'] });

    const fresh = await call(backend, 'play.restart', { puzzleId });
    expect(fresh.attempt.id).not.toBe(attemptId);
    expect(fresh.attempt.struckClues).toEqual([]);
    await backend.close();
  });

  it('must name a number the clue has, and an attempt still being played', async () => {
    const backend = await openTestBackend(dataDir);
    try {
      const { attempt } = await call(backend, 'play.restart', { puzzleId: diamondId });
      const args = { attemptId: attempt.id, elapsedMs: 0, axis: 'row', line: 0, index: 0, struck: true };
      expect(await failure(backend, 'play.strikeClue', { ...args, index: 1 })).toBe(
        'The clue of row 1 has 1 number; there is no number 2.',
      );
      expect(await failure(backend, 'play.strikeClue', { ...args, axis: 'column', line: 5 })).toBe(
        'The puzzle has 5 columns; there is no column 6.',
      );
      expect(await failure(backend, 'play.strikeClue', { ...args, axis: 'diagonal' })).toMatch(/axis/);

      await call(backend, 'play.reveal', { attemptId: attempt.id, elapsedMs: 0, jobId: 'reveal-struck' });
      expect(await failure(backend, 'play.strikeClue', args)).toMatch(/already revealed/);
    } finally {
      await backend.close();
    }
  });
});
