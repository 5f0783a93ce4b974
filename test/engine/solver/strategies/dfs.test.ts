import { describe, expect, it } from 'vitest';
import {
  BACKGROUND,
  blackAndWhitePuzzle,
  emptyGrid,
  gridToRows,
  puzzleFromGrid,
  satisfies,
  type Grid,
  type LineClue,
  type PaletteColor,
} from '../../../../src-main/engine/puzzle.ts';
import { prefersColumns, solveByBacktracking } from '../../../../src-main/engine/solver/strategies/dfs.ts';
import { ColumnPrefixes } from '../../../../src-main/engine/solver/strategies/dfs/column-prefixes.ts';
import {
  logPlacementCount,
  PlacementCursor,
  placementCount,
} from '../../../../src-main/engine/solver/strategies/dfs/placements.ts';
import { countSolutions, random } from './reference.ts';
import { describeStrategyContract } from './strategy-contract.ts';

describeStrategyContract('dfs', solveByBacktracking);

const PALETTE: PaletteColor[] = [
  BACKGROUND,
  { name: 'red', char: 'r', rgb: '#ff0000' },
  { name: 'green', char: 'g', rgb: '#00ff00' },
  { name: 'blue', char: 'b', rgb: '#0000ff' },
];

/** A grid from text rows: '.' empty, 'r', 'g', 'b' colours 1 to 3. */
function gridOf(rows: string[]): Grid {
  const grid = emptyGrid(rows[0]!.length, rows.length);
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) grid.cells[y * grid.width + x] = '.rgb'.indexOf(row[x]!);
  });
  return grid;
}

function clue(...blocks: [number, number][]): LineClue {
  return blocks.map(([length, color]) => ({ length, color }));
}

function allPlacements(cursor: PlacementCursor, n: number): string[] {
  const out: string[] = [];
  cursor.reset();
  while (cursor.next()) out.push(Array.from(cursor.line.subarray(cursor.offset, cursor.offset + n)).join(''));
  return out;
}

describe('placements', () => {
  it('lists the six placements of [2, 1] in 6 cells, leftmost first', () => {
    const cursor = new PlacementCursor(clue([2, 1], [1, 1]), 6, 1000);
    expect(cursor.count).toBe(6);
    expect(placementCount(clue([2, 1], [1, 1]), 6)).toBe(6);
    expect(allPlacements(cursor, 6)).toEqual(['110100', '110010', '110001', '011010', '011001', '001101']);
  });

  it('lets blocks of different colours touch', () => {
    const cursor = new PlacementCursor(clue([1, 1], [1, 2]), 3, 1000);
    expect(cursor.count).toBe(3);
    expect(allPlacements(cursor, 3)).toEqual(['120', '102', '012']);
  });

  it('gives the same placements whether it precomputes them or not', () => {
    const c = clue([3, 1], [1, 2], [2, 2], [1, 1]);
    const table = new PlacementCursor(c, 15, 1 << 20);
    const lazy = new PlacementCursor(c, 15, 0);
    expect(table.precomputed).toBe(true);
    expect(lazy.precomputed).toBe(false);
    const listed = allPlacements(table, 15);
    expect(listed).toHaveLength(table.count);
    expect(allPlacements(lazy, 15)).toEqual(listed);
    expect(Math.exp(logPlacementCount(c, 15))).toBeCloseTo(table.count, 6);
  });

  it('has one placement for an empty clue and none for a clue longer than the line', () => {
    expect(allPlacements(new PlacementCursor([], 3, 1000), 3)).toEqual(['000']);
    expect(allPlacements(new PlacementCursor(clue([4, 1]), 3, 1000), 3)).toEqual([]);
    expect(allPlacements(new PlacementCursor(clue([4, 1]), 3, 0), 3)).toEqual([]);
    expect(logPlacementCount(clue([4, 1]), 3)).toBe(-Infinity);
  });
});

describe('column prefixes', () => {
  const rowsOf = (prefixes: ColumnPrefixes, rows: number[][]): boolean =>
    rows.every((row, depth) => prefixes.extend(depth, Uint8Array.from(row), 0));

  it('accepts a prefix that can still be completed', () => {
    expect(
      rowsOf(new ColumnPrefixes([clue([2, 1]), clue([1, 1], [1, 2])], 4), [
        [1, 1],
        [1, 2],
      ]),
    ).toBe(true);
  });

  it('rejects a run that ends too early, grows too long, or has the wrong colour', () => {
    expect(rowsOf(new ColumnPrefixes([clue([2, 1])], 4), [[1], [0]])).toBe(false);
    expect(rowsOf(new ColumnPrefixes([clue([1, 1])], 4), [[1], [1]])).toBe(false);
    expect(rowsOf(new ColumnPrefixes([clue([1, 2])], 4), [[1]])).toBe(false);
  });

  it('rejects a prefix that leaves too few rows for the rest of the clue', () => {
    // [1, 1] after an empty cell needs 3 of the 3 rows left, then only 2 remain.
    expect(rowsOf(new ColumnPrefixes([clue([1, 1], [1, 1])], 4), [[0]])).toBe(true);
    expect(rowsOf(new ColumnPrefixes([clue([1, 1], [1, 1])], 4), [[0], [0]])).toBe(false);
  });
});

describe('dfs', () => {
  it('places along the axis with fewer combinations', () => {
    // Rows [3, 4] and [1, 1, 1, 1] in 8 cells: 1 * 5 combinations; the columns: 2 ** 3 = 8.
    const wide = puzzleFromGrid(gridOf(['rrr.rrrr', 'r.r.r.r.']));
    expect(prefersColumns(wide)).toBe(false);
    const tall = puzzleFromGrid(gridOf(['rr', 'r.', 'rr', '..', 'rr', 'r.', 'rr', 'r.']));
    expect(prefersColumns(tall)).toBe(true);
    const result = solveByBacktracking(tall, {});
    expect(result.status).toBe('unique');
    expect(gridToRows(result.solutions[0]!, PALETTE)).toEqual([
      'rr',
      'r.',
      'rr',
      '..',
      'rr',
      'r.',
      'rr',
      'r.',
    ]);
  });

  it('solves a colour picture with touching blocks uniquely', () => {
    const picture = gridOf(['rrg.', '.gbb', 'rgb.', 'rr.b']);
    const puzzle = puzzleFromGrid(picture, PALETTE);
    expect(countSolutions(puzzle, 3)).toBe(1);
    const result = solveByBacktracking(puzzle, {});
    expect(result.status).toBe('unique');
    expect(gridToRows(result.solutions[0]!, PALETTE)).toEqual(['rrg.', '.gbb', 'rgb.', 'rr.b']);
  });

  it('finds both solutions of an ambiguous colour puzzle', () => {
    const puzzle = puzzleFromGrid(gridOf(['r.', '.r', 'gg']), PALETTE);
    const result = solveByBacktracking(puzzle, { maxSolutions: 10 });
    expect(result.status).toBe('multiple');
    expect(result.solutions.map((grid) => gridToRows(grid, PALETTE).join('/')).sort()).toEqual([
      '.r/r./gg',
      'r./.r/gg',
    ]);
  });

  it('agrees with the exact line solver on random colour puzzles', () => {
    const rnd = random(31);
    for (let t = 0; t < 80; t++) {
      const grid = emptyGrid(2 + Math.floor(rnd() * 5), 2 + Math.floor(rnd() * 5));
      for (let i = 0; i < grid.cells.length; i++) grid.cells[i] = rnd() < 0.6 ? 1 + Math.floor(rnd() * 3) : 0;
      const puzzle = puzzleFromGrid(grid, PALETTE);
      const result = solveByBacktracking(puzzle, { maxSolutions: 10 });
      expect(result.solutions.length, `puzzle ${t}`).toBe(countSolutions(puzzle, 10));
      expect(result.solutions.every((g) => satisfies(puzzle, g))).toBe(true);
    }
  });

  it('answers "none" without searching when a clue is longer than its line', () => {
    const puzzle = blackAndWhitePuzzle([[5], [1]], [[1], [1], [1]]);
    const result = solveByBacktracking(puzzle, {});
    expect(result.status).toBe('none');
    expect(result.stats.nodes).toBe(0);
  });

  it('knows before searching only what is trivially forced', () => {
    // Row 0 is full (no slack); row 1 is empty; column colours limit the rest.
    const puzzle = puzzleFromGrid(gridOf(['rrg', '...', '.b.']), PALETTE);
    const result = solveByBacktracking(puzzle, {});
    expect(result.status).toBe('unique');
    expect(Array.from(result.partial)).toEqual([2, 2, 4, 1, 1, 1, 1, 1 | 8, 1]);
    expect(result.stats.usedSearch).toBe(true);
    expect(result.stats.lineSolvable).toBe(false);
  });
});
