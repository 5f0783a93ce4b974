/**
 * The hint: the next logical step from what is known now. The known cells may come from a player,
 * so they may be incomplete or wrong; a line that can no longer match its clue is reported instead
 * of a step. Where no line settles anything more, a single-cell trial (trial-step.ts) may, when
 * the caller asks for trials; otherwise the puzzle needs a deeper guess or has several solutions.
 */
import type { Grid, Puzzle } from '../puzzle.ts';
import type { CancelSignal } from '../solver/types.ts';
import { LineScan } from './line-scan.ts';
import { explainLine, lineContradiction } from './line-step.ts';
import type { Axis, LogicStep } from './step.ts';
import { trialStep } from './trial-step.ts';
import { DEEPER_GUESS_SENTENCE, severalSolutionsSentence } from './trial-sentences.ts';

/**
 * Why nothing more can be settled:
 * - line-logic: no line settles a cell (trials were not asked for);
 * - deeper-guess: no line and no single-cell trial settles a cell;
 * - several-solutions: the same, on a puzzle known to have more than one solution.
 */
export type StuckReason = 'line-logic' | 'deeper-guess' | 'several-solutions';

export type NextStepResult =
  | { readonly kind: 'step'; readonly step: LogicStep }
  | { readonly kind: 'solved' }
  | {
      readonly kind: 'stuck';
      readonly why: StuckReason;
      readonly sentence: string;
      /** For several-solutions: open cells (grid positions) where two known solutions differ. */
      readonly differing: readonly number[];
    }
  | {
      readonly kind: 'contradiction';
      readonly axis: Axis;
      readonly index: number;
      readonly sentence: string;
    };

export interface NextStepOptions {
  /** Try single cells where line logic is stuck. Default false: line logic only. */
  readonly trials?: boolean;
  /** Stops a trial search early (the result is then `stuck`, and the caller knows why). */
  readonly signal?: CancelSignal;
  /** Solutions known to the caller: two that differ show the puzzle has several. */
  readonly solutions?: readonly Grid[];
  /** The puzzle is known to have several solutions, even without two of them at hand. */
  readonly several?: boolean;
}

export const STUCK_SENTENCE =
  'No single row or column settles another cell: line logic alone is stuck here, so the puzzle needs a guess ' +
  'from this point (or has more than one solution).';

/**
 * The most useful line right now: the one that settles the largest share of its open cells (see
 * LineScan.bestLine for ties). `domains` holds one mask per cell, row by row (see domains.ts); it
 * is not changed.
 */
export function nextStep(
  puzzle: Puzzle,
  domains: Uint32Array,
  options: NextStepOptions = {},
): NextStepResult {
  return stepFrom(puzzle, new LineScan(puzzle, domains), options);
}

/** The next step of a scan already under way; logical-solve.ts uses it between steps. */
export function stepFrom(puzzle: Puzzle, scan: LineScan, options: NextStepOptions = {}): NextStepResult {
  const bad = scan.firstContradiction();
  if (bad >= 0) {
    const axis = scan.axis(bad);
    const index = scan.index(bad);
    const input = { axis, index, clue: scan.clue(bad), palette: puzzle.palette, cells: scan.cells(bad) };
    return { kind: 'contradiction', axis, index, sentence: lineContradiction(input) };
  }
  const line = scan.bestLine();
  if (line < 0) {
    if (scan.solved()) return { kind: 'solved' };
    return stuck(puzzle, scan.domains, options);
  }
  const input = {
    axis: scan.axis(line),
    index: scan.index(line),
    clue: scan.clue(line),
    palette: puzzle.palette,
    cells: scan.cells(line),
  };
  const outcome = explainLine(input, scan.result(line));
  // bestLine only offers lines whose result differs from their cells, so this is always a step.
  if (outcome.kind !== 'step') throw new Error(`line ${line} was expected to give a step`);
  return outcome;
}

function stuck(puzzle: Puzzle, domains: Uint32Array, options: NextStepOptions): NextStepResult {
  if (!options.trials) return { kind: 'stuck', why: 'line-logic', sentence: STUCK_SENTENCE, differing: [] };
  const step = trialStep(puzzle, domains, options.signal);
  return step ? { kind: 'step', step } : stuckBeyondTrials(puzzle, domains, options);
}

/**
 * Where neither a line nor a single-cell trial settles a cell of `domains`: a deeper guess, or,
 * when `options` show the puzzle has several solutions, that (naming open cells where two differ).
 */
export function stuckBeyondTrials(
  puzzle: Puzzle,
  domains: Uint32Array,
  options: Pick<NextStepOptions, 'solutions' | 'several'>,
): Extract<NextStepResult, { kind: 'stuck' }> {
  const differing = differingOpenCells(domains, options.solutions ?? []);
  if (options.several || differing !== null) {
    const cells = differing ?? [];
    return {
      kind: 'stuck',
      why: 'several-solutions',
      sentence: severalSolutionsSentence(puzzle.width, cells),
      differing: cells,
    };
  }
  return { kind: 'stuck', why: 'deeper-guess', sentence: DEEPER_GUESS_SENTENCE, differing: [] };
}

/** Open cells where the first two solutions differ; null when fewer than two differ at all. */
function differingOpenCells(domains: Uint32Array, solutions: readonly Grid[]): number[] | null {
  const [a, b] = solutions;
  if (!a || !b || a.cells.length !== domains.length || b.cells.length !== domains.length) return null;
  const all: number[] = [];
  for (let i = 0; i < domains.length; i++) if (a.cells[i] !== b.cells[i]) all.push(i);
  if (all.length === 0) return null;
  return all.filter((i) => (domains[i]! & (domains[i]! - 1)) !== 0);
}
