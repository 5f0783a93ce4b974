/**
 * Where each block of a clue can start, given what is known of the line.
 *
 * The line solver says which cells are settled; explaining why needs each block's earliest and
 * latest start over all placements of the whole clue that fit the known cells. Two sweeps answer
 * "can blocks 0..j-1 fill cells [0, i)?" and "can blocks j..k-1 fill cells [i, n)?"; block j may
 * start at s when its cells allow its colour and both sides can be completed around it. O(k * n).
 *
 * Example: clue 2 3 in 8 unknown cells. From the clue alone the 2 starts at 0..2 and the 3 at
 * 3..5; if cell 7 is known empty, the 3 can start only at 3..4.
 */
import { minimumLength, type LineClue } from '../puzzle.ts';

/** Earliest and latest feasible start of one block (0-based cell positions). */
export interface StartRange {
  readonly earliest: number;
  readonly latest: number;
}

/** The start ranges the clue and the line length alone allow, ignoring every known cell. */
export function startRangesFromClue(clue: LineClue, n: number): StartRange[] {
  return clue.map((block, j) => ({
    earliest: minimumLength(clue.slice(0, j + 1)) - block.length,
    latest: n - minimumLength(clue.slice(j)),
  }));
}

/**
 * The start ranges of every block over the placements that fit `cells` (domain masks, bit 0 for
 * empty, bit c for colour c), or null when no placement fits.
 */
export function startRanges(clue: LineClue, cells: ArrayLike<number>): StartRange[] | null {
  const n = cells.length;
  const k = clue.length;
  const width = n + 1;

  // notAllowed.get(c)[i]: how many of cells [0, i) cannot take colour c (0 = empty).
  const notAllowed = new Map<number, Int32Array>();
  const prefixFor = (color: number): Int32Array => {
    let prefix = notAllowed.get(color);
    if (!prefix) {
      prefix = new Int32Array(width);
      const bit = 1 << color;
      for (let i = 0; i < n; i++) prefix[i + 1] = prefix[i]! + ((cells[i]! & bit) === 0 ? 1 : 0);
      notAllowed.set(color, prefix);
    }
    return prefix;
  };
  const empty = prefixFor(0);
  const canEmpty = (i: number): boolean => empty[i + 1] === empty[i];
  const fits = (j: number, s: number): boolean => {
    const block = clue[j]!;
    const prefix = prefixFor(block.color);
    return prefix[s + block.length] === prefix[s];
  };
  const sameColor = (a: number, b: number): boolean => clue[a]!.color === clue[b]!.color;

  const fw = new Uint8Array((k + 1) * width);
  const bw = new Uint8Array((k + 1) * width);
  // Blocks before j fill [0, s) and block j may start at s.
  const leftOk = (j: number, s: number): boolean => {
    if (j > 0 && sameColor(j - 1, j)) return s >= 1 && canEmpty(s - 1) && fw[j * width + s - 1] === 1;
    return fw[j * width + s] === 1;
  };
  // Blocks after j fill [e, n) when block j ends just before e.
  const rightOk = (j: number, e: number): boolean => {
    if (j + 1 < k && sameColor(j, j + 1)) return e < n && canEmpty(e) && bw[(j + 1) * width + e + 1] === 1;
    return bw[(j + 1) * width + e] === 1;
  };

  fw[0] = 1;
  for (let i = 1; i <= n; i++) fw[i] = fw[i - 1] === 1 && canEmpty(i - 1) ? 1 : 0;
  for (let j = 0; j < k; j++) {
    const len = clue[j]!.length;
    const row = (j + 1) * width;
    for (let i = 0; i <= n; i++) {
      const s = i - len;
      const ok =
        (i >= 1 && fw[row + i - 1] === 1 && canEmpty(i - 1)) || (s >= 0 && fits(j, s) && leftOk(j, s));
      fw[row + i] = ok ? 1 : 0;
    }
  }
  if (fw[k * width + n] !== 1) return null;

  bw[k * width + n] = 1;
  for (let i = n - 1; i >= 0; i--) bw[k * width + i] = bw[k * width + i + 1] === 1 && canEmpty(i) ? 1 : 0;
  for (let j = k - 1; j >= 0; j--) {
    const len = clue[j]!.length;
    const row = j * width;
    bw[row + n] = 0;
    for (let i = n - 1; i >= 0; i--) {
      const ok =
        (bw[row + i + 1] === 1 && canEmpty(i)) || (i + len <= n && fits(j, i) && rightOk(j, i + len));
      bw[row + i] = ok ? 1 : 0;
    }
  }

  const ranges: StartRange[] = [];
  for (let j = 0; j < k; j++) {
    const len = clue[j]!.length;
    let earliest = -1;
    let latest = -1;
    for (let s = 0; s + len <= n; s++) {
      if (fits(j, s) && leftOk(j, s) && rightOk(j, s + len)) {
        if (earliest < 0) earliest = s;
        latest = s;
      }
    }
    if (earliest < 0) return null;
    ranges.push({ earliest, latest });
  }
  return ranges;
}
