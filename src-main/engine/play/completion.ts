/**
 * Completion: the marks solve the puzzle when every line's filled cells form exactly its clue,
 * blanks and crosses both counting as empty. Any valid solution counts, not only the one a file
 * or the solver gives, so a puzzle with several solutions is finished by whichever one the
 * player paints.
 */
import type { Grid, LineClue, Puzzle } from '../puzzle.ts';
import type { LineView } from './block-starts.ts';
import { lineView } from './lines.ts';
import { BLANK, CROSS, type Marks } from './types.ts';

/** Whether the line's filled cells, read left to right (top to bottom), make exactly `clue`. */
export function lineMatchesClue(clue: LineClue, line: LineView): boolean {
  const { marks, offset, stride, length } = line;
  let block = 0;
  let i = 0;
  while (i < length) {
    const color = filledColor(marks[offset + i * stride]!);
    let j = i + 1;
    while (j < length && filledColor(marks[offset + j * stride]!) === color) j++;
    if (color !== BLANK) {
      const expected = clue[block];
      if (expected === undefined || expected.color !== color || expected.length !== j - i) return false;
      block++;
    }
    i = j;
  }
  return block === clue.length;
}

export function isComplete(puzzle: Puzzle, marks: Marks): boolean {
  for (let y = 0; y < puzzle.height; y++) {
    if (!lineMatchesClue(puzzle.rows[y]!, lineView(puzzle, marks, 'row', y))) return false;
  }
  for (let x = 0; x < puzzle.width; x++) {
    if (!lineMatchesClue(puzzle.columns[x]!, lineView(puzzle, marks, 'column', x))) return false;
  }
  return true;
}

/** The picture the marks show, crosses read as empty: what a finished attempt saves. */
export function marksToGrid(width: number, height: number, marks: Marks): Grid {
  return { width, height, cells: marks.map(filledColor) };
}

function filledColor(mark: number): number {
  return mark === CROSS ? BLANK : mark;
}
