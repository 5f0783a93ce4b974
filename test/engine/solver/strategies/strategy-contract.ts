/**
 * What every comparison strategy must do on black-and-white puzzles, shared by the rules and
 * dfs test files: exact verdicts, valid solutions, limits, cancellation and progress.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTaai } from '../../../../src-main/engine/formats/taai.ts';
import { emptyGrid, puzzleFromGrid, satisfies, type Puzzle } from '../../../../src-main/engine/puzzle.ts';
import type { SolveOptions, SolveProgress, SolveResult } from '../../../../src-main/engine/solver/types.ts';
import { benchNin, countSolutions, edgeCases, random } from './reference.ts';
import { FIXTURES } from '../../../fixture-path.ts';

type Solve = (puzzle: Puzzle, options: SolveOptions) => SolveResult;

/** jwilk puzzles both strategies finish in milliseconds; data001 and data087 have several solutions. */
const JWILK_SAMPLE = ['000', '001', '004', '008', '012', '019', '021', '027', '034', '036', '087', '110'];

function verdict(count: number): string {
  return count === 0 ? 'none' : count === 1 ? 'unique' : 'multiple';
}

function distinct(result: SolveResult): number {
  return new Set(result.solutions.map((grid) => grid.cells.join(''))).size;
}

/** The last, sparsest puzzle of the generated tournament-style file. */
function lastTournamentPuzzle(): Puzzle {
  const puzzles = readTaai(readFileSync(join(FIXTURES, 'tournament/tournament.txt'), 'utf8'));
  return puzzles.at(-1)!.puzzle;
}

/** Random small black-and-white puzzles; some have their clues shuffled, so many have no solution. */
function randomPuzzles(seed: number, count: number): Puzzle[] {
  const rnd = random(seed);
  const out: Puzzle[] = [];
  for (let t = 0; t < count; t++) {
    const grid = emptyGrid(2 + Math.floor(rnd() * 7), 1 + Math.floor(rnd() * 7));
    const density = 0.2 + rnd() * 0.6;
    for (let i = 0; i < grid.cells.length; i++) grid.cells[i] = rnd() < density ? 1 : 0;
    const puzzle = puzzleFromGrid(grid);
    if (rnd() < 0.4) {
      const rows = [...puzzle.rows];
      const a = Math.floor(rnd() * rows.length);
      const b = Math.floor(rnd() * rows.length);
      [rows[a], rows[b]] = [rows[b]!, rows[a]!];
      out.push({ ...puzzle, rows });
    } else {
      out.push(puzzle);
    }
  }
  return out;
}

export function describeStrategyContract(name: string, solve: Solve): void {
  describe(`${name} on black-and-white puzzles`, () => {
    it('counts the exact solutions of every edge case', () => {
      for (const { file, count } of edgeCases()) {
        const puzzle = benchNin(`edge-cases/${file}`);
        const all = solve(puzzle, { maxSolutions: 100 });
        expect(all.solutions.length, file).toBe(count);
        expect(distinct(all), file).toBe(count);
        expect(all.status, file).toBe(verdict(count));
        expect(
          all.solutions.every((grid) => satisfies(puzzle, grid)),
          file,
        ).toBe(true);
        const two = solve(puzzle, {});
        expect(two.status, file).toBe(verdict(count));
        expect(two.solutions.length, file).toBe(Math.min(count, 2));
      }
    });

    it('solves Dancer uniquely', () => {
      const puzzle = benchNin('formats/dancer.nin');
      const result = solve(puzzle, {});
      expect(result.status).toBe('unique');
      expect(result.solutions).toHaveLength(1);
      expect(satisfies(puzzle, result.solutions[0]!)).toBe(true);
    });

    it('gives the verdict of the exact line solver on a sample of jwilk puzzles', () => {
      for (const id of JWILK_SAMPLE) {
        const puzzle = benchNin(`jwilk/data${id}.nin`);
        const result = solve(puzzle, { timeLimitMs: 5000 });
        expect(result.status, id).toBe(verdict(countSolutions(puzzle, 2)));
        expect(
          result.solutions.every((grid) => satisfies(puzzle, grid)),
          id,
        ).toBe(true);
      }
    });

    it('agrees with the exact line solver on random small puzzles, solutions included', () => {
      for (const [i, puzzle] of randomPuzzles(name.length, 150).entries()) {
        const expected = countSolutions(puzzle, 10);
        const result = solve(puzzle, { maxSolutions: 10 });
        expect(result.solutions.length, `puzzle ${i}`).toBe(expected);
        expect(distinct(result), `puzzle ${i}`).toBe(expected);
        for (const grid of result.solutions) {
          expect(satisfies(puzzle, grid)).toBe(true);
          // Whatever the strategy proved before guessing must hold in every solution.
          expect(grid.cells.every((c, cell) => (result.partial[cell]! & (1 << c)) !== 0)).toBe(true);
        }
      }
    });

    it('reports "solved" when one solution is all that was asked for', () => {
      const puzzle = benchNin('edge-cases/multi-01-6x6.nin');
      const result = solve(puzzle, { maxSolutions: 1 });
      expect(result.status).toBe('solved');
      expect(result.solutions).toHaveLength(1);
    });

    it('stops at the time limit on a hard tournament puzzle, by the clock it is given', () => {
      // Each reading moves this clock on a millisecond, so the limit falls after 50 readings
      // however fast or busy the machine is.
      let clock = 0;
      const result = solve(lastTournamentPuzzle(), { timeLimitMs: 50, now: () => (clock += 1) });
      expect(result.status).toBe('timeout');
      expect(result.stats.ms).toBeGreaterThanOrEqual(50);
      expect(result.stats.nodes).toBeGreaterThan(0);
      expect(result.partial).toHaveLength(625);
    });

    it('stops when the signal is aborted, here from its own progress report', () => {
      const signal = { aborted: false };
      const reports: SolveProgress[] = [];
      const result = solve(lastTournamentPuzzle(), {
        signal,
        progressIntervalMs: 0,
        onProgress: (progress) => {
          reports.push(progress);
          if (reports.length === 5) signal.aborted = true;
        },
      });
      expect(result.status).toBe('cancelled');
      expect(reports).toHaveLength(5);
      for (const report of reports) {
        expect(report.total).toBe(625);
        expect(report.fraction).toBeGreaterThanOrEqual(0);
        expect(report.fraction).toBeLessThanOrEqual(1);
      }
    });

    it('stops at once on a signal aborted before the start', () => {
      const result = solve(lastTournamentPuzzle(), { signal: { aborted: true } });
      expect(result.status).toBe('cancelled');
      expect(result.solutions).toHaveLength(0);
    });
  });
}
