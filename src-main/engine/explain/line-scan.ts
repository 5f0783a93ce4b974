/**
 * Keeps, for every row and column, what the exact line solver would settle in it right now, so that
 * the most useful line can be picked again and again without solving every line at every step.
 *
 * A line's figures change only when one of its cells does: applying a line's result marks that line
 * and each crossing line through a changed cell as stale, and only stale lines are solved again.
 * A whole logical solve therefore costs about as many line solves as cells change, not
 * steps * (width + height).
 *
 * Lines are numbered rows first (0..height-1), then columns (height..height+width-1).
 */
import { LineSolver } from '../line-solver.ts';
import type { LineClue, Puzzle } from '../puzzle.ts';
import type { Axis } from './step.ts';

function isOpen(mask: number): boolean {
  return (mask & (mask - 1)) !== 0;
}

export class LineScan {
  readonly domains: Uint32Array;
  private readonly puzzle: Puzzle;
  private readonly solver = new LineSolver();
  /** Each line's cells after the line solver, at `base[line]`. */
  private readonly results: Uint32Array;
  private readonly base: Int32Array;
  private readonly stale: Uint8Array;
  private readonly contradictory: Uint8Array;
  private readonly open: Int32Array;
  private readonly settles: Int32Array;
  private readonly narrows: Int32Array;

  /** Takes a copy of `domains` (one mask per cell, row by row). */
  constructor(puzzle: Puzzle, domains: Uint32Array) {
    const { width, height } = puzzle;
    if (domains.length !== width * height) {
      throw new RangeError(`expected ${width * height} cell domains, got ${domains.length}`);
    }
    this.puzzle = puzzle;
    this.domains = domains.slice();
    const lines = width + height;
    this.results = new Uint32Array(2 * width * height);
    this.base = new Int32Array(lines);
    for (let l = 0; l < lines; l++)
      this.base[l] = l < height ? l * width : width * height + (l - height) * height;
    this.stale = new Uint8Array(lines).fill(1);
    this.contradictory = new Uint8Array(lines);
    this.open = new Int32Array(lines);
    this.settles = new Int32Array(lines);
    this.narrows = new Int32Array(lines);
  }

  get lineCount(): number {
    return this.puzzle.width + this.puzzle.height;
  }

  axis(line: number): Axis {
    return line < this.puzzle.height ? 'row' : 'column';
  }

  index(line: number): number {
    return line < this.puzzle.height ? line : line - this.puzzle.height;
  }

  clue(line: number): LineClue {
    const { height, rows, columns } = this.puzzle;
    return line < height ? rows[line]! : columns[line - height]!;
  }

  length(line: number): number {
    return line < this.puzzle.height ? this.puzzle.width : this.puzzle.height;
  }

  /** Grid position of the line's i-th cell. */
  private cellAt(line: number, i: number): number {
    const { width, height } = this.puzzle;
    return line < height ? line * width + i : i * width + (line - height);
  }

  /** The line's current cells, copied. */
  cells(line: number): Uint32Array {
    const n = this.length(line);
    const out = new Uint32Array(n);
    for (let i = 0; i < n; i++) out[i] = this.domains[this.cellAt(line, i)]!;
    return out;
  }

  /** What the line solver makes of the line, copied; meaningless for a contradictory line. */
  result(line: number): Uint32Array {
    this.refresh(line);
    const from = this.base[line]!;
    return this.results.slice(from, from + this.length(line));
  }

  isContradictory(line: number): boolean {
    this.refresh(line);
    return this.contradictory[line] === 1;
  }

  /** The first line (rows first) that no placement of its clue fits, or -1. */
  firstContradiction(): number {
    for (let l = 0; l < this.lineCount; l++) if (this.isContradictory(l)) return l;
    return -1;
  }

  /**
   * The line that settles the largest share of its open cells; ties go to fewer open cells, then
   * rows before columns, then the lower index. When no line settles a cell, the line that narrows
   * the largest share (colour puzzles), by the same rule. -1 when line logic has nothing to add.
   */
  bestLine(): number {
    let best = this.pick(this.settles);
    if (best < 0) best = this.pick(this.narrows);
    return best;
  }

  private pick(gain: Int32Array): number {
    let best = -1;
    for (let l = 0; l < this.lineCount; l++) {
      this.refresh(l);
      if (this.contradictory[l] === 1 || gain[l] === 0) continue;
      if (best < 0) {
        best = l;
        continue;
      }
      // gain/open compared without division; fewer open cells break ties; the scan order does the rest.
      const ours = gain[l]! * this.open[best]!;
      const theirs = gain[best]! * this.open[l]!;
      if (ours > theirs || (ours === theirs && this.open[l]! < this.open[best]!)) best = l;
    }
    return best;
  }

  /** Whether every cell is decided. */
  solved(): boolean {
    for (const mask of this.domains) if (mask === 0 || isOpen(mask)) return false;
    return true;
  }

  /** Writes the line solver's result for `line` into the grid and marks the lines it touches stale. */
  apply(line: number): void {
    this.refresh(line);
    if (this.contradictory[line] === 1) return;
    const from = this.base[line]!;
    const n = this.length(line);
    const height = this.puzzle.height;
    const across = line < height;
    for (let i = 0; i < n; i++) {
      const at = this.cellAt(line, i);
      const next = this.results[from + i]!;
      if (this.domains[at] === next) continue;
      this.domains[at] = next;
      this.stale[across ? height + i : i] = 1;
    }
    this.stale[line] = 1;
  }

  /** Narrows one cell (grid position) to `mask`, as a trial step does, and marks its two lines stale. */
  narrow(cell: number, mask: number): void {
    const { width, height } = this.puzzle;
    this.domains[cell] = this.domains[cell]! & mask;
    this.stale[Math.floor(cell / width)] = 1;
    this.stale[height + (cell % width)] = 1;
  }

  private refresh(line: number): void {
    if (this.stale[line] === 0) return;
    this.stale[line] = 0;
    const from = this.base[line]!;
    const n = this.length(line);
    let open = 0;
    for (let i = 0; i < n; i++) {
      const mask = this.domains[this.cellAt(line, i)]!;
      this.results[from + i] = mask;
      if (isOpen(mask)) open++;
    }
    this.open[line] = open;
    this.settles[line] = 0;
    this.narrows[line] = 0;
    const ok = this.solver.solve(this.clue(line), this.results, n, from, 1);
    this.contradictory[line] = ok ? 0 : 1;
    if (!ok) return;
    let settles = 0;
    let narrows = 0;
    for (let i = 0; i < n; i++) {
      const before = this.domains[this.cellAt(line, i)]!;
      const after = this.results[from + i]!;
      if (before === after) continue;
      if (isOpen(after)) narrows++;
      else if (isOpen(before)) settles++;
    }
    this.settles[line] = settles;
    this.narrows[line] = narrows;
  }
}
