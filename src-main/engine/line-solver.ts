/**
 * The exact line solver: given a line's clue and what is known of its cells, it keeps for every
 * cell exactly the colours that some complete placement of the clue gives it.
 *
 * Cells are domains: 32-bit masks with bit 0 for "may be empty" and bit c for "may be colour c".
 * Two dynamic-programming sweeps answer "can blocks 0..j-1 fit in cells [0, i)?" (forward) and
 * "can blocks j..k-1 fit in cells [i, n)?" (backward). A block may start at s when its cells allow
 * its colour and both sides can be completed; a cell may be empty when some split of the blocks
 * leaves it between them. Both are O(k * n) with prefix counts, so a 200-cell line with 60 blocks
 * costs a few microseconds.
 *
 * Example: clue [7] in 10 unknown cells. The block can start at 0..3, so cells 3..6 are covered
 * by every placement and become filled; no cell is certainly empty.
 */
import type { LineClue } from './puzzle.ts';

export const EMPTY_BIT = 1;

export class LineSolver {
  private forward = new Uint8Array(0);
  private backward = new Uint8Array(0);
  /** badPrefix[c * (n + 1) + i]: cells in [0, i) that cannot take colour c (c = 0 is empty). */
  private badPrefix = new Int32Array(0);
  private coverage = new Int32Array(0);
  private possible = new Uint32Array(0);
  private colorSlot = new Int32Array(32);

  /**
   * Narrows `cells[offset + i * stride]` for i in [0, n) in place. Returns false when no
   * placement of the clue agrees with the cells (the line is contradictory); the cells are then
   * left unchanged.
   */
  solve(clue: LineClue, cells: Uint32Array, n: number, offset = 0, stride = 1): boolean {
    const k = clue.length;
    const width = n + 1;
    this.ensure(k, n);
    const { forward: fw, backward: bw, badPrefix: bad, colorSlot } = this;

    // Distinct colours of the clue get slots 1..m; slot 0 is the background.
    colorSlot.fill(-1);
    colorSlot[0] = 0;
    let slots = 1;
    for (let j = 0; j < k; j++) {
      const c = clue[j]!.color;
      if (colorSlot[c] === -1) colorSlot[c] = slots++;
    }
    if (bad.length < slots * width) this.badPrefix = new Int32Array(slots * width * 2);
    const prefix = this.badPrefix;
    for (let c = 0; c < 32; c++) {
      const slot = colorSlot[c]!;
      if (slot < 0) continue;
      const base = slot * width;
      const bit = 1 << c;
      prefix[base] = 0;
      for (let i = 0; i < n; i++) {
        prefix[base + i + 1] = prefix[base + i]! + ((cells[offset + i * stride]! & bit) === 0 ? 1 : 0);
      }
    }
    const canEmpty = (i: number): boolean => prefix[i + 1]! === prefix[i]!;
    const fits = (slot: number, s: number, len: number): boolean =>
      prefix[slot * width + s + len]! === prefix[slot * width + s]!;

    // Forward sweep.
    fw[0] = 1;
    for (let i = 1; i <= n; i++) fw[i] = fw[i - 1]! && canEmpty(i - 1) ? 1 : 0;
    for (let j = 1; j <= k; j++) {
      const block = clue[j - 1]!;
      const len = block.length;
      const slot = colorSlot[block.color]!;
      const sameAsPrev = j >= 2 && clue[j - 2]!.color === block.color;
      const row = j * width;
      const prev = (j - 1) * width;
      for (let i = 0; i <= n; i++) {
        let ok = i >= 1 && fw[row + i - 1]! === 1 && canEmpty(i - 1);
        const s = i - len;
        if (!ok && s >= 0 && fits(slot, s, len)) {
          if (sameAsPrev) ok = s >= 1 && canEmpty(s - 1) && fw[prev + s - 1]! === 1;
          else ok = fw[prev + s]! === 1;
        }
        fw[row + i] = ok ? 1 : 0;
      }
    }
    if (fw[k * width + n] !== 1) return false;

    // Backward sweep.
    const last = k * width;
    bw[last + n] = 1;
    for (let i = n - 1; i >= 0; i--) bw[last + i] = bw[last + i + 1]! && canEmpty(i) ? 1 : 0;
    for (let j = k - 1; j >= 0; j--) {
      const block = clue[j]!;
      const len = block.length;
      const slot = colorSlot[block.color]!;
      const sameAsNext = j + 1 < k && clue[j + 1]!.color === block.color;
      const row = j * width;
      const next = (j + 1) * width;
      bw[row + n] = j === k ? 1 : 0;
      for (let i = n - 1; i >= 0; i--) {
        let ok = bw[row + i + 1]! === 1 && canEmpty(i);
        const e = i + len;
        if (!ok && e <= n && fits(slot, i, len)) {
          if (sameAsNext) ok = e < n && canEmpty(e) && bw[next + e + 1]! === 1;
          else ok = bw[next + e]! === 1;
        }
        bw[row + i] = ok ? 1 : 0;
      }
    }

    // Collect what each cell may be.
    const possible = this.possible;
    possible.fill(0, 0, n);
    for (let i = 0; i < n; i++) {
      if (!canEmpty(i)) continue;
      for (let j = 0; j <= k; j++) {
        if (fw[j * width + i] === 1 && bw[j * width + i + 1] === 1) {
          possible[i] = EMPTY_BIT;
          break;
        }
      }
    }
    const cover = this.coverage;
    for (let j = 0; j < k; j++) {
      const block = clue[j]!;
      const len = block.length;
      const slot = colorSlot[block.color]!;
      const samePrev = j >= 1 && clue[j - 1]!.color === block.color;
      const sameNext = j + 1 < k && clue[j + 1]!.color === block.color;
      const before = j * width;
      const after = (j + 1) * width;
      cover.fill(0, 0, n + 1);
      let any = false;
      for (let s = 0; s + len <= n; s++) {
        if (!fits(slot, s, len)) continue;
        const left = samePrev ? s >= 1 && canEmpty(s - 1) && fw[before + s - 1] === 1 : fw[before + s] === 1;
        if (!left) continue;
        const e = s + len;
        const right = sameNext ? e < n && canEmpty(e) && bw[after + e + 1] === 1 : bw[after + e] === 1;
        if (!right) continue;
        cover[s]!++;
        cover[e]!--;
        any = true;
      }
      if (!any) return false;
      const bit = 1 << block.color;
      let run = 0;
      for (let i = 0; i < n; i++) {
        run += cover[i]!;
        if (run > 0) possible[i]! |= bit;
      }
    }

    for (let i = 0; i < n; i++) {
      if ((cells[offset + i * stride]! & possible[i]!) === 0) return false;
    }
    for (let i = 0; i < n; i++) cells[offset + i * stride]! &= possible[i]!;
    return true;
  }

  private ensure(k: number, n: number): void {
    const size = (k + 1) * (n + 1);
    if (this.forward.length < size) {
      this.forward = new Uint8Array(size * 2);
      this.backward = new Uint8Array(size * 2);
    }
    if (this.coverage.length < n + 1) {
      this.coverage = new Int32Array((n + 1) * 2);
      this.possible = new Uint32Array((n + 1) * 2);
    }
  }
}
