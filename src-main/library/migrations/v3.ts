/**
 * Version 3: the picture a puzzle was drawn from.
 *
 * A puzzle made in the editor comes with the drawing its clues were read off. The clues may allow
 * other pictures too, and a hard drawing can take the solver long to solve again; the drawing is
 * the one its author meant, known to fit the clues. Revealing shows it, and solving starts from
 * it. Typed and imported puzzles have none (NULL).
 */
import type { Db } from '../sql.ts';

export function updateToVersion3(db: Db): void {
  db.exec(`ALTER TABLE puzzle_content ADD COLUMN picture TEXT;`);
}
