/**
 * Copies of the library in `backups/` next to it: one a day (the app calls `dailyBackup` after
 * opening; SQLite's online backup copies pages in steps, so the main process keeps answering),
 * and one before every migration. The latter must happen inside the synchronous open, so it
 * uses `VACUUM INTO`, which writes a consistent, compacted copy in one statement.
 */
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Db } from './sql.ts';

export const BACKUP_FOLDER = 'backups';
const DAILY = /^library-(\d{4}-\d{2}-\d{2})\.sqlite$/;

export async function backupLibrary(db: Db, file: string): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  await db.backup(file);
}

/**
 * Writes `backups/library-YYYY-MM-DD.sqlite` unless today's exists, and keeps the newest `keep`
 * daily copies. Returns the file written, or null.
 */
export async function dailyBackup(
  db: Db,
  dataDir: string,
  now: Date = new Date(),
  keep = 7,
): Promise<string | null> {
  const folder = join(dataDir, BACKUP_FOLDER);
  const file = join(folder, `library-${now.toISOString().slice(0, 10)}.sqlite`);
  if (existsSync(file)) return null;
  await backupLibrary(db, file);
  const daily = readdirSync(folder)
    .filter((name) => DAILY.test(name))
    .sort()
    .reverse();
  for (const old of daily.slice(keep)) rmSync(join(folder, old), { force: true });
  return file;
}

/** Returns the copy's path. */
export function backupBeforeMigration(
  db: Db,
  libraryPath: string,
  fromVersion: number,
  now: Date = new Date(),
): string {
  const folder = join(dirname(libraryPath), BACKUP_FOLDER);
  mkdirSync(folder, { recursive: true });
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  let file = join(folder, `library-v${fromVersion}-before-migration-${stamp}.sqlite`);
  for (let n = 2; existsSync(file); n++)
    file = join(folder, `library-v${fromVersion}-before-migration-${stamp}-${n}.sqlite`);
  db.prepare('VACUUM INTO ?').run(file);
  return file;
}
