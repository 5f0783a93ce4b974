/**
 * A hint for a player: the engine's next logical step, worked out from the player's marks rather
 * than from the solution. Each mark becomes a cell domain (a fill is that colour, a cross is
 * empty, a blank may be anything), so a hint never uses what the player has not found; and marks
 * that cannot be right show up as a line that no longer fits its clue, which the hint then names.
 * Pure: the backend and the solver process both call it.
 */
import { gridIndex, unknownDomains } from '../explain/domains.ts';
import { nextStep } from '../explain/next-step.ts';
import { BLANK, CROSS, type Marks } from './types.ts';
import type { Puzzle } from '../puzzle.ts';

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
  | { readonly kind: 'stuck'; readonly sentence: string }
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

export function hintFor(puzzle: Puzzle, marks: Marks): Hint {
  const result = nextStep(puzzle, domainsFromMarks(puzzle, marks));
  switch (result.kind) {
    case 'step': {
      const { step } = result;
      return {
        kind: 'step',
        axis: step.axis,
        index: step.index,
        sentence: step.sentence,
        cells: step.settled.map(({ cell, value }) => ({ cell: gridIndex(puzzle, step, cell), value })),
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
      return { kind: 'stuck', sentence: result.sentence };
    case 'solved':
      return { kind: 'solved', sentence: SOLVED_SENTENCE };
  }
}
