import { describe, expect, it } from 'vitest';
import { BLACK_AND_WHITE, type PaletteColor } from '../../../../src-main/engine/puzzle.ts';
import { readEntry, readLine, type EntryShape } from '../../../../src-renderer/views/entry/entry-lines.ts';

const COLORS: PaletteColor[] = [
  { name: 'white', char: '.', rgb: '#ffffff' },
  { name: 'red', char: 'r', rgb: '#ff0000' },
  { name: 'green', char: 'g', rgb: '#00ff00' },
];

function shape(rows: string[], columns: string[], palette = BLACK_AND_WHITE): EntryShape {
  return { width: columns.length, height: rows.length, palette, rows, columns };
}

describe('readLine', () => {
  it('treats a blank line as not typed yet and 0 as an empty line', () => {
    expect(readLine('  ', 'row', 0, 5, BLACK_AND_WHITE)).toMatchObject({ state: 'missing', clue: null });
    expect(readLine('0', 'row', 0, 5, BLACK_AND_WHITE)).toMatchObject({ state: 'ok', clue: [], needed: 0 });
  });

  it('counts the gaps a clue needs between blocks of one colour, not between colours', () => {
    expect(readLine('2 1 1', 'row', 0, 10, BLACK_AND_WHITE)).toMatchObject({ filled: 4, needed: 6 });
    expect(readLine('2r 1g 1g', 'row', 0, 10, COLORS)).toMatchObject({ filled: 4, needed: 5 });
  });

  it('flags a clue that cannot fit its line, saying how many cells it needs', () => {
    const line = readLine('3 2 4', 'column', 4, 10, BLACK_AND_WHITE);
    expect(line.state).toBe('error');
    expect(line.message).toBe(
      'This clue needs 11 cells (9 filled and 2 gaps between blocks), but the column has only 10.',
    );
    expect(line.clue).toHaveLength(3);
  });

  it('passes on where the parser found the wrong part', () => {
    expect(readLine('3 x 1', 'row', 0, 10, BLACK_AND_WHITE)).toMatchObject({
      state: 'error',
      errorRange: { start: 2, end: 3 },
    });
  });
});

describe('readEntry', () => {
  it('is complete once every line reads, even with a clue too long (the solver then answers)', () => {
    const reading = readEntry(shape(['1', '3'], ['1', '1']));
    expect(reading.complete).toBe(true);
    expect(reading.issues.map((issue) => issue.line)).toContainEqual({ axis: 'row', index: 1 });
  });

  it('lists the lines still to type as ranges, pointing at the first', () => {
    const reading = readEntry(shape(['1', '', '', '1', ''], ['1', '1', '1', '1', '1']));
    expect(reading.complete).toBe(false);
    expect(reading.issues).toContainEqual({
      tone: 'info',
      message: 'Rows 2–3, 5 still to type.',
      line: { axis: 'row', index: 1 },
    });
  });

  it('says so when a side has no line typed at all', () => {
    const reading = readEntry(shape(['', ''], ['', '']));
    expect(reading.issues.map((issue) => issue.message)).toEqual([
      'No rows typed yet.',
      'No columns typed yet.',
    ]);
  });

  it('compares row and column totals only once both sides are typed, per colour too', () => {
    expect(readEntry(shape(['2', ''], ['1', '1'])).issues.some((i) => i.message.includes('fill'))).toBe(
      false,
    );
    const reading = readEntry(shape(['1r 1g', '1r'], ['2r', '1r'], COLORS));
    // Both sides fill 3 cells, but not of the same colours.
    expect(reading.issues.map((issue) => issue.message)).toEqual([
      'Red: the rows fill 2 cells but the columns 3.',
      'Green: the rows fill 1 cells but the columns 0.',
    ]);
    expect(reading.rowTotal).toBe(3);
    expect(reading.columnTotal).toBe(3);
  });

  it('puts errors before the list of missing lines and keeps unreadable lines out of the clues', () => {
    const reading = readEntry(shape(['x', ''], ['1', '1']));
    expect(reading.issues[0]).toMatchObject({ tone: 'error', line: { axis: 'row', index: 0 } });
    expect(reading.clues.rows).toEqual([[], []]);
  });
});
