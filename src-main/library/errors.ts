import Database from 'better-sqlite3';
import type { ErrorCode } from '../contract/result.ts';

/**
 * A failure the user should read. The code is one of the API's error codes, so a handler can pass
 * it on as it is; the message is a whole sentence.
 */
export class LibraryError extends Error {
  readonly code: Extract<ErrorCode, 'not-found' | 'invalid-arguments' | 'database'>;

  constructor(code: LibraryError['code'], message: string) {
    super(message);
    this.name = 'LibraryError';
    this.code = code;
  }
}

/** An error of SQLite itself (a full disk, a damaged file), as opposed to one of ours. */
export function isSqliteError(error: unknown): error is Error {
  return error instanceof Database.SqliteError;
}
