/**
 * A whole solve by line logic, written out step by step as a walkthrough: from an empty grid, take
 * the next step (the line that settles the largest share of its open cells) until the picture is
 * complete or no line settles anything more. With `trials`, a single-cell trial (trial-step.ts)
 * takes over where lines are stuck, and the walkthrough goes on from the cell it settles.
 */
import type { Grid, Puzzle } from '../puzzle.ts';
import type { CancelSignal } from '../solver/types.ts';
import { gridIndex, unknownDomains } from './domains.ts';
import { LineScan } from './line-scan.ts';
import { stepFrom, type NextStepResult, type StuckReason } from './next-step.ts';
import type { Axis, LogicStep } from './step.ts';
import { trialOf } from './trial-step.ts';

/**
 * - solved: line logic alone completes the picture.
 * - stuck: no line (nor, with `trials`, a single-cell trial) settles anything more; the puzzle
 *   needs probing or search, or is not unique.
 * - contradiction: a line cannot match its clue, so the puzzle has no solution.
 * - stopped: `maxSteps` was reached or the signal aborted.
 */
export type LogicalOutcome = 'solved' | 'stuck' | 'contradiction' | 'stopped';

export interface ExplainOptions {
  readonly maxSteps?: number;
  readonly signal?: CancelSignal;
  /** Called after each step with the cells decided so far (callers throttle what they show). */
  readonly onStep?: (decided: number, total: number) => void;
  /** Go on with single-cell trials where line logic is stuck. Default false: line logic only. */
  readonly trials?: boolean;
  /** Solutions known to the caller (see NextStepOptions): named where the walkthrough gets stuck. */
  readonly solutions?: readonly Grid[];
  readonly several?: boolean;
}

export interface LogicalSolve {
  readonly steps: readonly LogicStep[];
  readonly outcome: LogicalOutcome;
  /** The cell domains at the end, row by row. */
  readonly domains: Uint32Array;
  /** How the walkthrough ends, in a sentence. */
  readonly sentence: string;
  /** The line that cannot match its clue, when the outcome is `contradiction`. */
  readonly contradiction?: { readonly axis: Axis; readonly index: number };
  /** Why it is stuck, when the outcome is `stuck`; `differing` as in NextStepResult. */
  readonly stuck?: { readonly why: StuckReason; readonly differing: readonly number[] };
}

export function explainSolve(puzzle: Puzzle, options: ExplainOptions = {}): LogicalSolve {
  const maxSteps = options.maxSteps ?? Infinity;
  const scan = new LineScan(puzzle, unknownDomains(puzzle));
  const steps: LogicStep[] = [];
  const total = scan.domains.length;
  let decided = scan.domains.reduce((sum, mask) => sum + ((mask & (mask - 1)) === 0 ? 1 : 0), 0);
  const end = (
    outcome: LogicalOutcome,
    sentence: string,
    more: Partial<LogicalSolve> = {},
  ): LogicalSolve => ({
    steps,
    outcome,
    domains: scan.domains.slice(),
    sentence,
    ...more,
  });
  const stepOptions = {
    trials: options.trials ?? false,
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.solutions ? { solutions: options.solutions } : {}),
    ...(options.several ? { several: true } : {}),
  };
  for (;;) {
    if (steps.length >= maxSteps || options.signal?.aborted) {
      return end('stopped', `Stopped after ${plural(steps.length, 'step')}.`);
    }
    const next = stepFrom(puzzle, scan, stepOptions);
    switch (next.kind) {
      case 'solved':
        return end('solved', solvedSentence(steps));
      case 'stuck':
        // A trial search cut short says stuck; the walkthrough was stopped, not stuck.
        if (options.signal?.aborted) continue;
        return end('stuck', stuckSentence(steps.length, scan.domains, next), {
          stuck: { why: next.why, differing: next.differing },
        });
      case 'contradiction':
        return end('contradiction', `${next.sentence} The puzzle has no solution.`, {
          contradiction: { axis: next.axis, index: next.index },
        });
      case 'step':
        steps.push(next.step);
        if (trialOf(next.step)) {
          for (const { cell, value } of next.step.settled)
            scan.narrow(gridIndex(puzzle, next.step, cell), 1 << value);
          for (const { cell, colors } of next.step.ruledOut) {
            scan.narrow(gridIndex(puzzle, next.step, cell), ~colors.reduce((bits, c) => bits | (1 << c), 0));
          }
        } else scan.apply(lineOf(puzzle, next.step));
        decided += next.step.settled.length;
        options.onStep?.(decided, total);
    }
  }
}

/**
 * The walkthrough with its stuck end told again from what is known now (a solve found two
 * solutions after the walkthrough was stuck, say).
 */
export function withStuckEnd(
  walk: LogicalSolve,
  stuck: Extract<NextStepResult, { kind: 'stuck' }>,
): LogicalSolve {
  if (walk.outcome !== 'stuck') return walk;
  return {
    ...walk,
    sentence: stuckSentence(walk.steps.length, walk.domains, stuck),
    stuck: { why: stuck.why, differing: stuck.differing },
  };
}

function stuckSentence(
  steps: number,
  domains: Uint32Array,
  stuck: Extract<NextStepResult, { kind: 'stuck' }>,
): string {
  const open = domains.reduce((sum, mask) => sum + ((mask & (mask - 1)) !== 0 ? 1 : 0), 0);
  if (stuck.why === 'line-logic') {
    return (
      `After ${plural(steps, 'step')} line logic alone gets no further, with ` +
      `${plural(open, 'cell')} still open: the puzzle needs trial and error, or has more than one solution.`
    );
  }
  return `After ${plural(steps, 'step')}, ${plural(open, 'cell')} still open. ${stuck.sentence}`;
}

function lineOf(puzzle: Puzzle, step: LogicStep): number {
  return step.axis === 'row' ? step.index : puzzle.height + step.index;
}

function solvedSentence(steps: readonly LogicStep[]): string {
  const trials = steps.filter((step) => trialOf(step) !== null).length;
  if (trials === 0) return `Solved by line logic alone in ${plural(steps.length, 'step')}.`;
  return `Solved in ${plural(steps.length, 'step')}: ${steps.length - trials} by lines alone and ${trials} by trying one cell.`;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
