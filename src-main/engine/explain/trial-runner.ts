/**
 * Follows one trial: a cell is given one value on top of a grid where line logic is stuck, and
 * lines are solved in rounds until one can no longer fit its clue (a contradiction) or nothing
 * changes any more. Round 1 solves the tried cell's row and column; each later round solves the
 * lines that cross a cell changed in the round before. The round of the contradiction is how deep
 * the trial had to go, which is what the search (trial-search.ts) minimises.
 *
 * The runner keeps one dense copy of the grid and undoes each trial's changes when it ends, so
 * thousands of trials cost no allocation beyond their change lists. When asked to record, it keeps
 * every line solve: the line, the cells of it that the trial had changed before (its premises,
 * each with the solve that produced it) and what the solve changed, from which trial-chain.ts
 * keeps only the deductions a contradiction needs.
 *
 * Lines are numbered as in LineScan: rows 0..height-1, then columns.
 */
import type { LineClue, Puzzle } from '../puzzle.ts';
import { MaskLineSolver } from './mask-line-solver.ts';

/** The producer of a cell the trial itself set. */
export const TRIED = -1;
/** The producer of a cell the trial has not changed. */
const UNCHANGED = -2;

export interface Premise {
  /** Grid position, row by row. */
  readonly cell: number;
  readonly mask: number;
  /** The recorded solve that last changed the cell, or TRIED. */
  readonly producer: number;
}

export interface RecordedSolve {
  readonly line: number;
  /** The line's cells that the trial had changed when this solve ran. */
  readonly premises: readonly Premise[];
  /** The cells the solve changed (grid positions) and their new masks; none for a contradiction. */
  readonly changes: readonly { readonly cell: number; readonly mask: number }[];
  readonly contradiction: boolean;
}

export interface TrialRecord {
  readonly solves: readonly RecordedSolve[];
  /** For each cell the trial changed (grid position): its final mask and the solve that set it. */
  readonly finals: ReadonlyMap<number, Premise>;
}

/**
 * How a trial ended: in a contradiction, settled (nothing more changes: the trial is consistent as
 * far as lines go), or unfinished when the round limit came first. `round` is the last round run;
 * `lines` the lines solved: the trial runs the same as long as their cells before it stay the same.
 */
export interface TrialOutcome {
  readonly kind: 'contradiction' | 'settled' | 'unfinished';
  readonly round: number;
  readonly lines: readonly number[];
  /** Every line solve, when asked to record (not for an unfinished trial). */
  readonly record: TrialRecord | null;
}

const NOT_QUEUED = 0;
const QUEUED_NOW = 1;
const QUEUED_NEXT = 2;

export class TrialRunner {
  readonly puzzle: Puzzle;
  readonly base: Uint32Array;
  private readonly current: Uint32Array;
  private readonly producer: Int32Array;
  private readonly solver: MaskLineSolver;
  private readonly buffer: Uint32Array;
  private readonly queued: Uint8Array;
  /** Which lines the current trial has solved: `seen[line] === trialCount`. */
  private readonly seen: Int32Array;
  private trialCount = 0;
  /** Line solves run, for the benchmark and the tests. */
  lineSolves = 0;

  /**
   * `base`: one domain mask per cell, row by row, where no line settles anything more. Not
   * changed. `solver` may be shared by runners of the same puzzle (it remembers line states).
   */
  constructor(puzzle: Puzzle, base: Uint32Array, solver: MaskLineSolver = new MaskLineSolver()) {
    this.puzzle = puzzle;
    this.solver = solver;
    this.base = base;
    this.current = base.slice();
    this.producer = new Int32Array(base.length).fill(UNCHANGED);
    this.buffer = new Uint32Array(Math.max(puzzle.width, puzzle.height));
    this.queued = new Uint8Array(puzzle.width + puzzle.height);
    this.seen = new Int32Array(puzzle.width + puzzle.height);
  }

  lineLength(line: number): number {
    return line < this.puzzle.height ? this.puzzle.width : this.puzzle.height;
  }

  /** Grid position of the line's i-th cell. */
  cellAt(line: number, i: number): number {
    const { width, height } = this.puzzle;
    return line < height ? line * width + i : i * width + (line - height);
  }

  /** The two lines through a grid position: its row, then its column. */
  linesOf(cell: number): [number, number] {
    const { width, height } = this.puzzle;
    return [Math.floor(cell / width), height + (cell % width)];
  }

  /**
   * Gives `cell` the domain `mask` (a part of its own) and solves lines for up to `roundLimit`
   * rounds. The grid is back to `base` afterwards.
   */
  run(cell: number, mask: number, roundLimit: number, record: boolean): TrialOutcome {
    const { current, producer, queued } = this;
    const changed: number[] = [cell];
    const solves: RecordedSolve[] = [];
    const solved: number[] = [];
    const stamp = ++this.trialCount;
    current[cell] = mask;
    producer[cell] = TRIED;
    let now = [...this.linesOf(cell)];
    for (const line of now) queued[line] = QUEUED_NOW;
    let kind: TrialOutcome['kind'] | null = null;
    let round = 1;
    for (; now.length > 0 && kind === null; round++) {
      if (round > roundLimit) {
        kind = 'unfinished';
        break;
      }
      const next: number[] = [];
      for (const line of now) {
        queued[line] = NOT_QUEUED;
        if (this.seen[line] !== stamp) {
          this.seen[line] = stamp;
          solved.push(line);
        }
        const premises = record ? this.premisesOf(line) : [];
        const n = this.lineLength(line);
        for (let i = 0; i < n; i++) this.buffer[i] = current[this.cellAt(line, i)]!;
        this.lineSolves++;
        if (!this.solver.solve(line, this.lineClue(line), this.buffer, n)) {
          if (record) solves.push({ line, premises, changes: [], contradiction: true });
          kind = 'contradiction';
          break;
        }
        const changes: { cell: number; mask: number }[] = [];
        const isRow = line < this.puzzle.height;
        for (let i = 0; i < n; i++) {
          const at = this.cellAt(line, i);
          const after = this.buffer[i]!;
          if (current[at] === after) continue;
          if (producer[at] === UNCHANGED) changed.push(at);
          current[at] = after;
          producer[at] = solves.length;
          if (record) changes.push({ cell: at, mask: after });
          const across = isRow ? this.puzzle.height + i : i;
          // A line still waiting in this round will see the change when its turn comes.
          if (queued[across] === NOT_QUEUED) {
            queued[across] = QUEUED_NEXT;
            next.push(across);
          }
        }
        if (record) solves.push({ line, premises, changes, contradiction: false });
      }
      for (const line of now) queued[line] = NOT_QUEUED;
      for (const line of next) queued[line] = QUEUED_NOW;
      now = next;
    }
    for (const line of now) queued[line] = NOT_QUEUED;
    let finals: Map<number, Premise> | null = null;
    if (record && kind !== 'unfinished') {
      finals = new Map<number, Premise>();
      for (const at of changed) finals.set(at, { cell: at, mask: current[at]!, producer: producer[at]! });
    }
    const result: TrialOutcome = {
      kind: kind ?? 'settled',
      round: round - 1,
      lines: solved,
      record: finals ? { solves, finals } : null,
    };
    for (const at of changed) {
      current[at] = this.base[at]!;
      producer[at] = UNCHANGED;
    }
    return result;
  }

  private lineClue(line: number): LineClue {
    const { height, rows, columns } = this.puzzle;
    return line < height ? rows[line]! : columns[line - height]!;
  }

  private premisesOf(line: number): Premise[] {
    const out: Premise[] = [];
    const n = this.lineLength(line);
    for (let i = 0; i < n; i++) {
      const at = this.cellAt(line, i);
      const by = this.producer[at]!;
      if (by !== UNCHANGED) out.push({ cell: at, mask: this.current[at]!, producer: by });
    }
    return out;
  }

  /**
   * Solves `line` over the base grid with only `premises` changed: the line's cells afterwards
   * (line order), or null when the line cannot fit its clue. Used to check which premises a
   * deduction really needs.
   */
  solveWith(line: number, premises: readonly Premise[]): Uint32Array | null {
    const n = this.lineLength(line);
    const cells = new Uint32Array(n);
    for (let i = 0; i < n; i++) cells[i] = this.base[this.cellAt(line, i)]!;
    for (const premise of premises) cells[this.positionIn(line, premise.cell)] = premise.mask;
    this.lineSolves++;
    return this.solver.solve(line, this.lineClue(line), cells, n) ? cells : null;
  }

  /** A grid position's place along a line through it. */
  positionIn(line: number, cell: number): number {
    const { width, height } = this.puzzle;
    return line < height ? cell % width : Math.floor(cell / width);
  }
}
