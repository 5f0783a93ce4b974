/**
 * The database handle every library function takes first, and a per-connection cache of prepared
 * statements: preparing costs more than running the small queries the app makes on every move.
 */
import type Database from 'better-sqlite3';

export type Db = Database.Database;
export type Statement = Database.Statement<unknown[]>;

const caches = new WeakMap<Db, Map<string, Statement>>();
/** List queries vary with their filters; past this many distinct statements the cache starts over. */
const CACHE_LIMIT = 300;

export function prepared(db: Db, sql: string): Statement {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let statement = cache.get(sql);
  if (!statement) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    statement = db.prepare(sql);
    cache.set(sql, statement);
  }
  return statement;
}

/** Timestamps are stored as ISO 8601 UTC text, which sorts in time order. */
export function isoTime(now: Date = new Date()): string {
  return now.toISOString();
}

/** Ids travel to SQL as one JSON array parameter, read with json_each, so any number fits one statement. */
export function idList(ids: readonly number[]): string {
  return JSON.stringify(ids);
}
