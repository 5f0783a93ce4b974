import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it, onTestFinished } from 'vitest';
import { LibraryError } from '../../src-main/library/errors.ts';
import {
  migrate,
  MIGRATIONS,
  SCHEMA_VERSION,
  schemaVersion,
  type Migration,
} from '../../src-main/library/migrations/index.ts';
import type { Db } from '../../src-main/library/sql.ts';
import { tempDir } from './temp-library.ts';

function emptyFile(): Db {
  const db = new Database(join(tempDir(), 'library.sqlite'));
  onTestFinished(() => {
    db.close();
  });
  return db;
}

function tables(db: Db): string[] {
  return db
    .prepare(`SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name`)
    .pluck()
    .all() as string[];
}

describe('migrations', () => {
  it('are numbered 1, 2, 3... in order', () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(Array.from({ length: SCHEMA_VERSION }, (_, i) => i + 1));
  });

  it('bring an empty file to the latest schema one version at a time', () => {
    const db = emptyFile();
    expect(schemaVersion(db)).toBe(0);
    for (let version = 1; version <= SCHEMA_VERSION; version++) {
      expect(migrate(db, version)).toEqual([version]);
      expect(schemaVersion(db)).toBe(version);
      expect(db.pragma('foreign_key_check')).toEqual([]);
    }
    expect(tables(db)).toEqual(
      expect.arrayContaining([
        'attempts',
        'collection_members',
        'collections',
        'moves',
        'puzzle_content',
        'puzzles',
        'settings',
      ]),
    );
  });

  it('apply nothing to a file that is up to date', () => {
    const db = emptyFile();
    migrate(db);
    expect(migrate(db)).toEqual([]);
    expect(schemaVersion(db)).toBe(SCHEMA_VERSION);
  });

  it('roll back a failing step together with its version number', () => {
    const db = emptyFile();
    const failing: Migration = {
      version: SCHEMA_VERSION + 1,
      update: (inner) => {
        inner.exec('CREATE TABLE half_done (x)');
        throw new Error('the step failed');
      },
    };
    migrate(db);
    expect(() => migrate(db, SCHEMA_VERSION + 1, [...MIGRATIONS, failing])).toThrow('the step failed');
    expect(schemaVersion(db)).toBe(SCHEMA_VERSION);
    expect(tables(db)).not.toContain('half_done');
  });

  it('refuse a file from a newer version and leave its version alone', () => {
    const db = emptyFile();
    db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    expect(() => migrate(db)).toThrow(LibraryError);
    expect(() => migrate(db)).toThrow(/newer version of the app/);
    expect(schemaVersion(db)).toBe(SCHEMA_VERSION + 1);
    expect(tables(db)).toEqual([]);
  });

  it('version 7 keeps every attempt and counts its stored picture as up to date', () => {
    const db = emptyFile();
    migrate(db, 6);
    db.exec(`INSERT INTO puzzles (id, title, width, height, colors, clue_hash, created_at, updated_at)
             VALUES (1, 'p', 1, 1, 1, 'h', '2026-01-01', '2026-01-01')`);
    db.exec(`INSERT INTO attempts (puzzle_id, grid, status, move_count, started_at, updated_at)
             VALUES (1, '1', 'in-progress', 1, '2026-01-01', '2026-01-01')`);
    expect(migrate(db, 7)).toEqual([7]);
    expect(db.prepare('SELECT grid, move_count, picture_stale FROM attempts').all()).toEqual([
      { grid: '1', move_count: 1, picture_stale: 0 },
    ]);
  });
});
