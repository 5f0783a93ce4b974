/**
 * Whether a database file has exactly the schema this app gives a library of its version: the
 * same tables, indexes and triggers, written the same way, and nothing else (no view, no trigger
 * of someone else's). It is checked before anything is read from a file the app did not write
 * (a library added from elsewhere, a backup, the library itself at start): every query the app
 * then makes reads tables of ours, whose work is bounded by the file's size. A view named like one
 * of our tables could count for ever, and a trigger would run whenever a restore writes.
 *
 * The schema each version should have is made once by migrating an empty in-memory database, so
 * it always agrees with the migrations.
 */
import Database from 'better-sqlite3';
import { migrate } from './migrations/index.ts';
import type { Db } from './sql.ts';

interface SchemaEntry {
  readonly type: string;
  readonly name: string;
  readonly tbl_name: string;
  readonly sql: string | null;
}

/** Tables SQLite itself may add to any database (ANALYZE's statistics), as SQLite writes them. */
const SQLITE_OWN: ReadonlyMap<string, string> = new Map([
  ['sqlite_stat1', 'CREATE TABLE sqlite_stat1(tbl,idx,stat)'],
  ['sqlite_stat4', 'CREATE TABLE sqlite_stat4(tbl,idx,neq,nlt,ndlt,sample)'],
]);

const expected = new Map<number, ReadonlyMap<string, string>>();

function key(entry: SchemaEntry): string {
  return `${entry.type} ${entry.name} ${entry.tbl_name}`;
}

function schemaOf(db: Db): SchemaEntry[] {
  return db.prepare('SELECT type, name, tbl_name, sql FROM sqlite_master').all() as SchemaEntry[];
}

/** Each object's type and names, with its SQL, in a library of `version` as this app makes it. */
function expectedSchema(version: number, nativeBinding: string | undefined): ReadonlyMap<string, string> {
  const known = expected.get(version);
  if (known) return known;
  const db = new Database(':memory:', nativeBinding === undefined ? {} : { nativeBinding });
  try {
    migrate(db, version);
    const schema = new Map(schemaOf(db).map((entry) => [key(entry), entry.sql ?? '']));
    expected.set(version, schema);
    return schema;
  } finally {
    db.close();
  }
}

/**
 * Why the file open in `db` (a library of `version`) is not one of ours, in words, or null when
 * its schema is exactly ours. Reading the schema is itself bounded: it is one table.
 */
export function schemaProblem(db: Db, version: number, nativeBinding?: string): string | null {
  const want = expectedSchema(version, nativeBinding);
  const found = schemaOf(db);
  const seen = new Set<string>();
  for (const entry of found) {
    const id = key(entry);
    seen.add(id);
    if (entry.type === 'table' && SQLITE_OWN.get(entry.name) === entry.sql) continue;
    const sql = want.get(id);
    if (sql === undefined) {
      if (entry.type === 'view') return `it has a view "${entry.name}" where the app keeps only tables`;
      if (entry.type === 'trigger') return `it has a trigger "${entry.name}" that the app did not make`;
      return `it has a ${entry.type} "${entry.name}" that a puzzle library does not have`;
    }
    if (sql !== (entry.sql ?? ''))
      return `its ${entry.type} "${entry.name}" is not defined as the app defines it`;
  }
  for (const id of want.keys()) {
    if (!seen.has(id)) {
      const [type, name] = id.split(' ');
      return `its ${type} "${name}" is missing`;
    }
  }
  return null;
}
