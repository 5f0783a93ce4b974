/**
 * Which cell to change when a drawn picture has more than one solution.
 *
 * The solver reports two solutions and the cells where they differ: the ambiguity lives there.
 * Changing one of those cells in the picture (filling an empty one, emptying a filled one) changes
 * its row and column clues, which often rules the other solution out. Not always: the new clues
 * may allow a new ambiguity. So the candidates are ranked by a cheap guess and each is checked
 * with the solver, best first, until one makes the picture unique.
 *
 * The guess prefers cells whose row and column hold many of the differing cells (one change there
 * constrains most of the ambiguity), and cells at the edge of a shape (the change then reads as a
 * slightly different outline rather than a stray dot).
 *
 * For example, a picture whose two solutions differ in the four corners of a 2x2 square
 * (the classic swap: filled on one diagonal or on the other) becomes unique once one of the four
 * cells changes, as long as no other swap appears.
 *
 * A picture may hold several separate ambiguities; the solver shows one at a time. When no single
 * change makes the picture unique, the best change is the one that leaves the fewest of the shown
 * cells ambiguous (then the fewest ambiguous cells in all): applying it and checking again moves
 * on to the next ambiguity.
 */
import type { Grid } from '../puzzle.ts';

export interface FixCandidate {
  /** Row-major index of the cell. */
  readonly cell: number;
  /** The palette index the cell would get (0: empty). */
  readonly value: number;
}

/** What a check of a changed picture answers: its verdict and the cells where two solutions differ. */
export interface CheckOutcome {
  readonly verdict: 'unique' | 'multiple' | 'none' | 'unknown';
  readonly differing: readonly number[];
}

export type PictureCheck = (grid: Grid) => Promise<CheckOutcome>;

export interface FixSuggestion extends FixCandidate {
  /**
   * 'unique' when the change makes the picture unique; 'partial' when it removes the ambiguity
   * shown (or most of it) but the picture still has another, to be fixed next.
   */
  readonly outcome: 'unique' | 'partial';
  /** How many cells two solutions differed in before the change. */
  readonly differingBefore: number;
  /** Where two solutions differ after the change (empty for 'unique'). */
  readonly differingAfter: readonly number[];
  /** Candidates checked. */
  readonly tried: number;
}

export interface SuggestOptions {
  /** The most candidates to check. Default 12. */
  readonly maxTries?: number;
  readonly signal?: { readonly aborted: boolean };
  /** Called before each check with the number of checks done and the number planned. */
  readonly onProgress?: (done: number, planned: number) => void;
}

/** The colour an empty cell would most naturally take: its neighbours' most common colour, else 1. */
function fillColorFor(grid: Grid, index: number): number {
  const { width, height, cells } = grid;
  const x = index % width;
  const y = Math.floor(index / width);
  const counts = new Map<number, number>();
  const look = (nx: number, ny: number): void => {
    if (nx < 0 || ny < 0 || nx >= width || ny >= height) return;
    const value = cells[ny * width + nx]!;
    if (value !== 0) counts.set(value, (counts.get(value) ?? 0) + 1);
  };
  look(x - 1, y);
  look(x + 1, y);
  look(x, y - 1);
  look(x, y + 1);
  let best = 1;
  let bestCount = 0;
  for (const [value, count] of counts) {
    if (count > bestCount || (count === bestCount && value < best)) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}

/** Whether a cell has side neighbours both like and unlike it (it sits on a shape's outline). */
function onOutline(grid: Grid, index: number): boolean {
  const { width, height, cells } = grid;
  const x = index % width;
  const y = Math.floor(index / width);
  const own = cells[index]!;
  let same = false;
  let other = false;
  for (const [nx, ny] of [
    [x - 1, y],
    [x + 1, y],
    [x, y - 1],
    [x, y + 1],
  ] as const) {
    if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
    if (cells[ny * width + nx] === own) same = true;
    else other = true;
  }
  return same && other;
}

/** The changes worth trying, best guess first: one per differing cell. */
export function fixCandidates(grid: Grid, differing: readonly number[]): FixCandidate[] {
  const { width } = grid;
  const inRow = new Map<number, number>();
  const inColumn = new Map<number, number>();
  for (const index of differing) {
    const y = Math.floor(index / width);
    const x = index % width;
    inRow.set(y, (inRow.get(y) ?? 0) + 1);
    inColumn.set(x, (inColumn.get(x) ?? 0) + 1);
  }
  const scored = differing
    .filter((index) => index >= 0 && index < grid.cells.length)
    .map((index) => {
      const lines = (inRow.get(Math.floor(index / width)) ?? 0) + (inColumn.get(index % width) ?? 0);
      return { index, score: lines * 2 + (onOutline(grid, index) ? 1 : 0) };
    });
  scored.sort((a, b) => b.score - a.score || a.index - b.index);
  return scored.map(({ index }) => ({
    cell: index,
    value: grid.cells[index] === 0 ? fillColorFor(grid, index) : 0,
  }));
}

export function applyFix(grid: Grid, fix: FixCandidate): Grid {
  const cells = grid.cells.slice();
  cells[fix.cell] = fix.value;
  return { width: grid.width, height: grid.height, cells };
}

/**
 * Checks the candidates in turn and returns the first change that makes the picture unique, or
 * else the one that best resolves the ambiguity shown (see above), or null when none helps.
 */
export async function suggestFix(
  grid: Grid,
  differing: readonly number[],
  check: PictureCheck,
  options: SuggestOptions = {},
): Promise<FixSuggestion | null> {
  const candidates = fixCandidates(grid, differing).slice(0, Math.max(1, options.maxTries ?? 12));
  const before = new Set(differing);
  // Lower is better: shown cells still ambiguous first, then all ambiguous cells.
  const cost = (after: readonly number[]): number =>
    after.filter((cell) => before.has(cell)).length * (grid.cells.length + 1) + after.length;
  let bestCost = cost(differing);
  let best: Omit<FixSuggestion, 'tried'> | null = null;
  let checked = 0;
  for (const candidate of candidates) {
    if (options.signal?.aborted) break;
    options.onProgress?.(checked, candidates.length);
    const outcome = await check(applyFix(grid, candidate));
    checked += 1;
    if (outcome.verdict === 'unique') {
      return {
        ...candidate,
        outcome: 'unique',
        differingBefore: before.size,
        differingAfter: [],
        tried: checked,
      };
    }
    if (outcome.verdict !== 'multiple') continue;
    const candidateCost = cost(outcome.differing);
    if (candidateCost < bestCost) {
      bestCost = candidateCost;
      best = {
        ...candidate,
        outcome: 'partial',
        differingBefore: before.size,
        differingAfter: outcome.differing,
      };
    }
  }
  return best === null ? null : { ...best, tried: checked };
}
