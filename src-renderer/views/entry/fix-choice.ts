/**
 * Whether the mistake finder has one answer or several it cannot tell apart.
 *
 * The finder ranks its fixes by how common the slip is, but a single wrong number can often be
 * undone from either side: with row 7 typed "12 2" for "11 2", lowering the row and raising a
 * column both balance the totals and both give one solution. The clues alone cannot say which one
 * the book prints, so when more than one fix does both and is about as likely as the best, none of
 * them is offered as the answer and the person compares each with the page.
 */
import type { LineChange, MistakeSuggestion } from '../../../src-main/engine/clue-mistakes/types.ts';
import type { LineClue, Puzzle } from '../../../src-main/engine/puzzle.ts';

export interface FixChoice {
  /** Fixes that balance the totals, give one solution and are about as likely as the best. */
  readonly contenders: readonly MistakeSuggestion[];
  /** The rest, in the finder's order. */
  readonly others: readonly MistakeSuggestion[];
  /** True when two or more contenders leave the choice to the page. */
  readonly ambiguous: boolean;
}

/** How much less likely (in natural-log odds: four times) a fix may be and still count as a rival. */
const EQUALLY_LIKELY = Math.log(4);

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
  const whole = suggestions.filter(
    (suggestion) => suggestion.verdictAfter === 'unique' && balancedAfter(before, suggestion.changes),
  );
  // Scores are log-likelihoods: a fix far likelier than the next (a number the reader doubted,
  // a digit next to the right key) is the answer however many others would also do.
  const best = Math.max(...whole.map((suggestion) => suggestion.score));
  const contenders = whole.filter((suggestion) => suggestion.score >= best - EQUALLY_LIKELY);
  const others = suggestions.filter((suggestion) => !contenders.includes(suggestion));
  return { contenders, others, ambiguous: contenders.length > 1 };
}
