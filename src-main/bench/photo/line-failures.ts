/**
 * Why a line was read wrong: the clue as read set against the true clue, put into one class of
 * failure, so that the page reader's benchmark can say which stage to improve. The classes follow
 * the reader's stages: nothing read at all (the clue band missed the line), numbers right but
 * grouped wrong (the gap between numbers misjudged: two numbers joined or one parted), digits
 * lost or added (a glyph merged with its neighbour, or a speck read as a digit), the outermost
 * numbers lost (the band did not reach out far enough), digits misread as other digits (the
 * classifier), or only the colours wrong.
 */

export type LineFailure =
  | 'nothing-read'
  | 'numbers-joined'
  | 'number-parted'
  | 'outer-numbers-lost'
  | 'digit-lost'
  | 'digit-added'
  | 'digit-misread'
  | 'colour-wrong';

export interface LineVerdict {
  /** Null when the line was read exactly. */
  readonly failure: LineFailure | null;
  /** For misread digits: each as `true->read`, in order. */
  readonly misreads: readonly string[];
}

/**
 * `truth` and `read` are the numbers of one line; `colours` says whether the colours agree (true
 * when the page has none). A line with two kinds of mistake is put in the first class that
 * explains part of it, in the order above.
 */
export function lineVerdict(
  truth: readonly number[],
  read: readonly number[],
  colours: boolean,
): LineVerdict {
  const same = truth.length === read.length && truth.every((n, i) => n === read[i]);
  if (same) return { failure: colours ? null : 'colour-wrong', misreads: [] };
  if (read.length === 0) return { failure: 'nothing-read', misreads: [] };
  const truthDigits = truth.join('');
  const readDigits = read.join('');
  if (truthDigits === readDigits) {
    return { failure: read.length < truth.length ? 'numbers-joined' : 'number-parted', misreads: [] };
  }
  // A clue starts or ends at the grid: numbers lost at its far end are the band's fault.
  const lost = truth.length - read.length;
  if (lost > 0 && (read.every((n, i) => n === truth[i + lost]) || read.every((n, i) => n === truth[i]))) {
    return { failure: 'outer-numbers-lost', misreads: [] };
  }
  const { substitutions, insertions, deletions } = alignDigits(truthDigits, readDigits);
  if (deletions > 0) return { failure: 'digit-lost', misreads: substitutions };
  if (insertions > 0) return { failure: 'digit-added', misreads: substitutions };
  if (substitutions.length > 0 && truth.length === read.length) {
    return { failure: 'digit-misread', misreads: substitutions };
  }
  // The same digits in the same order but with different numbers and some misread.
  return {
    failure: read.length < truth.length ? 'numbers-joined' : 'number-parted',
    misreads: substitutions,
  };
}

/** The fewest edits from one string of digits to the other, and which digits were substituted. */
export function alignDigits(
  truth: string,
  read: string,
): { substitutions: string[]; insertions: number; deletions: number } {
  const n = truth.length;
  const m = read.length;
  const cost: number[][] = Array.from({ length: n + 1 }, (_, i) =>
    Array.from({ length: m + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      const swap = cost[i - 1]![j - 1]! + (truth[i - 1] === read[j - 1] ? 0 : 1);
      cost[i]![j] = Math.min(swap, cost[i - 1]![j]! + 1, cost[i]![j - 1]! + 1);
    }
  }
  const substitutions: string[] = [];
  let insertions = 0;
  let deletions = 0;
  let i = n;
  let j = m;
  while (i > 0 || j > 0) {
    const here = cost[i]![j]!;
    if (i > 0 && j > 0 && here === cost[i - 1]![j - 1]! + (truth[i - 1] === read[j - 1] ? 0 : 1)) {
      if (truth[i - 1] !== read[j - 1]) substitutions.unshift(`${truth[i - 1]}->${read[j - 1]}`);
      i--;
      j--;
    } else if (i > 0 && here === cost[i - 1]![j]! + 1) {
      deletions++;
      i--;
    } else {
      insertions++;
      j--;
    }
  }
  return { substitutions, insertions, deletions };
}
