/**
 * Other SQLite files (backups, a copy being restored) are opened with the same better-sqlite3
 * build as the library: under Electron in development that build is not the one in node_modules,
 * and the default would fail to load.
 */
import Database from 'better-sqlite3';
import type { Db } from './sql.ts';

const bindings = new WeakMap<Db, string | undefined>();

/** Called by whoever opens the library, with the build it used (undefined: the default one). */
export function rememberBinding(db: Db, nativeBinding: string | undefined): void {
  bindings.set(db, nativeBinding);
}

/** The better-sqlite3 build the library was opened with (undefined: the default one). */
export function nativeBindingOf(db: Db): string | undefined {
  return bindings.get(db);
}

export function openBeside(db: Db, path: string, options: Omit<Database.Options, 'nativeBinding'> = {}): Db {
  const nativeBinding = bindings.get(db);
  return new Database(path, nativeBinding === undefined ? options : { ...options, nativeBinding });
}

/** Leaves a copy in rollback-journal mode: opened read-only in WAL mode, it would leave -wal and -shm files behind. */
export function setRollbackJournal(db: Db, file: string): void {
  const copy = openBeside(db, file, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}
