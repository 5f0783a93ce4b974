import { describe, expect, it } from 'vitest';
import {
  MISTAKE_PRIORS,
  fixPrior,
  mistakeWays,
} from '../../../src-main/engine/clue-mistakes/mistake-kinds.ts';
import type { LineClue } from '../../../src-main/engine/puzzle.ts';

const bw = (...lengths: number[]): LineClue => lengths.map((length) => ({ length, color: 1 }));

describe('mistakeWays', () => {
  it('counts a number left out of a run of equal numbers once for each number of the run', () => {
    expect(mistakeWays('dropped', bw(4, 1, 4), bw(4, 1, 1, 4))).toBe(2);
    expect(mistakeWays('dropped', bw(1, 1, 4), bw(1, 1, 1, 4))).toBe(3);
    expect(mistakeWays('dropped', bw(1, 4), bw(2, 1, 4))).toBe(1);
  });

  it('counts a number typed twice once for each equal number the book has there', () => {
    expect(mistakeWays('doubled', bw(2, 2, 2), bw(2, 2))).toBe(2);
    expect(mistakeWays('doubled', bw(3, 3, 1), bw(3, 1))).toBe(1);
  });

  it('counts every other mistake once', () => {
    expect(mistakeWays('off-by-one', bw(1, 1, 5), bw(1, 1, 4))).toBe(1);
    expect(mistakeWays('split', bw(1, 1), bw(11))).toBe(1);
    expect(mistakeWays('extra', bw(2, 7, 2), bw(2, 2))).toBe(1);
  });

  it('counts a colour block left out only where the colours match too', () => {
    const typed: LineClue = [{ length: 1, color: 1 }];
    const fixed: LineClue = [
      { length: 1, color: 2 },
      { length: 1, color: 1 },
    ];
    expect(mistakeWays('dropped', typed, fixed)).toBe(1);
    expect(mistakeWays('dropped', typed, [...typed, ...typed])).toBe(2);
  });
});

describe('fixPrior', () => {
  it('gives each direction of a number off by one half the share of the kind', () => {
    expect(fixPrior('off-by-one', bw(1, 1, 5), bw(1, 1, 4))).toBeCloseTo(MISTAKE_PRIORS['off-by-one'] / 2, 9);
    expect(fixPrior('off-by-one', bw(3, 2), bw(3, 3))).toBeCloseTo(MISTAKE_PRIORS['off-by-one'] / 2, 9);
  });

  it('gives a 2 fixed to a 1 the whole share, since a 1 typed one too low would be a refused 0', () => {
    expect(fixPrior('off-by-one', bw(4, 2, 6), bw(4, 1, 6))).toBeCloseTo(MISTAKE_PRIORS['off-by-one'], 9);
  });

  it('multiplies the share of other kinds by the ways the fix explains the typing', () => {
    expect(fixPrior('dropped', bw(1, 1, 4), bw(1, 1, 1, 4))).toBeCloseTo(3 * MISTAKE_PRIORS.dropped, 9);
    expect(fixPrior('split', bw(1, 1), bw(11))).toBeCloseTo(MISTAKE_PRIORS.split, 9);
  });
});
