/**
 * Every place a line of one axis may have been skipped, searched as one SAT problem (sat/), for
 * black-and-white puzzles. Read off one place at a time, each skipped line costs a solver of its
 * own, and in a puzzle that line logic does not solve most of that goes on proving that the
 * wrong places have no picture. Here the place is itself a variable: with `at` the skipped line,
 * line r takes the typed clue r while r < at, is free at r = at, and takes the typed clue r - 1
 * after it (the last typed clue is dropped: it is what was typed after the book ran out). Each
 * line's clauses are written for both clues, each set switched on by its side of `at`, so one
 * solver's learnt clauses serve every place, and its "no model" rules out all the places left.
 *
 * `at` is in order encoding: variable A(r) says at > r, and A(r) implies A(r - 1). Places are
 * listed by blocking: once a place has enough clues (or pictures) it is ruled out; before that,
 * each picture found rules out its free line's cells at that place, so the next one differs.
 */
import { Cdcl } from '../sat/cdcl.ts';
import { addCollected } from '../sat/grid-clauses.ts';
import { addLineClauses, ClauseSink } from '../sat/line-clauses.ts';
import { clueOfLine, sameClue, type LineClue, type Puzzle } from '../puzzle.ts';
import type { LineAxis } from '../validate.ts';

/** Pictures read per clue wanted at one place, beyond which the place's list is taken as it stands. */
const PICTURES_PER_CLUE = 4;

/** A sink that adds one more literal to every clause: the clause holds unless that is false. */
class GuardedSink extends ClauseSink {
  guard = -1;

  override add(...lits: number[]): void {
    super.add(...lits, this.guard);
  }
}

export class SkippedLineSearch {
  private solver: Cdcl | null;
  private readonly axis: LineAxis;
  private readonly share: (live: number) => number;
  private perPlace: number;
  /** Places closed with clues still unlisted, and whether they were searched again. */
  private readonly capped = new Set<number>();
  private widened = false;
  private readonly puzzle: Puzzle;
  /** First variable of A(0..n-2). */
  private readonly firstAfter: number;
  private readonly count: number;
  private readonly clues = new Map<number, LineClue[]>();
  private readonly pictures = new Map<number, number>();
  private finished = false;

  /**
   * `alive`: the places worth reading off at all (a quick propagation may already have ruled
   * the others out). `perPlace(live)`: how many clues to list at each place when `live` places
   * have pictures. The puzzle must be black and white.
   */
  constructor(
    puzzle: Puzzle,
    axis: LineAxis,
    alive: ReadonlySet<number>,
    perPlace: (live: number) => number,
  ) {
    this.puzzle = puzzle;
    this.axis = axis;
    this.count = (axis === 'row' ? puzzle.rows : puzzle.columns).length;
    this.firstAfter = puzzle.width * puzzle.height;
    this.share = perPlace;
    this.perPlace = perPlace(alive.size);
    // An axis of one line has no place to skip (the last line is never the skipped one).
    this.solver = this.count >= 2 ? this.build(alive) : null;
    if (!this.solver) this.finished = true;
  }

  /** Whether every place's clues have been listed (or ruled out). */
  get done(): boolean {
    return this.finished;
  }

  /**
   * Lists clues until `stopped`, a share of them for each place, handing each new one to
   * `found`; a later call goes on from where this one stopped. True when done.
   */
  run(stopped: () => boolean, found: (at: number, clue: LineClue) => void): boolean {
    if (!this.solver || this.finished) return true;
    const { width, height } = this.puzzle;
    const rows = this.axis === 'row';
    const length = rows ? width : height;
    const cells = new Uint8Array(length);
    for (;;) {
      if (stopped()) return false;
      const solver: Cdcl | null = this.solver;
      const answer = solver ? solver.solve(stopped) : 'unsat';
      if (answer === 'stopped') return false;
      if (!solver || answer === 'unsat') {
        if (this.widen()) continue;
        return (this.finished = true);
      }
      let at = 0;
      while (at < this.count - 1 && solver.modelValue(this.firstAfter + at)) at++;
      const blocking = this.notAt(at);
      for (let i = 0; i < length; i++) {
        const cell = rows ? at * width + i : i * width + at;
        const filled = solver.modelValue(cell);
        cells[i] = filled ? 1 : 0;
        blocking.push(filled ? 2 * cell + 1 : 2 * cell);
      }
      const clue = clueOfLine(cells);
      const known = this.clues.get(at) ?? [];
      if (!known.some((other) => sameClue(other, clue))) {
        known.push(clue);
        this.clues.set(at, known);
        found(at, clue);
      }
      const pictures = (this.pictures.get(at) ?? 0) + 1;
      this.pictures.set(at, pictures);
      const full = known.length >= this.perPlace || pictures >= PICTURES_PER_CLUE * this.perPlace;
      if (full) this.capped.add(at);
      if (!solver.addClause(full ? this.notAt(at) : blocking)) this.solver = null;
    }
  }

  /**
   * The share of clues per place was set from the places propagation left, and most of those
   * may have turned out to have no picture. Once all are listed, the places closed at that share
   * are searched again (by a new solver: the old one has ruled them out) with the share the
   * places that have pictures allow. False when there is nothing to widen.
   */
  private widen(): boolean {
    if (this.widened || this.capped.size === 0) return false;
    this.widened = true;
    const wider = this.share(this.clues.size);
    if (wider <= this.perPlace) return false;
    this.perPlace = wider;
    this.pictures.clear();
    this.solver = this.build(this.capped);
    return true;
  }

  /** The solver over the places in `alive`, or null when none can have a picture. */
  private build(alive: ReadonlySet<number>): Cdcl | null {
    const { puzzle, axis, count: n } = this;
    const { width, height } = puzzle;
    const typed = axis === 'row' ? puzzle.rows : puzzle.columns;
    const others = axis === 'row' ? puzzle.columns : puzzle.rows;
    const sink = new GuardedSink(this.firstAfter + n - 1);
    const after = (r: number): number => this.firstAfter + r;
    const cellOf = (line: number, i: number, rows: boolean): number =>
      rows ? line * width + i : i * width + line;
    const lengths = (clue: LineClue): Int32Array => Int32Array.from(clue, (block) => block.length);
    const lineCells = (line: number, rows: boolean): number[] =>
      Array.from({ length: rows ? width : height }, (_, i) => cellOf(line, i, rows));

    for (let line = 0; line < others.length; line++) {
      sink.guard = 2 * after(n - 2); // false at every place: these clauses always hold
      addLineClauses(sink, lineCells(line, axis !== 'row'), lengths(others[line]!));
    }
    for (let r = 0; r < n; r++) {
      const cells = lineCells(r, axis === 'row');
      if (r <= n - 2) {
        sink.guard = 2 * after(r) + 1; // needs at > r
        addLineClauses(sink, cells, lengths(typed[r]!));
      }
      if (r >= 1) {
        sink.guard = 2 * after(r - 1); // needs at < r
        addLineClauses(sink, cells, lengths(typed[r - 1]!));
      }
    }

    const solver = new Cdcl(sink.variables, this.firstAfter + n - 1);
    let ok = solver.addClause([2 * after(n - 2) + 1]);
    for (let r = 1; ok && r <= n - 2; r++) ok = solver.addClause([2 * after(r) + 1, 2 * after(r - 1)]);
    for (let at = 0; ok && at <= n - 2; at++) if (!alive.has(at)) ok = solver.addClause(this.notAt(at));
    return ok && addCollected(solver, sink) ? solver : null;
  }

  /** A clause saying the skipped line is not `at`: at > at or at <= at - 1. */
  private notAt(at: number): number[] {
    const clause = [2 * (this.firstAfter + at)];
    if (at > 0) clause.push(2 * (this.firstAfter + at - 1) + 1);
    return clause;
  }
}
