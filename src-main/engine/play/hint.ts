/**
 * A hint for a player: the engine's next logical step, worked out from the player's marks rather
 * than from the solution. Each mark becomes a cell domain (a fill is that colour, a cross is
 * empty, a blank may be anything), so a hint never uses what the player has not found; and marks
 * that cannot be right show up as a line that no longer fits its clue, which the hint then names.
 * Where no line settles anything, a hint may try one cell (explain/trial-step.ts): it settles that
 * cell and carries the chain of line deductions that rules the other value out.
 * Pure: the backend and the solver process both call it.
 */
import { gridIndex, unknownDomains } from '../explain/domains.ts';
import { nextStep, type NextStepOptions, type StuckReason } from '../explain/next-step.ts';
import type { TrialReason } from '../explain/step.ts';
import { trialOf } from '../explain/trial-step.ts';
import { BLANK, CROSS, type Marks } from './types.ts';
import type { Puzzle } from '../puzzle.ts';

export type { StuckReason } from '../explain/next-step.ts';
export type { TrialLink, TrialReason } from '../explain/step.ts';

/** A cell a hint settles: its row-major index and value (0 = empty, so cross it; c = colour c). */
export interface HintCell {
  readonly cell: number;
  readonly value: number;
}

export type Hint =
  | {
      readonly kind: 'step';
      readonly axis: 'row' | 'column';
      readonly index: number;
      readonly sentence: string;
      readonly cells: readonly HintCell[];
      /**
       * Set when line logic alone was stuck and the step comes from trying one cell: the cell, the
       * value tried and the links (line positions, as in the walkthrough) that rule it out.
       */
      readonly trial?: TrialReason;
    }
  | {
      /** The player's marks on this line cannot match its clue. */
      readonly kind: 'contradiction';
      readonly axis: 'row' | 'column';
      readonly index: number;
      /** A short, kind lead ("Row 4 doesn't fit its clue — check your marks."). */
      readonly title: string;
      readonly sentence: string;
    }
  | {
      /** Nothing more can be settled from the marks: see StuckReason. */
      readonly kind: 'stuck';
      readonly why: StuckReason;
      readonly sentence: string;
      /** For several-solutions: open cells (row-major indices) where two solutions differ. */
      readonly differing: readonly number[];
    }
  | { readonly kind: 'solved'; readonly sentence: string };

export const SOLVED_SENTENCE = 'Every line already fits its clue.';

export function domainsFromMarks(puzzle: Puzzle, marks: Marks): Uint32Array {
  const domains = unknownDomains(puzzle);
  for (let i = 0; i < domains.length; i++) {
    const mark = marks[i] ?? BLANK;
    if (mark === CROSS) domains[i] = 1;
    else if (mark !== BLANK) domains[i] = 1 << mark;
  }
  return domains;
}

/**
 * The hint for `marks`. `options.trials` lets it try single cells where line logic is stuck (a
 * search that can take a while on a large grid; `options.signal` stops it).
 */
export function hintFor(puzzle: Puzzle, marks: Marks, options: NextStepOptions = {}): Hint {
  const result = nextStep(puzzle, domainsFromMarks(puzzle, marks), options);
  switch (result.kind) {
    case 'step': {
      const { step } = result;
      const trial = trialOf(step);
      return {
        kind: 'step',
        axis: step.axis,
        index: step.index,
        sentence: step.sentence,
        cells: step.settled.map(({ cell, value }) => ({ cell: gridIndex(puzzle, step, cell), value })),
        ...(trial ? { trial } : {}),
      };
    }
    case 'contradiction': {
      const name = `${result.axis === 'row' ? 'Row' : 'Column'} ${result.index + 1}`;
      return {
        kind: 'contradiction',
        axis: result.axis,
        index: result.index,
        title: `${name} doesn’t fit its clue — check your marks.`,
        sentence: result.sentence,
      };
    }
    case 'stuck':
      return { kind: 'stuck', why: result.why, sentence: result.sentence, differing: result.differing };
    case 'solved':
      return { kind: 'solved', sentence: SOLVED_SENTENCE };
  }
}
