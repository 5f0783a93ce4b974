import { describe, expect, it } from 'vitest';
import {
  clueKey,
  digitSplits,
  lineEdits,
  swappedDigits,
} from '../../../src-main/engine/clue-mistakes/line-edits.ts';
import type { LineClue } from '../../../src-main/engine/puzzle.ts';

const bw = (...lengths: number[]): LineClue => lengths.map((length) => ({ length, color: 1 }));
const need = (...perColour: number[]): Int32Array => Int32Array.from([0, ...perColour]);
const afters = (clue: LineClue, length: number, required: Int32Array, colors = 2): Map<string, string> =>
  new Map(lineEdits(clue, length, colors, required).map((e) => [clueKey(e.after), e.kind]));

describe('digit helpers', () => {
  it('swaps neighbouring digits, skipping equal digits and leading zeros', () => {
    expect(swappedDigits(12)).toEqual([21]);
    expect(swappedDigits(11)).toEqual([]);
    expect(swappedDigits(10)).toEqual([]);
    expect(swappedDigits(123)).toEqual([213, 132]);
    expect(swappedDigits(7)).toEqual([]);
  });

  it('reads the digits of a number as two numbers, never with a leading zero', () => {
    expect(digitSplits(11)).toEqual([[1, 1]]);
    expect(digitSplits(123)).toEqual([
      [1, 23],
      [12, 3],
    ]);
    expect(digitSplits(105)).toEqual([[10, 5]]);
    expect(digitSplits(9)).toEqual([]);
  });
});

describe('lineEdits', () => {
  it('offers only fixes that take away what the totals say is one too many', () => {
    const edits = afters(bw(3, 1, 4), 15, need(-1));
    expect(edits.get(clueKey(bw(2, 1, 4)))).toBe('off-by-one');
    expect(edits.get(clueKey(bw(3, 1, 3)))).toBe('off-by-one');
    expect(edits.get(clueKey(bw(3, 4)))).toBe('extra');
    expect(edits.has(clueKey(bw(4, 1, 4)))).toBe(false);
    expect([...edits.values()].every((kind) => kind === 'off-by-one' || kind === 'extra')).toBe(true);
  });

  it('calls a removed number doubled when its neighbour is the same number', () => {
    expect(afters(bw(2, 2, 5), 15, need(-2)).get(clueKey(bw(2, 5)))).toBe('doubled');
  });

  it('puts back a left-out number whose value the totals give, at every place', () => {
    const edits = afters(bw(2, 2), 15, need(3));
    for (const after of [bw(3, 2, 2), bw(2, 3, 2), bw(2, 2, 3)]) {
      expect(edits.get(clueKey(after))).toBe('dropped');
    }
  });

  it('joins a number typed as two and splits one typed as two numbers', () => {
    expect(afters(bw(1, 1, 3), 20, need(9)).get(clueKey(bw(11, 3)))).toBe('split');
    expect(afters(bw(12, 3), 20, need(-9)).get(clueKey(bw(1, 2, 3)))).toBe('merged');
  });

  it('swaps digits and neighbouring numbers', () => {
    expect(afters(bw(21, 1), 25, need(-9)).get(clueKey(bw(12, 1)))).toBe('swapped-digits');
    expect(afters(bw(3, 1), 10, need(0)).get(clueKey(bw(1, 3)))).toBe('swapped-numbers');
  });

  it('drops fixes that no longer fit the line', () => {
    const edits = afters(bw(4, 4), 9, need(1));
    expect(edits.has(clueKey(bw(5, 4)))).toBe(false);
    expect(afters(bw(4, 4), 10, need(1)).has(clueKey(bw(5, 4)))).toBe(true);
  });

  it('fixes a digit typed with a neighbouring key, the likelier key the larger share', () => {
    // 7 on the keypad sits above 4 and beside 8; on the number row between 6 and 8.
    const edits = lineEdits(bw(2, 4), 20, 2, need(3));
    const slip = edits.find((e) => clueKey(e.after) === clueKey(bw(2, 7)));
    expect(slip?.kind).toBe('keyboard-slip');
    expect(slip?.at).toBe(1);
    const corner = lineEdits(bw(2, 5), 20, 2, need(-4)).find((e) => clueKey(e.after) === clueKey(bw(2, 1)));
    expect(corner?.kind).toBe('keyboard-slip');
    expect(corner!.share).toBeLessThan(slip!.share);
  });

  it("offers look-alike digits and the reader's second choices only for a clue read from a photo", () => {
    const typed = new Map(lineEdits(bw(8, 2), 20, 2, need(-5)).map((e) => [clueKey(e.after), e.kind]));
    expect(typed.has(clueKey(bw(3, 2)))).toBe(false);
    const read = lineEdits(bw(8, 2), 20, 2, need(-5), {
      read: true,
      numbers: [{ confidence: 0.6 }, { confidence: 1 }],
    });
    expect(read.find((e) => clueKey(e.after) === clueKey(bw(3, 2)))?.kind).toBe('misread-digit');
    const second = lineEdits(bw(8, 2), 20, 2, need(-4), {
      read: true,
      numbers: [{ confidence: 0.6, alternatives: [4] }, { confidence: 1 }],
    });
    expect(second.find((e) => clueKey(e.after) === clueKey(bw(4, 2)))?.kind).toBe('misread-digit');
    expect(read.some((e) => e.kind === 'keyboard-slip')).toBe(false);
  });

  it('recolours a block when one colour has what the other lacks', () => {
    const clue: LineClue = [
      { length: 2, color: 1 },
      { length: 3, color: 2 },
    ];
    const edits = lineEdits(clue, 10, 3, need(-2, 2));
    expect(edits).toContainEqual({
      kind: 'wrong-colour',
      after: [
        { length: 2, color: 2 },
        { length: 3, color: 2 },
      ],
      share: 1,
      at: 0,
    });
    expect(edits.every((e) => e.kind === 'wrong-colour')).toBe(true);
  });
});
