/**
 * "Fix until unique": the fewest cells to change so that a drawn picture with several solutions
 * has only one, found as one set, to be shown and applied (or not) as a whole.
 *
 * Finding the smallest such set is a search over sets of cells, each checked by the solver, far
 * too many to try. So the set is built greedily and then trimmed:
 *
 * 1. Greedy: the one-cell suggestion (suggest.ts) for the picture as changed so far, applied, and
 *    again, until the picture is unique. Each step rules out the ambiguity the solver shows, or as
 *    much of it as one cell can.
 * 2. Trim: a change made early may be made needless by a later one (a later cell pins the same
 *    swap down as well). Each change is left out in turn, earliest first, and the picture checked
 *    without it; a change whose absence still leaves the picture unique is dropped for good. What
 *    is left is minimal in the sense that no single change of it can go.
 *
 * For example, a picture with two separate 2x2 swaps needs two changes, one in each; if the first
 * step happened to pick a cell that only half-resolved the first swap, and a later step a cell that
 * settles it, the trim drops the first.
 *
 * The checks are the caller's (a solve job per changed picture, in the solver process), so this
 * runs wherever the caller likes; it stops when `signal` is aborted, returning what it has (a
 * check cut short should answer 'unknown' rather than throw).
 */
import type { Grid } from '../puzzle.ts';
import { suggestFix, type FixCandidate, type PictureCheck } from './suggest.ts';

export interface UniqueFix {
  /** The cells to change and what each becomes, in the order found. */
  readonly changes: readonly FixCandidate[];
  /**
   * 'unique' when the changes make the picture unique; 'partial' when they remove some of the
   * ambiguity but no further change could be found (or the limit was reached, or it was stopped);
   * 'none' when no change helped at all.
   */
  readonly outcome: 'unique' | 'partial' | 'none';
  /** Where two solutions of the changed picture still differ (empty for 'unique'). */
  readonly differingAfter: readonly number[];
  /** Pictures checked in all. */
  readonly checks: number;
  /**
   * The search was stopped (cancelled, or out of time) before it finished: a 'unique' set may not
   * be the fewest, a 'partial' one may have gone further.
   */
  readonly stopped?: true;
}

export interface UniqueFixOptions {
  /** The most cells to change before giving up. Default 25. */
  readonly maxChanges?: number;
  /** Candidates to check for each change. Default 12. */
  readonly maxTries?: number;
  readonly signal?: { readonly aborted: boolean };
  /** Called as the work goes on: a fraction (a rough one while the set grows) and what it does now. */
  readonly onProgress?: (fraction: number, message: string) => void;
}

/** The share of the progress bar the greedy steps take; the trim takes the rest. */
const GREEDY_SHARE = 0.8;

export function applyChanges(grid: Grid, changes: readonly FixCandidate[]): Grid {
  const cells = grid.cells.slice();
  for (const change of changes) cells[change.cell] = change.value;
  return { width: grid.width, height: grid.height, cells };
}

export async function findUniqueFix(
  grid: Grid,
  differing: readonly number[],
  check: PictureCheck,
  options: UniqueFixOptions = {},
): Promise<UniqueFix> {
  const maxChanges = Math.max(1, options.maxChanges ?? 25);
  const aborted = (): boolean => options.signal?.aborted === true;
  const report = options.onProgress ?? (() => undefined);
  let checks = 0;
  const counted: PictureCheck = async (picture) => {
    checks += 1;
    return check(picture);
  };

  // 1. Greedy: one suggestion at a time on the picture as changed so far.
  let changes: FixCandidate[] = [];
  let current = differing;
  let unique = false;
  while (!aborted() && changes.length < maxChanges && current.length > 0) {
    const step = changes.length + 1;
    // Ambiguity left is a fair guess at the work left; it need not shrink evenly.
    const done = GREEDY_SHARE * (1 - current.length / Math.max(differing.length, current.length));
    const suggestion = await suggestFix(applyChanges(grid, changes), current, counted, {
      ...(options.maxTries !== undefined ? { maxTries: options.maxTries } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      onProgress: (tried, planned) => report(done, `Change ${step}: trying cell ${tried + 1} of ${planned}`),
    });
    if (suggestion === null) break;
    changes = withChange(grid, changes, { cell: suggestion.cell, value: suggestion.value });
    current = suggestion.differingAfter;
    if (suggestion.outcome === 'unique') {
      unique = true;
      break;
    }
  }
  const stopped = (): { stopped?: true } => (aborted() ? { stopped: true } : {});
  if (!unique) {
    const outcome = changes.length === 0 ? 'none' : 'partial';
    return { changes, outcome, differingAfter: current, checks, ...stopped() };
  }

  // 2. Trim: leave each change out in turn; keep it out when the picture stays unique.
  const found = changes.length;
  for (let i = 0; i < changes.length && changes.length > 1 && !aborted();) {
    report(
      GREEDY_SHARE + ((1 - GREEDY_SHARE) * (found - changes.length + i)) / found,
      `Checking whether change ${i + 1} of ${changes.length} is needed`,
    );
    const without = changes.filter((_, j) => j !== i);
    const outcome = await counted(applyChanges(grid, without));
    if (outcome.verdict === 'unique') changes = without;
    else i += 1;
  }
  report(1, `${changes.length} ${changes.length === 1 ? 'cell' : 'cells'} to change`);
  return { changes, outcome: 'unique', differingAfter: [], checks, ...stopped() };
}

/**
 * The changes with one more: a cell changed again replaces its earlier change, and one changed back
 * to what the picture holds is no change at all.
 */
function withChange(grid: Grid, changes: readonly FixCandidate[], change: FixCandidate): FixCandidate[] {
  const others = changes.filter((each) => each.cell !== change.cell);
  return grid.cells[change.cell] === change.value ? others : [...others, change];
}
