import { describe, expect, it } from 'vitest';
import { INJECTED_KINDS, injectMistake } from '../../../src-main/bench/mistakes/inject-mistakes.ts';
import { seededRandom } from '../../../src-main/engine/seeded-random.ts';
import { sameClue, type LineClue, type Puzzle } from '../../../src-main/engine/puzzle.ts';
import { nin } from '../../engine/solver/bench-files.ts';

const puzzle = nin('survey', 'webpbn-00027.nin');
const numbers = (clue: LineClue): number[] => clue.map((b) => b.length);

function changedLines(a: Puzzle, b: Puzzle): number {
  const count = (x: readonly LineClue[], y: readonly LineClue[]): number =>
    x.filter((clue, i) => !sameClue(clue, y[i]!)).length;
  return count(a.rows, b.rows) + count(a.columns, b.columns);
}

describe('injectMistake', () => {
  it('makes the same mistakes from the same seed', () => {
    for (const kind of INJECTED_KINDS) {
      const a = injectMistake(puzzle, kind, seededRandom(7));
      const b = injectMistake(puzzle, kind, seededRandom(7));
      expect(a).toEqual(b);
    }
  });

  it('changes exactly one line for a mistake inside a line, in the way its kind says', () => {
    const random = seededRandom(3);
    for (const kind of ['off-by-one', 'dropped', 'doubled', 'split', 'merged', 'swapped-digits'] as const) {
      const mistake = injectMistake(puzzle, kind, random);
      if (!mistake) continue;
      expect(changedLines(puzzle, mistake.typed)).toBe(1);
      const lines = mistake.axis === 'row' ? puzzle.rows : puzzle.columns;
      const typedLines = mistake.axis === 'row' ? mistake.typed.rows : mistake.typed.columns;
      const before = numbers(lines[mistake.index]!);
      const after = numbers(typedLines[mistake.index]!);
      const sum = (xs: number[]): number => xs.reduce((s, x) => s + x, 0);
      if (kind === 'off-by-one') expect(Math.abs(sum(after) - sum(before))).toBe(1);
      if (kind === 'dropped') expect(after.length).toBe(before.length - 1);
      if (kind === 'doubled') expect(after.length).toBe(before.length + 1);
      if (kind === 'split') expect(after.length).toBe(before.length + 1);
      if (kind === 'merged') expect(after.length).toBe(before.length - 1);
      if (kind === 'swapped-digits') expect(after.length).toBe(before.length);
    }
  });

  it('shifts the lines after a skipped line up and leaves the last one empty', () => {
    const mistake = injectMistake(puzzle, 'line-skipped', seededRandom(11))!;
    const lines = mistake.axis === 'row' ? puzzle.rows : puzzle.columns;
    const typed = mistake.axis === 'row' ? mistake.typed.rows : mistake.typed.columns;
    const k = mistake.index;
    expect(typed.slice(0, k)).toEqual(lines.slice(0, k));
    expect(typed.slice(k, -1)).toEqual(lines.slice(k + 1));
    expect(typed[typed.length - 1]).toEqual([]);
  });

  it('repeats a line and loses the last one', () => {
    const mistake = injectMistake(puzzle, 'line-repeated', seededRandom(5))!;
    const lines = mistake.axis === 'row' ? puzzle.rows : puzzle.columns;
    const typed = mistake.axis === 'row' ? mistake.typed.rows : mistake.typed.columns;
    const k = mistake.index;
    expect(typed[k + 1]).toEqual(lines[k]);
    expect(typed.slice(k + 2)).toEqual(lines.slice(k + 1, -1));
  });

  it('has no place for a digit mistake in a puzzle whose numbers are all single digits', () => {
    const dancer = nin('formats', 'dancer.nin');
    expect(injectMistake(dancer, 'swapped-digits', seededRandom(1))).toBeNull();
    expect(injectMistake(dancer, 'split', seededRandom(1))).toBeNull();
  });
});
