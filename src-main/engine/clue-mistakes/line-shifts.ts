/**
 * Fixes for a whole line skipped or typed twice. When a line is skipped, every following clue
 * lands one line early (and the last line gets whatever was typed after the book ran out); when a
 * line is typed twice, every following clue lands one line late and the last clue is lost. The
 * fix shifts the clues back, which leaves one line whose clue was never typed: that line is left
 * free here, for the finder to read off from the other lines.
 *
 * A line typed twice shows itself as two equal neighbouring clues, so only those places are
 * offered; a skipped line can be anywhere.
 */
import { sameClue, type LineClue, type Puzzle } from '../puzzle.ts';
import type { LineAxis } from '../validate.ts';

export interface LineShift {
  readonly kind: 'line-skipped' | 'line-repeated';
  readonly axis: LineAxis;
  /** The skipped line, or the first of the two equal lines. */
  readonly at: number;
  /** The axis's clues after the shift; the clue at `free` is a placeholder. */
  readonly clues: readonly LineClue[];
  /** The line whose clue is unknown: the skipped one, or the last one. */
  readonly free: number;
}

/** Lines typed twice first: they are few, and two equal neighbouring clues point at them. */
export function lineShifts(puzzle: Puzzle): LineShift[] {
  const repeated: LineShift[] = [];
  const skipped: LineShift[] = [];
  for (const axis of ['row', 'column'] as const) {
    const typed = axis === 'row' ? puzzle.rows : puzzle.columns;
    const n = typed.length;
    for (let at = 0; at + 1 < n; at++) {
      if (sameClue(typed[at]!, typed[at + 1]!)) {
        const clues = [...typed.slice(0, at + 1), ...typed.slice(at + 2), []];
        repeated.push({ kind: 'line-repeated', axis, at, clues, free: n - 1 });
      }
      const clues = [...typed.slice(0, at), [], ...typed.slice(at, n - 1)];
      skipped.push({ kind: 'line-skipped', axis, at, clues, free: at });
    }
  }
  return [...repeated, ...skipped];
}
