import { describe, expect, it } from 'vitest';
import { strayCells } from '../../../src-main/engine/clue-mistakes/stray-cells.ts';

function picture(rows: string[]): { cells: number[]; width: number; height: number } {
  return {
    cells: rows.flatMap((row) => [...row].map((c) => (c === '#' ? 1 : 0))),
    width: rows[0]!.length,
    height: rows.length,
  };
}

describe('strayCells', () => {
  it('counts nothing in an empty picture or a solid block away from the edge', () => {
    const empty = picture(['.....', '.....', '.....']);
    expect(strayCells(empty.cells, empty.width, empty.height)).toBe(0);
    const block = picture(['.......', '.#####.', '.#####.', '.#####.', '.......']);
    // Only the four corners of the block stand out (five of their eight neighbours are empty).
    expect(strayCells(block.cells, block.width, block.height)).toBe(4);
  });

  it('counts a lone dot', () => {
    const dot = picture(['.....', '..#..', '.....']);
    expect(strayCells(dot.cells, dot.width, dot.height)).toBe(1);
  });

  it('makes a one-cell bump on a straight edge cost more than the straight edge', () => {
    const straight = picture(['.......', '.......', '#######', '#######']);
    const bump = picture(['.......', '...#...', '#######', '#######']);
    expect(strayCells(bump.cells, bump.width, bump.height)).toBeGreaterThan(
      strayCells(straight.cells, straight.width, straight.height),
    );
  });
});
