import { describe, expect, it } from 'vitest';
import type { PhotoLine } from '../../src-main/contract/photo-dto.ts';
import { readingQuality } from '../../src-main/contract/photo-reading.ts';
import { BLACK_AND_WHITE } from '../../src-main/engine/puzzle.ts';

/** A line of numbers, each read with `confidence`. */
function line(values: readonly number[], confidence = 0.99): PhotoLine {
  return {
    numbers: values.map((value) => ({
      value,
      color: 1,
      confidence,
      box: { x: 0, y: 0, width: 1, height: 1 },
      alternatives: [],
    })),
    confidence,
    crop: { x: 0, y: 0, width: 1, height: 1 },
    side: 'left',
  };
}

/** A 5 x 5 reading: a plus sign, its lines as given. */
function reading(rows: PhotoLine[], columns: PhotoLine[]) {
  return { width: 5, height: 5, rows, columns, palette: BLACK_AND_WHITE };
}

const plusRows = () => [line([1]), line([1]), line([5]), line([1]), line([1])];
const plusColumns = () => [line([1]), line([1]), line([5]), line([1]), line([1])];

describe('how far a reading can be trusted', () => {
  it('calls a reading clear when every number is sure and the totals agree', () => {
    expect(readingQuality(reading(plusRows(), plusColumns()))).toEqual({
      doubtfulLines: 0,
      lines: 10,
      overfullLines: 0,
      totalsAgree: true,
      verdict: 'clear',
    });
  });

  it('asks for a check when one number is doubtful', () => {
    const rows = plusRows();
    rows[2] = line([5], 0.5);
    const quality = readingQuality(reading(rows, plusColumns()));
    expect([quality.doubtfulLines, quality.verdict]).toEqual([1, 'check']);
  });

  it('calls a reading poor when a line cannot fit and the totals disagree, however sure the numbers', () => {
    const rows = plusRows();
    rows[2] = line([51]);
    const quality = readingQuality(reading(rows, plusColumns()));
    expect(quality).toMatchObject({ overfullLines: 1, totalsAgree: false, verdict: 'poor' });
  });

  it('calls a reading poor when a third of its lines are in doubt', () => {
    const rows = plusRows().map((l, i) =>
      i < 4
        ? line(
            l.numbers.map((n) => n.value),
            0.4,
          )
        : l,
    );
    expect(readingQuality(reading(rows, plusColumns())).verdict).toBe('poor');
  });
});
