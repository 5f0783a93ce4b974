/**
 * Part 2 of Yu, Lee and Chen's rules: narrowing the run ranges.
 *
 * 2.1  Runs keep their order with a white cell between them: run j starts after run j - 1's
 *      earliest end plus a gap, and ends before run j + 1's latest start minus a gap.
 * 2.2  A run cannot start right after a black cell or end right before one (it would merge).
 * 2.3  A black segment longer than run j is not part of run j, so run j lies wholly before or
 *      wholly after it; where one side has no room for the run, the range loses that side.
 */
import { BLACK, lowerEnd, raiseStart, worse, type RuleResult, type RunLine } from './run-line.ts';

export function rule21(line: RunLine): RuleResult {
  const { k, lengths, rs, re } = line;
  let result: RuleResult = 'same';
  for (let j = 1; j < k && result !== 'contradiction'; j++) {
    result = worse(result, raiseStart(line, j, rs[j - 1]! + lengths[j - 1]! + 1));
  }
  for (let j = k - 2; j >= 0 && result !== 'contradiction'; j--) {
    result = worse(result, lowerEnd(line, j, re[j + 1]! - lengths[j + 1]! - 1));
  }
  return result;
}

export function rule22(line: RunLine): RuleResult {
  const { k, n, cells, rs, re } = line;
  let result: RuleResult = 'same';
  for (let j = 0; j < k && result !== 'contradiction'; j++) {
    let start = rs[j]!;
    while (start > 0 && start < n && cells[start - 1] === BLACK) start++;
    result = worse(result, raiseStart(line, j, start));
    if (result === 'contradiction') break;
    let end = re[j]!;
    while (end < n - 1 && end >= 0 && cells[end + 1] === BLACK) end--;
    result = worse(result, lowerEnd(line, j, end));
  }
  return result;
}

/** The first black segment longer than `size` that meets [from, to], as [a, b], or null. */
function firstLongSegment(line: RunLine, from: number, to: number, size: number): [number, number] | null {
  const { n, cells } = line;
  let i = from;
  while (i > 0 && cells[i - 1] === BLACK && cells[i] === BLACK) i--;
  while (i <= to) {
    if (cells[i] !== BLACK) {
      i++;
      continue;
    }
    let b = i;
    while (b + 1 < n && cells[b + 1] === BLACK) b++;
    if (b - i + 1 > size) return [i, b];
    i = b + 1;
  }
  return null;
}

/** The last black segment longer than `size` that meets [from, to], as [a, b], or null. */
function lastLongSegment(line: RunLine, from: number, to: number, size: number): [number, number] | null {
  const { n, cells } = line;
  let i = to;
  while (i + 1 < n && cells[i + 1] === BLACK && cells[i] === BLACK) i++;
  while (i >= from) {
    if (cells[i] !== BLACK) {
      i--;
      continue;
    }
    let a = i;
    while (a > 0 && cells[a - 1] === BLACK) a--;
    if (i - a + 1 > size) return [a, i];
    i = a - 1;
  }
  return null;
}

export function rule23(line: RunLine): RuleResult {
  const { k, lengths, rs, re } = line;
  let result: RuleResult = 'same';
  for (let j = 0; j < k; j++) {
    const length = lengths[j]!;
    for (;;) {
      const segment = firstLongSegment(line, rs[j]!, re[j]!, length);
      if (!segment || segment[0] - 2 - rs[j]! + 1 >= length) break;
      result = worse(result, raiseStart(line, j, segment[1] + 2));
      if (result === 'contradiction') return result;
    }
    for (;;) {
      const segment = lastLongSegment(line, rs[j]!, re[j]!, length);
      if (!segment || re[j]! - (segment[1] + 2) + 1 >= length) break;
      result = worse(result, lowerEnd(line, j, segment[0] - 2));
      if (result === 'contradiction') return result;
    }
  }
  return result;
}
