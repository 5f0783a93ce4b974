import { describe, expect, it } from 'vitest';
import {
  decodeStruck,
  encodeStruck,
  hasClueNumber,
  struckInLine,
  struckKey,
  withStruck,
} from '../../../src-main/engine/play/index.ts';
import { blackAndWhitePuzzle } from '../../../src-main/engine/puzzle.ts';

/** Rows "3 1", "1", "" ; columns "1", "2", "1", "", "1" (a 5x3 grid). */
const puzzle = blackAndWhitePuzzle([[3, 1], [1], []], [[1], [2], [1], [], [1]]);

describe('struck clue numbers', () => {
  it('name a number by its line and place in the clue', () => {
    expect(struckKey({ axis: 'row', line: 0, index: 1 })).toBe('r0.1');
    expect(struckKey({ axis: 'column', line: 12, index: 0 })).toBe('c12.0');
  });

  it('exist only where the clue has that many numbers; an empty line has none to strike', () => {
    expect(hasClueNumber(puzzle, { axis: 'row', line: 0, index: 1 })).toBe(true);
    expect(hasClueNumber(puzzle, { axis: 'row', line: 0, index: 2 })).toBe(false);
    expect(hasClueNumber(puzzle, { axis: 'row', line: 2, index: 0 })).toBe(false);
    expect(hasClueNumber(puzzle, { axis: 'row', line: 3, index: 0 })).toBe(false);
    expect(hasClueNumber(puzzle, { axis: 'column', line: 4, index: 0 })).toBe(true);
    expect(hasClueNumber(puzzle, { axis: 'column', line: 1, index: -1 })).toBe(false);
    expect(hasClueNumber(puzzle, { axis: 'column', line: 0.5, index: 0 })).toBe(false);
  });

  it('toggle without changing the set they were made from', () => {
    const none = new Set<string>();
    const one = withStruck(none, { axis: 'row', line: 0, index: 1 }, true);
    expect([...one]).toEqual(['r0.1']);
    expect(none.size).toBe(0);
    expect(withStruck(one, { axis: 'row', line: 0, index: 1 }, false).size).toBe(0);
    expect([...withStruck(one, { axis: 'row', line: 0, index: 1 }, true)]).toEqual(['r0.1']);
  });

  it("say which of a line's numbers are struck, or null when none is", () => {
    const keys = new Set(['r0.1', 'c1.0']);
    expect(struckInLine(keys, 'row', 0, 2)).toEqual([false, true]);
    expect(struckInLine(keys, 'column', 1, 1)).toEqual([true]);
    expect(struckInLine(keys, 'row', 1, 1)).toBeNull();
    expect(struckInLine(new Set(), 'row', 0, 2)).toBeNull();
  });

  it('store in one order whatever order they were struck in', () => {
    const keys = new Set(['c4.0', 'r1.0', 'c1.0', 'r0.1', 'r0.0', 'c10.0']);
    expect(encodeStruck(keys)).toBe('r0.0 r0.1 r1.0 c1.0 c4.0 c10.0');
    expect(encodeStruck(new Set())).toBe('');
  });

  it('read back what was stored, dropping what the puzzle has no number for', () => {
    expect([...decodeStruck('r0.0 r0.1 c1.0', puzzle)].sort()).toEqual(['c1.0', 'r0.0', 'r0.1']);
    // Damaged text, a line past the edge, a number the clue lacks, an empty line's 0: all dropped.
    const read = decodeStruck('  r0.1 x7 r9.0 r0.5 r2.0 c1.0junk c4.0 r0.1 ', puzzle);
    expect([...read].sort()).toEqual(['c4.0', 'r0.1']);
    expect(decodeStruck('', puzzle).size).toBe(0);
  });
});
