/**
 * A new puzzle with what comes with it, stored in one transaction: the puzzle (or its twin, when
 * the clues are already in the library), its place in a collection, and, for a puzzle whose
 * solution is already known to be the only one (the generator's), its verdict and rating.
 */
import type { PuzzleMetaFields } from '../contract/dto.ts';
import type { Puzzle } from '../engine/puzzle.ts';
import { addToCollection } from './collections.ts';
import { insertPuzzle, setDifficulty, setVerdict, type InsertResult } from './puzzles.ts';
import type { Db } from './sql.ts';

export interface NewPuzzle {
  readonly puzzle: Puzzle;
  readonly meta: PuzzleMetaFields;
  /** The picture it was drawn or made from (grid-codec), kept with the clues. */
  readonly picture?: string | null;
  /** Added to this collection, whether the puzzle is new or its twin was already there. */
  readonly collectionId?: number;
  /** Known to have exactly one solution, the picture, with this difficulty; stored with a new puzzle. */
  readonly rated?: { readonly score: number; readonly estimate: number | null };
  readonly now?: Date;
}

export function addPuzzle(db: Db, input: NewPuzzle): InsertResult {
  const picture = input.picture ?? null;
  const now = input.now ?? new Date();
  return db.transaction(() => {
    const inserted = insertPuzzle(db, input.puzzle, input.meta, now, picture);
    if (inserted.added && input.rated) {
      setVerdict(db, inserted.id, 'unique', picture, now);
      setDifficulty(db, inserted.id, input.rated.score, input.rated.estimate, now);
    }
    if (input.collectionId !== undefined) addToCollection(db, input.collectionId, [inserted.id]);
    return inserted;
  })();
}
