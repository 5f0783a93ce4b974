import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readPuzzleFile } from '../../../src-main/engine/formats/index.ts';
import { applyChanges } from '../../../src-main/engine/clue-mistakes/apply.ts';
import { findMistakes } from '../../../src-main/engine/clue-mistakes/find-mistakes.ts';
import type { FinderProgress } from '../../../src-main/engine/clue-mistakes/types.ts';
import type { Block, LineClue, Puzzle } from '../../../src-main/engine/puzzle.ts';
import { nin } from '../solver/bench-files.ts';
import { FIXTURES } from '../../fixture-path.ts';

/** Cat (webpbn #6, Jan Wolter), 20x20. */
const cat = nin('survey', 'webpbn-00006.nin');
const LIMIT = { timeLimitMs: 20_000 };

function withRow(puzzle: Puzzle, index: number, clue: LineClue): Puzzle {
  return { ...puzzle, rows: puzzle.rows.map((c, i) => (i === index ? clue : c)) };
}

function changeBlock(clue: LineClue, at: number, change: Partial<Block>): Block[] {
  return clue.map((b, i) => (i === at ? { ...b, ...change } : b));
}

describe('findMistakes on single typing mistakes', () => {
  it('finds a number off by one', () => {
    // Row 11 of the cat is "1 17".
    const typed = withRow(cat, 10, changeBlock(cat.rows[10]!, 1, { length: 18 }));
    const result = findMistakes(typed, LIMIT);
    expect(result.verdictBefore).toBe('none');
    const best = result.suggestions[0]!;
    expect(best.description).toBe('Row 11: 1 18 → 1 17 (a number off by one)');
    expect(best).toMatchObject({ kind: 'off-by-one', axis: 'row', index: 10, verdictAfter: 'unique' });
    expect(best.changes).toHaveLength(1);
    expect(best.solution).not.toBeNull();
    expect(applyChanges(typed, best.changes)).toEqual(cat);
  });

  it('finds a number left out, its value taken from the totals', () => {
    const typed = withRow(cat, 10, cat.rows[10]!.slice(1));
    const best = findMistakes(typed, LIMIT).suggestions[0]!;
    expect(best.description).toBe('Row 11: 17 → 1 17 (a number left out)');
    expect(applyChanges(typed, best.changes)).toEqual(cat);
  });

  it('finds a skipped row and shifts the rows after it back down', () => {
    const typed: Puzzle = { ...cat, rows: [...cat.rows.slice(0, 4), ...cat.rows.slice(5), []] };
    const best = findMistakes(typed, LIMIT).suggestions[0]!;
    expect(best.description).toBe('Rows 5–19 move down one and row 5 becomes 1 3 (a line left out)');
    expect(best.kind).toBe('line-skipped');
    expect(best.changes.length).toBeGreaterThan(10);
    expect(applyChanges(typed, best.changes)).toEqual(cat);
  });

  it('finds a column typed twice and reads the lost last column off the other lines', () => {
    const typed: Puzzle = {
      ...cat,
      columns: [...cat.columns.slice(0, 8), cat.columns[7]!, ...cat.columns.slice(8, -1)],
    };
    const best = findMistakes(typed, LIMIT).suggestions[0]!;
    expect(best.description).toBe(
      'Column 9 repeats column 8: columns 10–20 move up one and column 20 becomes 6 (a line typed twice)',
    );
    expect(applyChanges(typed, best.changes)).toEqual(cat);
  });

  it('finds a block of the wrong colour in a colour puzzle', () => {
    const path = join(FIXTURES, 'pynogram', 'uk.txt');
    const uk = readPuzzleFile(path, readFileSync(path, 'utf8')).puzzles[0]!.puzzle;
    const typed = withRow(uk, 7, changeBlock(uk.rows[7]!, 0, { color: uk.rows[7]![0]!.color === 1 ? 2 : 1 }));
    const best = findMistakes(typed, LIMIT).suggestions[0]!;
    expect(best.kind).toBe('wrong-colour');
    expect(best.description).toMatch(/^Row 8: 31\w → 31\w \(a block of the wrong colour\)$/);
    expect(applyChanges(typed, best.changes)).toEqual(uk);
  });
});

describe('findMistakes in general', () => {
  it('has nothing to suggest for a puzzle that is uniquely solvable', () => {
    const result = findMistakes(cat, LIMIT);
    expect(result).toMatchObject({ verdictBefore: 'unique', suggestions: [], tried: 0, complete: true });
  });

  it('calls a puzzle with a zero-length block invalid', () => {
    const typed = withRow(cat, 0, [{ length: 0, color: 1 }]);
    expect(findMistakes(typed, LIMIT).verdictBefore).toBe('invalid');
  });

  it('offers fixes that make an ambiguous puzzle unique, best first', () => {
    const result = findMistakes(nin('edge-cases', 'multi-02-6x6.nin'), LIMIT);
    expect(result.verdictBefore).toBe('multiple');
    expect(result.suggestions.length).toBeGreaterThan(0);
    const scores = result.suggestions.map((s) => s.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(result.suggestions[0]!.verdictAfter).toBe('unique');
  });

  it('returns at most the number of suggestions asked for', () => {
    const typed = withRow(cat, 0, changeBlock(cat.rows[0]!, 0, { length: 3 }));
    expect(findMistakes(typed, { ...LIMIT, maxSuggestions: 2 }).suggestions.length).toBeLessThanOrEqual(2);
  });

  it('stops at once when cancelled and says the search is incomplete', () => {
    const typed = withRow(cat, 10, changeBlock(cat.rows[10]!, 1, { length: 18 }));
    const result = findMistakes(typed, { ...LIMIT, signal: { aborted: true } });
    expect(result.complete).toBe(false);
    expect(result.suggestions).toEqual([]);
  });

  it('reports progress between 0 and 1 that never goes back', () => {
    let clock = 0;
    const seen: FinderProgress[] = [];
    const typed = withRow(cat, 10, changeBlock(cat.rows[10]!, 1, { length: 18 }));
    findMistakes(typed, { ...LIMIT, now: () => (clock += 60), onProgress: (p) => seen.push(p) });
    expect(seen.length).toBeGreaterThan(2);
    for (let i = 0; i < seen.length; i++) {
      expect(seen[i]!.fraction).toBeGreaterThanOrEqual(i === 0 ? 0 : seen[i - 1]!.fraction);
      expect(seen[i]!.fraction).toBeLessThanOrEqual(1);
    }
  });
});
