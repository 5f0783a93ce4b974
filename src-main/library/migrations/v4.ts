/**
 * Version 4: when the library last checked a puzzle by itself.
 *
 * Every puzzle whose verdict or difficulty is not known yet is solved and rated in the background
 * (backend/background-checks.ts). `checked_at` records that it was tried, so a puzzle the solver
 * cannot settle within the check's time limit is not tried again at every start; solving it on the
 * solve screen still records what it finds. The partial index lists what is left to check.
 */
import type { Db } from '../sql.ts';

export function updateToVersion4(db: Db): void {
  db.exec(`
    ALTER TABLE puzzles ADD COLUMN checked_at TEXT;
    CREATE INDEX puzzles_unchecked ON puzzles (id) WHERE checked_at IS NULL AND deleted_at IS NULL;
  `);
}
