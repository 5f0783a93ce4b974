/**
 * What earlier trial searches on the same puzzle learnt, so that the next hint (a few cells on)
 * does not try every cell again. A trial runs exactly the same as long as the lines it solves are
 * the same before it starts, so a trial that settled without a contradiction, or ended in one at
 * some round, or ran some rounds without either, still does while none of those lines changed.
 *
 * Lines are compared by content: each search hands in its grid, and a line whose cells differ
 * from the last search's gets a new version. An entry is valid while every line it names is no
 * newer than the entry. This is the bookkeeping of the solver's probing (solver/probing.ts), kept
 * by content rather than by the moves of one search, since hints come from a player's marks.
 */
import type { TrialOutcome, TrialRunner } from './trial-runner.ts';

interface Entry {
  readonly at: number;
  readonly lines: Int32Array;
}

/** What a trial was seen to do (see TrialOutcome). */
export interface KnownTrial {
  readonly kind: TrialOutcome['kind'];
  readonly round: number;
}

export class TrialMemory {
  private lineKeys: string[] = [];
  private version = new Float64Array(0);
  private clock = 0;
  private readonly trials = new Map<number, Entry & KnownTrial>();

  /** Starts a search over `runner.base`: lines that changed since the last search get a new version. */
  update(runner: TrialRunner): void {
    const lines = runner.puzzle.width + runner.puzzle.height;
    this.clock++;
    if (this.version.length !== lines) {
      this.version = new Float64Array(lines).fill(this.clock);
      this.lineKeys = [];
    }
    for (let line = 0; line < lines; line++) {
      let key = '';
      const n = runner.lineLength(line);
      for (let i = 0; i < n; i++) key += `${runner.base[runner.cellAt(line, i)]!},`;
      if (this.lineKeys[line] !== key) {
        this.lineKeys[line] = key;
        this.version[line] = this.clock;
      }
    }
  }

  /** What trying `value` in `cell` is known to do now, or null. */
  known(cell: number, value: number): KnownTrial | null {
    const entry = this.trials.get(cell * 32 + value);
    return entry && this.valid(entry) ? entry : null;
  }

  remember(cell: number, value: number, outcome: TrialOutcome): void {
    const { kind, round, lines } = outcome;
    this.trials.set(cell * 32 + value, { at: this.clock, lines: Int32Array.from(lines), kind, round });
  }

  private valid(entry: Entry | undefined): boolean {
    if (!entry) return false;
    for (const line of entry.lines) if (this.version[line]! > entry.at) return false;
    return true;
  }
}
