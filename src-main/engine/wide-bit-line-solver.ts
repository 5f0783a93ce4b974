/**
 * BitLineSolver's method for black-and-white lines of any length: the same forward and backward
 * position sets, held as arrays of 32-bit words (position p is bit p & 31 of word p >> 5). Every
 * set operation becomes a short loop over the words: shifts move bits across word borders, the
 * rightward reach adds with a carry from word to word, and the leftward reach doubles its step
 * until it spans the line. A 100-cell line with 20 blocks costs a few thousand word operations,
 * several times less than the cell-by-cell dynamic program.
 *
 * Cells are given and returned as word arrays too: `empty` / `filled` have bit i set when cell i
 * may be empty / black, in words [offset, offset + wordsFor(n)).
 */

/** Words holding positions 0..n. */
export function wordsFor(n: number): number {
  return (n >> 5) + 1;
}

export class WideBitLineSolver {
  /** Narrowed cells of the last successful solve, wordsFor(n) words each. */
  empty = new Int32Array(1);
  filled = new Int32Array(1);
  private after = new Int32Array(0);
  private before = new Int32Array(0);
  private runs = new Int32Array(0);
  private work = new Int32Array(0);
  private fits = new Int32Array(0);
  private spare = new Int32Array(0);
  private steps = new Int32Array(0);
  private cellsEmpty = new Int32Array(0);
  private cellsFilled = new Int32Array(0);

  solve(
    lengths: Int32Array,
    k: number,
    n: number,
    emptyIn: Int32Array,
    filledIn: Int32Array,
    offset: number,
  ): boolean {
    const w = wordsFor(n);
    this.ensure(k, w);
    const e = this.cellsEmpty;
    const f = this.cellsFilled;
    for (let i = 0; i < w; i++) {
      e[i] = emptyIn[offset + i]!;
      f[i] = filledIn[offset + i]!;
    }
    const after = this.after;
    const before = this.before;
    const runs = this.runs;
    const work = this.work;

    // Forward: after[j] = positions reachable with blocks 0..j-1 placed.
    work.fill(0, 0, w);
    work[0] = 1;
    reachRight(work, e, after, 0, w);
    for (let j = 0; j < k; j++) {
      const len = lengths[j]!;
      if (len > n) return false;
      const from = j * w;
      if (j === 0) copy(after, 0, work, 0, w);
      else shiftLeftOneAnd(after, from, e, work, w);
      runsOf(f, len, runs, w);
      for (let i = 0; i < w; i++) work[i] = work[i]! & runs[i]!;
      shiftLeft(work, len, w);
      reachRight(work, e, after, from + w, w);
    }
    if (((after[k * w + (n >> 5)]! >>> (n & 31)) & 1) === 0) return false;

    // Backward: before[j] = positions from where blocks j..k-1 complete the line.
    work.fill(0, 0, w);
    work[n >> 5] = 1 << (n & 31);
    this.reachLeft(work, e, before, k * w, n, w);
    const filled = this.filled;
    filled.fill(0, 0, w);
    const fits = this.fits;
    for (let j = k - 1; j >= 0; j--) {
      const len = lengths[j]!;
      const next = (j + 1) * w;
      // Valid block ends: the line completes from there.
      if (j === k - 1) copy(before, next, work, 0, w);
      else {
        copy(before, next, work, 0, w);
        shiftRight(work, 1, w);
        for (let i = 0; i < w; i++) work[i] = work[i]! & e[i]!;
      }
      shiftRight(work, len, w);
      runsOf(f, len, runs, w);
      for (let i = 0; i < w; i++) fits[i] = runs[i]! & work[i]!;
      // Starts valid both ways, smeared over the block's cells.
      if (j === 0) copy(after, 0, work, 0, w);
      else shiftLeftOneAnd(after, j * w, e, work, w);
      for (let i = 0; i < w; i++) work[i] = work[i]! & fits[i]!;
      smear(work, len, w);
      for (let i = 0; i < w; i++) filled[i] = filled[i]! | work[i]!;
      this.reachLeft(fits, e, before, j * w, n, w);
    }

    const empty = this.empty;
    empty.fill(0, 0, w);
    for (let j = 0; j <= k; j++) {
      copy(before, j * w, work, 0, w);
      shiftRight(work, 1, w);
      for (let i = 0; i < w; i++) empty[i] = empty[i]! | (after[j * w + i]! & work[i]!);
    }
    for (let i = 0; i < w; i++) empty[i] = empty[i]! & e[i]!;
    return true;
  }

  /** Positions p from where a position in `to` is reached by stepping right over `cells`. */
  private reachLeft(
    to: Int32Array,
    cells: Int32Array,
    out: Int32Array,
    at: number,
    n: number,
    w: number,
  ): void {
    const x = this.steps;
    const g = this.runs;
    for (let i = 0; i < w; i++) {
      x[i] = to[i]!;
      g[i] = cells[i]!;
    }
    const y = this.spare;
    for (let step = 1; step <= n; step *= 2) {
      copy(x, 0, y, 0, w);
      shiftRight(y, step, w);
      for (let i = 0; i < w; i++) x[i] = x[i]! | (y[i]! & g[i]!);
      copy(g, 0, y, 0, w);
      shiftRight(y, step, w);
      for (let i = 0; i < w; i++) g[i] = g[i]! & y[i]!;
    }
    for (let i = 0; i < w; i++) out[at + i] = x[i]!;
  }

  private ensure(k: number, w: number): void {
    if (this.after.length < (k + 1) * w) {
      this.after = new Int32Array((k + 1) * w * 2);
      this.before = new Int32Array((k + 1) * w * 2);
    }
    if (this.work.length < w) {
      this.work = new Int32Array(w * 2);
      this.runs = new Int32Array(w * 2);
      this.fits = new Int32Array(w * 2);
      this.spare = new Int32Array(w * 2);
      this.cellsEmpty = new Int32Array(w * 2);
      this.cellsFilled = new Int32Array(w * 2);
      this.steps = new Int32Array(w * 2);
      this.empty = new Int32Array(w * 2);
      this.filled = new Int32Array(w * 2);
    }
  }
}

function copy(from: Int32Array, at: number, to: Int32Array, toAt: number, w: number): void {
  for (let i = 0; i < w; i++) to[toAt + i] = from[at + i]!;
}

/** x >>>= by (towards position 0), in place. */
function shiftRight(x: Int32Array, by: number, w: number): void {
  const words = by >> 5;
  const bits = by & 31;
  for (let i = 0; i < w; i++) {
    const lo = i + words < w ? x[i + words]! : 0;
    const hi = i + words + 1 < w ? x[i + words + 1]! : 0;
    x[i] = bits === 0 ? lo : (lo >>> bits) | (hi << (32 - bits));
  }
}

/** x <<= by (away from position 0), in place. */
function shiftLeft(x: Int32Array, by: number, w: number): void {
  const words = by >> 5;
  const bits = by & 31;
  for (let i = w - 1; i >= 0; i--) {
    const hi = i - words >= 0 ? x[i - words]! : 0;
    const lo = i - words - 1 >= 0 ? x[i - words - 1]! : 0;
    x[i] = bits === 0 ? hi : (hi << bits) | (lo >>> (32 - bits));
  }
}

/** out = (set[at..] & cells) << 1. */
function shiftLeftOneAnd(set: Int32Array, at: number, cells: Int32Array, out: Int32Array, w: number): void {
  let carry = 0;
  for (let i = 0; i < w; i++) {
    const v = set[at + i]! & cells[i]!;
    out[i] = (v << 1) | carry;
    carry = v >>> 31;
  }
}

/** out[at..] = positions reached from `from` by stepping right over `cells`: ((from & cells) + cells) ^ cells | from. */
function reachRight(from: Int32Array, cells: Int32Array, out: Int32Array, at: number, w: number): void {
  let carry = 0;
  for (let i = 0; i < w; i++) {
    const c = cells[i]! >>> 0;
    const sum = ((from[i]! & cells[i]!) >>> 0) + c + carry;
    carry = sum > 0xffffffff ? 1 : 0;
    out[at + i] = ((sum | 0) ^ cells[i]!) | from[i]!;
  }
}

/** out = starts s where cells s..s+len-1 are all set. */
function runsOf(cells: Int32Array, len: number, out: Int32Array, w: number): void {
  for (let i = 0; i < w; i++) out[i] = cells[i]!;
  let have = 1;
  while (have * 2 <= len) {
    andShifted(out, have, w);
    have *= 2;
  }
  if (have < len) andShifted(out, len - have, w);
}

/** x &= x >>> by, in place (reads only words not yet written). */
function andShifted(x: Int32Array, by: number, w: number): void {
  const words = by >> 5;
  const bits = by & 31;
  for (let i = 0; i < w; i++) {
    const lo = i + words < w ? x[i + words]! : 0;
    const hi = i + words + 1 < w ? x[i + words + 1]! : 0;
    x[i] = x[i]! & (bits === 0 ? lo : (lo >>> bits) | (hi << (32 - bits)));
  }
}

/** x |= x << 1 | ... | x << (len - 1), in place. */
function smear(x: Int32Array, len: number, w: number): void {
  let have = 1;
  while (have * 2 <= len) {
    orShiftedLeft(x, have, w);
    have *= 2;
  }
  if (have < len) orShiftedLeft(x, len - have, w);
}

function orShiftedLeft(x: Int32Array, by: number, w: number): void {
  const words = by >> 5;
  const bits = by & 31;
  for (let i = w - 1; i >= 0; i--) {
    const hi = i - words >= 0 ? x[i - words]! : 0;
    const lo = i - words - 1 >= 0 ? x[i - words - 1]! : 0;
    x[i] = x[i]! | (bits === 0 ? hi : (hi << bits) | (lo >>> (32 - bits)));
  }
}
