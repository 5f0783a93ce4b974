/**
 * Checks, after each placed row, that every column's top part can still be completed.
 *
 * Each column is read top to bottom by a small automaton whose state is: the index of the block
 * being read or last finished, the length of the current run, and the colour of the cell above
 * (0 when it is empty). A new cell either continues the run, ends it (only if the run has its
 * full length), or starts the next block (which must have that colour). The prefix can be
 * extended exactly when the rows left can hold the rest of the current block and every later
 * block with its required gaps, which a suffix sum gives at once.
 *
 * States are kept per depth, so undoing a row costs nothing: depth d reads the states of d.
 */
import { minimumLength, type LineClue } from '../../../puzzle.ts';

interface ColumnClue {
  readonly lengths: Int32Array;
  readonly colors: Int32Array;
  /** Cells needed after block j ends: the gap before block j + 1 (if any) and all later blocks. */
  readonly needAfter: Int32Array;
  /** Cells needed by blocks j.. (index k gives 0). */
  readonly needFrom: Int32Array;
}

function compileColumn(clue: LineClue): ColumnClue {
  const k = clue.length;
  const lengths = Int32Array.from(clue, (b) => b.length);
  const colors = Int32Array.from(clue, (b) => b.color);
  const needFrom = new Int32Array(k + 1);
  const needAfter = new Int32Array(k);
  for (let j = k - 1; j >= 0; j--) {
    needFrom[j] = minimumLength(clue.slice(j));
    needAfter[j] = needFrom[j]! - lengths[j]!;
  }
  return { lengths, colors, needAfter, needFrom };
}

export class ColumnPrefixes {
  private readonly columns: ColumnClue[];
  private readonly width: number;
  private readonly height: number;
  /** Per depth d and column x at d * width + x: block index (-1 before the first block). */
  private readonly block: Int32Array;
  private readonly run: Int32Array;
  private readonly above: Int32Array;

  constructor(columns: readonly LineClue[], height: number) {
    this.columns = columns.map(compileColumn);
    this.width = columns.length;
    this.height = height;
    const size = (height + 1) * this.width;
    this.block = new Int32Array(size).fill(-1);
    this.run = new Int32Array(size);
    this.above = new Int32Array(size);
  }

  /**
   * Reads row `depth` (cells `line[offset + x]`) below the prefixes of depth `depth` and stores the
   * states of depth + 1. False as soon as one column cannot be completed any more.
   */
  extend(depth: number, line: Uint8Array, offset: number): boolean {
    const w = this.width;
    const from = depth * w;
    const to = from + w;
    const rowsLeft = this.height - depth - 1;
    for (let x = 0; x < w; x++) {
      const col = this.columns[x]!;
      let j = this.block[from + x]!;
      let run = this.run[from + x]!;
      let above = this.above[from + x]!;
      const c = line[offset + x]!;
      if (c === 0) {
        if (above !== 0 && run !== col.lengths[j]!) return false;
        run = 0;
      } else if (c === above) {
        run++;
        if (run > col.lengths[j]!) return false;
      } else {
        if (above !== 0 && run !== col.lengths[j]!) return false;
        j++;
        if (j >= col.lengths.length || col.colors[j] !== c) return false;
        run = 1;
      }
      above = c;
      const need = above !== 0 ? col.lengths[j]! - run + col.needAfter[j]! : col.needFrom[j + 1]!;
      if (need > rowsLeft) return false;
      this.block[to + x] = j;
      this.run[to + x] = run;
      this.above[to + x] = above;
    }
    return true;
  }
}
