import { describe, expect, it } from 'vitest';
import { fits, mendByConstraints } from '../../../src-main/engine/photo/clue-constraints.ts';
import type { ReadDigit, ReadLine } from '../../../src-main/engine/photo/read-clues.ts';

const box = { x: 0, y: 0, width: 1, height: 1 };

/** A digit read with confidence `p`, its second choice `alt` with `altP` (none when alt is -1). */
const digit = (d: number, p = 0.99, alt = -1, altP = 0): ReadDigit => ({
  digit: d,
  confidence: p,
  runnerUp: alt,
  runnerUpConfidence: altP,
  box,
});

/** A line of numbers, each given as its digits. */
function line(axis: 'row' | 'column', index: number, numbers: ReadDigit[][], color = 1): ReadLine {
  const read = numbers.map((digits) => ({
    value: Number(digits.map((d) => d.digit).join('')),
    color,
    confidence: digits.reduce((p, d) => p * d.confidence, 1),
    digits,
    box,
  }));
  return {
    axis,
    index,
    side: axis === 'row' ? 'left' : 'top',
    numbers: read,
    confidence: Math.min(1, ...read.map((n) => n.confidence)),
    strip: box,
  };
}

const values = (l: ReadLine): number[] => l.numbers.map((n) => n.value);

describe('a line fits its length', () => {
  it('needs a cell between two numbers of one colour and none between two colours', () => {
    expect(
      fits(
        [
          { value: 3, color: 1 },
          { value: 2, color: 1 },
        ],
        5,
      ),
    ).toBe(false);
    expect(
      fits(
        [
          { value: 3, color: 1 },
          { value: 2, color: 2 },
        ],
        5,
      ),
    ).toBe(true);
  });
});

describe('mending a reading by what the clues must satisfy', () => {
  it('takes the second-choice digit that lets a line fit its length', () => {
    // 8 9 cannot fit in 15 cells; the 9 may be a 3 (0.3), the 8 a 6 (0.1), and 6 9 would not fit either.
    const row = line('row', 0, [[digit(8, 0.85, 6, 0.1)], [digit(9, 0.6, 3, 0.3)]]);
    const mended = mendByConstraints({ rows: [row], columns: [] }, 15, 1);
    expect(values(mended.rows[0]!)).toEqual([8, 3]);
  });

  it('keeps the digit it replaced as the second choice, for the mistake finder', () => {
    const row = line('row', 0, [[digit(8, 0.85)], [digit(9, 0.6, 3, 0.3)]]);
    const changed = mendByConstraints({ rows: [row], columns: [] }, 15, 1).rows[0]!.numbers[1]!.digits[0]!;
    expect([changed.digit, changed.runnerUp, changed.confidence, changed.runnerUpConfidence]).toEqual([
      3, 9, 0.3, 0.6,
    ]);
  });

  it('leaves a line that fits as it was read, however likely a second choice', () => {
    const row = line('row', 0, [[digit(4, 0.5, 1, 0.49)]]);
    expect(values(mendByConstraints({ rows: [row], columns: [] }, 10, 1).rows[0]!)).toEqual([4]);
  });

  it('makes the row and column totals agree with a second choice much likelier than any other that would', () => {
    // Rows add up to 7 + 2 = 9, columns to 3 + 2 = 5: a 7 read for a 3 (0.4) mends it; the column's
    // 2 read for a 6 is far less likely (0.05).
    const rows = [line('row', 0, [[digit(7, 0.55, 3, 0.4)]]), line('row', 1, [[digit(2)]])];
    const columns = [line('column', 0, [[digit(3)]]), line('column', 1, [[digit(2, 0.9, 6, 0.05)]])];
    const mended = mendByConstraints({ rows, columns }, 7, 7);
    expect(mended.rows.map(values)).toEqual([[3], [2]]);
    expect(mended.columns.map(values)).toEqual([[3], [2]]);
  });

  it('leaves the totals as they are when two second choices would mend them about as likely', () => {
    const rows = [line('row', 0, [[digit(7, 0.55, 3, 0.4)]]), line('row', 1, [[digit(2)]])];
    const columns = [line('column', 0, [[digit(3)]]), line('column', 1, [[digit(2, 0.55, 6, 0.4)]])];
    const mended = mendByConstraints({ rows, columns }, 7, 7);
    expect(mended.rows.map(values)).toEqual([[7], [2]]);
    expect(mended.columns.map(values)).toEqual([[3], [2]]);
  });
});
