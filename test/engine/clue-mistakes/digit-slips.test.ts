import { describe, expect, it } from 'vitest';
import {
  keyboardSlips,
  lookAlikeSlips,
  slippedNumbers,
} from '../../../src-main/engine/clue-mistakes/digit-slips.ts';

const weightOf = (slips: readonly { digit: number; weight: number }[], digit: number): number =>
  slips.find((s) => s.digit === digit)?.weight ?? 0;

describe('keyboardSlips', () => {
  it('gives 7 its keypad neighbours 4 and 8 and its number-row neighbour 6, and 5 only across a corner', () => {
    const slips = keyboardSlips(7);
    expect(slips.map((s) => s.digit).sort()).toEqual([4, 5, 6, 8]);
    // 8 is next to 7 on both keyboards, 4 and 6 on one, 5 only diagonally on the keypad.
    expect(weightOf(slips, 8)).toBeGreaterThan(weightOf(slips, 4));
    expect(weightOf(slips, 4)).toBeCloseTo(weightOf(slips, 6), 9);
    expect(weightOf(slips, 5)).toBeLessThan(weightOf(slips, 4));
    expect(slips.reduce((sum, s) => sum + s.weight, 0)).toBeCloseTo(1, 9);
  });

  it('puts 0 next to 9 on the number row and next to 1 and 2 under them on the keypad', () => {
    expect(
      keyboardSlips(0)
        .map((s) => s.digit)
        .sort(),
    ).toEqual([1, 2, 3, 9]);
  });
});

describe('lookAlikeSlips', () => {
  it('pairs the look-alikes both ways: 8 with 3, 6, 0 and 9', () => {
    expect(
      lookAlikeSlips(8)
        .map((s) => s.digit)
        .sort(),
    ).toEqual([0, 3, 6, 9]);
    expect(lookAlikeSlips(3).map((s) => s.digit)).toEqual([8]);
    expect(lookAlikeSlips(1).map((s) => s.digit)).toEqual([7]);
    expect(lookAlikeSlips(2)).toEqual([]);
  });
});

describe('slippedNumbers', () => {
  it('slips each digit in turn and never makes a leading zero', () => {
    const values = slippedNumbers(18, lookAlikeSlips)
      .map((s) => s.value)
      .sort((a, b) => a - b);
    expect(values).toEqual([10, 13, 16, 19, 78]);
    expect(slippedNumbers(8, lookAlikeSlips).map((s) => s.value)).not.toContain(0);
  });
});
