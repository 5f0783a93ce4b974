/**
 * How large a clause form the mistake finder builds. Building one takes time it cannot stop
 * (about 100 ms for 50 000 variables here) and a kilobyte or so a variable, and the finder has
 * two seconds in all; book puzzles up to 30x30 stay under 50 000 even with one axis encoded
 * twice (skipped-lines-sat.ts). Larger puzzles keep the searches that count their nodes.
 */
import { lineVariables } from '../sat/grid-clauses.ts';
import type { LineClue } from '../puzzle.ts';

export const MAX_FINDER_SAT_VARIABLES = 100_000;

/**
 * Whether the clause form of a grid with these clues is small enough; `twice` names an axis
 * whose lines are encoded twice.
 */
export function satAffordable(
  rows: readonly LineClue[],
  columns: readonly LineClue[],
  twice?: 'row' | 'column',
): boolean {
  const width = columns.length;
  const height = rows.length;
  let total = width * height;
  const lengths = (clue: LineClue): number[] => clue.map((block) => block.length);
  for (const clue of rows) total += (twice === 'row' ? 2 : 1) * lineVariables(width, lengths(clue));
  for (const clue of columns) total += (twice === 'column' ? 2 : 1) * lineVariables(height, lengths(clue));
  return total <= MAX_FINDER_SAT_VARIABLES;
}
