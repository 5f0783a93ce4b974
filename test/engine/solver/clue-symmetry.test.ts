import { describe, expect, it } from 'vitest';
import {
  blackAndWhitePuzzle,
  puzzleFromGrid,
  satisfies,
  type Grid,
} from '../../../src-main/engine/puzzle.ts';
import { clueSymmetries, mapGrid } from '../../../src-main/engine/solver/clue-symmetry.ts';
import { nin } from './bench-files.ts';

function gridOf(rows: readonly string[]): Grid {
  const width = rows[0]!.length;
  const cells = Uint8Array.from(rows.join(''), (ch) => (ch === '#' ? 1 : 0));
  return { width, height: rows.length, cells };
}

describe('clue symmetries', () => {
  it('finds the quarter turns of Knotty and no mirror', () => {
    const maps = clueSymmetries(nin('survey', 'knotty.nin'));
    expect(maps).toHaveLength(3);
  });

  it('finds none for an asymmetric picture', () => {
    const picture = gridOf(['##..#', '#....', '.###.', '...##']);
    expect(clueSymmetries(puzzleFromGrid(picture))).toEqual([]);
  });

  it('finds a mirror of a picture drawn off centre, ignoring the empty margin', () => {
    const picture = gridOf(['.....', '.#.#.', '.###.', '..#..', '.....', '.....']);
    const puzzle = puzzleFromGrid(picture);
    const maps = clueSymmetries(puzzle);
    expect(maps).toHaveLength(1);
    expect(Array.from(mapGrid(picture.cells, maps[0]!))).toEqual(Array.from(picture.cells));
  });

  it('carries every solution to a solution', () => {
    // Two solutions (the diagonals); each quarter turn swaps them.
    const puzzle = blackAndWhitePuzzle([[1], [1]], [[1], [1]]);
    const maps = clueSymmetries(puzzle);
    expect(maps.length).toBeGreaterThan(0);
    const diagonal = gridOf(['#.', '.#']);
    for (const map of maps) {
      const image = { ...diagonal, cells: mapGrid(diagonal.cells, map) };
      expect(satisfies(puzzle, image)).toBe(true);
    }
    expect(maps.some((map) => mapGrid(diagonal.cells, map)[0] === 0)).toBe(true);
  });
});
