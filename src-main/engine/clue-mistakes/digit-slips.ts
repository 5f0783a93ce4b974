/**
 * Digits that get replaced by others: a key next to the right one (typing), and a digit read as
 * one that looks like it (reading a photo). Each slip has a weight, how likely it is against the
 * other slips of its digit.
 *
 * Keys: on the number row a digit's neighbours are left and right of it; on the numeric keypad
 *
 *     7 8 9
 *     4 5 6
 *     1 2 3
 *     0 0
 *
 * they are above, below and beside it (weight 1) and across a corner (weight 0.3, a finger
 * seldom lands there). Where both keyboards agree the weights add.
 *
 * Look-alikes: the pairs that printed digits are confused in, as the issue lists them (1/7, 3/8,
 * 5/6, 6/8, 0/8) and as the page reader's classifier confuses them on blurred photos (9/8, 9/0).
 */

export interface DigitSlip {
  readonly digit: number;
  readonly weight: number;
}

const NUMBER_ROW = '1234567890';
const KEYPAD: readonly (readonly (number | null)[])[] = [
  [7, 8, 9],
  [4, 5, 6],
  [1, 2, 3],
  [0, 0, null],
];
const CORNER_WEIGHT = 0.3;

function keyboardNeighbours(digit: number): DigitSlip[] {
  const weights = new Map<number, number>();
  const add = (d: number, w: number): void => {
    if (d !== digit) weights.set(d, (weights.get(d) ?? 0) + w);
  };
  const at = NUMBER_ROW.indexOf(String(digit));
  if (at > 0) add(Number(NUMBER_ROW[at - 1]), 1);
  if (at < NUMBER_ROW.length - 1) add(Number(NUMBER_ROW[at + 1]), 1);
  const keypad = new Map<number, number>();
  for (let r = 0; r < KEYPAD.length; r++) {
    for (let c = 0; c < 3; c++) {
      if (KEYPAD[r]![c] !== digit) continue;
      for (let dr = -1; dr <= 1; dr++) {
        for (let dc = -1; dc <= 1; dc++) {
          const d = KEYPAD[r + dr]?.[c + dc];
          if (d === undefined || d === null || d === digit) continue;
          const w = dr !== 0 && dc !== 0 ? CORNER_WEIGHT : 1;
          // The wide 0 key touches 1 and 2 from two places: count each neighbour once, at its best.
          keypad.set(d, Math.max(keypad.get(d) ?? 0, w));
        }
      }
    }
  }
  for (const [d, w] of keypad) add(d, w);
  return [...weights].map(([d, weight]) => ({ digit: d, weight }));
}

const LOOK_ALIKES: readonly (readonly [number, number, number])[] = [
  [1, 7, 1],
  [3, 8, 1],
  [5, 6, 1],
  [6, 8, 1],
  [0, 8, 1],
  [8, 9, 0.5],
  [0, 9, 0.3],
];

function lookAlikes(digit: number): DigitSlip[] {
  const out: DigitSlip[] = [];
  for (const [a, b, weight] of LOOK_ALIKES) {
    if (a === digit) out.push({ digit: b, weight });
    else if (b === digit) out.push({ digit: a, weight });
  }
  return out;
}

const KEYBOARD = Array.from({ length: 10 }, (_, d) => keyboardNeighbours(d));
const SHAPES = Array.from({ length: 10 }, (_, d) => lookAlikes(d));

/** The digits a key press for `digit` may have hit instead, with weights summing to 1. */
export function keyboardSlips(digit: number): readonly DigitSlip[] {
  return normalised(KEYBOARD[digit] ?? []);
}

/** The digits `digit` may have been read as, with weights summing to 1. */
export function lookAlikeSlips(digit: number): readonly DigitSlip[] {
  return normalised(SHAPES[digit] ?? []);
}

function normalised(slips: readonly DigitSlip[]): DigitSlip[] {
  const total = slips.reduce((sum, s) => sum + s.weight, 0);
  return total > 0 ? slips.map((s) => ({ digit: s.digit, weight: s.weight / total })) : [];
}

export interface NumberSlip {
  readonly value: number;
  readonly weight: number;
}

/**
 * The numbers `value` becomes when one of its digits slips, with the slip's weight (each digit
 * can slip, so a longer number has more ways to). A leading zero or a zero value is no clue
 * number and is left out.
 */
export function slippedNumbers(value: number, slips: (digit: number) => readonly DigitSlip[]): NumberSlip[] {
  const digits = String(value);
  const out: NumberSlip[] = [];
  for (let i = 0; i < digits.length; i++) {
    for (const slip of slips(Number(digits[i]))) {
      const text = digits.slice(0, i) + String(slip.digit) + digits.slice(i + 1);
      if (text.startsWith('0')) continue;
      out.push({ value: Number(text), weight: slip.weight });
    }
  }
  return out;
}
