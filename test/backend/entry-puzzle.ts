import type { Puzzle } from '../../src-main/engine/puzzle.ts';

/** A puzzle as the entry screen and the editor send it (plain JSON, no undefined fields). */
export function entryPuzzle(puzzle: Puzzle, meta: Record<string, string> = {}) {
  return {
    width: puzzle.width,
    height: puzzle.height,
    rows: puzzle.rows.map((clue) => clue.map((b) => ({ ...b }))),
    columns: puzzle.columns.map((clue) => clue.map((b) => ({ ...b }))),
    palette: puzzle.palette.map((c) => ({ ...c })),
    meta,
  };
}
