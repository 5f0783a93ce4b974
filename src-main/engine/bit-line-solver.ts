/**
 * An exact line solver for black-and-white lines of at most 31 cells, working on whole lines as
 * bit masks: bit i of `canEmpty` says cell i may be empty, bit i of `canFill` that it may be black.
 * It answers the same question as LineSolver (which cells every placement agrees on) with a few
 * dozen integer operations per block instead of a pass over the cells, which is what makes
 * probing affordable on tournament-size puzzles.
 *
 * Positions 0..n are the boundaries between cells (position p is just before cell p). Forward,
 * `after[j]` is the set of positions where blocks 0..j-1 may all have been placed, followed by
 * any number of empty cells. Backward, `before[j]` is the set of positions from where blocks
 * j..k-1 (after any number of empty cells) can fill the rest of the line. Moving right through
 * runs of may-be-empty cells is one addition (the carry runs through the run); moving left is a
 * five-step doubling fill. A block start s is valid when it is reachable forward, the block's
 * cells may be black, and the rest of the line can be completed from s + length. A cell may be
 * black when a valid start of some block covers it, and empty when some split of the blocks
 * leaves it between block j-1 and block j.
 *
 * Example: clue [3] on 5 unknown cells. Starts 0, 1 and 2 are valid; cell 2 is covered by all of
 * them, so it is black, and every other cell may still be either.
 */

/** Longest line this solver handles: positions 0..n must fit in 32 bits. */
export const MAX_BIT_LINE = 31;

export class BitLineSolver {
  /** Cells that may be empty after the last successful solve. */
  empty = 0;
  /** Cells that may be black after the last successful solve. */
  filled = 0;
  private after = new Int32Array(64);
  private before = new Int32Array(64);

  /**
   * Solves one line: `lengths[0..k)` are the block lengths, `n` the cell count (1..31). Returns
   * false when no placement fits; otherwise `empty` and `filled` hold the narrowed masks.
   */
  solve(lengths: Int32Array, k: number, n: number, canEmpty: number, canFill: number): boolean {
    if (this.after.length <= k) {
      this.after = new Int32Array(2 * k + 2);
      this.before = new Int32Array(2 * k + 2);
    }
    const after = this.after;
    const before = this.before;
    const e = canEmpty;
    const f = canFill;

    // Forward: positions reachable with blocks 0..j-1 placed.
    let reach = reachRight(1, e);
    after[0] = reach;
    for (let j = 0; j < k; j++) {
      const len = lengths[j]!;
      if (len > n) return false;
      const starts = j === 0 ? reach : (reach & e) << 1;
      reach = reachRight((starts & runsOf(f, len)) << len, e);
      after[j + 1] = reach;
    }
    if (((reach >>> n) & 1) === 0) return false;

    // Backward: positions from where blocks j..k-1 complete the line.
    let back = reachLeft(1 << n, e);
    before[k] = back;
    let filled = 0;
    for (let j = k - 1; j >= 0; j--) {
      const len = lengths[j]!;
      const ends = j === k - 1 ? back : e & (back >>> 1);
      const fits = runsOf(f, len) & (ends >>> len);
      const forwardStarts = j === 0 ? after[0]! : (after[j]! & e) << 1;
      filled |= smear(forwardStarts & fits, len);
      back = reachLeft(fits, e);
      before[j] = back;
    }

    let empty = 0;
    for (let j = 0; j <= k; j++) empty |= after[j]! & (before[j]! >>> 1);
    this.empty = empty & e;
    this.filled = filled;
    return true;
  }
}

/** Positions p reachable from a position in `from` by stepping right over cells in `cells`. */
function reachRight(from: number, cells: number): number {
  return (((from & cells) + cells) ^ cells) | from;
}

/** Positions p from which a position in `to` is reached by stepping right over cells in `cells`. */
function reachLeft(to: number, cells: number): number {
  let x = to | ((to >>> 1) & cells);
  let g = cells & (cells >>> 1);
  x |= (x >>> 2) & g;
  g &= g >>> 2;
  x |= (x >>> 4) & g;
  g &= g >>> 4;
  x |= (x >>> 8) & g;
  g &= g >>> 8;
  return x | ((x >>> 16) & g);
}

/** Starts s such that cells s..s+len-1 are all in `cells`. */
function runsOf(cells: number, len: number): number {
  let r = cells;
  let have = 1;
  while (have * 2 <= len) {
    r &= r >>> have;
    have *= 2;
  }
  if (have < len) r &= r >>> (len - have);
  return r;
}

/** Cells s..s+len-1 for every s in `starts`. */
function smear(starts: number, len: number): number {
  let r = starts;
  let have = 1;
  while (have * 2 <= len) {
    r |= r << have;
    have *= 2;
  }
  if (have < len) r |= r << (len - have);
  return r;
}
