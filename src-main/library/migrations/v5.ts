/**
 * Version 5: a guess in progress.
 *
 * A player stuck on a hard puzzle may try a cell and follow it (engine/play/guess.ts). The guess
 * is where in the attempt's moves it began: `guess_from` moves were in effect then, and the marks
 * changed since are the guess. It is stored with the attempt so that a guess left open survives
 * closing the app; NULL when no guess is open.
 */
import type { Db } from '../sql.ts';

export function updateToVersion5(db: Db): void {
  db.exec(`ALTER TABLE attempts ADD COLUMN guess_from INTEGER CHECK (guess_from IS NULL OR guess_from >= 0)`);
}
