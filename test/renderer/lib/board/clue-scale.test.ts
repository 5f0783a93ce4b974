import { describe, expect, it } from 'vitest';
import { clueFontSize, STEADY_CLUES, type ClueScale } from '../../../../src-renderer/lib/board/clue-scale.ts';
import { slotsFor } from '../../../../src-renderer/lib/board/clue-lines.ts';

const CAPPED: ClueScale = { share: [0.6, 0.54, 0.44], smallest: 7, largest: [19, 17], inset: 0.1 };

describe('clue numbers', () => {
  it('take a smaller share of the cell the more digits they have', () => {
    expect(clueFontSize(STEADY_CLUES, 20, 1)).toBe(12);
    expect(clueFontSize(STEADY_CLUES, 20, 2)).toBe(11);
    expect(clueFontSize(STEADY_CLUES, 20, 3)).toBe(9);
  });

  it('stay readable on small cells and stop growing where a scale caps them', () => {
    expect(clueFontSize(STEADY_CLUES, 8, 1)).toBe(6);
    expect(clueFontSize(STEADY_CLUES, 48, 1)).toBe(30);
    expect(clueFontSize(CAPPED, 64, 1)).toBe(19);
    expect(clueFontSize(CAPPED, 64, 2)).toBe(17);
    expect(clueFontSize(CAPPED, 10, 2)).toBe(7);
  });

  it('need as many slots as the longest clue, and one for an empty line', () => {
    const one = { length: 1, color: 1 };
    expect(slotsFor([[one], [one, one, one], []])).toBe(3);
    expect(slotsFor([[], []])).toBe(1);
  });
});
