import { describe, expect, it } from 'vitest';
import { applyChanges } from '../../../src-main/engine/clue-mistakes/apply.ts';
import { findMistakes } from '../../../src-main/engine/clue-mistakes/find-mistakes.ts';
import type { ClueReadings } from '../../../src-main/engine/clue-mistakes/types.ts';
import type { LineClue, Puzzle } from '../../../src-main/engine/puzzle.ts';
import { nin } from '../solver/bench-files.ts';

/** Cat (webpbn #6, Jan Wolter), 20x20: row 9 is "1 9 5", row 10 "2 16", row 11 "1 17". */
const cat = nin('survey', 'webpbn-00006.nin');
const LIMIT = { timeLimitMs: 20_000 };
const bw = (...lengths: number[]): LineClue => lengths.map((length) => ({ length, color: 1 }));

function withRow(puzzle: Puzzle, index: number, clue: LineClue): Puzzle {
  return { ...puzzle, rows: puzzle.rows.map((c, i) => (i === index ? clue : c)) };
}

/** A reading sure of every number but those named: `doubts` maps "row index" to its numbers' confidence. */
function readingOf(puzzle: Puzzle, doubts: Record<string, number[]> = {}): ClueReadings {
  const lines = (clues: readonly LineClue[], axis: string) =>
    clues.map((clue, i) => clue.map((_, j) => ({ confidence: doubts[`${axis} ${i}`]?.[j] ?? 0.999 })));
  return { rows: lines(puzzle.rows, 'row'), columns: lines(puzzle.columns, 'column') };
}

describe('findMistakes on a puzzle read from a photo', () => {
  it('puts a 5 read as a 6 back first, naming it a look-alike', () => {
    const read = withRow(cat, 8, bw(1, 9, 6));
    const result = findMistakes(read, {
      ...LIMIT,
      reading: readingOf(read, { 'row 8': [0.999, 0.999, 0.7] }),
    });
    const best = result.suggestions[0]!;
    expect(best.description).toBe('Row 9: 1 9 6 → 1 9 5 (a digit misread)');
    expect(best.kind).toBe('misread-digit');
    expect(applyChanges(read, best.changes)).toEqual(cat);
  });

  it('puts back a digit the reader lost: 2 1 read for 2 16', () => {
    const read = withRow(cat, 9, bw(2, 1));
    const result = findMistakes(read, { ...LIMIT, reading: readingOf(read, { 'row 9': [0.999, 0.7] }) });
    expect(result.suggestions[0]!.description).toBe('Row 10: 2 1 → 2 16 (a digit misread)');
  });

  it('joins a number read as two and says it was read so', () => {
    const read = withRow(cat, 10, bw(1, 1, 7));
    const result = findMistakes(read, { ...LIMIT, reading: readingOf(read, { 'row 10': [0.99, 0.8, 0.8] }) });
    expect(result.suggestions[0]!.description).toBe('Row 11: 1 1 7 → 1 17 (one number read as two)');
  });

  it('tries the fix of the number the reader doubted before one of a number it was sure of', () => {
    const read = withRow(cat, 8, bw(1, 9, 6));
    const sure = findMistakes(read, { ...LIMIT, reading: readingOf(read) });
    const doubted = findMistakes(read, {
      ...LIMIT,
      reading: readingOf(read, { 'row 8': [0.999, 0.999, 0.5] }),
    });
    const score = (r: typeof sure): number =>
      r.suggestions.find((s) => s.description === 'Row 9: 1 9 6 → 1 9 5 (a digit misread)')!.score;
    expect(score(doubted)).toBeGreaterThan(score(sure));
  });
});

describe('findMistakes on a keyboard slip', () => {
  it('puts back a 6 typed with the key below it (3 on the keypad)', () => {
    const typed = withRow(cat, 9, bw(2, 13));
    const best = findMistakes(typed, LIMIT).suggestions[0]!;
    expect(best.description).toBe('Row 10: 2 13 → 2 16 (the key next to the right one)');
    expect(best.kind).toBe('keyboard-slip');
    expect(applyChanges(typed, best.changes)).toEqual(cat);
  });
});
