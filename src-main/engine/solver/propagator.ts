/**
 * Propagation to a fixed point: a queue of lines whose cells changed; each is solved exactly and
 * every cell it narrows puts the crossing line on the queue. Only lines with changed cells are
 * solved again, and solved line states come from the caches when they were met before.
 *
 * The result of a propagation does not depend on the queue order (every line solve only removes
 * values no solution of that line can take), so the search may compare or replay propagations.
 */
import { BitLineSolver } from '../bit-line-solver.ts';
import { LineSolver } from '../line-solver.ts';
import type { Puzzle } from '../puzzle.ts';
import { WideBitLineSolver } from '../wide-bit-line-solver.ts';
import { GridLines, NARROW_LINE, WIDE_LINE } from './grid-lines.ts';
import { GridState } from './grid-state.ts';
import { BitLineCache, CONTRADICTION, DomainLineCache, WideBitLineCache } from './line-cache.ts';

export class Propagator {
  readonly lines: GridLines;
  readonly state: GridState;
  /** Line solves so far, cached ones included. */
  lineSolves = 0;
  private readonly queue: Int32Array;
  private readonly queued: Uint8Array;
  private head = 0;
  private count = 0;
  private readonly bitSolver = new BitLineSolver();
  private readonly bitCache: BitLineCache;
  private readonly wideSolver = new WideBitLineSolver();
  private readonly wideCache: WideBitLineCache;
  private readonly lineSolver = new LineSolver();
  private readonly domainCache: DomainLineCache;
  private lineBuffer: Uint32Array;
  private readonly cellsPerChar: number;
  private readonly bitsPerCell: number;

  constructor(source: Puzzle | GridLines, domains?: Uint32Array) {
    this.lines = source instanceof GridLines ? source : new GridLines(source);
    this.state = new GridState(this.lines, domains);
    this.queue = new Int32Array(this.lines.lineCount);
    this.queued = new Uint8Array(this.lines.lineCount);
    // Caches sized for the lines there are: small puzzles solve in a blink and should not pay
    // for (or leave to the collector) megabytes of empty tables. The bit-line cache stops at
    // 2^14 slots (320 KB), which stays in the processor's cache: on six hard tournament puzzles
    // 2^16 slots took 12 % longer and 2^19 over 20 % longer, for the same nodes.
    const lines = this.lines;
    let narrow = 0;
    for (let l = 0; l < lines.lineCount; l++) if (lines.bitLine[l] === NARROW_LINE) narrow++;
    this.bitCache = new BitLineCache(
      narrow === 0 ? 1 : Math.min(14, Math.max(12, 32 - Math.clz32(narrow * 1024))),
    );
    this.wideCache = new WideBitLineCache(Math.max(1, lines.maxWords), lines.maxWords === 0 ? 16 : 1 << 22);
    this.domainCache = new DomainLineCache(lines.clueKeyCount);
    this.lineBuffer = new Uint32Array(Math.max(this.lines.width, this.lines.height));
    this.bitsPerCell = 32 - Math.clz32(this.lines.allColors);
    this.cellsPerChar = this.bitsPerCell <= 16 ? Math.floor(16 / this.bitsPerCell) : 0;
  }

  /** Cell domains, row by row (bit 0 = may be empty, bit c = may be colour c). */
  get domains(): Uint32Array {
    return this.state.domains;
  }

  enqueueLine(line: number): void {
    if (this.queued[line] === 1) return;
    this.queued[line] = 1;
    let at = this.head + this.count;
    if (at >= this.queue.length) at -= this.queue.length;
    this.queue[at] = line;
    this.count++;
  }

  enqueueAll(): void {
    for (let l = 0; l < this.lines.lineCount; l++) this.enqueueLine(l);
  }

  /** Narrows a cell and queues both its lines (no propagation yet). */
  narrow(cell: number, mask: number): void {
    this.state.set(cell, mask);
    this.enqueueLine(this.lines.rowOf[cell]!);
    this.enqueueLine(this.lines.columnOf[cell]!);
  }

  clearQueue(): void {
    while (this.count > 0) this.queued[this.pop()] = 0;
  }

  /**
   * Solves queued lines (and `changedLines`, if given) until nothing changes. Returns false on a
   * contradiction; the queue is then empty and the cells keep whatever was narrowed before it.
   */
  propagate(changedLines?: ArrayLike<number>): boolean {
    if (changedLines) for (let i = 0; i < changedLines.length; i++) this.enqueueLine(changedLines[i]!);
    const bitLine = this.lines.bitLine;
    while (this.count > 0) {
      const line = this.pop();
      this.queued[line] = 0;
      this.lineSolves++;
      const kind = bitLine[line];
      const ok =
        kind === NARROW_LINE
          ? this.solveBitLine(line)
          : kind === WIDE_LINE
            ? this.solveWideLine(line)
            : this.solveDomainLine(line);
      if (!ok) {
        this.clearQueue();
        return false;
      }
    }
    return true;
  }

  private pop(): number {
    const line = this.queue[this.head]!;
    this.head++;
    if (this.head === this.queue.length) this.head = 0;
    this.count--;
    return line;
  }

  private solveBitLine(line: number): boolean {
    const state = this.state;
    const lines = this.lines;
    const empty = state.lineEmpty[line]!;
    const filled = state.lineFilled[line]!;
    const key = lines.clueKey[line]!;
    let newEmpty: number;
    let newFilled: number;
    if (this.bitCache.find(key, empty, filled)) {
      newEmpty = this.bitCache.empty;
      newFilled = this.bitCache.filled;
      if (newEmpty === CONTRADICTION) return false;
    } else {
      const lengths = lines.blockLengths[line]!;
      if (!this.bitSolver.solve(lengths, lengths.length, lines.length[line]!, empty, filled)) {
        this.bitCache.store(key, empty, filled, CONTRADICTION, 0);
        return false;
      }
      newEmpty = this.bitSolver.empty;
      newFilled = this.bitSolver.filled;
      this.bitCache.store(key, empty, filled, newEmpty, newFilled);
    }
    let changed = state.setNarrowLine(line, newEmpty, newFilled);
    if (changed === 0) return true;
    const start = lines.start[line]!;
    const stride = lines.stride[line]!;
    const crossing = line < lines.height ? lines.columnOf : lines.rowOf;
    while (changed !== 0) {
      const low = changed & -changed;
      changed ^= low;
      this.enqueueLine(crossing[start + (31 - Math.clz32(low)) * stride]!);
    }
    return true;
  }

  private solveWideLine(line: number): boolean {
    const lines = this.lines;
    const state = this.state;
    const cache = this.wideCache;
    const emptyWords = state.wideEmpty;
    const filledWords = state.wideFilled;
    const at = lines.wordOffset[line]!;
    const words = lines.wordCount[line]!;
    const key = lines.clueKey[line]!;
    const n = lines.length[line]!;
    let resultEmpty: Int32Array;
    let resultFilled: Int32Array;
    let base: number;
    const found = cache.find(key, emptyWords, filledWords, at, words);
    if (found === 2) return false;
    if (found === 1) {
      resultEmpty = cache.values;
      resultFilled = cache.values;
      base = cache.base(cache.slot);
    } else {
      const lengths = lines.blockLengths[line]!;
      if (!this.wideSolver.solve(lengths, lengths.length, n, emptyWords, filledWords, at)) {
        cache.store(key, emptyWords, filledWords, at, words, null, null);
        return false;
      }
      resultEmpty = this.wideSolver.empty;
      resultFilled = this.wideSolver.filled;
      cache.store(key, emptyWords, filledWords, at, words, resultEmpty, resultFilled);
      resultEmpty = cache.values;
      resultFilled = cache.values;
      base = cache.base(cache.slot);
    }
    const start = lines.start[line]!;
    const stride = lines.stride[line]!;
    const crossing = line < lines.height ? lines.columnOf : lines.rowOf;
    for (let word = 0; word < words; word++) {
      const newEmpty = resultEmpty[base + word]!;
      const newFilled = resultFilled[base + words + word]!;
      let changed = (emptyWords[at + word]! ^ newEmpty) | (filledWords[at + word]! ^ newFilled);
      while (changed !== 0) {
        const low = changed & -changed;
        changed ^= low;
        const bit = 31 - Math.clz32(low);
        const cell = start + ((word << 5) + bit) * stride;
        state.set(cell, ((newEmpty >>> bit) & 1) | (((newFilled >>> bit) & 1) << 1));
        this.enqueueLine(crossing[cell]!);
      }
    }
    return true;
  }

  private solveDomainLine(line: number): boolean {
    const lines = this.lines;
    const domains = this.state.domains;
    const n = lines.length[line]!;
    const start = lines.start[line]!;
    const stride = lines.stride[line]!;
    const key = this.keyOf(start, stride, n);
    const clueKey = lines.clueKey[line]!;
    let result = this.domainCache.get(clueKey, key);
    if (result === undefined) {
      const buffer = this.lineBuffer;
      for (let i = 0; i < n; i++) buffer[i] = domains[start + i * stride]!;
      result = this.lineSolver.solve(lines.clue[line]!, buffer, n) ? buffer.slice(0, n) : null;
      this.domainCache.set(clueKey, key, result);
    }
    if (result === null) return false;
    const crossing = line < lines.height ? lines.columnOf : lines.rowOf;
    for (let i = 0; i < n; i++) {
      const cell = start + i * stride;
      const mask = result[i]!;
      if (domains[cell] !== mask) {
        this.state.set(cell, mask);
        this.enqueueLine(crossing[cell]!);
      }
    }
    return true;
  }

  /** The line's domains as text: several cells per character when the palette is small. */
  private keyOf(start: number, stride: number, n: number): string {
    const domains = this.state.domains;
    let key = '';
    const per = this.cellsPerChar;
    if (per === 0) {
      for (let i = 0; i < n; i++) {
        const d = domains[start + i * stride]!;
        key += String.fromCharCode(d & 0xffff, d >>> 16);
      }
      return key;
    }
    const shift = this.bitsPerCell;
    for (let i = 0; i < n; i += per) {
      let code = 0;
      const end = Math.min(n, i + per);
      for (let j = i; j < end; j++) code = (code << shift) | domains[start + j * stride]!;
      key += String.fromCharCode(code);
    }
    return key;
  }
}
