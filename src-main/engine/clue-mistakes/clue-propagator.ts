/**
 * Propagation for "what if this line were different": the same fixed point as the solver's
 * propagator, over a plain list of line clues, with two things the solver does not need.
 *
 * - One line may be left free (its clue unknown). Relaxing a line is how the mistake finder asks
 *   "could the mistake be in this line?": if the puzzle without the line still contradicts, no
 *   change to that line alone can repair it; if not, the cells the other lines force on it are
 *   what its true clue must fit.
 * - A contradiction names the line whose clue could not be placed, for the entry screen.
 *
 * Lines are numbered like the solver's: rows 0..height-1, then columns height..height+width-1.
 * The mistake finder propagates the same puzzle with one line after another left free, so most
 * line states recur from one run to the next; a LineMemo shared by those runs keeps each solved
 * line state, keyed by the clue and the cells as they were.
 */
import { BitLineSolver, MAX_BIT_LINE } from '../bit-line-solver.ts';
import { LineSolver } from '../line-solver.ts';
import { minimumLength, type LineClue } from '../puzzle.ts';

export const NO_LINE = -1;

/** Solved line states: clue and cells before -> cells after, or null for a contradiction. */
export class LineMemo {
  private readonly entries = new Map<string, Uint32Array | null>();
  private readonly limit: number;

  constructor(limit = 200_000) {
    this.limit = limit;
  }

  get(key: string): Uint32Array | null | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: Uint32Array | null): void {
    if (this.entries.size >= this.limit) this.entries.clear();
    this.entries.set(key, value);
  }
}

export class CluePropagator {
  readonly width: number;
  readonly height: number;
  readonly lineCount: number;
  /** The line left free, or NO_LINE. */
  readonly free: number;
  /** The line that failed in the last `propagate` that returned false. */
  contradiction = NO_LINE;
  lineSolves = 0;
  private readonly clues: readonly LineClue[];
  /** Per line: its length and clue as text, the first part of its memo keys. */
  private readonly clueKeys: readonly string[];
  /** Per line: block lengths for the bit solver, or null when the line needs the general one. */
  private readonly bitLengths: readonly (Int32Array | null)[];
  private readonly allColors: number;
  private readonly memo: LineMemo;
  private readonly solver = new LineSolver();
  private readonly bitSolver = new BitLineSolver();
  private readonly queue: Int32Array;
  private readonly queued: Uint8Array;
  private readonly cells: Uint32Array;

  /** `clues` holds the rows then the columns; `colors` is the palette's length. */
  constructor(
    width: number,
    height: number,
    colors: number,
    clues: readonly LineClue[],
    free = NO_LINE,
    memo: LineMemo = new LineMemo(),
  ) {
    this.width = width;
    this.height = height;
    this.lineCount = width + height;
    this.clues = clues;
    this.free = free;
    this.memo = memo;
    this.allColors = colors >= 32 ? -1 >>> 0 : (2 ** colors - 1) >>> 0;
    this.clueKeys = clues.map(
      (clue, l) => `${this.lineLength(l)}:${clue.map((b) => `${b.length}.${b.color}`).join(',')}`,
    );
    this.bitLengths = clues.map((clue, l) =>
      colors === 2 && this.lineLength(l) <= MAX_BIT_LINE ? Int32Array.from(clue, (b) => b.length) : null,
    );
    this.queue = new Int32Array(this.lineCount);
    this.queued = new Uint8Array(this.lineCount);
    this.cells = new Uint32Array(Math.max(width, height));
  }

  /** The clue of a line (for the free line, the placeholder it was given). */
  clueOf(line: number): LineClue {
    return this.clues[line]!;
  }

  lineLength(line: number): number {
    return line < this.height ? this.width : this.height;
  }

  /** Cell index of cell `i` of a line. */
  cellOf(line: number, i: number): number {
    return line < this.height ? line * this.width + i : i * this.width + (line - this.height);
  }

  /** The crossing line through cell `i` of a line. */
  crossing(line: number, i: number): number {
    return line < this.height ? this.height + i : i;
  }

  /** Every cell may take the background and the colours both of its lines use. */
  initialDomains(): Uint32Array {
    const masks = new Uint32Array(this.lineCount);
    for (let l = 0; l < this.lineCount; l++) {
      if (l === this.free) {
        masks[l] = this.allColors;
        continue;
      }
      let mask = 1;
      for (const block of this.clues[l]!) mask |= 1 << block.color;
      masks[l] = mask & this.allColors;
    }
    const domains = new Uint32Array(this.width * this.height);
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        domains[y * this.width + x] = (masks[y]! & masks[this.height + x]!) | 1;
      }
    }
    return domains;
  }

  /**
   * Narrows `domains` in place to the fixed point, starting from `lines` (every line when
   * omitted). Returns false on a contradiction and sets `contradiction`.
   */
  propagate(domains: Uint32Array, lines?: readonly number[]): boolean {
    this.contradiction = NO_LINE;
    const start = lines ?? Array.from({ length: this.lineCount }, (_, l) => l);
    let head = 0;
    let count = 0;
    const push = (line: number): void => {
      if (line === this.free || this.queued[line] === 1) return;
      this.queued[line] = 1;
      this.queue[(head + count) % this.lineCount] = line;
      count++;
    };
    for (const line of start) push(line);
    while (count > 0) {
      const line = this.queue[head]!;
      head = (head + 1) % this.lineCount;
      count--;
      this.queued[line] = 0;
      if (!this.solveLine(line, domains, push)) {
        while (count > 0) {
          this.queued[this.queue[head]!] = 0;
          head = (head + 1) % this.lineCount;
          count--;
        }
        this.contradiction = line;
        return false;
      }
    }
    return true;
  }

  private solveLine(line: number, domains: Uint32Array, push: (line: number) => void): boolean {
    this.lineSolves++;
    const clue = this.clues[line]!;
    const n = this.lineLength(line);
    if (minimumLength(clue) > n) return false;
    const isRow = line < this.height;
    const offset = isRow ? line * this.width : line - this.height;
    const stride = isRow ? 1 : this.width;
    const cells = this.cells;
    let key = this.clueKeys[line]! + '|';
    for (let i = 0; i < n; i++) {
      const d = domains[offset + i * stride]!;
      cells[i] = d;
      key += String.fromCharCode(d & 0xffff, d >>> 16);
    }
    let solved = this.memo.get(key);
    if (solved === undefined) {
      solved = this.solveCells(line, clue, n);
      this.memo.set(key, solved);
    }
    if (solved === null) return false;
    for (let i = 0; i < n; i++) {
      if (solved[i] !== cells[i]) {
        domains[offset + i * stride] = solved[i]!;
        push(this.crossing(line, i));
      }
    }
    return true;
  }

  /** The line's cells (in `this.cells`) narrowed by its clue, or null when they contradict it. */
  private solveCells(line: number, clue: LineClue, n: number): Uint32Array | null {
    const lengths = this.bitLengths[line];
    if (!lengths) {
      const cells = this.cells.slice(0, n);
      return this.solver.solve(clue, cells, n) ? cells : null;
    }
    let empty = 0;
    let filled = 0;
    for (let i = 0; i < n; i++) {
      empty |= (this.cells[i]! & 1) << i;
      filled |= ((this.cells[i]! >>> 1) & 1) << i;
    }
    if (!this.bitSolver.solve(lengths, lengths.length, n, empty, filled)) return null;
    const out = new Uint32Array(n);
    for (let i = 0; i < n; i++) {
      out[i] = ((this.bitSolver.empty >>> i) & 1) | (((this.bitSolver.filled >>> i) & 1) << 1);
    }
    return out;
  }
}

/** Whether every cell of a line is decided. */
export function lineDecided(propagator: CluePropagator, domains: Uint32Array, line: number): boolean {
  const n = propagator.lineLength(line);
  for (let i = 0; i < n; i++) {
    const d = domains[propagator.cellOf(line, i)]!;
    if ((d & (d - 1)) !== 0) return false;
  }
  return true;
}

/** The palette index of each cell of a decided line. */
export function decidedLine(propagator: CluePropagator, domains: Uint32Array, line: number): Uint8Array {
  const n = propagator.lineLength(line);
  const cells = new Uint8Array(n);
  for (let i = 0; i < n; i++) cells[i] = 31 - Math.clz32(domains[propagator.cellOf(line, i)]!);
  return cells;
}
