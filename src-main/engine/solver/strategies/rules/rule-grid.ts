/**
 * The whole grid under the rules: cells, every line's run ranges, and a queue of lines to revisit.
 *
 * A line is copied into a scratch RunLine, the rules run on it to their fixed point, and what
 * changed is written back; a changed cell puts its crossing line on the queue. Every change is
 * recorded on a trail so that backtracking can undo a guess exactly, without copying the grid.
 */
import type { Puzzle } from '../../../puzzle.ts';
import type { SolveLimits } from '../../limits.ts';
import { applyRules } from './line-rules.ts';
import { setInitialRanges, UNKNOWN, type CellValue, type RunLine } from './run-line.ts';

export type Propagation = 'ok' | 'contradiction' | 'stopped';

interface LineInfo {
  readonly first: number;
  readonly stride: number;
  readonly n: number;
  readonly lengths: Int32Array;
  /** Index of the line's first run in the grid's range arrays. */
  readonly runAt: number;
}

export class RuleGrid {
  readonly width: number;
  readonly height: number;
  /** WHITE, BLACK or UNKNOWN per cell, row by row: the cells' domains. */
  readonly cells: Uint8Array;
  unknown: number;
  /** Line passes: one per line the rules were run on. */
  lineSolves = 0;
  private readonly lines: LineInfo[];
  private readonly rs: Int32Array;
  private readonly re: Int32Array;
  /** Triples (what, index, old value): what 0 is a cell, 1 a range start, 2 a range end. */
  private trail: number[] = [];
  private readonly queue: Int32Array;
  private queueHead = 0;
  private queueSize = 0;
  private readonly queued: Uint8Array;
  private readonly scratchCells: Uint8Array;
  private readonly scratchRs: Int32Array;
  private readonly scratchRe: Int32Array;

  constructor(puzzle: Puzzle) {
    const { width, height } = puzzle;
    this.width = width;
    this.height = height;
    this.cells = new Uint8Array(width * height).fill(UNKNOWN);
    this.unknown = width * height;
    let runs = 0;
    const line = (clue: Puzzle['rows'][number], first: number, stride: number, n: number): LineInfo => {
      const info = { first, stride, n, lengths: Int32Array.from(clue, (b) => b.length), runAt: runs };
      runs += clue.length;
      return info;
    };
    this.lines = [
      ...puzzle.rows.map((clue, y) => line(clue, y * width, 1, width)),
      ...puzzle.columns.map((clue, x) => line(clue, x, width, height)),
    ];
    this.rs = new Int32Array(runs);
    this.re = new Int32Array(runs);
    this.queue = new Int32Array(this.lines.length);
    this.queued = new Uint8Array(this.lines.length);
    const longest = Math.max(width, height);
    this.scratchCells = new Uint8Array(longest);
    this.scratchRs = new Int32Array(longest);
    this.scratchRe = new Int32Array(longest);
  }

  /** Sets the widest ranges and queues every line; false when some clue cannot fit its line. */
  start(): boolean {
    for (let l = 0; l < this.lines.length; l++) {
      const info = this.lines[l]!;
      const line = this.view(info);
      if (!setInitialRanges(line)) return false;
      this.rs.set(line.rs.subarray(0, info.lengths.length), info.runAt);
      this.re.set(line.re.subarray(0, info.lengths.length), info.runAt);
      this.enqueue(l);
    }
    return true;
  }

  mark(): number {
    return this.trail.length;
  }

  undo(mark: number): void {
    const trail = this.trail;
    while (trail.length > mark) {
      const old = trail.pop()!;
      const index = trail.pop()!;
      const what = trail.pop()!;
      if (what === 0) {
        this.cells[index] = old;
        this.unknown++;
      } else if (what === 1) this.rs[index] = old;
      else this.re[index] = old;
    }
    this.clearQueue();
  }

  /** Decides one cell (a guess) and queues its row and column. */
  assign(cell: number, value: CellValue): void {
    this.setCell(cell, value);
    this.enqueue(Math.floor(cell / this.width));
    this.enqueue(this.height + (cell % this.width));
  }

  /** The first unknown cell at or after `from` in row-major order, or -1. */
  nextUnknown(from: number): number {
    for (let i = from; i < this.cells.length; i++) if (this.cells[i] === UNKNOWN) return i;
    return -1;
  }

  /** Runs the rules over queued lines until the queue is empty, a line fails, or a limit stops it. */
  propagate(limits: SolveLimits): Propagation {
    while (this.queueSize > 0) {
      if (limits.stopped()) return 'stopped';
      const l = this.queue[this.queueHead]!;
      this.queueHead = (this.queueHead + 1) % this.queue.length;
      this.queueSize--;
      this.queued[l] = 0;
      const info = this.lines[l]!;
      const line = this.view(info);
      this.lineSolves++;
      if (applyRules(line) === 'contradiction') {
        this.clearQueue();
        return 'contradiction';
      }
      this.writeBack(l, info, line);
    }
    return 'ok';
  }

  /** Copies a line's cells and ranges into the scratch line. */
  private view(info: LineInfo): RunLine {
    const k = info.lengths.length;
    const cells = this.scratchCells.subarray(0, info.n);
    for (let i = 0; i < info.n; i++) cells[i] = this.cells[info.first + i * info.stride]!;
    const rs = this.scratchRs.subarray(0, k);
    const re = this.scratchRe.subarray(0, k);
    rs.set(this.rs.subarray(info.runAt, info.runAt + k));
    re.set(this.re.subarray(info.runAt, info.runAt + k));
    return { n: info.n, k, lengths: info.lengths, cells, rs, re };
  }

  private writeBack(l: number, info: LineInfo, line: RunLine): void {
    const isRow = l < this.height;
    for (let i = 0; i < info.n; i++) {
      const cell = info.first + i * info.stride;
      if (this.cells[cell] === line.cells[i]) continue;
      this.setCell(cell, line.cells[i]!);
      this.enqueue(isRow ? this.height + i : i);
    }
    for (let j = 0; j < line.k; j++) {
      const at = info.runAt + j;
      if (this.rs[at] !== line.rs[j]) {
        this.trail.push(1, at, this.rs[at]!);
        this.rs[at] = line.rs[j]!;
      }
      if (this.re[at] !== line.re[j]) {
        this.trail.push(2, at, this.re[at]!);
        this.re[at] = line.re[j]!;
      }
    }
  }

  private setCell(cell: number, value: number): void {
    this.trail.push(0, cell, this.cells[cell]!);
    this.cells[cell] = value;
    this.unknown--;
  }

  private enqueue(l: number): void {
    if (this.queued[l]) return;
    this.queued[l] = 1;
    this.queue[(this.queueHead + this.queueSize) % this.queue.length] = l;
    this.queueSize++;
  }

  private clearQueue(): void {
    this.queueHead = 0;
    this.queueSize = 0;
    this.queued.fill(0);
  }
}
