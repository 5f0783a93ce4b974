/**
 * Version 6: clue numbers struck out.
 *
 * A player may strike out a clue number they have dealt with, as on paper
 * (engine/play/struck-clues.ts). It is a note about the attempt, not a move, so it is stored with
 * the attempt as text: the struck numbers' keys separated by spaces, '' for none.
 */
import type { Db } from '../sql.ts';

export function updateToVersion6(db: Db): void {
  db.exec(`ALTER TABLE attempts ADD COLUMN struck_clues TEXT NOT NULL DEFAULT ''`);
}
