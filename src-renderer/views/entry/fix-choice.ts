/**
 * Whether the mistake finder has one answer or several it cannot tell apart.
 *
 * The finder ranks its fixes by how common the slip is, but a single wrong number can often be
 * undone from either side: with row 7 typed "12 2" for "11 2", lowering the row and raising a
 * column both balance the totals and both give one solution. The clues alone cannot say which one
 * the book prints, so when more than one fix does both, none of them is offered as the answer and
 * the person compares each with the page.
 */
import type { LineChange, MistakeSuggestion } from '../../../src-main/engine/clue-mistakes/types.ts';
import type { LineClue, Puzzle } from '../../../src-main/engine/puzzle.ts';

export interface FixChoice {
  /** Fixes that balance the totals and give one solution: the real candidates. */
  readonly contenders: readonly MistakeSuggestion[];
  /** The rest, in the finder's order. */
  readonly others: readonly MistakeSuggestion[];
  /** True when two or more contenders leave the choice to the page. */
  readonly ambiguous: boolean;
}

type Totals = Map<number, number>;

function add(totals: Totals, clue: LineClue, sign: 1 | -1): void {
  for (const block of clue) totals.set(block.color, (totals.get(block.color) ?? 0) + sign * block.length);
}

/** Cells of each colour the rows fill, minus those the columns fill. */
function imbalance(clues: Pick<Puzzle, 'rows' | 'columns'>): Totals {
  const totals: Totals = new Map();
  for (const row of clues.rows) add(totals, row, 1);
  for (const column of clues.columns) add(totals, column, -1);
  return totals;
}

function balancedAfter(before: Totals, changes: readonly LineChange[]): boolean {
  const totals = new Map(before);
  for (const change of changes) {
    const sign = change.axis === 'row' ? 1 : -1;
    add(totals, change.before, sign === 1 ? -1 : 1);
    add(totals, change.after, sign);
  }
  for (const difference of totals.values()) if (difference !== 0) return false;
  return true;
}

export function chooseFixes(
  clues: Pick<Puzzle, 'rows' | 'columns'>,
  suggestions: readonly MistakeSuggestion[],
): FixChoice {
  const before = imbalance(clues);
  const contenders: MistakeSuggestion[] = [];
  const others: MistakeSuggestion[] = [];
  for (const suggestion of suggestions) {
    const contender = suggestion.verdictAfter === 'unique' && balancedAfter(before, suggestion.changes);
    (contender ? contenders : others).push(suggestion);
  }
  return { contenders, others, ambiguous: contenders.length > 1 };
}
