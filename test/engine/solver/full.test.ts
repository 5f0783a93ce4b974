import { describe, expect, it } from 'vitest';
import {
  blackAndWhitePuzzle,
  clueOfLine,
  sameClue,
  emptyGrid,
  puzzleFromGrid,
  satisfies,
  type Grid,
  type Puzzle,
} from '../../../src-main/engine/puzzle.ts';
import { solve } from '../../../src-main/engine/solver/solve.ts';
import type { SolveProgress, SolveResult } from '../../../src-main/engine/solver/types.ts';
import { edgeCounts, jwilkVerdicts, nin, ninFiles, tournament } from './bench-files.ts';

function expectValid(puzzle: Puzzle, result: SolveResult): void {
  for (const grid of result.solutions) expect(satisfies(puzzle, grid)).toBe(true);
  if (result.status === 'multiple') {
    expect(result.solutions.length).toBeGreaterThanOrEqual(2);
    expect(Array.from(result.solutions[0]!.cells)).not.toEqual(Array.from(result.solutions[1]!.cells));
  }
  if (result.status === 'unique' || result.status === 'solved') expect(result.solutions).toHaveLength(1);
  expect(result.partial).toHaveLength(puzzle.width * puzzle.height);
}

function verdict(count: number): string {
  return count === 0 ? 'none' : count === 1 ? 'unique' : 'multiple';
}

/** Whether every cell value of a grid is still allowed by the domains. */
function allows(domains: Uint32Array, grid: Grid): boolean {
  return Array.from(grid.cells).every((c, i) => (domains[i]! & (1 << c)) !== 0);
}

// Both search styles (search.ts) must give every verdict: the solver process races them.
describe.each(['linked', 'plain'] as const)('full strategy verdicts, %s search', (searchStyle) => {
  it.each([...edgeCounts()])('gives the exact verdict on edge case %s', (file, count) => {
    const puzzle = nin('edge-cases', file);
    const result = solve(puzzle, { searchStyle });
    expect(result.status).toBe(verdict(count));
    expectValid(puzzle, result);
  });

  it('has an expected verdict for every jwilk puzzle', () => {
    expect([...jwilkVerdicts().keys()]).toEqual(ninFiles('jwilk'));
  });

  it.each([...jwilkVerdicts()])('gives jwilk puzzle %s the verdict %s', (file, expected) => {
    const puzzle = nin('jwilk', file);
    const result = solve(puzzle, { searchStyle });
    expect(result.status).toBe(expected);
    expectValid(puzzle, result);
  });

  it.each([
    'webpbn-00001.nin',
    'webpbn-00016.nin',
    'webpbn-00065.nin',
    'webpbn-00436.nin',
    'webpbn-01611.nin',
  ])('proves survey puzzle %s unique', (file) => {
    const puzzle = nin('survey', file);
    const result = solve(puzzle, { searchStyle });
    expect(result.status).toBe('unique');
    expectValid(puzzle, result);
  });

  it('shows that Knotty has several solutions', () => {
    const puzzle = nin('survey', 'knotty.nin');
    // Well inside the test's own time (vitest's testTimeout, 60 s); it takes about 1.5 s.
    const result = solve(puzzle, { timeLimitMs: 30_000, searchStyle });
    expect(result.status).toBe('multiple');
    expectValid(puzzle, result);
  });

  it('finds one solution of tournament puzzles when asked for one', () => {
    for (const number of [1, 50, 90, 100]) {
      const puzzle = tournament(number);
      const result = solve(puzzle, { maxSolutions: 1, searchStyle });
      expect(result.status).toBe('solved');
      expectValid(puzzle, result);
    }
  });
});

describe('full strategy on small and odd puzzles', () => {
  it('solves 1x1 puzzles, filled and empty', () => {
    const filled = blackAndWhitePuzzle([[1]], [[1]]);
    const empty = blackAndWhitePuzzle([[]], [[]]);
    expect(Array.from(solve(filled).solutions[0]!.cells)).toEqual([1]);
    expect(Array.from(solve(empty).solutions[0]!.cells)).toEqual([0]);
    expect(solve(filled).status).toBe('unique');
  });

  it('solves a puzzle whose clues are all empty', () => {
    const puzzle = blackAndWhitePuzzle([[], [], []], [[], []]);
    const result = solve(puzzle);
    expect(result.status).toBe('unique');
    expect(result.stats.lineSolvable).toBe(true);
    expect(Array.from(result.solutions[0]!.cells)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('reports none for clues that contradict each other', () => {
    expect(solve(blackAndWhitePuzzle([[1], []], [[], []])).status).toBe('none');
    expect(solve(blackAndWhitePuzzle([[3]], [[1], [1]])).status).toBe('none');
    expect(solve(blackAndWhitePuzzle([[2], [2]], [[2], [1]])).status).toBe('none');
  });

  it('returns two different solutions for an ambiguous puzzle', () => {
    const puzzle = blackAndWhitePuzzle([[1], [1]], [[1], [1]]);
    const result = solve(puzzle);
    expect(result.status).toBe('multiple');
    expectValid(puzzle, result);
  });

  it('answers solved, not unique, when asked for one solution of an ambiguous puzzle', () => {
    const puzzle = blackAndWhitePuzzle([[1], [1]], [[1], [1]]);
    const result = solve(puzzle, { maxSolutions: 1 });
    expect(result.status).toBe('solved');
    expectValid(puzzle, result);
  });

  it('reports what it did in the stats', () => {
    const lineOnly = solve(nin('survey', 'webpbn-00001.nin')).stats;
    expect(lineOnly.lineSolvable).toBe(true);
    expect(lineOnly.usedSearch).toBe(false);
    expect(lineOnly.lineSolves).toBeGreaterThan(0);
    const searched = solve(nin('survey', 'webpbn-06574.nin')).stats;
    expect(searched.lineSolvable).toBe(false);
    expect(searched.usedProbing).toBe(true);
    expect(searched.usedSearch).toBe(true);
    expect(searched.nodes).toBeGreaterThan(0);
    expect(searched.maxDepth).toBeGreaterThan(0);
  });

  it('proves a 200x200 picture unique', () => {
    const size = 200;
    const grid = emptyGrid(size, size);
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const ring = Math.floor(Math.hypot(x - 100, y - 100) / 9) % 2 === 1;
        const box = x > 20 && x < 60 && y > 130 && y < 180;
        grid.cells[y * size + x] = ring !== box ? 1 : 0;
      }
    }
    const puzzle = puzzleFromGrid(grid);
    const result = solve(puzzle, { timeLimitMs: 20_000 });
    expect(result.status).toBe('unique');
    expectValid(puzzle, result);
    expect(Array.from(result.solutions[0]!.cells)).toEqual(Array.from(grid.cells));
  });
});

describe('full strategy on colour puzzles', () => {
  const palette = [
    { name: 'white', char: '.', rgb: '#ffffff' },
    { name: 'red', char: 'r', rgb: '#ff0000' },
    { name: 'green', char: 'g', rgb: '#00ff00' },
    { name: 'blue', char: 'b', rgb: '#0000ff' },
  ];

  function picture(rows: string[]): Grid {
    const grid = emptyGrid(rows[0]!.length, rows.length);
    rows.forEach((row, y) => {
      for (let x = 0; x < row.length; x++) grid.cells[y * row.length + x] = '.rgb'.indexOf(row[x]!);
    });
    return grid;
  }

  it('proves a picture of touching blocks of different colours unique, and finds that picture', () => {
    const grid = picture(['rrgg.', 'rgb..', '.gbbr', 'bbrr.', 'g.rgb']);
    const puzzle = puzzleFromGrid(grid, palette);
    expect(countSolutions(puzzle)).toBe(1);
    const result = solve(puzzle);
    expect(result.status).toBe('unique');
    expectValid(puzzle, result);
    expect(Array.from(result.solutions[0]!.cells)).toEqual(Array.from(grid.cells));
  });

  it('agrees with counting by brute force on small random colour pictures', () => {
    let seed = 99;
    const next = (n: number): number => {
      seed = (seed * 1664525 + 1013904223) >>> 0;
      return seed % n;
    };
    for (let round = 0; round < 60; round++) {
      const width = 2 + next(3);
      const height = 2 + next(3);
      const grid = emptyGrid(width, height);
      for (let i = 0; i < grid.cells.length; i++) grid.cells[i] = next(4);
      const puzzle = puzzleFromGrid(grid, palette);
      const result = solve(puzzle);
      expectValid(puzzle, result);
      expect(result.status, `round ${round}`).toBe(verdict(Math.min(2, countSolutions(puzzle))));
    }
  });

  it('finds no solution when colour clues cannot agree', () => {
    const puzzle: Puzzle = {
      ...puzzleFromGrid(picture(['rg', 'gr']), palette),
      columns: [[{ length: 2, color: 1 }], [{ length: 2, color: 2 }]],
    };
    expect(solve(puzzle).status).toBe('none');
  });
});

describe('full strategy limits', () => {
  const hard = (): Puzzle => tournament(100);

  it('stops on a cancelled signal and still returns the root partial grid', () => {
    const result = solve(hard(), { maxSolutions: 1, signal: { aborted: true } });
    expect(result.status).toBe('cancelled');
    expect(result.solutions).toHaveLength(0);
    expect(result.partial).toHaveLength(625);
  });

  it('times out with the root partial grid when the clock runs past the limit', () => {
    let t = 0;
    const puzzle = hard();
    const result = solve(puzzle, { maxSolutions: 1, timeLimitMs: 1000, now: () => (t += 5) });
    expect(result.status).toBe('timeout');
    const solved = solve(puzzle, { maxSolutions: 1 });
    expect(allows(result.partial, solved.solutions[0]!)).toBe(true);
    const decided = Array.from(result.partial).filter((d) => (d & (d - 1)) === 0).length;
    expect(decided).toBeGreaterThan(0);
  });

  it('cancels mid-search when the signal flips', () => {
    const signal = { aborted: false };
    let calls = 0;
    const result = solve(hard(), {
      maxSolutions: 1,
      signal,
      progressIntervalMs: 0,
      onProgress: () => {
        if (++calls === 5) signal.aborted = true;
      },
    });
    expect(result.status).toBe('cancelled');
    expect(calls).toBeGreaterThanOrEqual(5);
    expect(calls).toBeLessThan(10);
  });

  it('reports progress within [0, 1] that never goes back while proving uniqueness', () => {
    const reports: SolveProgress[] = [];
    const puzzle = nin('survey', 'webpbn-06574.nin');
    const result = solve(puzzle, { progressIntervalMs: 0, onProgress: (p) => reports.push(p) });
    expect(result.status).toBe('unique');
    expect(reports.length).toBeGreaterThan(0);
    let last = 0;
    for (const p of reports) {
      expect(p.fraction).toBeGreaterThanOrEqual(last);
      expect(p.fraction).toBeLessThanOrEqual(1);
      expect(p.total).toBe(puzzle.width * puzzle.height);
      last = p.fraction;
    }
  });
});

/** Solutions of a small puzzle, counted up to 2 by trying every row that fits its clue. */
function countSolutions(puzzle: Puzzle): number {
  const colors = puzzle.palette.length;
  const { width, height } = puzzle;
  const rowChoices: Uint8Array[][] = [];
  for (let y = 0; y < height; y++) {
    const fits: Uint8Array[] = [];
    for (let code = 0; code < colors ** width; code++) {
      const row = new Uint8Array(width);
      let c = code;
      for (let x = 0; x < width; x++) {
        row[x] = c % colors;
        c = Math.floor(c / colors);
      }
      if (sameClue(clueOfLine(row), puzzle.rows[y]!)) fits.push(row);
    }
    rowChoices.push(fits);
  }
  let count = 0;
  const grid = emptyGrid(width, height);
  const place = (y: number): void => {
    if (count >= 2) return;
    if (y === height) {
      if (satisfies(puzzle, grid)) count++;
      return;
    }
    for (const row of rowChoices[y]!) {
      grid.cells.set(row, y * width);
      place(y + 1);
    }
  };
  place(0);
  return count;
}
