/**
 * A puzzle replaced by its correction (a book page read from a scan, corrected on the typing
 * screen): the new puzzle takes the old one's place in every collection, keeping the book's
 * order, the page pictures go with it, and the old one is deleted (recoverable, as any delete).
 */
import { softDeletePuzzles } from './puzzles.ts';
import { prepared, type Db } from './sql.ts';

export function replacePuzzle(db: Db, oldId: number, newId: number, now: Date = new Date()): void {
  if (oldId === newId) return;
  db.transaction(() => {
    // Where the new puzzle is a member already, it keeps its own place.
    prepared(db, 'UPDATE OR IGNORE collection_members SET puzzle_id = ? WHERE puzzle_id = ?').run(
      newId,
      oldId,
    );
    prepared(db, 'UPDATE page_images SET puzzle_id = ? WHERE puzzle_id = ?').run(newId, oldId);
    softDeletePuzzles(db, [oldId], now);
  })();
}
