/**
 * The look at the library file before it is opened for writing (open.ts), which changes nothing:
 * its header, then, through a read-only connection (so SQLite neither checkpoints nor deletes the
 * -wal on close), its version, its schema and a quick integrity check. Nothing is read from the
 * file's rows before its schema is known to be exactly ours (schema-check.ts), so what follows
 * (the quick check) reads tables of ours, whose work is bounded by the file's size.
 *
 * The finding is a value, not a thrown error, so the backend can run this in its file worker thread
 * (backend/file-worker/) with a time limit and hand the finding to openLibrary.
 */
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import Database from 'better-sqlite3';
import { LibraryError } from './errors.ts';
import { assertNotNewer, schemaVersion } from './migrations/index.ts';
import { schemaProblem } from './schema-check.ts';
import type { Db } from './sql.ts';

export type LibraryFileCheck =
  /** No file yet, or one to open; errors that are not damage (a lock, say) are left to the real open. */
  | { readonly kind: 'usable' }
  /** Not a library of ours, or damaged: it is set aside and a fresh library started. */
  | { readonly kind: 'set-aside'; readonly why: string }
  /** From a newer app: left exactly as it is, and the app does not start on it. */
  | { readonly kind: 'refused'; readonly message: string };

export const DAMAGED = 'its file is damaged';

export function checkLibraryFile(path: string, nativeBinding?: string): LibraryFileCheck {
  if (!existsSync(path) || !statSync(path).isFile() || statSync(path).size === 0) return { kind: 'usable' };
  if (!hasSqliteHeader(path)) return { kind: 'set-aside', why: DAMAGED };
  let db: Db | undefined;
  try {
    db = new Database(path, {
      readonly: true,
      fileMustExist: true,
      ...(nativeBinding === undefined ? {} : { nativeBinding }),
    });
    assertNotNewer(db);
    const version = schemaVersion(db);
    const foreign =
      version >= 1
        ? schemaProblem(db, version, nativeBinding)
        : db.prepare('SELECT count(*) FROM sqlite_master').pluck().get() === 0
          ? null
          : 'it has tables but no library version';
    if (foreign !== null)
      return { kind: 'set-aside', why: `it is not a puzzle library of this app (${foreign})` };
    return db.pragma('quick_check(1)', { simple: true }) === 'ok'
      ? { kind: 'usable' }
      : { kind: 'set-aside', why: DAMAGED };
  } catch (error) {
    if (isDamage(error)) return { kind: 'set-aside', why: DAMAGED };
    if (error instanceof LibraryError) return { kind: 'refused', message: error.message };
    return { kind: 'usable' };
  } finally {
    db?.close();
  }
}

export function isDamage(error: unknown): boolean {
  if (!(error instanceof Database.SqliteError)) return false;
  return error.code === 'SQLITE_NOTADB' || error.code.startsWith('SQLITE_CORRUPT');
}

function hasSqliteHeader(path: string): boolean {
  const header = Buffer.alloc(SQLITE_HEADER.length);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, header, 0, header.length, 0);
  } finally {
    closeSync(fd);
  }
  return header.equals(SQLITE_HEADER);
}

const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');
