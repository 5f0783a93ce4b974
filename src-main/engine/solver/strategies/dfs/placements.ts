/**
 * Every way to place one line's clue, enumerated in a fixed order, as the row-by-row
 * backtracking of Hutabarat's paper needs.
 *
 * A placement is the list of block starts. The first one packs every block to the left; the
 * next one moves the rightmost block that still can one cell to the right and packs the blocks
 * after it against it, like an odometer. A line with slack s (free cells beyond the minimum
 * length) and k blocks has C(s + k, k) placements: [2, 1] in 6 cells has slack 2 and 6 of them.
 *
 * Small lines are rendered once into a table (the paper's precomputed combinations); a line
 * whose table would be too big is rendered on the fly, so memory stays bounded and a huge line
 * costs time, which the time limit stops, rather than memory.
 */
import { minimumLength, type LineClue } from '../../../puzzle.ts';

/** Natural logarithm of the number of placements, or -Infinity when the clue cannot fit. */
export function logPlacementCount(clue: LineClue, n: number): number {
  const slack = n - minimumLength(clue);
  if (slack < 0) return -Infinity;
  let log = 0;
  for (let i = 1; i <= clue.length; i++) log += Math.log((slack + i) / i);
  return log;
}

export function placementCount(clue: LineClue, n: number): number {
  const slack = n - minimumLength(clue);
  if (slack < 0) return 0;
  let count = 1;
  for (let i = 1; i <= clue.length; i++) count = (count * (slack + i)) / i;
  return Math.round(count);
}

/** Walks the placements of one line; `line[offset + i]` is cell i of the current one. */
export class PlacementCursor {
  readonly count: number;
  line: Uint8Array;
  offset = 0;
  /** Placements handed out since the last reset. */
  index = 0;
  private readonly clue: LineClue;
  private readonly n: number;
  private readonly starts: Int32Array;
  private readonly maxStart: Int32Array;
  /** Cells that must follow block j before block j + 1: 1 when they share a colour. */
  private readonly gapAfter: Int32Array;
  private readonly table: Uint8Array | null;
  private started = false;

  /** `tableLimit`: the most cells a precomputed table may hold; 0 never precomputes. */
  constructor(clue: LineClue, n: number, tableLimit: number) {
    this.clue = clue;
    this.n = n;
    this.count = placementCount(clue, n);
    const k = clue.length;
    this.starts = new Int32Array(k);
    this.maxStart = new Int32Array(k);
    this.gapAfter = new Int32Array(k);
    for (let j = 0; j + 1 < k; j++) this.gapAfter[j] = clue[j]!.color === clue[j + 1]!.color ? 1 : 0;
    let need = 0;
    for (let j = k - 1; j >= 0; j--) {
      need += clue[j]!.length + (j + 1 < k ? this.gapAfter[j]! : 0);
      this.maxStart[j] = n - need;
    }
    this.line = new Uint8Array(n);
    this.table = this.count * n <= tableLimit && this.count > 0 ? this.buildTable() : null;
    this.reset();
  }

  /** Whether the placements live in a precomputed table. */
  get precomputed(): boolean {
    return this.table !== null;
  }

  reset(): void {
    this.started = false;
    this.index = 0;
    if (this.table) this.line = this.table;
  }

  /** Moves to the next placement; false when there is none left. */
  next(): boolean {
    if (this.table) {
      if (this.index >= this.count) return false;
      this.offset = this.index * this.n;
      this.index++;
      return true;
    }
    if (!this.advance()) return false;
    this.render();
    this.index++;
    return true;
  }

  private buildTable(): Uint8Array {
    const table = new Uint8Array(this.count * this.n);
    let at = 0;
    while (this.advance()) {
      this.render();
      table.set(this.line, at);
      at += this.n;
    }
    return table;
  }

  /** Steps the block starts like an odometer; the first call packs them to the left. */
  private advance(): boolean {
    const k = this.clue.length;
    const starts = this.starts;
    if (!this.started) {
      this.started = true;
      if (k > 0 && this.maxStart[0]! < 0) return false;
      this.pack(0, 0);
      return true;
    }
    for (let j = k - 1; j >= 0; j--) {
      if (starts[j]! < this.maxStart[j]!) {
        this.pack(j, starts[j]! + 1);
        return true;
      }
    }
    return false;
  }

  /** Puts block j at `from` and every later block as far left as it may go. */
  private pack(j: number, from: number): void {
    let at = from;
    for (let m = j; m < this.clue.length; m++) {
      this.starts[m] = at;
      at += this.clue[m]!.length + this.gapAfter[m]!;
    }
  }

  private render(): void {
    const line = this.line;
    line.fill(0);
    for (let j = 0; j < this.clue.length; j++) {
      const block = this.clue[j]!;
      line.fill(block.color, this.starts[j]!, this.starts[j]! + block.length);
    }
  }
}
