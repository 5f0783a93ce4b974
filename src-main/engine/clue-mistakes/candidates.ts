/**
 * The candidate fixes the solver will try, found cheaply. For each line the puzzle is propagated
 * with that line left free: if it still contradicts, no change to that line alone can repair the
 * puzzle and the line is passed over; otherwise each typing fix of the line (line-edits.ts) must
 * still fit the cells the other lines force on it. When those cells are all decided they spell
 * out the line's clue, which becomes a "rewrite" candidate even if no typing mistake explains it.
 * Line shifts (line-shifts.ts) are tested the same way, with the line whose clue was never typed
 * left free and read off from the others.
 */
import { LineSolver } from '../line-solver.ts';
import { clueOfLine, sameClue, type LineClue, type Puzzle } from '../puzzle.ts';
import { CluePropagator, LineMemo, decidedLine, lineDecided } from './clue-propagator.ts';
import { describeEdit, describeShift } from './describe.ts';
import { QUICK_PICTURE_NODES, freeLineClues, freeLinePictures } from './free-line.ts';
import { clueKey, lineEdits } from './line-edits.ts';
import { lineShifts, type LineShift } from './line-shifts.ts';
import { MISTAKE_PRIORS, READING_PRIORS, fixPrior } from './mistake-kinds.ts';
import { satAffordable } from './sat-budget.ts';
import { SkippedLineSearch } from './skipped-lines-sat.ts';
import { changesTotalsBy, linesTotals, requiredChange, type RequiredChange } from './totals.ts';
import type { LineAxis } from '../validate.ts';
import type { ClueReadings, LineChange, MistakeKind, NumberReading } from './types.ts';

export interface Candidate {
  readonly kind: MistakeKind;
  readonly prior: number;
  /** The line the suggestion is about (for a shift, the line whose clue is new). */
  readonly primary: LineChange;
  readonly changes: readonly LineChange[];
  readonly rows: readonly LineClue[];
  readonly columns: readonly LineClue[];
  readonly description: string;
}

/** Clues of lines never typed to list for all live line shifts together, and for one shift. */
const SHIFT_CLUES = 48;
const MAX_CLUES_PER_SHIFT = 16;

/** The clues to list for each of `live` shifts: a share of SHIFT_CLUES, within bounds. */
function cluesPerShift(live: number): number {
  return Math.min(MAX_CLUES_PER_SHIFT, Math.max(4, Math.floor(SHIFT_CLUES / Math.max(1, live))));
}

/** Names a line shift in the sets of shifts done and live. */
function shiftKey(shift: LineShift): string {
  return `${shift.kind} ${shift.axis} ${shift.at}`;
}

/** How much likelier a skipped line is when the typed puzzle's last line of that axis is empty. */
const EMPTY_LAST_LINE_ODDS = 4;

/** Names the puzzle a candidate gives: two candidates with the same key are the same fix. */
export function candidateKey(candidate: Candidate): string {
  return candidate.changes.map((c) => `${c.axis}${c.index}:${clueKey(c.after)}`).join('|');
}

/** A line's numbering as in CluePropagator: rows first, then columns. */
function lineOf(puzzle: Puzzle, line: number): { axis: 'row' | 'column'; index: number } {
  return line < puzzle.height
    ? { axis: 'row', index: line }
    : { axis: 'column', index: line - puzzle.height };
}

export class CandidateList {
  private readonly puzzle: Puzzle;
  /** The typed clues, rows then columns. */
  private readonly lines: readonly LineClue[];
  private readonly required: RequiredChange;
  private readonly byKey = new Map<string, Candidate>();
  private readonly lineSolver = new LineSolver();
  /** Solved line states shared by every relaxed propagation of this puzzle. */
  private readonly memo = new LineMemo();
  /** Line shifts ruled out or fully read off, and those that passed the quick look. */
  private readonly shiftsDone = new Set<string>();
  private readonly shiftsLive = new Set<string>();
  /** Per axis, the SAT search for its skipped lines, once begun (black-and-white puzzles). */
  private readonly skipSearches = new Map<LineAxis, SkippedLineSearch>();
  /** For a puzzle read from a photo: the reader's confidence, line by line (rows, then columns). */
  private readonly readings: readonly (readonly NumberReading[])[] | null;
  private readonly priors: Readonly<Record<MistakeKind, number>>;

  constructor(puzzle: Puzzle, reading?: ClueReadings) {
    this.puzzle = puzzle;
    this.lines = [...puzzle.rows, ...puzzle.columns];
    this.required = requiredChange(puzzle);
    this.readings = reading ? [...reading.rows, ...reading.columns] : null;
    this.priors = reading ? READING_PRIORS : MISTAKE_PRIORS;
  }

  /** Best prior first; among equals, in the order they were found. */
  sorted(): Candidate[] {
    return [...this.byKey.values()].sort((a, b) => b.prior - a.prior);
  }

  get size(): number {
    return this.byKey.size;
  }

  /** Adds the single-line fixes of one line (numbered rows first, then columns). */
  addLineFixes(line: number): void {
    const { puzzle } = this;
    const colors = puzzle.palette.length;
    const clue = this.lines[line]!;
    const required = line < puzzle.height ? this.required.row : this.required.column;
    const propagator = new CluePropagator(puzzle.width, puzzle.height, colors, this.lines, line, this.memo);
    const domains = propagator.initialDomains();
    if (!propagator.propagate(domains)) return;

    const n = propagator.lineLength(line);
    const cells = new Uint32Array(n);
    for (let i = 0; i < n; i++) cells[i] = domains[propagator.cellOf(line, i)]!;
    const source = this.readings ? { read: true, numbers: this.readings[line] ?? [] } : { read: false };
    for (const edit of lineEdits(clue, n, colors, required, source)) {
      if (this.fits(edit.after, cells)) this.addEdit(edit.kind, line, edit.after, edit.share, edit.at);
    }
    if (lineDecided(propagator, domains, line)) {
      const derived = clueOfLine(decidedLine(propagator, domains, line));
      if (!sameClue(derived, clue) && changesTotalsBy(clue, derived, required, colors)) {
        this.addEdit('rewrite', line, derived, 1, -1);
      }
    }
  }

  /**
   * Adds the fixes for a line skipped or typed twice (those `which` accepts), where the other
   * lines allow them. Every shift is propagated first (cheap); the clue of the line never typed
   * is then read off for the shifts that survive, in order, while time remains. False when
   * `stopped` cut it short; called again, it goes on with the shifts it had not finished.
   */
  addLineShifts(stopped: () => boolean, which: (shift: LineShift) => boolean = () => true): boolean {
    const survivors: {
      shift: LineShift;
      key: string;
      propagator: CluePropagator;
      domains: Uint32Array;
      missing: Int32Array;
    }[] = [];
    const blackAndWhite = this.puzzle.palette.length === 2;
    const { rows, columns } = this.puzzle;
    const bySatOn = {
      row: blackAndWhite && satAffordable(rows, columns, 'row'),
      column: blackAndWhite && satAffordable(rows, columns, 'column'),
    };
    const bySat = new Map<LineAxis, Set<number>>();
    for (const shift of lineShifts(this.puzzle)) {
      const key = shiftKey(shift);
      if (!which(shift) || this.shiftsDone.has(key)) continue;
      const skippedBySat = shift.kind === 'line-skipped' && bySatOn[shift.axis];
      if (skippedBySat && this.skipSearches.has(shift.axis)) continue;
      if (stopped()) return false;
      const missing = this.missingTotals(shift);
      if (!missing) {
        this.shiftsDone.add(key);
        continue;
      }
      const { puzzle } = this;
      const isRow = shift.axis === 'row';
      const all = isRow ? [...shift.clues, ...puzzle.columns] : [...puzzle.rows, ...shift.clues];
      const free = isRow ? shift.free : puzzle.height + shift.free;
      const colors = puzzle.palette.length;
      const propagator = new CluePropagator(puzzle.width, puzzle.height, colors, all, free, this.memo);
      const domains = propagator.initialDomains();
      if (!propagator.propagate(domains)) this.shiftsDone.add(key);
      else if (!skippedBySat) survivors.push({ shift, key, propagator, domains, missing });
      else {
        const alive = bySat.get(shift.axis) ?? new Set<number>();
        alive.add(shift.at);
        bySat.set(shift.axis, alive);
      }
    }
    if (!this.addSkipsBySat(bySat, which, stopped)) return false;
    // A shift whose other lines allow no picture at all is dropped (a first short search proves
    // it for most wrong shifts). The clues of the lines never typed are then shared out, so that
    // a lone live shift whose free line the others leave open lists all its clues.
    const live = survivors.filter(({ key, propagator, domains, missing }) => {
      if (stopped()) return false;
      if (this.shiftsLive.has(key)) return true;
      const first = freeLinePictures(
        propagator,
        domains,
        propagator.free,
        missing,
        1,
        stopped,
        QUICK_PICTURE_NODES,
      );
      if (first.clues.length > 0 || first.cut) {
        if (!stopped()) this.shiftsLive.add(key);
        return true;
      }
      this.shiftsDone.add(key);
      return false;
    });
    if (stopped()) return false;
    const perShift = cluesPerShift(live.length);
    for (const { shift, key, propagator, domains, missing } of live) {
      if (stopped()) return false;
      for (const clue of freeLineClues(propagator, domains, propagator.free, missing, perShift, stopped)) {
        this.addShift(shift, clue);
      }
      if (!stopped()) this.shiftsDone.add(key);
    }
    return !stopped();
  }

  /**
   * Black-and-white puzzles small enough to encode (sat-budget.ts) read off the skipped lines of
   * an axis with one SAT search over every place (skipped-lines-sat.ts); `alive` gives the
   * places that propagation left, for each axis met for the first time. False when `stopped`
   * cut it short.
   */
  private addSkipsBySat(
    alive: ReadonlyMap<LineAxis, ReadonlySet<number>>,
    which: (shift: LineShift) => boolean,
    stopped: () => boolean,
  ): boolean {
    const { puzzle } = this;
    for (const [axis, places] of alive) {
      if (places.size === 0) continue;
      this.skipSearches.set(axis, new SkippedLineSearch(puzzle, axis, places, cluesPerShift));
    }
    const shifts = lineShifts(puzzle).filter((shift) => shift.kind === 'line-skipped' && which(shift));
    for (const [axis, search] of this.skipSearches) {
      const ofAxis = shifts.filter((shift) => shift.axis === axis);
      if (search.done || ofAxis.length === 0) continue;
      const whole = search.run(stopped, (at, clue) => {
        const shift = ofAxis.find((s) => s.at === at);
        if (shift) this.addShift(shift, clue);
      });
      if (!whole) return false;
      for (const shift of ofAxis) this.shiftsDone.add(shiftKey(shift));
    }
    return true;
  }

  /** The prior of the fixes for a line of `axis` skipped or typed twice (see addShift). */
  shiftPrior(kind: LineShift['kind'], axis: LineAxis): number {
    const typed = axis === 'row' ? this.puzzle.rows : this.puzzle.columns;
    // A skipped line leaves the last line with nothing to type; drawn pictures are cropped to
    // their ink, so an empty last line is otherwise rare.
    const leftEmpty = kind === 'line-skipped' && typed[typed.length - 1]!.length === 0;
    return this.priors[kind] * (leftEmpty ? EMPTY_LAST_LINE_ODDS : 1);
  }

  /** What the line never typed must fill, per colour: what the other axis has left over. */
  private missingTotals(shift: LineShift): Int32Array | null {
    const { puzzle } = this;
    const colors = puzzle.palette.length;
    const isRow = shift.axis === 'row';
    const other = linesTotals(isRow ? puzzle.columns : puzzle.rows, colors);
    const own = linesTotals(shift.clues, colors);
    const length = isRow ? puzzle.width : puzzle.height;
    const missing = new Int32Array(colors);
    let needed = 0;
    for (let c = 1; c < colors; c++) {
      missing[c] = other[c]! - own[c]!;
      if (missing[c]! < 0) return null;
      needed += missing[c]!;
    }
    return needed <= length ? missing : null;
  }

  private addShift(shift: LineShift, clue: LineClue): void {
    const { puzzle } = this;
    const isRow = shift.axis === 'row';
    const lines = shift.clues.map((known, i) => (i === shift.free ? clue : known));
    const typed = isRow ? puzzle.rows : puzzle.columns;
    const changes: LineChange[] = [];
    for (let i = 0; i < lines.length; i++) {
      if (!sameClue(lines[i]!, typed[i]!)) {
        changes.push({ axis: shift.axis, index: i, before: typed[i]!, after: lines[i]! });
      }
    }
    if (changes.length === 0) return;
    this.add({
      kind: shift.kind,
      prior: this.shiftPrior(shift.kind, shift.axis),
      primary: { axis: shift.axis, index: shift.free, before: typed[shift.free]!, after: clue },
      changes,
      rows: isRow ? lines : puzzle.rows,
      columns: isRow ? puzzle.columns : lines,
      description: describeShift(shift, lines.length, clue, puzzle.palette),
    });
  }

  /**
   * How much likelier a fix of this number (`at`, or -1 for the line as a whole) is because the
   * reader was unsure of it: 1 for a number read with 95 % confidence, a twentieth for one it was
   * all but sure of, three times for one it doubted. 1 for a typed puzzle.
   */
  private doubt(line: number, at: number): number {
    const numbers = this.readings?.[line];
    if (!numbers) return 1;
    const confidence =
      at >= 0 && numbers[at] ? numbers[at].confidence : Math.min(1, ...numbers.map((n) => n.confidence));
    return Math.min(3, Math.max(0.05, (1 - confidence) * 20));
  }

  private addEdit(kind: MistakeKind, line: number, after: LineClue, share: number, at: number): void {
    const { puzzle } = this;
    const { axis, index } = lineOf(puzzle, line);
    const before = axis === 'row' ? puzzle.rows[index]! : puzzle.columns[index]!;
    const change: LineChange = { axis, index, before, after };
    const replaced = (lines: readonly LineClue[]): LineClue[] =>
      lines.map((clue, i) => (i === index ? after : clue));
    this.add({
      kind,
      prior: fixPrior(kind, before, after, this.priors) * share * this.doubt(line, at),
      primary: change,
      changes: [change],
      rows: axis === 'row' ? replaced(puzzle.rows) : puzzle.rows,
      columns: axis === 'column' ? replaced(puzzle.columns) : puzzle.columns,
      description: describeEdit(kind, axis, index, before, after, puzzle.palette, this.readings !== null),
    });
  }

  /** Keeps one candidate per resulting puzzle: the one whose mistake is the likelier. */
  private add(candidate: Candidate): void {
    const key = candidateKey(candidate);
    const known = this.byKey.get(key);
    if (!known || candidate.prior > known.prior) this.byKey.set(key, candidate);
  }

  private fits(clue: LineClue, cells: Uint32Array): boolean {
    return this.lineSolver.solve(clue, cells.slice(), cells.length);
  }
}
