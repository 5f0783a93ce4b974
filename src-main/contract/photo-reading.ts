/**
 * A page reading as the engine's puzzle, and as the confidence the mistake finder takes: what the
 * typing screen, the command line and the benchmark all do with a reading.
 */
import type { ClueReadings } from '../engine/clue-mistakes/types.ts';
import type { LineClue, Puzzle } from '../engine/puzzle.ts';
import type { PhotoLine, PhotoReading } from './photo-dto.ts';

type Reading = Pick<PhotoReading, 'width' | 'height' | 'rows' | 'columns' | 'palette'>;

export function readingPuzzle(reading: Reading): Puzzle {
  const clue = (line: PhotoLine): LineClue => line.numbers.map((n) => ({ length: n.value, color: n.color }));
  return {
    width: reading.width,
    height: reading.height,
    rows: reading.rows.map(clue),
    columns: reading.columns.map(clue),
    palette: reading.palette,
    meta: {},
  };
}

export function readingConfidence(reading: Reading): ClueReadings {
  const numbers = (line: PhotoLine) =>
    line.numbers.map((n) => ({ confidence: n.confidence, alternatives: n.alternatives }));
  return { rows: reading.rows.map(numbers), columns: reading.columns.map(numbers) };
}

/** The least confidence of each line: rows top to bottom, then columns left to right. */
export function lineConfidences(reading: Reading): number[] {
  return [...reading.rows, ...reading.columns].map((line) => line.confidence);
}

/** How much of a reading can be trusted as it stands, for what the person is told first. */
export interface ReadingQuality {
  /** Lines with a number read with doubt (below DOUBTFUL_BELOW), or that cannot fit their length. */
  readonly doubtfulLines: number;
  readonly lines: number;
  /** Lines whose numbers need more cells than the line has. */
  readonly overfullLines: number;
  /** Whether all rows shade as many cells as all columns, colour by colour. */
  readonly totalsAgree: boolean;
  /**
   * clear: nothing doubtful and the totals agree; check: some lines to compare with the page;
   * poor: so much is doubtful that the reading is no draft to trust (a third of the lines, or
   * totals off with lines that cannot fit), and marking the corners by hand may do better.
   */
  readonly verdict: 'clear' | 'check' | 'poor';
}

/** Numbers read with less confidence than this are shown as doubtful. */
export const DOUBTFUL_BELOW = 0.9;

export function readingQuality(reading: Reading): ReadingQuality {
  const fits = (line: PhotoLine, length: number): boolean => {
    let room = 0;
    line.numbers.forEach((n, i) => {
      room += n.value + (i > 0 && line.numbers[i - 1]!.color === n.color ? 1 : 0);
    });
    return room <= length;
  };
  const lines = [
    ...reading.rows.map((line) => ({ line, length: reading.width })),
    ...reading.columns.map((line) => ({ line, length: reading.height })),
  ];
  let doubtfulLines = 0;
  let overfullLines = 0;
  for (const { line, length } of lines) {
    const overfull = !fits(line, length);
    if (overfull) overfullLines++;
    if (
      overfull ||
      line.confidence < DOUBTFUL_BELOW ||
      line.numbers.some((n) => n.confidence < DOUBTFUL_BELOW)
    )
      doubtfulLines++;
  }
  const totals = (side: readonly PhotoLine[]): Map<number, number> => {
    const out = new Map<number, number>();
    for (const line of side)
      for (const n of line.numbers) out.set(n.color, (out.get(n.color) ?? 0) + n.value);
    return out;
  };
  const rowTotals = totals(reading.rows);
  const columnTotals = totals(reading.columns);
  const totalsAgree =
    rowTotals.size === columnTotals.size &&
    [...rowTotals].every(([colour, sum]) => columnTotals.get(colour) === sum);
  const verdict =
    doubtfulLines * 3 >= lines.length || (!totalsAgree && overfullLines > 0)
      ? 'poor'
      : doubtfulLines > 0 || !totalsAgree
        ? 'check'
        : 'clear';
  return { doubtfulLines, lines: lines.length, overfullLines, totalsAgree, verdict };
}
