import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { LibraryError } from '../../src-main/library/errors.ts';
import { SCHEMA_VERSION } from '../../src-main/library/migrations/index.ts';
import {
  closeLibrary,
  inWords,
  LIBRARY_FILE,
  openLibrary,
  PURGE_AFTER_MS,
} from '../../src-main/library/open.ts';
import { craftLibrary } from './crafted-libraries.ts';
import { getSettings } from '../../src-main/library/settings.ts';
import { getPuzzleDetail, softDeletePuzzles } from '../../src-main/library/puzzles.ts';
import { addPuzzle, jwilk, openTemp, tempDir } from './temp-library.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Why a file cannot be made read-only here in a way that binds this process, or null. Permission
 * bits do not bind root, so the test makes the file immutable (chattr +i), which does, and needs
 * the chattr tool, the right to use it (root) and a file system that keeps the flag.
 */
const IMMUTABLE_SKIP = ((): string | null => {
  const probe = join(mkdtempSync(join(tmpdir(), 'nonogram-chattr-')), 'probe');
  writeFileSync(probe, '');
  try {
    execFileSync('chattr', ['+i', probe], { stdio: 'ignore' });
    execFileSync('chattr', ['-i', probe], { stdio: 'ignore' });
    return null;
  } catch {
    return 'no file can be made read-only for this process here: chattr +i needs root and a file system such as ext4';
  } finally {
    rmSync(join(probe, '..'), { recursive: true, force: true });
  }
})();

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function damagedFiles(dir: string): string[] {
  return readdirSync(dir).filter((name) => name.startsWith('library.damaged-'));
}

/** A library with a few puzzles, closed, whose file bytes are returned. */
function filledLibrary(dir: string, count: number): Buffer {
  const { db } = openLibrary(dir);
  for (let i = 0; i < count; i++) addPuzzle(db, jwilk(i));
  db.close();
  return readFileSync(join(dir, LIBRARY_FILE));
}

describe('openLibrary', () => {
  it('creates a library with WAL, foreign keys and the latest schema', () => {
    const { db, path, notices } = openTemp();
    expect(path.endsWith(LIBRARY_FILE)).toBe(true);
    expect(notices).toEqual([]);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('synchronous', { simple: true })).toBe(1);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
  });

  it('finds again what was stored after a close', () => {
    const first = openTemp();
    const id = addPuzzle(first.db, jwilk(1), { title: 'Kept' });
    first.db.close();
    const again = openTemp(first.dir);
    expect(getPuzzleDetail(again.db, id)?.title).toBe('Kept');
  });

  it('sets a file of garbage aside, keeps its bytes and starts a fresh library with a notice', () => {
    const dir = tempDir();
    const garbage = Buffer.from(Array.from({ length: 8192 }, (_, i) => (i * 7919) % 251));
    writeFileSync(join(dir, LIBRARY_FILE), garbage);
    const { db, notices } = openTemp(dir);
    const [aside] = damagedFiles(dir);
    expect(aside).toMatch(/^library\.damaged-.+\.sqlite$/);
    expect(readFileSync(join(dir, aside!))).toEqual(garbage);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain('damaged');
    expect(notices[0]).toContain(aside);
    expect(db.prepare('SELECT count(*) FROM puzzles').pluck().get()).toBe(0);
  });

  it('counts the person as welcomed in a library started in place of a damaged one, not in a first one', () => {
    const damaged = tempDir();
    writeFileSync(
      join(damaged, LIBRARY_FILE),
      'SQLite format 3\0 and nothing of a database after it'.repeat(50),
    );
    expect(getSettings(openTemp(damaged).db).welcomed).toBe(true);
    expect(getSettings(openTemp(tempDir()).db).welcomed).toBe(false);
  });

  it('sets a truncated library aside with the bytes that were left', () => {
    const dir = tempDir();
    const whole = filledLibrary(dir, 60);
    const truncated = whole.subarray(0, Math.floor(whole.length / 2 / 4096) * 4096);
    writeFileSync(join(dir, LIBRARY_FILE), truncated);
    const { db, notices } = openTemp(dir);
    expect(notices).toHaveLength(1);
    const [aside] = damagedFiles(dir);
    expect(readFileSync(join(dir, aside!))).toEqual(truncated);
    expect(db.prepare('SELECT count(*) FROM puzzles').pluck().get()).toBe(0);
  });

  it('moves the -wal and -shm files of a damaged library along with it', () => {
    const dir = tempDir();
    writeFileSync(join(dir, LIBRARY_FILE), Buffer.alloc(4096, 0x5a));
    writeFileSync(join(dir, `${LIBRARY_FILE}-wal`), 'old log');
    writeFileSync(join(dir, `${LIBRARY_FILE}-shm`), 'old index');
    openTemp(dir);
    const [aside] = damagedFiles(dir);
    expect(readFileSync(join(dir, `${aside}-wal`), 'utf8')).toBe('old log');
    expect(readFileSync(join(dir, `${aside}-shm`), 'utf8')).toBe('old index');
  });

  it('refuses a library from a newer app and leaves the file as it was', () => {
    const dir = tempDir();
    filledLibrary(dir, 3);
    const raw = new Database(join(dir, LIBRARY_FILE));
    raw.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    raw.close();
    const before = readFileSync(join(dir, LIBRARY_FILE));
    expect(() => openLibrary(dir)).toThrow(LibraryError);
    expect(() => openLibrary(dir)).toThrow(/newer version of the app/);
    expect(readFileSync(join(dir, LIBRARY_FILE))).toEqual(before);
    expect(damagedFiles(dir)).toEqual([]);
  });

  it('sets aside, unread, a library whose schema is not ours (an endless view, a foreign trigger) and says why', () => {
    for (const kind of ['library-with-endless-view', 'extra-trigger', 'changed-table'] as const) {
      const dir = tempDir();
      craftLibrary(kind, join(dir, LIBRARY_FILE));
      const crafted = readFileSync(join(dir, LIBRARY_FILE));
      const { db, notices } = openTemp(dir);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatch(
        /could not be read because it is not a puzzle library of this app \(.+\)\. It was kept as "library\.damaged-/,
      );
      expect(db.prepare('SELECT count(*) FROM puzzles').pluck().get()).toBe(0);
      expect(readFileSync(join(dir, damagedFiles(dir)[0]!))).toEqual(crafted);
    }
  });

  it('explains a library it may not write in words, not in the words of SQLite', () => {
    const readOnly = new Database.SqliteError('attempt to write a readonly database', 'SQLITE_READONLY');
    const explained = inWords(readOnly, '/data/library.sqlite');
    expect(explained).toBeInstanceOf(LibraryError);
    expect((explained as Error).message).toMatch(
      /^The puzzle library \/data\/library\.sqlite cannot be written: .*read-only/,
    );
    const other = new Database.SqliteError('disk I/O error', 'SQLITE_IOERR');
    expect(inWords(other, '/data/library.sqlite')).toBe(other);
  });

  it.skipIf(IMMUTABLE_SKIP !== null)(
    IMMUTABLE_SKIP === null
      ? 'explains in words a real library it may not write (the file, then its folder, made immutable: chattr +i binds root too), and changes nothing'
      : `explains in words a real library it may not write (skipped: ${IMMUTABLE_SKIP})`,
    () => {
      for (const what of ['file', 'folder'] as const) {
        const dir = tempDir();
        filledLibrary(dir, 2);
        const file = join(dir, LIBRARY_FILE);
        const before = readFileSync(file);
        const locked = what === 'file' ? file : dir;
        execFileSync('chattr', ['+i', locked]);
        try {
          expect(() => openLibrary(dir)).toThrow(LibraryError);
          expect(() => openLibrary(dir)).toThrow(
            new RegExp(`^The puzzle library ${escapeRegExp(file)} cannot be written: .*read-only`),
          );
        } finally {
          execFileSync('chattr', ['-i', locked]);
        }
        expect([what, readFileSync(file).equals(before), damagedFiles(dir)]).toEqual([what, true, []]);
      }
    },
  );

  it('does not set aside a library it cannot open for another reason', () => {
    const dir = tempDir();
    mkdirSync(join(dir, LIBRARY_FILE));
    expect(() => openLibrary(dir)).toThrow();
    expect(damagedFiles(dir)).toEqual([]);
    expect(existsSync(join(dir, LIBRARY_FILE))).toBe(true);
  });

  it('purges puzzles deleted more than the undo period ago', () => {
    const now = new Date('2025-06-01T12:00:00Z');
    const first = openTemp(tempDir(), { now });
    const old = addPuzzle(first.db, jwilk(1));
    const recent = addPuzzle(first.db, jwilk(2));
    softDeletePuzzles(first.db, [old], new Date(now.getTime() - PURGE_AFTER_MS - DAY));
    softDeletePuzzles(first.db, [recent], new Date(now.getTime() - DAY));
    first.db.close();
    const { db } = openTemp(first.dir, { now });
    const ids = db.prepare('SELECT id FROM puzzles ORDER BY id').pluck().all();
    expect(ids).toEqual([recent]);
  });

  it('closes the library, and a second close does nothing', () => {
    const { db } = openTemp();
    addPuzzle(db, jwilk(1));
    closeLibrary(db);
    expect(db.open).toBe(false);
    expect(() => closeLibrary(db)).not.toThrow();
  });
});
