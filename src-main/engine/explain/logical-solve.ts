/**
 * A whole solve by line logic, written out step by step as a walkthrough: from an empty grid, take
 * the next step (the line that settles the largest share of its open cells) until the picture is
 * complete or no line settles anything more.
 */
import type { Puzzle } from '../puzzle.ts';
import type { CancelSignal } from '../solver/types.ts';
import { unknownDomains } from './domains.ts';
import { LineScan } from './line-scan.ts';
import { stepFrom } from './next-step.ts';
import type { Axis, LogicStep } from './step.ts';

/**
 * - solved: line logic alone completes the picture.
 * - stuck: no line settles anything more; the puzzle needs probing or search, or is not unique.
 * - contradiction: a line cannot match its clue, so the puzzle has no solution.
 * - stopped: `maxSteps` was reached or the signal aborted.
 */
export type LogicalOutcome = 'solved' | 'stuck' | 'contradiction' | 'stopped';

export interface ExplainOptions {
  readonly maxSteps?: number;
  readonly signal?: CancelSignal;
  /** Called after each step with the cells decided so far (callers throttle what they show). */
  readonly onStep?: (decided: number, total: number) => void;
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
}

export function explainSolve(puzzle: Puzzle, options: ExplainOptions = {}): LogicalSolve {
  const maxSteps = options.maxSteps ?? Infinity;
  const scan = new LineScan(puzzle, unknownDomains(puzzle));
  const steps: LogicStep[] = [];
  const total = scan.domains.length;
  let decided = scan.domains.reduce((sum, mask) => sum + ((mask & (mask - 1)) === 0 ? 1 : 0), 0);
  const end = (outcome: LogicalOutcome, sentence: string, contradiction?: LogicalSolve['contradiction']) => ({
    steps,
    outcome,
    domains: scan.domains.slice(),
    sentence,
    ...(contradiction ? { contradiction } : {}),
  });
  for (;;) {
    if (steps.length >= maxSteps || options.signal?.aborted) {
      return end('stopped', `Stopped after ${plural(steps.length, 'step')}.`);
    }
    const next = stepFrom(puzzle, scan);
    switch (next.kind) {
      case 'solved':
        return end('solved', `Solved by line logic alone in ${plural(steps.length, 'step')}.`);
      case 'stuck': {
        const open = scan.domains.reduce((sum, mask) => sum + ((mask & (mask - 1)) !== 0 ? 1 : 0), 0);
        return end(
          'stuck',
          `After ${plural(steps.length, 'step')} line logic alone gets no further, with ` +
            `${plural(open, 'cell')} still open: the puzzle needs trial and error, or has more than one solution.`,
        );
      }
      case 'contradiction':
        return end('contradiction', `${next.sentence} The puzzle has no solution.`, {
          axis: next.axis,
          index: next.index,
        });
      case 'step':
        steps.push(next.step);
        scan.apply(lineOf(puzzle, next.step));
        decided += next.step.settled.length;
        options.onStep?.(decided, total);
    }
  }
}

function lineOf(puzzle: Puzzle, step: LogicStep): number {
  return step.axis === 'row' ? step.index : puzzle.height + step.index;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
