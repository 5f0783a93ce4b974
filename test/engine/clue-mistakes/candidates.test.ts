import { describe, expect, it } from 'vitest';
import { CandidateList } from '../../../src-main/engine/clue-mistakes/candidates.ts';
import { MISTAKE_PRIORS } from '../../../src-main/engine/clue-mistakes/mistake-kinds.ts';
import { sameClue, type LineClue, type Puzzle } from '../../../src-main/engine/puzzle.ts';
import { nin } from '../solver/bench-files.ts';

/** Cat (webpbn #6, Jan Wolter), 20x20; row 7 is "1 7 1 1". */
const cat = nin('survey', 'webpbn-00006.nin');
const bw = (...lengths: number[]): LineClue => lengths.map((length) => ({ length, color: 1 }));

/** The cat with row 5 left out: the rows after it moved up one, the last one empty. */
const skippedRow: Puzzle = { ...cat, rows: [...cat.rows.slice(0, 4), ...cat.rows.slice(5), []] };

describe('CandidateList', () => {
  it('makes a left-out number of a run of equal numbers as likely as the run is long', () => {
    const typed: Puzzle = { ...cat, rows: cat.rows.map((clue, i) => (i === 6 ? bw(1, 7, 1) : clue)) };
    const list = new CandidateList(typed);
    list.addLineFixes(6);
    const fixes = list.sorted();
    expect(fixes.map((c) => [c.kind, c.primary.after.map((b) => b.length).join(' ')])).toEqual([
      ['dropped', '1 7 1 1'],
      ['off-by-one', '1 7 2'],
    ]);
    expect(fixes[0]!.prior).toBeCloseTo(2 * MISTAKE_PRIORS.dropped, 9);
    // The 1 was typed one too low if the book has a 2: half the share of a number off by one.
    expect(fixes[1]!.prior).toBeCloseTo(MISTAKE_PRIORS['off-by-one'] / 2, 9);
  });

  it('makes a skipped line four times likelier on the axis whose last line is empty', () => {
    const list = new CandidateList(skippedRow);
    expect(list.shiftPrior('line-skipped', 'row')).toBeCloseTo(4 * MISTAKE_PRIORS['line-skipped'], 9);
    expect(list.shiftPrior('line-skipped', 'column')).toBeCloseTo(MISTAKE_PRIORS['line-skipped'], 9);
    expect(list.shiftPrior('line-repeated', 'row')).toBeCloseTo(MISTAKE_PRIORS['line-repeated'], 9);
  });

  it('adds only the line shifts asked for', () => {
    const list = new CandidateList(skippedRow);
    expect(
      list.addLineShifts(
        () => false,
        (shift) => shift.kind === 'line-repeated',
      ),
    ).toBe(true);
    expect(list.sorted().some((c) => c.kind === 'line-skipped')).toBe(false);
    expect(
      list.addLineShifts(
        () => false,
        (shift) => shift.kind === 'line-skipped' && shift.axis === 'row',
      ),
    ).toBe(true);
    const skips = list.sorted().filter((c) => c.kind === 'line-skipped');
    expect(skips.length).toBeGreaterThan(0);
    expect(skips.every((c) => c.primary.axis === 'row')).toBe(true);
    expect(skips.some((c) => c.primary.index === 4 && sameClue(c.primary.after, cat.rows[4]!))).toBe(true);
  });

  it('says so when it was stopped before it had looked at every shift', () => {
    expect(new CandidateList(skippedRow).addLineShifts(() => true)).toBe(false);
  });

  it('goes on where it was stopped when called again', () => {
    const list = new CandidateList(skippedRow);
    let calls = 0;
    expect(list.addLineShifts(() => ++calls > 30)).toBe(false);
    let again = 0;
    expect(
      list.addLineShifts(() => {
        again++;
        return false;
      }),
    ).toBe(true);
    expect(
      list.sorted().some((c) => c.kind === 'line-skipped' && sameClue(c.primary.after, cat.rows[4]!)),
    ).toBe(true);
    let fresh = 0;
    new CandidateList(skippedRow).addLineShifts(() => {
      fresh++;
      return false;
    });
    expect(again).toBeLessThan(fresh);
  });
});
