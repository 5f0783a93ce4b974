/**
 * Putting a backup's puzzles, collections and progress back in place of the library's.
 *
 * The open library is not swapped for another file: every part of the app holds this one
 * connection. Its contents are replaced instead, in one transaction, so a restore that fails at
 * any point leaves the library exactly as it was. In order:
 * 1. the copy is examined (a damaged copy, or one from a newer app, is refused before anything
 *    happens);
 * 2. it is copied to a scratch file, whose schema is checked again (the copy may have been
 *    replaced since it was examined) and which is brought to this app's schema (a copy taken before
 *    a migration is older), so the copy itself never changes;
 * 3. the library as it is now is saved in the backups folder, so the restore can be undone;
 * 4. every table but `settings` is emptied and refilled from the scratch file. The user's
 *    preferences are not part of what a backup brings back.
 *
 * Step 2 reads and writes the whole copy (a 500 MB page image in it is 500 MB copied twice), and
 * steps 3 and 4 copy the library and then every row, so the backend runs them in its file worker
 * thread (prepareRestoreCopy, then replaceLibraryFile on a connection of the worker's own), and the
 * app answers meanwhile: its reads see the library as it was until the restore commits (WAL).
 * Rows are copied table to table with `INSERT ... SELECT *`, which SQLite's transfer optimisation
 * copies a page at a time, so a 500 MB page image is never held whole in memory.
 *
 * Ids are never given out twice, across restores too (keepHighestNumbers): a window may still
 * hold an attempt's or a puzzle's id from before the restore, and a move sent with it in flight
 * must find that attempt or nothing, never another puzzle's attempt that took its number.
 */
import { rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { backupBeforeRestore, removeBackupFile } from './backup.ts';
import { backupFolder, describeBackup, type Unexamined } from './backup-list.ts';
import Database from 'better-sqlite3';
import { nativeBindingOf } from './beside.ts';
import { LibraryError } from './errors.ts';
import { migrate, schemaVersion, SCHEMA_VERSION } from './migrations/index.ts';
import { schemaProblem } from './schema-check.ts';
import type { Db } from './sql.ts';

/** Tables a restore leaves alone. */
const KEPT_TABLES = new Set(['settings']);

export interface RestoreOutcome {
  /** The copy of the library as it was before the restore. */
  readonly savedAs: string;
}

export function restoreLibrary(
  db: Db,
  backupPath: string,
  dataDir: string,
  now: Date = new Date(),
  unexamined: Unexamined = 'examine',
): RestoreOutcome {
  const scratch = scratchFor(db, backupPath, dataDir, now, unexamined);
  try {
    prepareRestoreCopy(backupPath, scratch, nativeBindingOf(db));
    return replaceWith(db, scratch, now);
  } finally {
    removeBackupFile(scratch);
  }
}

/** Steps 2 and 3-4 done elsewhere (the backend's file worker thread), as restoreLibrary does them. */
export interface RestoreSteps {
  /** Makes the scratch file from the copy, as prepareRestoreCopy does. */
  prepare(scratch: string): Promise<void>;
  /** Puts the scratch file's rows in place, as replaceLibraryFile does. */
  replace(scratch: string): Promise<RestoreOutcome>;
}

export async function restoreLibraryPrepared(
  db: Db,
  backupPath: string,
  dataDir: string,
  steps: RestoreSteps,
  now: Date = new Date(),
  unexamined: Unexamined = 'examine',
): Promise<RestoreOutcome> {
  const scratch = scratchFor(db, backupPath, dataDir, now, unexamined);
  try {
    await steps.prepare(scratch);
    return await steps.replace(scratch);
  } finally {
    removeBackupFile(scratch);
  }
}

/** Step 1, and the scratch file's name. */
function scratchFor(db: Db, backupPath: string, dataDir: string, now: Date, unexamined: Unexamined): string {
  const backup = describeBackup(db, backupPath, unexamined);
  if (backup.problem !== null) {
    throw new LibraryError(
      'invalid-arguments',
      `The backup "${backup.name}" cannot be restored: ${backup.problem}. Nothing was changed.`,
    );
  }
  return join(backupFolder(dataDir), `restoring-${now.getTime()}.sqlite`);
}

/**
 * Steps 3 and 4 on a connection of its own to the library file (in the file worker thread). It
 * waits its turn for the write lock; the app's own connection must not wait for it in turn
 * (see the backups handler), as its waits would hold the app's thread.
 */
export function replaceLibraryFile(
  libraryPath: string,
  scratch: string,
  now: Date,
  nativeBinding?: string,
): RestoreOutcome {
  const db = new Database(libraryPath, {
    fileMustExist: true,
    ...(nativeBinding === undefined ? {} : { nativeBinding }),
  });
  try {
    db.pragma('busy_timeout = 5000');
    return replaceWith(db, scratch, now);
  } finally {
    db.close();
  }
}

/** Steps 3 and 4. */
function replaceWith(db: Db, scratch: string, now: Date): RestoreOutcome {
  const savedAs = backupBeforeRestore(db, db.name, now);
  replaceContents(db, scratch);
  return { savedAs };
}

/** Step 2: the copy, vacuumed into `scratch`, its schema checked and brought to this app's. */
export function prepareRestoreCopy(backupPath: string, scratch: string, nativeBinding?: string): void {
  const binding = nativeBinding === undefined ? {} : { nativeBinding };
  rmSync(scratch, { force: true });
  const source = new Database(backupPath, { readonly: true, fileMustExist: true, ...binding });
  try {
    source.prepare('VACUUM INTO ?').run(scratch);
  } finally {
    source.close();
  }
  const copy = new Database(scratch, { fileMustExist: true, ...binding });
  try {
    // The copy was examined before, but it may have been replaced since: what is read from is this
    // scratch file, so its schema is checked again before anything reads its rows (schema-check.ts).
    const version = schemaVersion(copy);
    const foreign =
      version < 1 || version > SCHEMA_VERSION
        ? 'it is not a library of a version this app knows'
        : schemaProblem(copy, version, nativeBinding);
    if (foreign !== null) {
      throw new LibraryError(
        'invalid-arguments',
        `The backup "${basename(backupPath)}" cannot be restored: it is not a puzzle library of this app (${foreign}). Nothing was changed.`,
      );
    }
    migrate(copy);
  } finally {
    copy.close();
  }
}

interface ColumnRow {
  readonly name: string;
  /** 0 for an ordinary column; generated columns (2, 3) cannot be written. */
  readonly hidden: number;
}

function replaceContents(db: Db, scratch: string): void {
  db.prepare('ATTACH DATABASE ? AS restored').run(scratch);
  // Rows go in table by table, so references may point ahead until the end; checked below.
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      const tables = db
        .prepare(
          `SELECT name FROM main.sqlite_master
            WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`,
        )
        .pluck()
        .all() as string[];
      for (const table of tables) {
        if (KEPT_TABLES.has(table)) continue;
        const columns = writableColumns(db, 'main', table);
        if (columns.join() !== writableColumns(db, 'restored', table).join()) {
          throw new LibraryError(
            'database',
            `The backup's table "${table}" does not match this app's. Nothing was changed.`,
          );
        }
        db.exec(`DELETE FROM main."${table}"`);
        db.exec(copyRows(db, table, columns));
      }
      keepHighestNumbers(db);
      const broken = db.pragma('main.foreign_key_check') as unknown[];
      if (broken.length > 0) {
        throw new LibraryError(
          'database',
          `The backup holds ${broken.length} rows that refer to missing ones, so it was not restored. Nothing was changed.`,
        );
      }
    })();
  } finally {
    db.pragma('foreign_keys = ON');
    db.exec('DETACH DATABASE restored');
  }
}

/**
 * AUTOINCREMENT's counters after a restore: for each table, the higher of the library's and the
 * backup's, so new rows continue above every id either ever gave out. Taking the backup's alone
 * would hand a new attempt the id of one made after the backup, which a window may still play.
 */
function keepHighestNumbers(db: Db): void {
  db.exec(`
    CREATE TEMP TABLE highest AS
      SELECT name, max(seq) AS seq FROM (
        SELECT name, seq FROM main.sqlite_sequence
        UNION ALL SELECT name, seq FROM restored.sqlite_sequence
      ) GROUP BY name;
    DELETE FROM main.sqlite_sequence;
    INSERT INTO main.sqlite_sequence (name, seq) SELECT name, seq FROM temp.highest;
    DROP TABLE temp.highest;
  `);
}

/**
 * The statement that copies a table's rows. Where every column is written (no generated ones) the
 * columns match (checked above), so `SELECT *` may take SQLite's transfer optimisation: rows are
 * copied as stored, overflow page by overflow page, so a large blob (a page image) is never loaded
 * whole, where a column list makes SQLite build each row in memory.
 */
function copyRows(db: Db, table: string, columns: readonly string[]): string {
  const all = db.prepare('SELECT count(*) FROM pragma_table_xinfo(?, ?)').pluck().get(table, 'main');
  if (all === columns.length) return `INSERT INTO main."${table}" SELECT * FROM restored."${table}"`;
  const list = columns.map((column) => `"${column}"`).join(', ');
  return `INSERT INTO main."${table}" (${list}) SELECT ${list} FROM restored."${table}"`;
}

function writableColumns(db: Db, schema: 'main' | 'restored', table: string): string[] {
  const rows = db
    .prepare(`SELECT name, hidden FROM pragma_table_xinfo(?, ?)`)
    .all(table, schema) as ColumnRow[];
  return rows.filter((row) => row.hidden === 0).map((row) => row.name);
}
