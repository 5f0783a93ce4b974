/** A puzzle as the entry screen and the editor send it, as the engine's model. */
import type { EntryPuzzle } from '../contract/methods-entry.ts';
import type { Puzzle } from '../engine/puzzle.ts';

export function entryPuzzleModel(puzzle: EntryPuzzle): Puzzle {
  return { ...puzzle, meta: puzzle.meta };
}
