/**
 * Clue feedback by logic, never by comparing with a stored picture.
 *
 * The player's marks are read as partial knowledge of the line: a filled cell must hold that
 * colour, a cross must be empty, a blank may be anything. A clue number is greyed only when its
 * block provably sits on a run the player has painted: among all placements of the clue that
 * agree with the marks, the block has exactly one possible start, and the player has filled every
 * cell from there with the block's colour. (Neighbours being empty then follows: a placement that
 * agrees with the marks exists, and it puts no block of that colour next to this one.)
 *
 * Example: clue 1 1 on "#....". The first block must cover the filled cell at the edge (nothing
 * can come before it), so "1" (the first) is greyed; the second 1 can still go anywhere in cells
 * 2..4, so it is not. On "..#.." neither is greyed: the filled cell could be either block.
 *
 * A line contradicts its clue when no placement agrees with the marks at all; its numbers are
 * then not greyed.
 */
import type { LineClue, Puzzle } from '../puzzle.ts';
import { BlockStartFinder, type LineView } from './block-starts.ts';
import { type Axis, clueOf, lineView } from './lines.ts';
import type { Marks } from './types.ts';

export interface LineFeedback {
  /** Per clue number, in clue order: provably satisfied by the marks (draw it greyed). */
  readonly done: readonly boolean[];
  /** No placement of the clue agrees with the marks (flag the line, if the player wants that). */
  readonly contradiction: boolean;
}

const sharedFinder = new BlockStartFinder();

export function lineFeedback(
  puzzle: Puzzle,
  marks: Marks,
  axis: Axis,
  index: number,
  finder: BlockStartFinder = sharedFinder,
): LineFeedback {
  const clue = clueOf(puzzle, axis, index);
  const proven = provenBlocks(clue, lineView(puzzle, marks, axis, index), finder);
  return { done: proven.starts.map((start) => start >= 0), contradiction: !proven.consistent };
}

export interface ProvenBlocks {
  /** Per clue number: where its block provably sits on a run the player painted, or -1. */
  readonly starts: readonly number[];
  /** Some placement of the clue agrees with the marks. */
  readonly consistent: boolean;
  /** Per clue number: the first and the last start a placement agreeing with the marks gives it. */
  readonly first: Int32Array;
  readonly last: Int32Array;
}

/** The clue numbers the marks prove done (see above), with where each one's block starts. */
export function provenBlocks(
  clue: LineClue,
  line: LineView,
  finder: BlockStartFinder = sharedFinder,
): ProvenBlocks {
  const found = finder.find(clue, line);
  const starts = clue.map((block, j) => {
    const s = found.first[j]!;
    if (!found.consistent || s !== found.last[j]) return -1;
    for (let i = s; i < s + block.length; i++) {
      if (line.marks[line.offset + i * line.stride] !== block.color) return -1;
    }
    return s;
  });
  return { starts, consistent: found.consistent, first: found.first, last: found.last };
}
