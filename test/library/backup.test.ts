import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import {
  BACKUP_FOLDER,
  backupBeforeMigration,
  backupLibrary,
  dailyBackup,
} from '../../src-main/library/backup.ts';
import { addPuzzle, jwilk, openTemp } from './temp-library.ts';

const ONLY_TWO = { days: 2, weeks: 0, months: 0 };

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
});
