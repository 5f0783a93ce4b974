/**
 * Part 3 of Yu, Lee and Chen's rules: what black and white segments inside a range tell.
 *
 * The "owned" part of run j's range is where no other run's range reaches; a black cell there
 * can only belong to run j.
 *
 * 3.1  The owned black cells of run j belong to one run: the cells between the first and the
 *      last of them are black, and the range shrinks to within L of both.
 * 3.2  White cells split a range into stretches; stretches at either end too short for the run
 *      are dropped from the range.
 * 3.3  Run j's owned black cells pin it down further:
 *      - if the first cell of the range is black and owned, the run starts there (and likewise
 *        if the last cell is black and owned, the run ends there);
 *      - a white cell before the first owned black cell moves the start past it, and one after
 *        the last owned black cell moves the end before it;
 *      - a later black segment that would make the run too long if joined ends the range two
 *        cells before it (and likewise an earlier one starts it two cells after).
 */
import {
  BLACK,
  lowerEnd,
  ownedSpan,
  paint,
  paintSpan,
  raiseStart,
  WHITE,
  worse,
  type RuleResult,
  type RunLine,
} from './run-line.ts';

/** The owned black cells of run j, widened to the whole black segments they lie in. */
function ownedBlack(line: RunLine, j: number): [number, number] | null {
  const { n, cells } = line;
  const [lo, hi] = ownedSpan(line, j);
  let first = lo;
  while (first <= hi && cells[first] !== BLACK) first++;
  if (first > hi) return null;
  let last = hi;
  while (cells[last] !== BLACK) last--;
  while (first > 0 && cells[first - 1] === BLACK) first--;
  while (last + 1 < n && cells[last + 1] === BLACK) last++;
  return [first, last];
}

export function rule31(line: RunLine): RuleResult {
  let result: RuleResult = 'same';
  for (let j = 0; j < line.k && result !== 'contradiction'; j++) {
    const owned = ownedBlack(line, j);
    if (!owned) continue;
    const [first, last] = owned;
    const length = line.lengths[j]!;
    result = worse(result, paintSpan(line, first, last, BLACK));
    if (result === 'contradiction') break;
    result = worse(result, raiseStart(line, j, last - length + 1));
    if (result === 'contradiction') break;
    result = worse(result, lowerEnd(line, j, first + length - 1));
  }
  return result;
}

export function rule32(line: RunLine): RuleResult {
  const { k, cells, lengths, rs, re } = line;
  let result: RuleResult = 'same';
  for (let j = 0; j < k && result !== 'contradiction'; j++) {
    const length = lengths[j]!;
    // From the left: skip stretches between white cells that are too short for the run.
    let start = rs[j]!;
    for (let i = start; i <= re[j]!; i++) {
      if (cells[i] === WHITE) start = i + 1;
      else if (i - start + 1 >= length) break;
    }
    result = worse(result, raiseStart(line, j, start));
    if (result === 'contradiction') break;
    let end = re[j]!;
    for (let i = end; i >= rs[j]!; i--) {
      if (cells[i] === WHITE) end = i - 1;
      else if (end - i + 1 >= length) break;
    }
    result = worse(result, lowerEnd(line, j, end));
  }
  return result;
}

/** The run starts at the first cell of its range when that cell is black and owned. */
function pinnedByEdge(line: RunLine, j: number): RuleResult {
  const { n, cells, lengths, rs, re } = line;
  const [lo, hi] = ownedSpan(line, j);
  const length = lengths[j]!;
  let result: RuleResult = 'same';
  if (lo === rs[j] && lo <= hi && cells[lo] === BLACK) {
    const start = rs[j]!;
    result = worse(result, paintSpan(line, start, start + length - 1, BLACK));
    if (start > 0) result = worse(result, paint(line, start - 1, WHITE));
    if (start + length < n) result = worse(result, paint(line, start + length, WHITE));
    if (result === 'contradiction') return result;
    result = worse(result, lowerEnd(line, j, start + length - 1));
  }
  if (result !== 'contradiction' && hi === re[j] && lo <= hi && cells[hi] === BLACK) {
    const end = re[j]!;
    result = worse(result, paintSpan(line, end - length + 1, end, BLACK));
    if (end + 1 < n) result = worse(result, paint(line, end + 1, WHITE));
    if (end - length >= 0) result = worse(result, paint(line, end - length, WHITE));
    if (result === 'contradiction') return result;
    result = worse(result, raiseStart(line, j, end - length + 1));
  }
  return result;
}

/** White cells outside the owned black cells [first, last] cut the range there. */
function cutAtWhite(line: RunLine, j: number, first: number, last: number): RuleResult {
  const { cells, rs, re } = line;
  let start = rs[j]!;
  for (let i = first - 1; i >= rs[j]!; i--) {
    if (cells[i] === WHITE) {
      start = i + 1;
      break;
    }
  }
  let end = re[j]!;
  for (let i = last + 1; i <= re[j]!; i++) {
    if (cells[i] === WHITE) {
      end = i - 1;
      break;
    }
  }
  const result = raiseStart(line, j, start);
  return result === 'contradiction' ? result : worse(result, lowerEnd(line, j, end));
}

/** Black segments too far from the owned black cells [first, last] to join them bound the range. */
function cutAtFarBlack(line: RunLine, j: number, first: number, last: number): RuleResult {
  const { cells, lengths, rs, re } = line;
  const length = lengths[j]!;
  let end = re[j]!;
  for (let c = last + 2; c <= re[j]!; c++) {
    if (cells[c] !== BLACK) continue;
    let d = c;
    while (d + 1 < line.n && cells[d + 1] === BLACK) d++;
    if (d - first + 1 > length) {
      end = c - 2;
      break;
    }
    c = d;
  }
  let start = rs[j]!;
  for (let c = first - 2; c >= rs[j]!; c--) {
    if (cells[c] !== BLACK) continue;
    let a = c;
    while (a > 0 && cells[a - 1] === BLACK) a--;
    if (last - a + 1 > length) {
      start = c + 2;
      break;
    }
    c = a;
  }
  const result = lowerEnd(line, j, end);
  return result === 'contradiction' ? result : worse(result, raiseStart(line, j, start));
}

export function rule33(line: RunLine): RuleResult {
  let result: RuleResult = 'same';
  for (let j = 0; j < line.k && result !== 'contradiction'; j++) {
    result = worse(result, pinnedByEdge(line, j));
    if (result === 'contradiction') break;
    const owned = ownedBlack(line, j);
    if (!owned) continue;
    result = worse(result, cutAtWhite(line, j, owned[0], owned[1]));
    if (result === 'contradiction') break;
    result = worse(result, cutAtFarBlack(line, j, owned[0], owned[1]));
  }
  return result;
}
