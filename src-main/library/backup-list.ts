/**
 * What is in the backups folder: each copy the app made, what kind it is, how many puzzles it
 * holds, and whether it can be restored. A copy is examined (copy-check.ts) once per version of
 * the file (its size and time), since a quick check reads the whole file.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { BackupInfo, BackupKind } from '../contract/backup-dto.ts';
import { BACKUP_FOLDER } from './backup.ts';
import { nativeBindingOf } from './beside.ts';
import { examineCopyFile, type CopyContents } from './copy-check.ts';
import { LibraryError } from './errors.ts';
import type { Db } from './sql.ts';

const STAMP = String.raw`\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z(?:-\d+)?`;
const KINDS: readonly (readonly [RegExp, BackupKind])[] = [
  [/^library-\d{4}-\d{2}-\d{2}\.sqlite$/, 'daily'],
  [new RegExp(`^library-saved-${STAMP}\\.sqlite$`), 'saved'],
  [new RegExp(`^library-v\\d+-before-migration-${STAMP}\\.sqlite$`), 'before-migration'],
  [new RegExp(`^library-before-restore-${STAMP}\\.sqlite$`), 'before-restore'],
  [new RegExp(`^library-added-${STAMP}\\.sqlite$`), 'added'],
];

export function backupKindOf(name: string): BackupKind | null {
  return KINDS.find(([pattern]) => pattern.test(name))?.[1] ?? null;
}

export function backupFolder(dataDir: string): string {
  return join(dataDir, BACKUP_FOLDER);
}

/**
 * The path of a copy named by the renderer. Only names the app itself gives its copies are
 * accepted, so no other file (nor a path outside the folder) can be reached this way.
 */
export function backupFile(dataDir: string, name: string): string {
  const file = join(backupFolder(dataDir), name);
  if (backupKindOf(name) === null || basename(file) !== name || !existsSync(file)) {
    throw new LibraryError('not-found', `There is no backup called "${name}" in ${backupFolder(dataDir)}.`);
  }
  return file;
}

/**
 * What to do with a copy whose contents are not known yet (new, or changed since it was
 * examined): examine it here (`examine`: the app's own code paths and its tests), or, where the
 * caller examined the folder off its thread just before (the backend), leave it unread and say it
 * was not checked: a file that changed in between must not be read here, unbounded.
 */
export type Unexamined = 'examine' | 'unchecked';

/** Why an unexamined copy cannot be restored when it is left unread. */
export const NOT_CHECKED = 'it changed while it was being checked; look at the backups again';

/** Every copy in the folder, newest first. */
export function listBackups(db: Db, dataDir: string, unexamined: Unexamined = 'examine'): BackupInfo[] {
  const folder = backupFolder(dataDir);
  if (!existsSync(folder)) return [];
  const found: BackupInfo[] = [];
  for (const name of readdirSync(folder)) {
    if (backupKindOf(name) === null) continue;
    try {
      found.push(describeBackup(db, join(folder, name), unexamined));
    } catch {
      // Removed while the folder was read: it is simply not listed.
    }
  }
  return found.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.name.localeCompare(a.name));
}

/** The size of the library's file (with its write-ahead log) and the puzzles in it. */
export function libraryTotals(db: Db): { readonly libraryBytes: number; readonly puzzles: number } {
  const bytes = (file: string): number => (existsSync(file) ? statSync(file).size : 0);
  const puzzles = db.prepare('SELECT count(*) FROM puzzles WHERE deleted_at IS NULL').pluck().get() as number;
  return { libraryBytes: bytes(db.name) + bytes(`${db.name}-wal`), puzzles };
}

const examined = new Map<string, { readonly key: string; readonly contents: CopyContents }>();

/**
 * Records what a copy holds, found before it took its name, so the listing does not read the
 * whole file again (a rename keeps its size and time).
 */
export function rememberExamined(file: string, contents: CopyContents): void {
  const stats = statSync(file);
  examined.set(file, { key: `${stats.size}:${stats.mtimeMs}`, contents });
}

export function describeBackup(db: Db, file: string, unexamined: Unexamined = 'examine'): BackupInfo {
  const name = basename(file);
  const kind = backupKindOf(name);
  if (kind === null) throw new LibraryError('not-found', `"${name}" is not one of the app's backups.`);
  const stats = statSync(file);
  const key = `${stats.size}:${stats.mtimeMs}`;
  let contents = examined.get(file)?.key === key ? examined.get(file)?.contents : undefined;
  if (!contents && unexamined === 'unchecked') {
    contents = { puzzles: null, solved: null, problem: NOT_CHECKED };
  } else if (!contents) {
    contents = examineCopy(db, file);
    examined.set(file, { key, contents });
  }
  return { name, kind, createdAt: stats.mtime.toISOString(), bytes: stats.size, ...contents };
}

/** What a copy holds, or why it cannot be restored (copy-check.ts), with the library's SQLite build. */
export function examineCopy(db: Db, file: string): CopyContents {
  return examineCopyFile(file, nativeBindingOf(db));
}

/**
 * The copies in the folder whose contents are not known yet (new, or changed since they were
 * examined): the backend examines them off its main thread first, so listing them costs nothing.
 */
export function unexaminedBackups(dataDir: string): string[] {
  const folder = backupFolder(dataDir);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => backupKindOf(name) !== null)
    .map((name) => join(folder, name))
    .filter((file) => {
      try {
        const stats = statSync(file);
        return examined.get(file)?.key !== `${stats.size}:${stats.mtimeMs}`;
      } catch {
        return false;
      }
    });
}

export type { CopyContents };
