/**
 * One line as Yu, Lee and Chen's rules see it: cells that are white, black or unknown, and for
 * every black run j of the clue a range [rs[j], re[j]] that holds the run in every solution
 * still possible. Rules narrow ranges and paint cells; both only ever shrink what is possible,
 * so applying them repeatedly reaches a fixed point.
 *
 * Cells use the engine's domain bits (bit 0: may be white, bit 1: may be black), so a line's
 * cells are also its domains.
 */

export const WHITE = 1;
export const BLACK = 2;
export const UNKNOWN = 3;

export type CellValue = typeof WHITE | typeof BLACK;

/** What a rule did to a line. */
export type RuleResult = 'same' | 'changed' | 'contradiction';

export interface RunLine {
  /** Cells in the line. */
  readonly n: number;
  /** Runs in the clue. */
  readonly k: number;
  readonly lengths: Int32Array;
  readonly cells: Uint8Array;
  readonly rs: Int32Array;
  readonly re: Int32Array;
}

export type Rule = (line: RunLine) => RuleResult;

/**
 * The widest ranges: run j starts no earlier than the runs before it packed to the left allow
 * and ends no later than the runs after it packed to the right allow. False when the clue does
 * not fit the line.
 */
export function setInitialRanges(line: RunLine): boolean {
  const { k, n, lengths, rs, re } = line;
  let at = 0;
  for (let j = 0; j < k; j++) {
    rs[j] = at;
    at += lengths[j]! + 1;
  }
  at = n - 1;
  for (let j = k - 1; j >= 0; j--) {
    re[j] = at;
    at -= lengths[j]! + 1;
  }
  for (let j = 0; j < k; j++) if (re[j]! - rs[j]! + 1 < lengths[j]!) return false;
  return true;
}

/** Combines the outcome of one step into the running outcome of a rule. */
export function worse(a: RuleResult, b: RuleResult): RuleResult {
  if (a === 'contradiction' || b === 'contradiction') return 'contradiction';
  return a === 'changed' || b === 'changed' ? 'changed' : 'same';
}

export function paint(line: RunLine, i: number, value: CellValue): RuleResult {
  const cell = line.cells[i]!;
  if (cell === value) return 'same';
  if (cell !== UNKNOWN) return 'contradiction';
  line.cells[i] = value;
  return 'changed';
}

/**
 * Paints cells [from, to]. Black beyond either end of the line is a contradiction (a run would
 * leave the line); white beyond the ends is ignored (the border is white already).
 */
export function paintSpan(line: RunLine, from: number, to: number, value: CellValue): RuleResult {
  if (from > to) return 'same';
  if (value === BLACK && (from < 0 || to >= line.n)) return 'contradiction';
  let result: RuleResult = 'same';
  for (let i = Math.max(0, from); i <= Math.min(line.n - 1, to); i++) {
    const step = paint(line, i, value);
    if (step === 'contradiction') return step;
    if (step === 'changed') result = step;
  }
  return result;
}

/** Moves run j's start to at least `start`; a range shorter than the run is a contradiction. */
export function raiseStart(line: RunLine, j: number, start: number): RuleResult {
  if (start <= line.rs[j]!) return 'same';
  line.rs[j] = start;
  return line.re[j]! - start + 1 < line.lengths[j]! ? 'contradiction' : 'changed';
}

/** Moves run j's end to at most `end`; a range shorter than the run is a contradiction. */
export function lowerEnd(line: RunLine, j: number, end: number): RuleResult {
  if (end >= line.re[j]!) return 'same';
  line.re[j] = end;
  return end - line.rs[j]! + 1 < line.lengths[j]! ? 'contradiction' : 'changed';
}

/** Whether the decided cells of a fully known line spell exactly its clue. */
export function matchesClue(line: RunLine): boolean {
  const { n, k, lengths, cells } = line;
  let j = 0;
  let i = 0;
  while (i < n) {
    if (cells[i] === WHITE) {
      i++;
      continue;
    }
    let end = i;
    while (end < n && cells[end] === BLACK) end++;
    if (end === i || j >= k || end - i !== lengths[j]) return false;
    j++;
    i = end;
  }
  return j === k;
}

/**
 * The cells only run j's range covers: black cells there belong to run j. Returns [lo, hi],
 * empty (lo > hi) when other ranges cover all of it.
 */
export function ownedSpan(line: RunLine, j: number): [number, number] {
  let lo = line.rs[j]!;
  let hi = line.re[j]!;
  for (let m = 0; m < line.k; m++) {
    if (m < j) lo = Math.max(lo, line.re[m]! + 1);
    else if (m > j) hi = Math.min(hi, line.rs[m]! - 1);
  }
  return [lo, hi];
}
