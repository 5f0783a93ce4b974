/**
 * Copies of the library in `backups/` next to it: one a day (the app calls `dailyBackup` after
 * opening; SQLite's online backup copies pages in steps, so the main process keeps answering),
 * one whenever the user asks (`saveBackup`), one before every migration and every restore, and any
 * the user adds from a file (backup-add.ts). The copies before a migration or a restore must be
 * made inside a synchronous step, so they use `VACUUM INTO`, which writes a consistent, compacted
 * copy in one statement.
 *
 * Every copy is left in rollback-journal mode, not WAL: a copy is only ever read afterwards, and a
 * WAL file opened read-only leaves -wal and -shm companions behind.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DEFAULT_KEEP, datesToKeep, type KeepPolicy } from './backup-rotation.ts';
import { setRollbackJournal } from './beside.ts';
import type { Db } from './sql.ts';

export const BACKUP_FOLDER = 'backups';
const DAILY = /^library-(\d{4}-\d{2}-\d{2})\.sqlite$/;
const COMPANIONS = ['-wal', '-shm', '-journal'] as const;

export async function backupLibrary(db: Db, file: string): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  await db.backup(file);
  // The online backup copies the WAL flag of the library's header along with its pages.
  setRollbackJournal(db, file);
}

/** Writes `backups/library-saved-<time>.sqlite`, a copy the user asked for; returns its path. */
export async function saveBackup(db: Db, dataDir: string, now: Date = new Date()): Promise<string> {
  const file = freeName(join(dataDir, BACKUP_FOLDER), `library-saved-${stamp(now)}`);
  await backupLibrary(db, file);
  return file;
}

/**
 * Files a copy the user brought from elsewhere, already examined, as
 * `backups/library-added-<time>.sqlite`; returns its path.
 */
export function keepAddedCopy(incoming: string, dataDir: string, now: Date = new Date()): string {
  const file = freeName(join(dataDir, BACKUP_FOLDER), `library-added-${stamp(now)}`);
  renameSync(incoming, file);
  return file;
}

/** Removes a copy and any companions SQLite left beside it. */
export function removeBackupFile(file: string): void {
  for (const suffix of COMPANIONS) rmSync(file + suffix, { force: true });
  rmSync(file, { force: true });
}

/**
 * Writes `backups/library-YYYY-MM-DD.sqlite` unless today's exists, then removes the daily copies
 * the policy no longer keeps (see backup-rotation.ts). Returns the file written, or null.
 */
export async function dailyBackup(
  db: Db,
  dataDir: string,
  now: Date = new Date(),
  policy: KeepPolicy = DEFAULT_KEEP,
): Promise<string | null> {
  const folder = join(dataDir, BACKUP_FOLDER);
  const file = join(folder, `library-${now.toISOString().slice(0, 10)}.sqlite`);
  if (existsSync(file)) return null;
  await backupLibrary(db, file);
  const daily = new Map<string, string>();
  for (const name of readdirSync(folder)) {
    const date = DAILY.exec(name)?.[1];
    if (date) daily.set(date, name);
  }
  const keep = datesToKeep([...daily.keys()], policy);
  for (const [date, name] of daily) if (!keep.has(date)) removeBackupFile(join(folder, name));
  return file;
}

/** Returns the copy's path. */
export function backupBeforeMigration(
  db: Db,
  libraryPath: string,
  fromVersion: number,
  now: Date = new Date(),
): string {
  return vacuumCopy(
    db,
    join(dirname(libraryPath), BACKUP_FOLDER),
    `library-v${fromVersion}-before-migration-${stamp(now)}`,
  );
}

/** The library as it was before a restore replaced it; returns the copy's path. */
export function backupBeforeRestore(db: Db, libraryPath: string, now: Date = new Date()): string {
  return vacuumCopy(db, join(dirname(libraryPath), BACKUP_FOLDER), `library-before-restore-${stamp(now)}`);
}

function vacuumCopy(db: Db, folder: string, base: string): string {
  mkdirSync(folder, { recursive: true });
  const file = freeName(folder, base);
  db.prepare('VACUUM INTO ?').run(file);
  return file;
}

/** `base.sqlite`, or `base-2.sqlite` and so on when that is taken. */
function freeName(folder: string, base: string): string {
  let file = join(folder, `${base}.sqlite`);
  for (let n = 2; existsSync(file); n++) file = join(folder, `${base}-${n}.sqlite`);
  return file;
}

function stamp(now: Date): string {
  return now.toISOString().replace(/[:.]/g, '-');
}
