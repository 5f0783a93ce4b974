/**
 * What is in the backups folder: each copy the app made, what kind it is, how many puzzles it
 * holds, and whether it can be restored. A copy is examined read-only, once per version of the
 * file (its size and time), since a quick check reads the whole file.
 */
import { closeSync, existsSync, openSync, readdirSync, readSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { BackupInfo, BackupKind } from '../contract/backup-dto.ts';
import { BACKUP_FOLDER } from './backup.ts';
import { openBeside, setRollbackJournal } from './beside.ts';
import { LibraryError } from './errors.ts';
import { SCHEMA_VERSION } from './migrations/index.ts';
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

/** Every copy in the folder, newest first. */
export function listBackups(db: Db, dataDir: string): BackupInfo[] {
  const folder = backupFolder(dataDir);
  if (!existsSync(folder)) return [];
  const found: BackupInfo[] = [];
  for (const name of readdirSync(folder)) {
    if (backupKindOf(name) === null) continue;
    try {
      found.push(describeBackup(db, join(folder, name)));
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

export interface CopyContents {
  readonly puzzles: number | null;
  readonly solved: number | null;
  readonly problem: string | null;
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

export function describeBackup(db: Db, file: string): BackupInfo {
  const name = basename(file);
  const kind = backupKindOf(name);
  if (kind === null) throw new LibraryError('not-found', `"${name}" is not one of the app's backups.`);
  const stats = statSync(file);
  const key = `${stats.size}:${stats.mtimeMs}`;
  let contents = examined.get(file)?.key === key ? examined.get(file)?.contents : undefined;
  if (!contents) {
    contents = examineCopy(db, file);
    examined.set(file, { key, contents });
  }
  return { name, kind, createdAt: stats.mtime.toISOString(), bytes: stats.size, ...contents };
}

/** What a copy holds, or why it cannot be restored; reading it may switch it to rollback-journal mode. */
export function examineCopy(db: Db, file: string): CopyContents {
  const unreadable = (problem: string): CopyContents => ({ puzzles: null, solved: null, problem });
  const mode = journalModeByte(file);
  if (mode === null) return unreadable('it is not a library file, or it is damaged');
  try {
    // Older daily copies were left in WAL mode; reading one read-only would leave companions behind.
    if (mode === 2) setRollbackJournal(db, file);
    const copy = openBeside(db, file, { readonly: true, fileMustExist: true });
    try {
      const version = copy.pragma('user_version', { simple: true }) as number;
      if (version > SCHEMA_VERSION) return unreadable('it was made by a newer version of the app');
      if (version < 1) return unreadable('it is not a puzzle library');
      if (copy.pragma('quick_check(1)', { simple: true }) !== 'ok') return unreadable('it is damaged');
      const row = copy
        .prepare(
          `SELECT count(*) AS puzzles, count(*) FILTER (WHERE status = 'solved') AS solved
             FROM puzzles WHERE deleted_at IS NULL`,
        )
        .get() as { puzzles: number; solved: number };
      return { puzzles: row.puzzles, solved: row.solved, problem: null };
    } finally {
      copy.close();
    }
  } catch (error) {
    return unreadable(`it could not be read (${error instanceof Error ? error.message : String(error)})`);
  }
}

/** Byte 18 of an SQLite header: 1 for a rollback journal, 2 for WAL; null when there is no such header. */
function journalModeByte(file: string): number | null {
  const header = Buffer.alloc(20);
  const fd = openSync(file, 'r');
  try {
    if (readSync(fd, header, 0, header.length, 0) < header.length) return null;
  } finally {
    closeSync(fd);
  }
  if (!header.subarray(0, 16).equals(Buffer.from('SQLite format 3\0', 'latin1'))) return null;
  return header[18] ?? null;
}
