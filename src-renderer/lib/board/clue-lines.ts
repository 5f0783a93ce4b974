/**
 * A board's clues and the room they take: every board puts one number per cell-sized slot, left of
 * its row and above its column, the last number next to the grid.
 */
import type { LineClue } from '../../../src-main/engine/puzzle.ts';

export interface ClueLines {
  readonly rows: readonly LineClue[];
  readonly columns: readonly LineClue[];
}

/** Clue numbers in cells smaller than this cannot be read: boards leave them out and say to zoom in. */
export const MIN_CLUE_CELL = 10;

/** The slots the longest clue of these lines needs (at least one, for the "0" of an empty line). */
export function slotsFor(lines: readonly LineClue[]): number {
  let longest = 1;
  for (const line of lines) if (line.length > longest) longest = line.length;
  return longest;
}

export function clueSlots(clues: ClueLines): { rows: number; columns: number } {
  return { rows: slotsFor(clues.rows), columns: slotsFor(clues.columns) };
}
