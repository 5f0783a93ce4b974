/**
 * The one alphabet cells are written in, wherever a grid, the player's marks or a stored move
 * becomes text: one base-32 digit per colour index 0-31 (0 is empty), and `x` for a cell the
 * player crossed off. A 50x50 picture is a 2,500-character string.
 */

const DIGITS = '0123456789abcdefghijklmnopqrstuv';

/** The digit of a crossed-off cell in the player's marks (engine/play/types.ts CROSS). */
export const CROSS_DIGIT = 'x';

/** The digit of colour index `value` (0-31), or undefined past the alphabet. */
export function digitOf(value: number): string | undefined {
  return Number.isInteger(value) ? DIGITS[value] : undefined;
}

/** The colour index a digit stands for, or -1 when it is not one of the alphabet's digits. */
export function valueOf(digit: string): number {
  return digit.length === 1 ? DIGITS.indexOf(digit) : -1;
}
