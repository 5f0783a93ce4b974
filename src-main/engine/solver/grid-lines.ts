/**
 * A puzzle compiled for the solver: its rows and columns as numbered lines over one array of
 * cells. Lines 0..height-1 are the rows (top to bottom), lines height..height+width-1 the columns
 * (left to right); line l covers cells start[l] + i * stride[l] for i in [0, length[l]).
 *
 * Lines with the same clue and length share a `clueKey`, so they share solved line states in the
 * caches. Black-and-white lines are solved on bit masks: `bitLine` is NARROW for lines that fit
 * one word (BitLineSolver), WIDE for longer ones (WideBitLineSolver, words at `wordOffset`).
 */
import { MAX_BIT_LINE } from '../bit-line-solver.ts';
import { wordsFor } from '../wide-bit-line-solver.ts';
import { isBlackAndWhite, minimumLength, type LineClue, type Puzzle } from '../puzzle.ts';

/** Values of `GridLines.bitLine` (0, the array's own start, marks a line solved on cell domains). */
export const NARROW_LINE = 1;
export const WIDE_LINE = 2;

export class GridLines {
  readonly width: number;
  readonly height: number;
  readonly cellCount: number;
  readonly lineCount: number;
  readonly blackAndWhite: boolean;
  /** Mask of every colour of the palette, background included. */
  readonly allColors: number;
  readonly clue: readonly LineClue[];
  readonly blockLengths: readonly Int32Array[];
  readonly length: Int32Array;
  readonly start: Int32Array;
  readonly stride: Int32Array;
  readonly clueKey: Int32Array;
  readonly clueKeyCount: number;
  readonly bitLine: Uint8Array;
  /** Where a wide line's words start in GridState's word arrays, and how many it has. */
  readonly wordOffset: Int32Array;
  readonly wordCount: Int32Array;
  readonly totalWords: number;
  readonly maxWords: number;
  /** Row and column line of every cell. */
  readonly rowOf: Int32Array;
  readonly columnOf: Int32Array;
  /** Whether some line's clue cannot fit in it at all (the puzzle then has no solution). */
  readonly overfull: boolean;

  constructor(puzzle: Puzzle) {
    const { width, height } = puzzle;
    this.width = width;
    this.height = height;
    this.cellCount = width * height;
    this.lineCount = width + height;
    this.blackAndWhite = isBlackAndWhite(puzzle);
    this.allColors = puzzle.palette.length >= 32 ? -1 >>> 0 : (2 ** puzzle.palette.length - 1) >>> 0;
    const lines = this.lineCount;
    this.clue = [...puzzle.rows, ...puzzle.columns];
    this.blockLengths = this.clue.map((c) => Int32Array.from(c, (b) => b.length));
    this.length = new Int32Array(lines);
    this.start = new Int32Array(lines);
    this.stride = new Int32Array(lines);
    this.clueKey = new Int32Array(lines);
    this.bitLine = new Uint8Array(lines);
    this.wordOffset = new Int32Array(lines);
    this.wordCount = new Int32Array(lines);
    const keys = new Map<string, number>();
    let overfull = false;
    let words = 0;
    let maxWords = 0;
    for (let l = 0; l < lines; l++) {
      const isRow = l < height;
      const n = isRow ? width : height;
      this.length[l] = n;
      this.start[l] = isRow ? l * width : l - height;
      this.stride[l] = isRow ? 1 : width;
      const clue = this.clue[l]!;
      const text = `${n}:${clue.map((b) => `${b.length}.${b.color}`).join(',')}`;
      let key = keys.get(text);
      if (key === undefined) keys.set(text, (key = keys.size));
      this.clueKey[l] = key;
      if (this.blackAndWhite) this.bitLine[l] = n <= MAX_BIT_LINE ? NARROW_LINE : WIDE_LINE;
      if (this.bitLine[l] === WIDE_LINE) {
        this.wordOffset[l] = words;
        this.wordCount[l] = wordsFor(n);
        words += wordsFor(n);
        maxWords = Math.max(maxWords, wordsFor(n));
      }
      if (minimumLength(clue) > n) overfull = true;
    }
    this.clueKeyCount = keys.size;
    this.totalWords = words;
    this.maxWords = maxWords;
    this.overfull = overfull;
    this.rowOf = new Int32Array(this.cellCount);
    this.columnOf = new Int32Array(this.cellCount);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        this.rowOf[y * width + x] = y;
        this.columnOf[y * width + x] = height + x;
      }
    }
  }

  /** Colours a line's clue uses, background included. */
  lineColors(line: number): number {
    let mask = 1;
    for (const block of this.clue[line]!) mask |= 1 << block.color;
    return mask >>> 0;
  }

  /** The starting domain of every cell: the background and the colours both its lines use. */
  initialDomains(): Uint32Array {
    const domains = new Uint32Array(this.cellCount);
    const rowColors = Array.from({ length: this.height }, (_, y) => this.lineColors(y));
    const columnColors = Array.from({ length: this.width }, (_, x) => this.lineColors(this.height + x));
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        domains[y * this.width + x] = (rowColors[y]! & columnColors[x]! & this.allColors) | 1;
      }
    }
    return domains;
  }
}
