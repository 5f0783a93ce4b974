/**
 * Part 1 of Yu, Lee and Chen's rules: cells that the run ranges decide.
 *
 * 1.1  A run of length L in range [rs, re] covers [re - L + 1, rs + L - 1] wherever it lies.
 * 1.2  A cell in no run's range is white.
 * 1.3  If the first cell of run j's range is black and every other run whose range covers it has
 *      length 1, the cell before it is white (likewise after the last cell of the range).
 * 1.4  An unknown cell between two black cells is white if painting it would join them into a
 *      segment that no run's range holds and no run is long enough for.
 * 1.5  A black segment belongs to a run whose range holds it; with m the shortest such run, a
 *      white cell (or the ranges' edge) close to it pushes the run to cover m cells from that
 *      wall; and if every such run is exactly as long as the segment, both its ends are white.
 */
import { BLACK, paint, paintSpan, UNKNOWN, WHITE, worse, type RuleResult, type RunLine } from './run-line.ts';

export function rule11(line: RunLine): RuleResult {
  let result: RuleResult = 'same';
  for (let j = 0; j < line.k && result !== 'contradiction'; j++) {
    const length = line.lengths[j]!;
    result = worse(result, paintSpan(line, line.re[j]! - length + 1, line.rs[j]! + length - 1, BLACK));
  }
  return result;
}

export function rule12(line: RunLine): RuleResult {
  let result: RuleResult = 'same';
  for (let i = 0; i < line.n && result !== 'contradiction'; i++) {
    let covered = false;
    for (let j = 0; j < line.k && !covered; j++) covered = line.rs[j]! <= i && i <= line.re[j]!;
    if (!covered) result = worse(result, paint(line, i, WHITE));
  }
  return result;
}

/** Whether every run other than j whose range covers cell i has length 1. */
function othersAreSingles(line: RunLine, j: number, i: number): boolean {
  for (let m = 0; m < line.k; m++) {
    if (m !== j && line.rs[m]! <= i && i <= line.re[m]! && line.lengths[m] !== 1) return false;
  }
  return true;
}

export function rule13(line: RunLine): RuleResult {
  let result: RuleResult = 'same';
  for (let j = 0; j < line.k && result !== 'contradiction'; j++) {
    const start = line.rs[j]!;
    if (start > 0 && line.cells[start] === BLACK && othersAreSingles(line, j, start)) {
      result = worse(result, paint(line, start - 1, WHITE));
    }
    const end = line.re[j]!;
    if (end < line.n - 1 && line.cells[end] === BLACK && othersAreSingles(line, j, end)) {
      result = worse(result, paint(line, end + 1, WHITE));
    }
  }
  return result;
}

/** Whether some run's range holds cells [from, to] and the run is at least that long. */
function someRunHolds(line: RunLine, from: number, to: number): boolean {
  for (let m = 0; m < line.k; m++) {
    if (line.rs[m]! <= from && to <= line.re[m]! && line.lengths[m]! >= to - from + 1) return true;
  }
  return false;
}

export function rule14(line: RunLine): RuleResult {
  const { n, cells } = line;
  let result: RuleResult = 'same';
  for (let i = 1; i + 1 < n && result !== 'contradiction'; i++) {
    if (cells[i] !== UNKNOWN || cells[i - 1] !== BLACK || cells[i + 1] !== BLACK) continue;
    let from = i - 1;
    while (from > 0 && cells[from - 1] === BLACK) from--;
    let to = i + 1;
    while (to + 1 < n && cells[to + 1] === BLACK) to++;
    if (!someRunHolds(line, from, to)) result = worse(result, paint(line, i, WHITE));
  }
  return result;
}

/** Paints around the black segment [a, b] from what the runs able to hold it have in common. */
function settleSegment(line: RunLine, a: number, b: number): RuleResult {
  const { n, k, cells, lengths, rs, re } = line;
  const size = b - a + 1;
  let shortest = Infinity;
  let longest = 0;
  let leftmost = n;
  let rightmost = -1;
  for (let m = 0; m < k; m++) {
    if (rs[m]! > a || re[m]! < b || lengths[m]! < size) continue;
    shortest = Math.min(shortest, lengths[m]!);
    longest = Math.max(longest, lengths[m]!);
    leftmost = Math.min(leftmost, rs[m]!);
    rightmost = Math.max(rightmost, re[m]!);
  }
  if (longest === 0) return 'contradiction';
  let result: RuleResult = 'same';
  if (longest === size) {
    if (a > 0) result = worse(result, paint(line, a - 1, WHITE));
    if (b + 1 < n) result = worse(result, paint(line, b + 1, WHITE));
    if (result === 'contradiction') return result;
  }
  let leftWall = leftmost - 1;
  for (let i = a - 1; i > leftWall; i--) {
    if (cells[i] === WHITE) leftWall = i;
  }
  let rightWall = rightmost + 1;
  for (let i = b + 1; i < rightWall; i++) {
    if (cells[i] === WHITE) rightWall = i;
  }
  result = worse(result, paintSpan(line, b + 1, leftWall + shortest, BLACK));
  if (result === 'contradiction') return result;
  return worse(result, paintSpan(line, rightWall - shortest, a - 1, BLACK));
}

export function rule15(line: RunLine): RuleResult {
  const { n, cells } = line;
  let result: RuleResult = 'same';
  let i = 0;
  while (i < n && result !== 'contradiction') {
    if (cells[i] !== BLACK) {
      i++;
      continue;
    }
    let b = i;
    while (b + 1 < n && cells[b + 1] === BLACK) b++;
    result = worse(result, settleSegment(line, i, b));
    i = b + 1;
  }
  return result;
}
