/**
 * The values of play, after Simon Tatham's model: the game state is a value that a move turns
 * into a new one; moves are small serialisable records, so undo, autosave and replay all use them.
 */

import { CROSS_DIGIT, digitOf, valueOf } from '../cell-alphabet.ts';

/** A cell the player has not marked. */
export const BLANK = 0;
/** A cell the player has marked as empty (a cross or dot). Marks 1..31 fill with that colour. */
export const CROSS = 255;

/** Row-major marks: BLANK, CROSS, or a palette colour 1..31. */
export type Marks = Uint8Array;

/**
 * One move: the cells it changed, the mark they now hold, and what each held before, so that undo
 * restores them exactly. A drag that paints a run is one move.
 */
export interface Move {
  readonly cells: readonly number[];
  readonly to: number;
  readonly from: readonly number[];
  /**
   * Blank cells the same move crossed: the rest of each line its fill finished, when the player
   * asks for finished lines to be crossed off (auto-cross.ts). One move, so one undo takes back
   * the fill and its crosses together.
   */
  readonly crossed?: readonly number[];
}

/** Every cell a move changes: its own cells, then the ones it crossed. */
export function movedCells(move: Move): readonly number[] {
  return move.crossed === undefined || move.crossed.length === 0
    ? move.cells
    : [...move.cells, ...move.crossed];
}

/** A mark as one digit of the cell alphabet: its colour's digit, or `x` for a cross. */
export function markDigit(mark: number): string {
  const digit = mark === CROSS ? CROSS_DIGIT : digitOf(mark);
  if (digit === undefined) throw new Error(`${mark} is not a mark.`);
  return digit;
}

/** The mark a digit of the cell alphabet stands for, or -1 when it stands for none. */
export function digitMark(digit: string): number {
  return digit === CROSS_DIGIT ? CROSS : valueOf(digit);
}

/** Marks as a string for storage: one digit of the cell alphabet per cell. */
export function encodeMarks(marks: Marks): string {
  let out = '';
  for (const mark of marks) out += markDigit(mark);
  return out;
}

export function decodeMarks(text: string, cells: number): Marks {
  if (text.length !== cells) throw new Error(`The saved grid has ${text.length} cells, not ${cells}.`);
  const marks = new Uint8Array(cells);
  for (let i = 0; i < cells; i++) {
    const ch = text[i]!;
    const value = digitMark(ch);
    if (value < 0) throw new Error(`Cell ${i + 1} of the saved grid holds "${ch}", which is not a mark.`);
    marks[i] = value;
  }
  return marks;
}
