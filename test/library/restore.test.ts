import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { startAttempt } from '../../src-main/library/attempts.ts';
import { backupBeforeMigration, dailyBackup, saveBackup } from '../../src-main/library/backup.ts';
import {
  backupFile,
  backupFolder,
  listBackups,
  NOT_CHECKED,
  rememberExamined,
} from '../../src-main/library/backup-list.ts';
import { addToCollection, createCollection, listCollections } from '../../src-main/library/collections.ts';
import { migrate } from '../../src-main/library/migrations/index.ts';
import { appendMove, listMoves } from '../../src-main/library/moves.ts';
import { getPuzzleDetail } from '../../src-main/library/puzzles.ts';
import { restoreLibrary } from '../../src-main/library/restore.ts';
import { getSettings, updateSettings } from '../../src-main/library/settings.ts';
import type { Db } from '../../src-main/library/sql.ts';
import { craftLibrary } from './crafted-libraries.ts';
import { addPuzzle, jwilk, openTemp } from './temp-library.ts';

function titles(db: Db): string[] {
  return db
    .prepare('SELECT title FROM puzzles WHERE deleted_at IS NULL ORDER BY id')
    .pluck()
    .all() as string[];
}

/** Sets a file's time, so "newest first" does not depend on how fast the test runs. */
function dated(file: string, iso: string): void {
  const time = new Date(iso);
  utimesSync(file, time, time);
}

describe('the backups folder', () => {
  it('lists each kind of copy, newest first, with what it holds', async () => {
    const { db, path, dir } = openTemp();
    const first = addPuzzle(db, jwilk(1), { title: 'One' });
    addPuzzle(db, jwilk(2), { title: 'Two' });
    const attempt = startAttempt(db, first, '0'.repeat(25));
    db.prepare("UPDATE attempts SET status = 'solved' WHERE id = ?").run(attempt.id);
    dated(backupBeforeMigration(db, path, 3, new Date('2026-01-01T08:00:00Z')), '2026-01-01T08:00:00Z');
    dated((await dailyBackup(db, dir, new Date('2026-01-02T08:00:00Z')))!, '2026-01-02T08:00:00Z');
    addPuzzle(db, jwilk(3), { title: 'Three' });
    dated(await saveBackup(db, dir, new Date('2026-01-03T08:00:00Z')), '2026-01-03T08:00:00Z');
    writeFileSync(join(backupFolder(dir), 'notes.txt'), 'not a backup');

    const listed = listBackups(db, dir);
    expect(listed.map((backup) => [backup.kind, backup.puzzles, backup.solved, backup.problem])).toEqual([
      ['saved', 3, 1, null],
      ['daily', 2, 1, null],
      ['before-migration', 2, 1, null],
    ]);
    expect(listed[0]!.name).toBe('library-saved-2026-01-03T08-00-00-000Z.sqlite');
    expect(listed[0]!.createdAt).toBe('2026-01-03T08:00:00.000Z');
    expect(listed.every((backup) => backup.bytes > 0)).toBe(true);
    // Copies are left in rollback-journal mode, so reading them leaves nothing behind.
    expect(readdirSync(backupFolder(dir)).filter((name) => /-(wal|shm)$/.test(name))).toEqual([]);
  });

  it('says which copies cannot be restored, and why', () => {
    const { db, dir } = openTemp();
    const folder = backupFolder(dir);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'library-2026-02-01.sqlite'), 'this is not a database at all');
    const newer = new Database(join(folder, 'library-2026-02-02.sqlite'));
    migrate(newer);
    newer.pragma('user_version = 99');
    newer.close();
    const problems = Object.fromEntries(listBackups(db, dir).map((backup) => [backup.name, backup.problem]));
    expect(problems).toEqual({
      'library-2026-02-01.sqlite': 'it is not a library file, or it is damaged',
      'library-2026-02-02.sqlite': 'it was made by a newer version of the app',
    });
  });

  it('leaves a copy not examined yet unread when the caller examines copies elsewhere: not checked, and not restored', () => {
    const { db, dir } = openTemp();
    addPuzzle(db, jwilk(1), { title: 'Kept' });
    const folder = backupFolder(dir);
    mkdirSync(folder, { recursive: true });
    const file = join(folder, 'library-2026-02-03.sqlite');
    craftLibrary('extra-trigger', file);
    expect(listBackups(db, dir, 'unchecked').map((backup) => backup.problem)).toEqual([NOT_CHECKED]);
    expect(() => restoreLibrary(db, file, dir, new Date(), 'unchecked')).toThrow(
      `cannot be restored: ${NOT_CHECKED}. Nothing was changed.`,
    );
    expect(titles(db)).toEqual(['Kept']);
    // Examined, it is refused for what it is.
    expect(listBackups(db, dir).map((backup) => backup.problem)).toEqual([
      expect.stringMatching(/^it is not a puzzle library of this app \(it has a trigger "spread"/),
    ]);
  });

  it('reaches only copies the app made, by name', async () => {
    const { db, dir } = openTemp();
    const saved = await saveBackup(db, dir);
    expect(backupFile(dir, saved.slice(backupFolder(dir).length + 1))).toBe(saved);
    for (const name of ['../library.sqlite', 'library.sqlite', 'notes.txt', 'library-2020-01-01.sqlite']) {
      expect(() => backupFile(dir, name)).toThrow(/There is no backup called/);
    }
  });
});

describe('restoring a backup', () => {
  it('brings back its puzzles, collections and progress, keeps the settings, and saves the library first', async () => {
    const { db, dir } = openTemp();
    const one = addPuzzle(db, jwilk(1), { title: 'One' });
    addPuzzle(db, jwilk(2), { title: 'Two' });
    const attempt = startAttempt(db, one, '0'.repeat(25));
    appendMove(db, attempt.id, 'move-a', { status: 'in-progress', elapsedMs: 4000, hints: 0, mistakes: 0 });
    const shelf = createCollection(db, 'Shelf');
    addToCollection(db, shelf.id, [one]);
    const saved = await saveBackup(db, dir);

    db.prepare('DELETE FROM puzzles WHERE id = ?').run(one);
    addPuzzle(db, jwilk(3), { title: 'Three' });
    updateSettings(db, { theme: 'dark' });

    const outcome = restoreLibrary(db, saved, dir);

    expect(titles(db)).toEqual(['One', 'Two']);
    expect(getPuzzleDetail(db, one)?.status).toBe('in-progress');
    expect(listMoves(db, attempt.id).map((move) => move.move)).toEqual(['move-a']);
    expect(listCollections(db).map((collection) => [collection.name, collection.count])).toEqual([
      ['Shelf', 1],
    ]);
    expect(getSettings(db).theme).toBe('dark');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    // New rows continue the backup's numbering, and the library keeps working as before.
    const four = addPuzzle(db, jwilk(4), { title: 'Four' });
    expect(four).toBeGreaterThan(2);
    expect(titles(db)).toEqual(['One', 'Two', 'Four']);

    const before = new Database(outcome.savedAs, { readonly: true });
    expect(before.prepare('SELECT title FROM puzzles ORDER BY id').pluck().all()).toEqual(['Two', 'Three']);
    before.close();
    expect(listBackups(db, dir).map((backup) => backup.kind)).toContain('before-restore');
    expect(readdirSync(backupFolder(dir)).filter((name) => name.startsWith('restoring-'))).toEqual([]);
  });

  it('brings a copy from an older version of the app up to date', () => {
    const { db, dir } = openTemp();
    addPuzzle(db, jwilk(1), { title: 'Now' });
    const folder = backupFolder(dir);
    mkdirSync(folder, { recursive: true });
    const file = join(folder, 'library-v1-before-migration-2025-05-01T10-00-00-000Z.sqlite');
    const old = new Database(file);
    migrate(old, 1);
    old
      .prepare(
        `INSERT INTO puzzles (title, width, height, colors, clue_hash, created_at, updated_at)
         VALUES ('Old', 1, 1, 0, 'hash', '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z')`,
      )
      .run();
    old.prepare(`INSERT INTO puzzle_content (puzzle_id, palette, clues) VALUES (1, '[]', '{}')`).run();
    old.close();

    restoreLibrary(db, file, dir);
    expect(titles(db)).toEqual(['Old']);
    expect(db.prepare('SELECT checked_at FROM puzzles').pluck().get()).toBeNull();
    // The copy itself is left as it was.
    const reread = new Database(file, { readonly: true });
    expect(reread.pragma('user_version', { simple: true })).toBe(1);
    reread.close();
  });

  it('refuses a copy that changed after it was examined: the copy it reads from is checked against our schema', () => {
    const { db, dir } = openTemp();
    addPuzzle(db, jwilk(1), { title: 'Kept' });
    const folder = backupFolder(dir);
    mkdirSync(folder, { recursive: true });
    const file = join(folder, 'library-2026-03-02.sqlite');
    craftLibrary('extra-trigger', file);
    // What the backend remembers of the file as it was when examined, before it was replaced.
    rememberExamined(file, { puzzles: 1, solved: 0, problem: null });
    expect(() => restoreLibrary(db, file, dir, new Date(), 'unchecked')).toThrow(
      /cannot be restored: it is not a puzzle library of this app \(it has a trigger "spread" .*\)\. Nothing was changed\./,
    );
    expect(titles(db)).toEqual(['Kept']);
    expect(readdirSync(folder)).toEqual(['library-2026-03-02.sqlite']);
  });

  it('refuses a damaged copy and changes nothing', () => {
    const { db, dir } = openTemp();
    addPuzzle(db, jwilk(1), { title: 'Kept' });
    const folder = backupFolder(dir);
    mkdirSync(folder, { recursive: true });
    const file = join(folder, 'library-2026-03-01.sqlite');
    writeFileSync(file, Buffer.concat([Buffer.from('SQLite format 3\0', 'latin1'), Buffer.alloc(4096, 7)]));
    expect(() => restoreLibrary(db, file, dir)).toThrow(/cannot be restored: .*Nothing was changed/);
    expect(titles(db)).toEqual(['Kept']);
    expect(readdirSync(folder)).toEqual(['library-2026-03-01.sqlite']);
    expect(existsSync(file)).toBe(true);
  });
});
