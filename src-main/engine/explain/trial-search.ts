/**
 * Where line logic is stuck: the single-cell trial with the shortest explanation.
 *
 * Every open cell is tried with every value it may take (filled before empty, so the usual
 * sentence is "Suppose ... is filled"). A trial that ends in a contradiction rules its value out.
 * The search runs all trials a few rounds deep, then twice as deep for those not yet finished,
 * and so on (trial-runner.ts), and stops at the first depth where some trial contradicts: the
 * shallowest contradictions. A trial that settles without a contradiction is dropped for good.
 * Among the shallow contradictions (up to CANDIDATES of them) the one whose chain (trial-chain.ts)
 * has the fewest links wins, then the fewest cells named, then grid order.
 *
 * When no trial contradicts, the puzzle needs a deeper guess (or has several solutions) from here.
 * (The solver's probing also keeps a value that every value of another cell leads to; at the
 * stuck points of the benchmark sets, and of thousands of random puzzles, no such cell exists
 * where no trial contradicts, so explanations do without it.)
 */
import type { Puzzle } from '../puzzle.ts';
import type { CancelSignal } from '../solver/types.ts';
import { chainOf, type ChainLinkData } from './trial-chain.ts';
import { MaskLineSolver } from './mask-line-solver.ts';
import { TrialMemory } from './trial-memory.ts';
import { TrialRunner } from './trial-runner.ts';

export interface TrialFinding {
  /** The cell tried (grid position, row by row) and the value that leads to a contradiction. */
  readonly cell: number;
  readonly value: number;
  readonly links: readonly ChainLinkData[];
  /** The cell's domain without that value. */
  readonly mask: number;
}

/** How many of the shallowest contradictions have their chains worked out and compared. */
const CANDIDATES = 24;
const FIRST_ROUND_LIMIT = 2;

/**
 * One line solver and one memory per puzzle, kept while the puzzle is: the hints of one game and
 * the steps of one walkthrough meet the same line states and the same trials again and again.
 */
const kits = new WeakMap<Puzzle, { readonly solver: MaskLineSolver; readonly memory: TrialMemory }>();

interface Trial {
  readonly cell: number;
  readonly value: number;
}

/**
 * The best single-cell trial over `base` (one domain per cell, row by row, where no line settles
 * anything more), or null when none settles anything or the signal aborts.
 */
export function findTrial(puzzle: Puzzle, base: Uint32Array, signal?: CancelSignal): TrialFinding | null {
  let kit = kits.get(puzzle);
  if (!kit) {
    kit = { solver: new MaskLineSolver(), memory: new TrialMemory() };
    kits.set(puzzle, kit);
  }
  const runner = new TrialRunner(puzzle, base, kit.solver);
  kit.memory.update(runner);
  const trials: Trial[] = [];
  for (let cell = 0; cell < base.length; cell++) {
    for (const value of valuesOf(base[cell]!)) {
      if (kit.memory.known(cell, value)?.kind !== 'settled') trials.push({ cell, value });
    }
  }
  const contradictions = shallowestContradictions(runner, kit.memory, trials, signal);
  if (contradictions === null) return null;
  return contradictions.length > 0 ? bestRefute(runner, contradictions) : null;
}

/** The values a domain allows, colours first (ascending), empty last. */
export function valuesOf(mask: number): number[] {
  if ((mask & (mask - 1)) === 0) return [];
  const out: number[] = [];
  for (let c = 1; c < 32; c++) if ((mask >>> c) & 1) out.push(c);
  if (mask & 1) out.push(0);
  return out;
}

/** Trials that contradict at the least depth reached, with their rounds; [] when none does; null when stopped. */
function shallowestContradictions(
  runner: TrialRunner,
  memory: TrialMemory,
  trials: readonly Trial[],
  signal: CancelSignal | undefined,
): { trial: Trial; round: number }[] | null {
  let alive = trials;

  for (let limit = FIRST_ROUND_LIMIT; alive.length > 0; limit *= 2) {
    const found: { trial: Trial; round: number }[] = [];
    const unfinished: Trial[] = [];
    for (const trial of alive) {
      if (signal?.aborted) return null;
      let known = memory.known(trial.cell, trial.value);
      // A contradiction or a settling is known for good; a trial known to run this deep need not run again.
      if (!known || (known.kind === 'unfinished' && known.round < limit)) {
        const outcome = runner.run(trial.cell, 1 << trial.value, limit, false);
        memory.remember(trial.cell, trial.value, outcome);
        known = outcome;
      }
      if (known.kind === 'contradiction' && known.round <= limit) found.push({ trial, round: known.round });
      else if (known.kind !== 'settled') unfinished.push(trial);
    }
    if (found.length > 0) return found;
    alive = unfinished;
  }
  return [];
}

function bestRefute(runner: TrialRunner, found: readonly { trial: Trial; round: number }[]): TrialFinding {
  const shallow = [...found].sort((a, b) => a.round - b.round).slice(0, CANDIDATES);
  let best: { finding: TrialFinding; score: number[] } | null = null;
  for (const { trial, round } of shallow) {
    const outcome = runner.run(trial.cell, 1 << trial.value, round, true);
    if (outcome.kind !== 'contradiction' || !outcome.record) throw new Error('a contradiction did not recur');
    const links = chainOf(runner, outcome.record);
    const mask = runner.base[trial.cell]! & ~(1 << trial.value);
    const settles = (mask & (mask - 1)) === 0 ? 0 : 1;
    const finding: TrialFinding = { cell: trial.cell, value: trial.value, links, mask };
    const score = [settles, links.length, cellsNamed(links)];
    if (!best || lexLess(score, best.score)) best = { finding, score };
  }
  return best!.finding;
}

function cellsNamed(links: readonly ChainLinkData[]): number {
  return links.reduce((sum, link) => sum + link.needed.length, 0);
}

function lexLess(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}
