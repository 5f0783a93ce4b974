/**
 * A hint for a player: the engine's next logical step, worked out from the player's marks rather
 * than from the solution. Each mark becomes a cell domain (a fill is that colour, a cross is
 * empty, a blank may be anything), so a hint never uses what the player has not found; and marks
 * that cannot be right show up as a line that no longer fits its clue, which the hint then names.
 * Pure: the main process and the solver process both call it.
 */
import { gridIndex, unknownDomains } from '../engine/explain/domains.ts';
import { nextStep } from '../engine/explain/next-step.ts';
import { BLANK, CROSS, type Marks } from '../engine/play/types.ts';
import type { Puzzle } from '../engine/puzzle.ts';
import type { Hint } from './play-dto.ts';

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
