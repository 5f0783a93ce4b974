/**
 * Examining a library file the app did not just write (a backup, a library added from elsewhere)
 * before anything is taken from it: that it is an SQLite file, of a version this app knows, with
 * exactly our schema (schema-check.ts), undamaged (a quick integrity check), and how many puzzles
 * it holds. In that order: nothing reads the file's rows before its schema is known to be ours,
 * so the work is bounded by the file's size. The backend runs this off its main thread
 * (backend/file-worker/), with a time limit.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import Database from 'better-sqlite3';
import { SCHEMA_VERSION } from './migrations/index.ts';
import { schemaProblem } from './schema-check.ts';

export interface CopyContents {
  readonly puzzles: number | null;
  readonly solved: number | null;
  readonly problem: string | null;
}

/** What a copy holds, or why it cannot be restored; reading it may switch it to rollback-journal mode. */
export function examineCopyFile(file: string, nativeBinding?: string): CopyContents {
  const unreadable = (problem: string): CopyContents => ({ puzzles: null, solved: null, problem });
  const binding = nativeBinding === undefined ? {} : { nativeBinding };
  const mode = journalModeByte(file);
  if (mode === null) return unreadable('it is not a library file, or it is damaged');
  try {
    // Older daily copies were left in WAL mode; reading one read-only would leave companions behind.
    if (mode === 2) {
      const writable = new Database(file, { fileMustExist: true, ...binding });
      try {
        writable.pragma('journal_mode = DELETE');
      } finally {
        writable.close();
      }
    }
    const copy = new Database(file, { readonly: true, fileMustExist: true, ...binding });
    try {
      const version = copy.pragma('user_version', { simple: true }) as number;
      if (version > SCHEMA_VERSION) return unreadable('it was made by a newer version of the app');
      if (version < 1) return unreadable('it is not a puzzle library');
      const foreign = schemaProblem(copy, version, nativeBinding);
      if (foreign !== null) return unreadable(`it is not a puzzle library of this app (${foreign})`);
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
