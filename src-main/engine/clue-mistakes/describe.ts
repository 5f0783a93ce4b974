/** The sentences of the suggestions, 1-based as lines are printed on a puzzle. */
import { formatClue } from '../clue-text.ts';
import type { LineClue, PaletteColor } from '../puzzle.ts';
import { lineName, type LineAxis } from '../validate.ts';
import type { LineShift } from './line-shifts.ts';
import { MISTAKE_PHRASES, READING_PHRASES } from './mistake-kinds.ts';
import type { MistakeKind } from './types.ts';

/** "Row 7: 3 1 4 → 3 1 5 (a number off by one)". */
export function describeEdit(
  kind: MistakeKind,
  axis: LineAxis,
  index: number,
  before: LineClue,
  after: LineClue,
  palette: readonly PaletteColor[],
  read = false,
): string {
  const from = formatClue(before, palette);
  const to = formatClue(after, palette);
  return `${lineName(axis, index)}: ${from} → ${to} (${(read ? READING_PHRASES : MISTAKE_PHRASES)[kind]})`;
}

/**
 * "Rows 5–29 move down one and row 5 becomes 2 3 (a line left out)";
 * "Row 6 repeats row 5: rows 7–30 move up one and row 30 becomes 4 (a line typed twice)".
 */
export function describeShift(
  shift: LineShift,
  lineCount: number,
  clue: LineClue,
  palette: readonly PaletteColor[],
): string {
  const text = formatClue(clue, palette);
  const becomes = `${lineName(shift.axis, shift.free).toLowerCase()} becomes ${text}`;
  const phrase = MISTAKE_PHRASES[shift.kind];
  if (shift.kind === 'line-skipped') {
    const moved = span(shift.axis, shift.at, lineCount - 2);
    return `${capital(moved)} down one and ${becomes} (${phrase})`;
  }
  const repeats = `${lineName(shift.axis, shift.at + 1)} repeats ${lineName(shift.axis, shift.at).toLowerCase()}`;
  if (shift.at + 2 > lineCount - 1) return `${repeats}: ${becomes} (${phrase})`;
  const moved = span(shift.axis, shift.at + 2, lineCount - 1);
  return `${repeats}: ${moved} up one and ${becomes} (${phrase})`;
}

/** "rows 5–29 move", or "row 29 moves" for a single line (0-based in, 1-based out). */
function span(axis: LineAxis, from: number, to: number): string {
  if (from === to) return `${axis} ${from + 1} moves`;
  return `${axis}s ${from + 1}–${to + 1} move`;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
