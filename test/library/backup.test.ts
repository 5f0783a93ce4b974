import { copyFileSync, existsSync, readdirSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import {
  BACKUP_FOLDER,
  backupBeforeMigration,
  backupLibrary,
  dailyBackup,
  isCutOff,
  saveBackup,
  writingName,
} from '../../src-main/library/backup.ts';
import { listBackups } from '../../src-main/library/backup-list.ts';
import { addPageImage } from '../../src-main/library/page-images.ts';
import { addPuzzle, jwilk, openTemp } from './temp-library.ts';

const ONLY_TWO = { days: 2, weeks: 0, months: 0 };

const nextTurn = (): Promise<void> => new Promise((done) => setImmediate(done));

/** A library of some 2 MB, so its online copy takes several steps (100 pages each). */
function largeLibrary(): ReturnType<typeof openTemp> {
  const opened = openTemp();
  addPuzzle(opened.db, jwilk(1));
  addPageImage(opened.db, { fileName: 'page.png', kind: 'png', original: new Uint8Array(2 << 20).fill(7) });
  return opened;
}

function puzzlesIn(file: string): number {
  const copy = new Database(file, { readonly: true });
  try {
    return copy.prepare('SELECT count(*) FROM puzzles').pluck().get() as number;
  } finally {
    copy.close();
  }
}

describe('backups', () => {
  it('copy the open library to a file that opens on its own', async () => {
    const { db, dir } = openTemp();
    addPuzzle(db, jwilk(1));
    addPuzzle(db, jwilk(2));
    const file = join(dir, 'copies', 'one.sqlite');
    await backupLibrary(db, file);
    expect(puzzlesIn(file)).toBe(2);
  });

  it('are made once a day and only the newest ones are kept', async () => {
    const { db, dir } = openTemp();
    addPuzzle(db, jwilk(1));
    const folder = join(dir, BACKUP_FOLDER);
    const first = await dailyBackup(db, dir, new Date('2025-03-01T09:00:00Z'), ONLY_TWO);
    expect(first).toBe(join(folder, 'library-2025-03-01.sqlite'));
    expect(await dailyBackup(db, dir, new Date('2025-03-01T22:00:00Z'), ONLY_TWO)).toBeNull();
    writeFileSync(join(folder, 'notes.txt'), 'not a backup');
    await dailyBackup(db, dir, new Date('2025-03-02T09:00:00Z'), ONLY_TWO);
    await dailyBackup(db, dir, new Date('2025-03-03T09:00:00Z'), ONLY_TWO);
    expect(readdirSync(folder).sort()).toEqual([
      'library-2025-03-02.sqlite',
      'library-2025-03-03.sqlite',
      'notes.txt',
    ]);
    expect(puzzlesIn(join(folder, 'library-2025-03-03.sqlite'))).toBe(1);
  });

  it('before a migration are written next to the library without overwriting an earlier one', () => {
    const { db, path, dir } = openTemp();
    addPuzzle(db, jwilk(1));
    const now = new Date('2025-03-01T09:00:00Z');
    const a = backupBeforeMigration(db, path, 1, now);
    const b = backupBeforeMigration(db, path, 1, now);
    expect(a).not.toBe(b);
    expect(a.startsWith(join(dir, BACKUP_FOLDER, 'library-v1-before-migration-'))).toBe(true);
    expect(existsSync(b)).toBe(true);
    expect(puzzlesIn(a)).toBe(1);
  });

  it('are written under a hidden name while they are copied, and take their own name only when complete', async () => {
    const { db, dir } = largeLibrary();
    const now = new Date('2025-03-01T09:00:00Z');
    const file = join(dir, BACKUP_FOLDER, 'library-2025-03-01.sqlite');
    let done = false;
    const copying = dailyBackup(db, dir, now).finally(() => {
      done = true;
    });
    let turnsWriting = 0;
    let namedEarly = false;
    while (!done) {
      await nextTurn();
      if (existsSync(writingName(file))) turnsWriting++;
      if (!done && existsSync(file)) namedEarly = true;
    }
    expect(turnsWriting).toBeGreaterThan(1);
    expect(namedEarly).toBe(false);
    expect(await copying).toBe(file);
    expect(readdirSync(join(dir, BACKUP_FOLDER))).toEqual(['library-2025-03-01.sqlite']);
    expect(puzzlesIn(file)).toBe(1);
  });

  it('left half-written by a kill are removed at the next daily copy and never listed', async () => {
    const { db, dir } = largeLibrary();
    const saved = await saveBackup(db, dir, new Date('2025-03-01T08:00:00Z'));
    const cut = writingName(join(dir, BACKUP_FOLDER, 'library-saved-2025-03-01T09-00-00-000Z.sqlite'));
    copyFileSync(saved, cut);
    truncateSync(cut, 4096 * 50);
    writeFileSync(`${cut}-journal`, 'a journal of the copy under way');
    expect(listBackups(db, dir).map((copy) => copy.name)).toEqual([
      'library-saved-2025-03-01T08-00-00-000Z.sqlite',
    ]);
    await dailyBackup(db, dir, new Date('2025-03-01T09:00:00Z'));
    expect(readdirSync(join(dir, BACKUP_FOLDER)).sort()).toEqual([
      'library-2025-03-01.sqlite',
      'library-saved-2025-03-01T08-00-00-000Z.sqlite',
    ]);
  });

  it("replace today's daily copy when an earlier kill left it cut off under its own name", async () => {
    const { db, dir } = largeLibrary();
    const now = new Date('2025-03-01T09:00:00Z');
    const file = (await dailyBackup(db, dir, now))!;
    expect(isCutOff(file)).toBe(false);
    truncateSync(file, 4096 * 50);
    writeFileSync(`${file}-journal`, '');
    expect(isCutOff(file)).toBe(true);
    expect(await dailyBackup(db, dir, now)).toBe(file);
    expect(existsSync(`${file}-journal`)).toBe(false);
    expect(isCutOff(file)).toBe(false);
    expect(listBackups(db, dir).map((copy) => [copy.name, copy.puzzles, copy.problem])).toEqual([
      ['library-2025-03-01.sqlite', 1, null],
    ]);
  });

  it('count a copy shorter than the pages its header names as cut off, even with no journal beside it', async () => {
    const { db, dir } = largeLibrary();
    const file = (await dailyBackup(db, dir, new Date('2025-03-01T09:00:00Z')))!;
    truncateSync(file, 4096 * 50);
    expect(isCutOff(file)).toBe(true);
    truncateSync(file, 0);
    expect(isCutOff(file)).toBe(true);
  });
});
