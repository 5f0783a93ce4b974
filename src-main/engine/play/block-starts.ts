/**
 * Where each block of a clue can start, given the player's marks on the line read as partial
 * knowledge: a filled cell must hold that colour, a cross must be empty, a blank may be anything.
 *
 * This is the line solver's forward/backward sweep (see ../line-solver.ts), asked a different
 * question: instead of what each cell may be, it reports for each block the first and the last
 * start that some complete placement agreeing with the marks gives it. The possible starts lie
 * between the two, so a block whose first and last start agree sits there in every placement.
 *
 * forward[j][i]: blocks 0..j-1 fit in cells [0, i). backward[j][i]: blocks j..k-1 fit in [i, n).
 * Block j may start at s when its cells can take its colour, the blocks before it fit to its left
 * (leaving a gap when the previous block has the same colour) and the blocks after it fit to its
 * right. Both tables are only filled between the least room the blocks before need and the most
 * the blocks after leave, so the work is O(k * slack) rather than O(k * n): a crowded 100-cell
 * line with 30 blocks is a few thousand steps.
 */
import type { LineClue } from '../puzzle.ts';
import { BLANK, CROSS } from './types.ts';

export interface BlockStarts {
  /** False when no placement agrees with the marks: the line contradicts its clue. */
  readonly consistent: boolean;
  /** Per block, the first and the last possible start; -1 when the line is not consistent. */
  readonly first: Int32Array;
  readonly last: Int32Array;
}

/** A line of marks: `marks[offset + i * stride]` for i in [0, length). */
export interface LineView {
  readonly marks: ArrayLike<number>;
  readonly offset: number;
  readonly stride: number;
  readonly length: number;
}

export class BlockStartFinder {
  private forward = new Uint8Array(0);
  private backward = new Uint8Array(0);
  /** notEmpty[i]: cells in [0, i) that cannot be empty (player-filled). */
  private notEmpty = new Int32Array(0);
  /** notColor[slot * (n + 1) + i]: cells in [0, i) that cannot take the slot's colour. */
  private notColor = new Int32Array(0);
  /** Palette index to slot (-1 between calls), and slot to palette index. */
  private colorSlot = new Int32Array(CROSS + 1).fill(-1);
  private slotColor = new Int32Array(CROSS + 1);
  /** Per block j: the least end of blocks 0..j-1 (low[j]) and the latest start of j..k-1 (high[j]). */
  private low = new Int32Array(0);
  private high = new Int32Array(0);

  find(clue: LineClue, line: LineView): BlockStarts {
    const { marks, offset, stride, length: n } = line;
    const k = clue.length;
    const width = n + 1;
    this.ensure(k, n);
    const { forward: fw, backward: bw, notEmpty, low, high } = this;
    const first = new Int32Array(k).fill(-1);
    const last = new Int32Array(k).fill(-1);

    // The room the blocks need: low[j] = minimum length of blocks 0..j-1, high[j] = n minus the
    // minimum length of blocks j..k-1. Both tables are zero outside [low[j], high[j]].
    low[0] = 0;
    for (let j = 0; j < k; j++) {
      low[j + 1] = low[j]! + clue[j]!.length + (j > 0 && clue[j - 1]!.color === clue[j]!.color ? 1 : 0);
    }
    high[k] = n;
    for (let j = k - 1; j >= 0; j--) {
      high[j] = high[j + 1]! - clue[j]!.length - (j + 1 < k && clue[j + 1]!.color === clue[j]!.color ? 1 : 0);
    }
    if (high[0]! < 0) return { consistent: false, first, last };

    // Distinct colours of the clue get slots 0..m-1, each with its prefix count of misfits.
    const { colorSlot, slotColor } = this;
    let slots = 0;
    for (const block of clue) {
      if (colorSlot[block.color] !== -1) continue;
      slotColor[slots] = block.color;
      colorSlot[block.color] = slots++;
    }
    if (this.notColor.length < slots * width) this.notColor = new Int32Array(slots * width * 2);
    const notColor = this.notColor;
    notEmpty[0] = 0;
    for (let slot = 0; slot < slots; slot++) notColor[slot * width] = 0;
    for (let i = 0; i < n; i++) {
      const mark = marks[offset + i * stride]!;
      const unknown = mark === BLANK;
      notEmpty[i + 1] = notEmpty[i]! + (unknown || mark === CROSS ? 0 : 1);
      for (let slot = 0; slot < slots; slot++) {
        const base = slot * width;
        notColor[base + i + 1] = notColor[base + i]! + (unknown || mark === slotColor[slot] ? 0 : 1);
      }
    }
    const canEmpty = (i: number): boolean => notEmpty[i + 1] === notEmpty[i];
    // The hot loops: the sweeps and the scan for starts test a block's cells (prefix counts), the
    // room to its left (forward) and to its right (backward) inline, with its figures hoisted.
    fw.fill(0, 0, (k + 1) * width);
    fw[0] = 1;
    for (let i = 1; i <= high[0]!; i++) fw[i] = fw[i - 1] === 1 && canEmpty(i - 1) ? 1 : 0;
    for (let j = 1; j <= k; j++) {
      const block = clue[j - 1]!;
      const len = block.length;
      const base = colorSlot[block.color]! * width;
      const gap = j >= 2 && clue[j - 2]!.color === block.color ? 1 : 0;
      const row = j * width;
      const prev = (j - 1) * width;
      for (let i = low[j]!; i <= high[j]!; i++) {
        let ok = fw[row + i - 1] === 1 && notEmpty[i] === notEmpty[i - 1];
        if (!ok) {
          const s = i - len;
          ok =
            notColor[base + i] === notColor[base + s] &&
            (gap === 0
              ? fw[prev + s] === 1
              : s >= 1 && notEmpty[s] === notEmpty[s - 1] && fw[prev + s - 1] === 1);
        }
        fw[row + i] = ok ? 1 : 0;
      }
    }
    if (fw[k * width + n] !== 1) {
      this.releaseSlots(clue);
      return { consistent: false, first, last };
    }

    bw.fill(0, 0, (k + 1) * width);
    bw[k * width + n] = 1;
    for (let i = n - 1; i >= low[k]!; i--)
      bw[k * width + i] = bw[k * width + i + 1] === 1 && canEmpty(i) ? 1 : 0;
    for (let j = k - 1; j >= 0; j--) {
      const block = clue[j]!;
      const len = block.length;
      const base = colorSlot[block.color]! * width;
      const gap = j + 1 < k && clue[j + 1]!.color === block.color ? 1 : 0;
      const row = j * width;
      const next = (j + 1) * width;
      for (let i = high[j]!; i >= low[j]!; i--) {
        let ok = bw[row + i + 1] === 1 && notEmpty[i + 1] === notEmpty[i];
        if (!ok) {
          const e = i + len;
          ok =
            notColor[base + e] === notColor[base + i] &&
            (gap === 0
              ? bw[next + e] === 1
              : e < n && notEmpty[e + 1] === notEmpty[e] && bw[next + e + 1] === 1);
        }
        bw[row + i] = ok ? 1 : 0;
      }
    }

    for (let j = 0; j < k; j++) {
      const block = clue[j]!;
      const len = block.length;
      const base = colorSlot[block.color]! * width;
      const gapBefore = j > 0 && clue[j - 1]!.color === block.color;
      const gapAfter = j + 1 < k && clue[j + 1]!.color === block.color;
      const row = j * width;
      const next = (j + 1) * width;
      const startsAt = (s: number): boolean => {
        const e = s + len;
        if (notColor[base + e] !== notColor[base + s]) return false;
        const left = gapBefore
          ? s >= 1 && notEmpty[s] === notEmpty[s - 1] && fw[row + s - 1] === 1
          : fw[row + s] === 1;
        if (!left) return false;
        return gapAfter
          ? e < n && notEmpty[e + 1] === notEmpty[e] && bw[next + e + 1] === 1
          : bw[next + e] === 1;
      };
      let s = low[j]!;
      while (s <= high[j]! && !startsAt(s)) s++;
      first[j] = s;
      s = high[j]!;
      while (s > first[j]! && !startsAt(s)) s--;
      last[j] = s;
    }
    this.releaseSlots(clue);
    return { consistent: true, first, last };
  }

  private releaseSlots(clue: LineClue): void {
    for (const block of clue) this.colorSlot[block.color] = -1;
  }

  private ensure(k: number, n: number): void {
    const size = (k + 1) * (n + 1);
    if (this.forward.length < size) {
      this.forward = new Uint8Array(size * 2);
      this.backward = new Uint8Array(size * 2);
    }
    if (this.notEmpty.length < n + 1) this.notEmpty = new Int32Array((n + 1) * 2);
    if (this.low.length < k + 1) {
      this.low = new Int32Array((k + 1) * 2);
      this.high = new Int32Array((k + 1) * 2);
    }
  }
}
