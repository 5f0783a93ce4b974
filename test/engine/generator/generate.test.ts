import { describe, expect, it } from 'vitest';
import { labelFor } from '../../../src-main/engine/difficulty.ts';
import {
  generateOptionsProblem,
  generatePuzzle,
  type GenerateLevel,
  type GenerateOptions,
} from '../../../src-main/engine/generator/generate.ts';
import { randomPicture } from '../../../src-main/engine/generator/random-picture.ts';
import { seededRandom } from '../../../src-main/engine/seeded-random.ts';
import { puzzleFromGrid, satisfies, type Grid } from '../../../src-main/engine/puzzle.ts';
import { solve } from '../../../src-main/engine/solver/solve.ts';

function made(options: Omit<GenerateOptions, 'seed'> & { seed?: number }) {
  const outcome = generatePuzzle({ seed: 12345, timeLimitMs: 30_000, ...options });
  if (outcome.status !== 'done') throw new Error(`no puzzle: ${outcome.status}`);
  return outcome;
}

/** Lengths of the runs of filled cells along the rows. */
function runLengths(grid: Grid): number[] {
  const runs: number[] = [];
  for (let y = 0; y < grid.height; y++) {
    let run = 0;
    for (let x = 0; x <= grid.width; x++) {
      const filled = x < grid.width && grid.cells[y * grid.width + x] !== 0;
      if (filled) {
        run++;
      } else if (run > 0) {
        runs.push(run);
        run = 0;
      }
    }
  }
  return runs;
}

const mean = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0) / values.length;

describe('generatePuzzle', () => {
  const cases: readonly [GenerateLevel, number, number, number][] = [
    ['easy', 15, 15, 1],
    ['medium', 25, 20, 1],
    ['hard', 15, 15, 1],
    ['easy', 15, 12, 3],
    ['medium', 20, 20, 4],
    ['hard', 12, 15, 2],
  ];
  for (const [level, width, height, colors] of cases) {
    const logic = level === 'hard' ? 'needing probing but no search' : 'solved by line logic';
    it(`makes a ${width}x${height} puzzle of ${colors} colour(s) rated ${level}, ${logic}, with exactly one solution`, () => {
      const out = made({ width, height, colors, level });
      expect(out.puzzle.width).toBe(width);
      expect(out.puzzle.height).toBe(height);
      expect(out.puzzle.palette).toHaveLength(colors + 1);
      expect(Math.max(...out.solution.cells)).toBeLessThanOrEqual(colors);
      expect(satisfies(out.puzzle, out.solution)).toBe(true);
      expect(puzzleFromGrid(out.solution, out.puzzle.palette)).toEqual(out.puzzle);

      const result = solve(out.puzzle, { maxSolutions: 2, timeLimitMs: 30_000 });
      expect(result.status).toBe('unique');
      expect(result.solutions[0]!.cells).toEqual(out.solution.cells);
      if (level === 'hard') {
        expect(result.stats.lineSolvable).toBe(false);
        expect(result.stats.usedSearch).toBe(false);
      } else {
        expect(result.stats.lineSolvable).toBe(true);
      }
      expect(out.onTarget).toBe(true);
      expect(out.difficulty.label).toBe(level);
    });
  }

  it('makes the same puzzle from the same seed, and another from another seed', () => {
    const options = { width: 12, height: 10, colors: 2, level: 'easy' } as const;
    const a = made({ ...options, seed: 7 });
    const b = made({ ...options, seed: 7 });
    const c = made({ ...options, seed: 8 });
    expect(b.puzzle).toEqual(a.puzzle);
    expect(c.puzzle).not.toEqual(a.puzzle);
  });

  it('returns an easy puzzle marked off target when asked for a medium one of a size too small for it', () => {
    // Ten-cell lines cannot take enough steps to rate medium: every candidate rates easy.
    const out = made({ width: 10, height: 10, colors: 1, level: 'medium' });
    expect(out.onTarget).toBe(false);
    expect(out.difficulty.label).toBe('easy');
    expect(labelFor(out.difficulty.score, out.difficulty.status)).toBe('easy');
    const result = solve(out.puzzle, { maxSolutions: 2 });
    expect(result.status).toBe('unique');
    expect(result.stats.lineSolvable).toBe(true);
  });

  it('stops when cancelled, and at its time limit', () => {
    const cancelled = generatePuzzle({
      width: 40,
      height: 40,
      colors: 1,
      level: 'hard',
      seed: 1,
      signal: { aborted: true },
    });
    expect(cancelled.status).toBe('cancelled');

    let clock = 0;
    const timedOut = generatePuzzle({
      width: 40,
      height: 40,
      colors: 1,
      level: 'hard',
      seed: 1,
      timeLimitMs: 1_000,
      now: () => (clock += 600),
    });
    expect(timedOut.status).toBe('timeout');
  });

  it('reports progress as cells of the current candidate get settled', () => {
    const seen: { open: number; total: number }[] = [];
    made({ width: 30, height: 30, colors: 1, level: 'medium', onProgress: (p) => seen.push(p) });
    expect(seen.length).toBeGreaterThan(0);
    for (const report of seen) {
      expect(report.total).toBe(900);
      expect(report.open).toBeGreaterThanOrEqual(0);
      expect(report.open).toBeLessThanOrEqual(900);
    }
  });

  it('refuses sizes and colour counts it cannot make, saying which', () => {
    expect(generateOptionsProblem({ width: 4, height: 10, colors: 1 })).toMatch(/5 to 100 .*4x10/);
    expect(generateOptionsProblem({ width: 10, height: 101, colors: 1 })).toMatch(/10x101/);
    expect(generateOptionsProblem({ width: 10, height: 10, colors: 7 })).toMatch(/1 to 6 colours .*7/);
    expect(generateOptionsProblem({ width: 10, height: 10, colors: 6 })).toBeNull();
    expect(() => generatePuzzle({ width: 3, height: 3, colors: 1, level: 'easy', seed: 1 })).toThrow(
      RangeError,
    );
  });
});

describe('randomPicture', () => {
  it('fills about the share asked for, and smoothing makes longer runs than noise', () => {
    const noise = randomPicture(40, 40, 1, { smoothing: 0, density: 0.5 }, seededRandom(3));
    const smooth = randomPicture(40, 40, 1, { smoothing: 4, density: 0.5 }, seededRandom(3));
    for (const grid of [noise, smooth]) {
      const filled = grid.cells.reduce((sum, cell) => sum + cell, 0);
      expect(filled / 1600).toBeCloseTo(0.5, 1);
    }
    expect(mean(runLengths(smooth))).toBeGreaterThan(2 * mean(runLengths(noise)));
  });

  it('uses every colour of a colour picture, and only those', () => {
    const grid = randomPicture(30, 30, 4, { smoothing: 2, density: 0.6 }, seededRandom(5));
    expect(new Set(grid.cells)).toEqual(new Set([0, 1, 2, 3, 4]));
  });
});
