/**
 * Opening the library file in the data folder.
 *
 * Order matters. An existing file is first examined without being changed (library-check.ts):
 * its header, its schema version (a file from a newer app is refused with a sentence and left
 * exactly as it is), its schema and a quick integrity check. The backend does that in its file
 * worker thread with a time limit and passes the finding in `checked`. Only then is the file
 * opened for writing: the pragmas (WAL, foreign keys, a busy timeout, synchronous=NORMAL, which in
 * WAL mode may lose the last commits on a power cut but never consistency), a copy of the file
 * before any migration, the migrations, and the purge of puzzles deleted long ago.
 *
 * A file SQLite calls damaged or not a database is never overwritten: it is renamed, with its
 * -wal and -shm companions, to `library.damaged-<time>.sqlite`, a fresh library is started and
 * the caller receives a notice to show. So is a file whose schema is not the one this app gives a
 * library of its version (schema-check.ts), since a view or trigger of someone else's could hang
 * or harm the app on its first query, and a file whose check did not finish in its time. Other
 * failures (no permission, a disk error, the file locked by another program) are not damage and
 * are raised as they are.
 */
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { backupBeforeMigration } from './backup.ts';
import { rememberBinding } from './beside.ts';
import { LibraryError } from './errors.ts';
import { checkLibraryFile, DAMAGED, isDamage, type LibraryFileCheck } from './library-check.ts';
import { assertNotNewer, migrate, schemaVersion, SCHEMA_VERSION } from './migrations/index.ts';
import { purgeDeletedPuzzles } from './puzzles.ts';
import { writeSetting } from './settings.ts';
import type { Db } from './sql.ts';

export const LIBRARY_FILE = 'library.sqlite';
/** Soft-deleted puzzles are kept this long for undo, then purged at the next open. */
export const PURGE_AFTER_MS = 30 * 24 * 60 * 60 * 1000;

export interface OpenedLibrary {
  readonly db: Db;
  readonly path: string;
  /** Sentences for the user, such as a damaged file that was set aside. */
  readonly notices: readonly string[];
}

export interface OpenOptions {
  readonly now?: Date;
  /** Path of a better-sqlite3 binary built for this runtime (Electron's ABI differs from Node's). */
  readonly nativeBinding?: string;
  /**
   * What checkLibraryFile found, when the caller ran it elsewhere (the backend runs it in its file
   * worker thread, with a time limit); without it the file is checked here.
   */
  readonly checked?: LibraryFileCheck;
}

export function libraryPath(dataDir: string): string {
  return join(dataDir, LIBRARY_FILE);
}

export function openLibrary(dataDir: string, options: OpenOptions = {}): OpenedLibrary {
  const now = options.now ?? new Date();
  const path = libraryPath(dataDir);
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw inWords(error, path);
  }
  const notices: string[] = [];
  const checked = options.checked ?? checkLibraryFile(path, options.nativeBinding);
  if (checked.kind === 'refused') throw new LibraryError('database', checked.message);
  if (checked.kind === 'set-aside') notices.push(setAside(dataDir, path, now, checked.why));
  try {
    return { db: replacing(openFile(path, now, options), notices), path, notices };
  } catch (error) {
    // Damage the read-only look missed (it can surface in a migration) is handled the same way, once.
    if (notices.length > 0 || !isDamage(error)) throw inWords(error, path);
    notices.push(setAside(dataDir, path, now, DAMAGED));
    return { db: replacing(openFile(path, now, options), notices), path, notices };
  }
}

/**
 * A library started in place of a damaged one belongs to someone who has used the app: the
 * first-start page is not theirs, the notice of what happened is.
 */
function replacing(db: Db, notices: readonly string[]): Db {
  if (notices.length > 0) writeSetting(db, 'welcomed', true);
  return db;
}

/** SQLite's codes for a file it may not write (extended ones too, such as SQLITE_READONLY_DIRECTORY). */
function cannotWrite(code: string, fromSqlite: boolean): boolean {
  if (!fromSqlite) return code === 'EACCES' || code === 'EPERM' || code === 'EROFS';
  return code.startsWith('SQLITE_READONLY') || code === 'SQLITE_CANTOPEN' || code === 'SQLITE_PERM';
}

/**
 * A library the app may not write (a read-only file, folder or disk, another user's file) is
 * explained in a sentence, not in SQLite's words; other errors pass as they are.
 */
export function inWords(error: unknown, path: string): unknown {
  const code = error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (cannotWrite(code, error instanceof Database.SqliteError)) {
    return new LibraryError(
      'database',
      `The puzzle library ${path} cannot be written: the file, its folder or the disk is read-only, ` +
        'or it belongs to another user. Make it writable, or start the app with another data folder. ' +
        'Nothing was changed.',
    );
  }
  return error;
}

function openFile(path: string, now: Date, options: OpenOptions): Db {
  const db = new Database(path, binding(options));
  rememberBinding(db, options.nativeBinding);
  try {
    assertNotNewer(db);
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    db.pragma('synchronous = NORMAL');
    const version = schemaVersion(db);
    if (version > 0 && version < SCHEMA_VERSION) backupBeforeMigration(db, path, version);
    migrate(db);
    purgeDeletedPuzzles(db, new Date(now.getTime() - PURGE_AFTER_MS));
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** Renames the file and its companions; returns the notice for the user, saying `why`. */
function setAside(dataDir: string, path: string, now: Date, why: string): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  let name = `library.damaged-${stamp}.sqlite`;
  for (let n = 2; existsSync(join(dataDir, name)); n++) name = `library.damaged-${stamp}-${n}.sqlite`;
  const moved: [string, string][] = [];
  try {
    // Companions first: a -wal left beside a fresh file would be replayed into it.
    for (const suffix of ['-wal', '-shm', '-journal', '']) {
      if (!existsSync(path + suffix)) continue;
      renameSync(path + suffix, join(dataDir, name + suffix));
      moved.push([path + suffix, join(dataDir, name + suffix)]);
    }
  } catch (error) {
    for (const [from, to] of moved.reverse()) renameSync(to, from);
    const reason = error instanceof Error ? error.message : String(error);
    throw new LibraryError(
      'database',
      `The puzzle library file is damaged and could not be moved aside (${reason}). Nothing was changed.`,
    );
  }
  return (
    `The puzzle library could not be read because ${why}. It was kept as "${name}" ` +
    `in ${dataDir}, and a new library was started. To go back to an earlier copy, restore one of its ` +
    'backups under Settings.'
  );
}

/** Lets SQLite refresh the statistics its query planner uses (cheap when nothing changed), then closes. */
export function closeLibrary(db: Db): void {
  if (!db.open) return;
  db.pragma('optimize');
  db.close();
}

function binding(options: OpenOptions): { nativeBinding?: string } {
  return options.nativeBinding === undefined ? {} : { nativeBinding: options.nativeBinding };
}
