import { describe, expect, it } from 'vitest';
import { decodeGrid } from '../../../src-main/engine/grid-codec.ts';
import { checkEntry } from '../../../src-main/engine/clue-mistakes/check-entry.ts';
import { satisfies } from '../../../src-main/engine/puzzle.ts';
import { nin } from '../solver/bench-files.ts';

const dancer = nin('formats', 'dancer.nin');

describe('checkEntry', () => {
  it('proves a correct puzzle unique and shows its whole picture', () => {
    const check = checkEntry(dancer);
    expect(check.verdict).toBe('unique');
    expect(check.problems).toEqual([]);
    expect(check.solutions).toHaveLength(1);
    expect(satisfies(dancer, decodeGrid(check.solutions[0]!, dancer.width, dancer.height))).toBe(true);
    expect(check.partial.every((d) => d === 1 || d === 2)).toBe(true);
    expect(check.contradiction).toBeNull();
  });

  it('returns two solutions and the cells where they differ for an ambiguous puzzle', () => {
    const puzzle = nin('edge-cases', 'multi-02-6x6.nin');
    const check = checkEntry(puzzle);
    expect(check.verdict).toBe('multiple');
    const [a, b] = check.solutions.map((s) => decodeGrid(s, puzzle.width, puzzle.height));
    expect(satisfies(puzzle, a!) && satisfies(puzzle, b!)).toBe(true);
    expect(check.differing.length).toBeGreaterThan(0);
    for (const cell of check.differing) expect(a!.cells[cell]).not.toBe(b!.cells[cell]);
  });

  it('says "none" for a puzzle whose totals agree but that has no solution', () => {
    const check = checkEntry(nin('edge-cases', 'none-03-8x8.nin'));
    expect(check.verdict).toBe('none');
    expect(check.problems).toEqual([]);
    expect(check.solutions).toEqual([]);
  });

  it('says "none" from the totals alone, with the problem in words and the line that failed', () => {
    const rows = [...dancer.rows];
    rows[5] = rows[5]!.map((b, i) => (i === 0 ? { ...b, length: b.length + 1 } : b));
    const check = checkEntry({ ...dancer, rows });
    expect(check.verdict).toBe('none');
    expect(check.problems.map((p) => p.code)).toEqual(['totals-differ']);
    expect(check.problems[0]!.message).toMatch(/rows fill \d+ cells but the columns fill \d+/);
    expect(check.partial).toHaveLength(dancer.width * dancer.height);
    expect(check.contradiction).not.toBeNull();
  });

  it('calls a clue with a zero-length block invalid without solving', () => {
    const rows = [...dancer.rows];
    rows[0] = [{ length: 0, color: 1 }];
    const check = checkEntry({ ...dancer, rows });
    expect(check.verdict).toBe('invalid');
    expect(check.problems[0]!.code).toBe('bad-block');
    expect(check.partial).toEqual([]);
  });

  it('stops at its time limit and still shows what logic proved', () => {
    const slow = nin('survey', 'faase.nin');
    const check = checkEntry(slow, { timeLimitMs: 50 });
    expect(check.verdict).toBe('timeout');
    expect(check.partial).toHaveLength(slow.width * slow.height);
  });

  it('proves a 30x30 book puzzle unique', () => {
    const check = checkEntry(nin('jwilk', 'data120.nin'));
    expect(check.verdict).toBe('unique');
  });
});
