/** Applying a suggestion: every line change it lists, to a copy of the puzzle. */
import type { LineClue, Puzzle } from '../puzzle.ts';
import type { LineChange } from './types.ts';

export function applyChanges(puzzle: Puzzle, changes: readonly LineChange[]): Puzzle {
  const rows: LineClue[] = [...puzzle.rows];
  const columns: LineClue[] = [...puzzle.columns];
  for (const change of changes) {
    const lines = change.axis === 'row' ? rows : columns;
    if (change.index < 0 || change.index >= lines.length) {
      throw new RangeError(`There is no ${change.axis} ${change.index + 1} to change.`);
    }
    lines[change.index] = change.after;
  }
  return { ...puzzle, rows, columns };
}
