/**
 * Clue feedback and completion for a whole grid, kept up to date line by line: after a move only
 * the rows and columns holding its cells are recomputed (a click touches two lines, a drag along a
 * row one row and the columns it crosses), so a 100x100 board stays fast. It is derived data that
 * the play screen owns and mutates; the game state stays a value.
 */
import type { Puzzle } from '../puzzle.ts';
import { BlockStartFinder } from './block-starts.ts';
import { type LineFeedback, lineFeedback } from './clue-feedback.ts';
import { lineMatchesClue } from './completion.ts';
import { type Axis, clueOf, type LineRef, lineView, linesTouched } from './lines.ts';
import type { Marks } from './types.ts';

export class FeedbackCache {
  private readonly puzzle: Puzzle;
  private readonly rows: LineFeedback[] = [];
  private readonly columns: LineFeedback[] = [];
  private readonly rowMatches: boolean[] = [];
  private readonly columnMatches: boolean[] = [];
  private unmatched = 0;
  private contradicted = 0;
  private readonly finder = new BlockStartFinder();
  /** Lines computed since the cache was made: a figure for tests and profiling. */
  evaluations = 0;

  constructor(puzzle: Puzzle, marks: Marks) {
    this.puzzle = puzzle;
    this.reset(marks);
  }

  /** Recomputes every line, e.g. after loading an attempt. */
  reset(marks: Marks): void {
    this.checkSize(marks);
    this.unmatched = 0;
    this.contradicted = 0;
    for (let y = 0; y < this.puzzle.height; y++) this.compute(marks, 'row', y, true);
    for (let x = 0; x < this.puzzle.width; x++) this.compute(marks, 'column', x, true);
  }

  /**
   * Brings the cache up to date with `marks` after the given cells changed (a move's `cells`,
   * or `changedCells(before, after)`). Returns the lines it recomputed.
   */
  update(marks: Marks, cells: Iterable<number>): LineRef[] {
    this.checkSize(marks);
    const lines = linesTouched(this.puzzle.width, cells);
    for (const line of lines) this.compute(marks, line.axis, line.index, false);
    return lines;
  }

  row(y: number): LineFeedback {
    return this.get(this.rows, 'row', y);
  }

  column(x: number): LineFeedback {
    return this.get(this.columns, 'column', x);
  }

  line(axis: Axis, index: number): LineFeedback {
    return axis === 'row' ? this.row(index) : this.column(index);
  }

  /** One flag per line, rows then columns: 1 where the line contradicts its clue. */
  contradictionFlags(): Uint8Array {
    const flags = new Uint8Array(this.rows.length + this.columns.length);
    this.rows.forEach((line, y) => (flags[y] = line.contradiction ? 1 : 0));
    this.columns.forEach((line, x) => (flags[this.rows.length + x] = line.contradiction ? 1 : 0));
    return flags;
  }

  /** Whether the line's filled cells form exactly its clue. */
  lineComplete(axis: Axis, index: number): boolean {
    const matches = axis === 'row' ? this.rowMatches[index] : this.columnMatches[index];
    if (matches === undefined) throw new RangeError(`There is no ${axis} ${index}.`);
    return matches;
  }

  /** Every line's filled cells form its clue: the puzzle is solved (by any valid solution). */
  get complete(): boolean {
    return this.unmatched === 0;
  }

  /** How many lines contradict their clue. */
  get contradictions(): number {
    return this.contradicted;
  }

  private compute(marks: Marks, axis: Axis, index: number, fresh: boolean): void {
    const feedback = lineFeedback(this.puzzle, marks, axis, index, this.finder);
    const matches = lineMatchesClue(
      clueOf(this.puzzle, axis, index),
      lineView(this.puzzle, marks, axis, index),
    );
    const all = axis === 'row' ? this.rows : this.columns;
    const allMatches = axis === 'row' ? this.rowMatches : this.columnMatches;
    if (!fresh) {
      if (allMatches[index] === false) this.unmatched--;
      if (all[index]?.contradiction === true) this.contradicted--;
    }
    all[index] = feedback;
    allMatches[index] = matches;
    if (!matches) this.unmatched++;
    if (feedback.contradiction) this.contradicted++;
    this.evaluations++;
  }

  private get(all: readonly LineFeedback[], axis: Axis, index: number): LineFeedback {
    const feedback = all[index];
    if (feedback === undefined) throw new RangeError(`There is no ${axis} ${index}.`);
    return feedback;
  }

  private checkSize(marks: Marks): void {
    const cells = this.puzzle.width * this.puzzle.height;
    if (marks.length !== cells) throw new Error(`The marks have ${marks.length} cells, the puzzle ${cells}.`);
  }
}
