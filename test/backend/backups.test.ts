/**
 * Backups through the API on a real backend: real SQLite files in a fresh data folder and a real
 * solver process.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CROSS } from '../../src-main/engine/play/types.ts';
import { useTestBackend } from './test-backend.ts';
import { FIXTURES } from '../fixture-path.ts';

const file = (path: string): { name: string; text: string } => ({
  name: path.split('/').pop() ?? path,
  text: readFileSync(join(FIXTURES, path), 'utf8'),
});

const { call, failure, events } = useTestBackend('backups');

async function titles(): Promise<string[]> {
  const page = await call('library.list', { sort: 'created', limit: 100 });
  return page.items.map((item) => item.title).sort();
}

describe('backups', () => {
  it('are listed, and a restore brings back a saved library after saving the present one', async () => {
    const imported = await call('library.import', {
      jobId: 'import-1',
      files: [file('jwilk/data001.nin'), file('jwilk/data002.nin')],
    });
    const [first, second] = imported.addedIds;
    const { attempt } = await call('play.open', { puzzleId: first });
    await call('play.move', {
      attemptId: attempt.id,
      move: { cells: [0], to: 1, from: [0] },
      elapsedMs: 1000,
    });
    const saved = await call('backups.create', {});
    expect(saved).toMatchObject({ kind: 'saved', puzzles: 2, solved: 0, problem: null });

    // Afterwards: another puzzle, another move on the attempt (held in memory), one puzzle deleted.
    await call('library.import', { jobId: 'import-2', files: [file('jwilk/data003.nin')] });
    await call('play.move', {
      attemptId: attempt.id,
      move: { cells: [1], to: CROSS, from: [0] },
      elapsedMs: 2000,
    });
    await call('library.delete', { ids: [second] });
    const before = await titles();
    expect(before).toHaveLength(2);

    const overview = await call('backups.list', {});
    expect(overview.puzzles).toBe(2);
    expect(overview.libraryBytes).toBeGreaterThan(0);
    expect(overview.backups.map((backup) => backup.name)).toContain(saved.name);

    events.length = 0;
    const result = await call('backups.restore', { name: saved.name });
    expect(result.restored.name).toBe(saved.name);
    expect(result.savedAs).toMatchObject({ kind: 'before-restore', puzzles: 2, problem: null });
    expect(events.map((event) => event.event)).toEqual(
      expect.arrayContaining(['library.replaced', 'library.changed']),
    );

    expect(await titles()).toHaveLength(2);
    expect(await titles()).not.toEqual(before);
    const reopened = await call('play.open', { puzzleId: first });
    expect(reopened.attempt.position).toBe(1);
    expect(reopened.attempt.marks.slice(0, 2)).toBe('10');

    // The library as it was is itself a backup: restoring it undoes the restore, held move included.
    await call('backups.restore', { name: result.savedAs.name });
    expect(await titles()).toEqual(before);
    const undone = await call('play.open', { puzzleId: first });
    expect(undone.attempt.position).toBe(2);
    expect(undone.attempt.marks.slice(0, 2)).toBe('1x');
  });

  it('can be deleted, and only the app’s own copies can be named', async () => {
    const saved = await call('backups.create', {});
    expect(await call('backups.delete', { name: saved.name })).toEqual({ deleted: true });
    const names = (await call('backups.list', {})).backups.map((backup) => backup.name);
    expect(names).not.toContain(saved.name);
    for (const name of [saved.name, '../library.sqlite', 'library.sqlite']) {
      expect(await failure('backups.restore', { name })).toMatchObject({ code: 'not-found' });
      expect(await failure('backups.delete', { name })).toMatchObject({ code: 'not-found' });
    }
  });

  it('take a library file from elsewhere in pieces, list it as added, and restore it', async () => {
    const saved = await call('backups.create', {});
    const bytes = readFileSync(join((await call('backups.list', {})).folder, saved.name));
    await call('backups.delete', { name: saved.name });
    const half = Math.ceil(bytes.length / 2);
    const uploadId = 'api-test-upload';
    expect(
      await call('backups.upload', { uploadId, offset: 0, data: bytes.subarray(0, half).toString('base64') }),
    ).toEqual({ received: half });
    expect(
      await call('backups.upload', { uploadId, offset: half, data: bytes.subarray(half).toString('base64') }),
    ).toEqual({ received: bytes.length });
    const changed = Date.parse('2026-05-04T09:15:00Z');
    const added = await call('backups.add', {
      uploadId,
      fileName: 'laptop.sqlite',
      bytes: bytes.length,
      modifiedAt: changed,
    });
    expect(added).toMatchObject({
      kind: 'added',
      problem: null,
      puzzles: saved.puzzles,
      createdAt: new Date(changed).toISOString(),
    });

    const overview = await call('backups.list', {});
    // Listed by its own date among the copies made here, newest first.
    expect(overview.backups.map((backup) => backup.name)).toContain(added.name);
    const dates = overview.backups.map((backup) => backup.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(overview.backupsBytes).toBe(overview.backups.reduce((sum, backup) => sum + backup.bytes, 0));
    expect((await call('backups.restore', { name: added.name })).restored.name).toBe(added.name);

    expect(await failure('backups.upload', { uploadId: '../x', offset: 0, data: '' })).toMatchObject({
      code: 'invalid-arguments',
    });
    await call('backups.upload', { uploadId, offset: 0, data: 'bm90IGEgbGlicmFyeQ==' });
    expect(await failure('backups.add', { uploadId, fileName: 'notes.txt', bytes: 13 })).toMatchObject({
      code: 'invalid-arguments',
      message:
        '"notes.txt" cannot be used as a backup: it is not a library file, or it is damaged. Nothing was added.',
    });
  });

  it("give out no attempt id twice across restores, so a move sent with one from before a restore never lands in another puzzle's attempt", async () => {
    const imported = await call('library.import', {
      jobId: 'import-ids',
      files: [file('jwilk/data010.nin'), file('jwilk/data011.nin')],
    });
    const [first, second] = imported.addedIds;
    const withoutAttempts = await call('backups.create', {});
    const firstAttempt = (await call('play.open', { puzzleId: first })).attempt.id;
    const withFirstAttempt = await call('backups.create', {});
    await call('backups.restore', { name: withoutAttempts.name });
    const secondAttempt = (await call('play.open', { puzzleId: second })).attempt.id;
    expect(secondAttempt).toBeGreaterThan(firstAttempt);

    // A window still playing the second puzzle sends a move after the first backup came back.
    await call('backups.restore', { name: withFirstAttempt.name });
    expect(
      await failure('play.move', {
        attemptId: secondAttempt,
        move: { cells: [0], to: 1, from: [0] },
        elapsedMs: 500,
      }),
    ).toMatchObject({ code: 'not-found' });
    const reopened = await call('play.open', { puzzleId: first });
    expect(reopened.attempt.id).toBe(firstAttempt);
    expect(reopened.attempt.position).toBe(0);
  });
});
