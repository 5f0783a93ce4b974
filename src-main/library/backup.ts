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
 *
 * Every copy is written under a hidden temporary name (`.writing-<name>`) and renamed when it is
 * complete, so a kill half-way leaves no half-written file under a backup's name: such a file
 * would be listed as damaged, take a slot of the rotation, and (for the daily copy) stop that
 * day's copy from being made. What a kill leaves under the temporary name is removed at the next
 * start (removeUnfinishedCopies).
 */
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { DEFAULT_KEEP, datesToKeep, type KeepPolicy } from './backup-rotation.ts';
import { setRollbackJournal } from './beside.ts';
import type { Db } from './sql.ts';

export const BACKUP_FOLDER = 'backups';
const DAILY = /^library-(\d{4}-\d{2}-\d{2})\.sqlite$/;
const COMPANIONS = ['-wal', '-shm', '-journal'] as const;
const WRITING = '.writing-';

/** Where a copy is written before it takes its name. */
export function writingName(file: string): string {
  return join(dirname(file), WRITING + basename(file));
}

/**
 * Gives a complete copy written at `writingName(file)` its name, replacing whatever had it
 * (a damaged copy). Companions of the old file go first: a journal left by a kill beside it
 * would otherwise be played back into the new copy when it is opened.
 */
export function finishCopy(file: string): void {
  for (const suffix of COMPANIONS) rmSync(file + suffix, { force: true });
  renameSync(writingName(file), file);
}

export async function backupLibrary(db: Db, file: string): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  const writing = writingName(file);
  removeBackupFile(writing);
  try {
    await db.backup(writing);
    // The online backup copies the WAL flag of the library's header along with its pages.
    setRollbackJournal(db, writing);
    finishCopy(file);
  } catch (error) {
    removeBackupFile(writing);
    throw error;
  }
}

/** Removes copies a kill left half-written under their temporary names; called at start, before any copy is begun. */
export function removeUnfinishedCopies(dataDir: string): void {
  const folder = join(dataDir, BACKUP_FOLDER);
  if (!existsSync(folder)) return;
  for (const name of readdirSync(folder)) {
    if (name.startsWith(WRITING)) rmSync(join(folder, name), { force: true });
  }
}

/**
 * Whether a file under a backup's name was cut off: a journal beside it (its writing was under
 * way), no SQLite header, or fewer bytes than the pages its header counts. Cheap (one header
 * read), so the daily copy can look at today's on the main thread; a copy that passes may still
 * be damaged inside, which the listing's full check (copy-check.ts) finds.
 */
export function isCutOff(file: string): boolean {
  if (COMPANIONS.some((suffix) => existsSync(file + suffix))) return true;
  const header = Buffer.alloc(100);
  const fd = openSync(file, 'r');
  try {
    if (readSync(fd, header, 0, header.length, 0) < header.length) return true;
  } finally {
    closeSync(fd);
  }
  if (!header.subarray(0, 16).equals(Buffer.from('SQLite format 3\0', 'latin1'))) return true;
  const rawPageSize = header.readUInt16BE(16);
  const pageSize = rawPageSize === 1 ? 65536 : rawPageSize;
  // The header's page count holds only where its "valid for" number matches the change counter.
  if (header.readUInt32BE(92) !== header.readUInt32BE(24)) return false;
  return statSync(file).size < header.readUInt32BE(28) * pageSize;
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
 * Writes `backups/library-YYYY-MM-DD.sqlite` unless today's exists whole (one cut off by an
 * earlier version's kill is replaced), then removes the daily copies the policy no longer keeps
 * (see backup-rotation.ts). Returns the file written, or null.
 */
export async function dailyBackup(
  db: Db,
  dataDir: string,
  now: Date = new Date(),
  policy: KeepPolicy = DEFAULT_KEEP,
): Promise<string | null> {
  const folder = join(dataDir, BACKUP_FOLDER);
  removeUnfinishedCopies(dataDir);
  const file = join(folder, `library-${now.toISOString().slice(0, 10)}.sqlite`);
  if (existsSync(file) && !isCutOff(file)) return null;
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
  const writing = writingName(file);
  removeBackupFile(writing);
  try {
    db.prepare('VACUUM INTO ?').run(writing);
    finishCopy(file);
  } catch (error) {
    removeBackupFile(writing);
    throw error;
  }
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
