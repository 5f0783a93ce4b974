/**
 * SQLite files made to look like a library while doing harm to whoever reads them: a `puzzles`
 * that is a view counting for ever, triggers and tables that are not ours, a schema that does not
 * parse. The tests and `npm run fuzz` hand them to every place the app opens a library it did not
 * write.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { migrate, SCHEMA_VERSION } from '../../src-main/library/migrations/index.ts';

const ENDLESS = `WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r)`;

export const CRAFTED_LIBRARIES = {
  /** 4 KB: nothing but a view named puzzles that never ends, and a current version number. */
  'endless-view': (db: Database.Database): void => {
    db.exec(
      `CREATE VIEW puzzles AS ${ENDLESS} SELECT n AS id, 'solved' AS status, NULL AS deleted_at FROM r`,
    );
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
  },
  /** A whole library whose puzzles table was swapped for the endless view. */
  'library-with-endless-view': (db: Database.Database): void => {
    migrate(db);
    db.pragma('foreign_keys = OFF');
    db.exec(`DROP TABLE puzzles`);
    db.exec(
      `CREATE VIEW puzzles AS ${ENDLESS} SELECT n AS id, 'solved' AS status, NULL AS deleted_at FROM r`,
    );
  },
  /** An endless view where a table is expected that the check never reads. */
  'endless-collections': (db: Database.Database): void => {
    migrate(db);
    db.pragma('foreign_keys = OFF');
    db.exec(`DROP TABLE collection_members`);
    db.exec(`CREATE VIEW collection_members AS ${ENDLESS} SELECT n AS collection_id, n AS puzzle_id FROM r`);
  },
  /** Our tables, and a trigger of someone else's that a restore would copy. */
  'extra-trigger': (db: Database.Database): void => {
    migrate(db);
    db.exec(`CREATE TRIGGER spread AFTER INSERT ON settings BEGIN DELETE FROM puzzles; END`);
  },
  /** A table of ours with a column we do not have. */
  'changed-table': (db: Database.Database): void => {
    migrate(db);
    db.exec(`ALTER TABLE puzzles ADD COLUMN extra TEXT`);
  },
  /** A schema entry that does not parse (its bytes are changed once the file is closed, below). */
  'garbled-schema': (db: Database.Database): void => {
    migrate(db);
  },
} as const;

/** Byte edits made to a crafted file after it is closed, where SQL cannot make the harm. */
const BYTE_EDITS: Partial<Record<keyof typeof CRAFTED_LIBRARIES, readonly [string, string]>> = {
  'garbled-schema': ['CREATE TABLE settings', 'CREATE TABLX settings'],
};

export type CraftedLibrary = keyof typeof CRAFTED_LIBRARIES;

export function craftLibrary(kind: CraftedLibrary, file: string): void {
  const db = new Database(file);
  try {
    CRAFTED_LIBRARIES[kind](db);
  } finally {
    db.close();
  }
  const edit = BYTE_EDITS[kind];
  if (edit) {
    const bytes = readFileSync(file);
    const at = bytes.indexOf(edit[0], 0, 'latin1');
    if (at < 0) throw new Error(`"${edit[0]}" is not in the file to change`);
    bytes.write(edit[1], at, 'latin1');
    writeFileSync(file, bytes);
  }
}
