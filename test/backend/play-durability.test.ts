/**
 * What a failed write, a killed app and a damaged move record do to an attempt. A failing disk is
 * made by a trigger another connection adds to the library, so the backend's own write fails the
 * way a full disk makes it fail: inside its transaction, after the state was worked out.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { Backend } from '../../src-main/backend/backend.ts';
import { dispatch } from '../../src-main/backend/dispatch.ts';
import type { MethodName, MethodResults } from '../../src-main/contract/methods.ts';
import { CROSS, type Move } from '../../src-main/engine/play/types.ts';
import { LIBRARY_FILE } from '../../src-main/library/open.ts';
import { tempFolder } from '../temp-folder.ts';
import { openTestBackend } from './test-backend.ts';

const fixtures = resolve(import.meta.dirname, '../fixtures/play');
const opened: Backend[] = [];

afterEach(async () => {
  for (const backend of opened.splice(0)) await backend.close();
});

async function open(dataDir: string): Promise<Backend> {
  const backend = await openTestBackend(dataDir);
  opened.push(backend);
  return backend;
}

async function call<M extends MethodName>(
  backend: Backend,
  method: M,
  args: unknown,
): Promise<MethodResults[M]> {
  const result = await dispatch(backend.handlers, method, args, () => undefined);
  if (!result.ok) throw new Error(`${method}: ${result.error.message}`);
  return result.value as MethodResults[M];
}

async function diamond(backend: Backend): Promise<{ puzzleId: number; attemptId: number }> {
  const text = readFileSync(join(fixtures, 'diamond-5.nin'), 'utf8');
  const summary = await call(backend, 'library.import', {
    jobId: 'import',
    files: [{ name: 'diamond-5.nin', text }],
  });
  const puzzleId = summary.addedIds[0]!;
  const session = await call(backend, 'play.open', { puzzleId });
  return { puzzleId, attemptId: session.attempt.id };
}

/** A second connection to the library file, as another program would have. */
function sideConnection(dataDir: string): Database.Database {
  const db = new Database(join(dataDir, LIBRARY_FILE));
  db.pragma('busy_timeout = 5000');
  return db;
}

const moves: Move[] = [
  { cells: [2], to: 1, from: [0] },
  { cells: [0, 1], to: CROSS, from: [0, 0] },
  { cells: [10, 11, 12, 13, 14], to: 1, from: [0, 0, 0, 0, 0] },
];

describe('an attempt whose write fails', () => {
  it('keeps the move out of memory, so the same move is taken once the disk has room again', async () => {
    const dataDir = tempFolder();
    const backend = await open(dataDir);
    const { attemptId } = await diamond(backend);
    await call(backend, 'play.move', { attemptId, move: moves[0], elapsedMs: 100 });
    const side = sideConnection(dataDir);
    side.exec(
      `CREATE TRIGGER full_disk BEFORE INSERT ON moves BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END`,
    );
    const failed = await dispatch(
      backend.handlers,
      'play.move',
      { attemptId, move: moves[1], elapsedMs: 200 },
      () => undefined,
    );
    expect(failed.ok).toBe(false);
    side.exec('DROP TRIGGER full_disk');
    side.close();

    const retried = await call(backend, 'play.move', { attemptId, move: moves[1], elapsedMs: 300 });
    expect(retried.position).toBe(2);
    expect((await call(backend, 'play.undo', { attemptId, elapsedMs: 400 })).position).toBe(1);
  });

  it('keeps an undo, a guess and a hint count out of memory when their write fails', async () => {
    const dataDir = tempFolder();
    const backend = await open(dataDir);
    const { attemptId, puzzleId } = await diamond(backend);
    await call(backend, 'play.move', { attemptId, move: moves[0], elapsedMs: 100 });
    const side = sideConnection(dataDir);
    side.exec(
      `CREATE TRIGGER full_disk BEFORE UPDATE ON attempts BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END`,
    );
    for (const [method, args] of [
      ['play.undo', { attemptId, elapsedMs: 200 }],
      ['play.guess', { attemptId, elapsedMs: 200, action: 'start' }],
      ['play.hint', { attemptId, elapsedMs: 200 }],
    ] as const) {
      expect((await dispatch(backend.handlers, method, args, () => undefined)).ok).toBe(false);
    }
    side.exec('DROP TRIGGER full_disk');
    side.close();

    expect((await call(backend, 'play.tick', { attemptId, elapsedMs: 300 })).position).toBe(1);
    expect(
      (await call(backend, 'play.guess', { attemptId, elapsedMs: 300, action: 'start' })).guessFrom,
    ).toBe(1);
    expect((await call(backend, 'play.hint', { attemptId, elapsedMs: 300 })).hints).toBe(1);
    const session = await call(backend, 'play.open', { puzzleId });
    expect(session.attempt).toMatchObject({ position: 1, guessFrom: 1, hints: 1 });
  });
});

describe('an attempt after the app was killed', () => {
  it('shows the last move in the library thumbnail, though the picture was not stored with it', async () => {
    const dataDir = tempFolder();
    const killed = await open(dataDir);
    const { attemptId, puzzleId } = await diamond(killed);
    for (const [i, move] of moves.entries()) {
      await call(killed, 'play.move', { attemptId, move, elapsedMs: 100 * (i + 1) });
    }
    // The first backend is left as a kill leaves it: never closed, its memory lost.
    opened.splice(opened.indexOf(killed), 1);

    const next = await open(dataDir);
    const [thumbnail] = await call(next, 'library.thumbnails', { ids: [puzzleId] });
    expect(thumbnail).toMatchObject({
      kind: 'progress',
      cells: '00100' + '00000' + '11111' + '0'.repeat(10),
    });
  });
});

describe('an attempt with a damaged move record', () => {
  it('resumes with every move before the damaged one, and says so', async () => {
    const dataDir = tempFolder();
    let backend = await open(dataDir);
    const { attemptId, puzzleId } = await diamond(backend);
    for (const [i, move] of moves.entries()) {
      await call(backend, 'play.move', { attemptId, move, elapsedMs: 100 * (i + 1) });
    }
    await backend.close();
    opened.splice(0);
    const side = sideConnection(dataDir);
    side.prepare('UPDATE moves SET move = ? WHERE attempt_id = ? AND seq = 2').run('q:zz:?', attemptId);
    side.close();

    backend = await open(dataDir);
    const session = await call(backend, 'play.open', { puzzleId });
    expect(session.attempt).toMatchObject({ position: 2, moves: moves.slice(0, 2) });
    expect(session.attempt.marks).toBe('xx100' + '0'.repeat(20));
    expect(session.notice).toMatch(/move 3 .*damaged.*2 moves before it/i);
    // The attempt goes on from there, and the next open is clean.
    await call(backend, 'play.move', { attemptId, move: moves[2], elapsedMs: 500 });
    const again = await call(backend, 'play.open', { puzzleId });
    expect(again.attempt.position).toBe(3);
    expect(again.notice).toBeUndefined();
  });
});
