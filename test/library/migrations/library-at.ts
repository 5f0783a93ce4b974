/**
 * Library files as an older app left them, for the migrations' tests: the migrations up to a
 * version run on a real SQLite file, rows go in with plain SQL in that version's shape (the
 * library's own modules write the latest shape only), and the file is opened again, as by the
 * next start of a newer app, to be migrated one step further.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import { migrate, schemaVersion } from '../../../src-main/library/migrations/index.ts';
import type { Db } from '../../../src-main/library/sql.ts';
import { tempDir } from '../temp-library.ts';

/** Opens the file as the app does (foreign keys on) and closes it when the test finishes. */
export function openFile(path: string): Db {
  const db = new Database(path);
  db.pragma('foreign_keys = ON');
  onTestFinished(() => {
    if (db.open) db.close();
  });
  return db;
}

/** A new library file at `version`, opened: fill it, then `reopen` it to migrate. */
export function libraryAt(version: number): { db: Db; reopen: () => Db } {
  const path = join(tempDir(), 'library.sqlite');
  const db = openFile(path);
  migrate(db, version);
  if (schemaVersion(db) !== version) throw new Error(`the file is at ${schemaVersion(db)}, not ${version}`);
  return {
    db,
    reopen: () => {
      db.close();
      return openFile(path);
    },
  };
}

const CREATED = '2026-03-01T09:00:00.000Z';

/** A black-and-white puzzle row and its content, in the columns every version has (version 1's). */
export function insertPuzzle(
  db: Db,
  fields: { title: string; clueHash: string; deletedAt?: string; solution?: string },
): number {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO puzzles (title, width, height, colors, clue_hash, created_at, updated_at, deleted_at)
       VALUES (?, 2, 2, 1, ?, ?, ?, ?)`,
    )
    .run(fields.title, fields.clueHash, CREATED, CREATED, fields.deletedAt ?? null);
  const id = Number(lastInsertRowid);
  db.prepare(`INSERT INTO puzzle_content (puzzle_id, palette, clues, solution) VALUES (?, ?, ?, ?)`).run(
    id,
    '[]',
    `{"rows":[[1],[1]],"columns":[[1],[1]],"title":"${fields.title}"}`,
    fields.solution ?? null,
  );
  return id;
}

export interface AttemptFields {
  readonly status: 'new' | 'in-progress' | 'solved' | 'revealed';
  readonly elapsedMs: number;
  readonly updatedAt: string;
  readonly finishedAt?: string;
}

/** An attempt row in version 1's columns. */
export function insertAttempt(db: Db, puzzleId: number, fields: AttemptFields): number {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO attempts (puzzle_id, status, grid, move_count, elapsed_ms, started_at, updated_at, finished_at)
       VALUES (?, ?, '0000', 0, ?, ?, ?, ?)`,
    )
    .run(puzzleId, fields.status, fields.elapsedMs, CREATED, fields.updatedAt, fields.finishedAt ?? null);
  return Number(lastInsertRowid);
}

/** The plan SQLite picks for a query, as one line per step. */
export function queryPlan(db: Db, sql: string): string {
  return (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[])
    .map((row) => row.detail)
    .join('\n');
}
