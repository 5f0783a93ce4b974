/**
 * The hint: the next logical step from what is known now. The known cells may come from a player,
 * so they may be incomplete or wrong; a line that can no longer match its clue is reported instead
 * of a step.
 */
import type { Puzzle } from '../puzzle.ts';
import { LineScan } from './line-scan.ts';
import { explainLine, lineContradiction } from './line-step.ts';
import type { Axis, LogicStep } from './step.ts';

export type NextStepResult =
  | { readonly kind: 'step'; readonly step: LogicStep }
  | { readonly kind: 'solved' }
  /** Line logic settles nothing more: the puzzle needs a guess from here, or is not unique. */
  | { readonly kind: 'stuck'; readonly sentence: string }
  | {
      readonly kind: 'contradiction';
      readonly axis: Axis;
      readonly index: number;
      readonly sentence: string;
    };

export const STUCK_SENTENCE =
  'No single row or column settles another cell: line logic alone is stuck here, so the puzzle needs a guess ' +
  'from this point (or has more than one solution).';

/**
 * The most useful line right now: the one that settles the largest share of its open cells (see
 * LineScan.bestLine for ties). `domains` holds one mask per cell, row by row (see domains.ts); it
 * is not changed.
 */
export function nextStep(puzzle: Puzzle, domains: Uint32Array): NextStepResult {
  return stepFrom(puzzle, new LineScan(puzzle, domains));
}

/** The next step of a scan already under way; logical-solve.ts uses it between steps. */
export function stepFrom(puzzle: Puzzle, scan: LineScan): NextStepResult {
  const bad = scan.firstContradiction();
  if (bad >= 0) {
    const axis = scan.axis(bad);
    const index = scan.index(bad);
    const input = { axis, index, clue: scan.clue(bad), palette: puzzle.palette, cells: scan.cells(bad) };
    return { kind: 'contradiction', axis, index, sentence: lineContradiction(input) };
  }
  const line = scan.bestLine();
  if (line < 0) return scan.solved() ? { kind: 'solved' } : { kind: 'stuck', sentence: STUCK_SENTENCE };
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
