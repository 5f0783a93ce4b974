import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  estimateDifficulty,
  estimateRaw,
  labelFor,
  rateDifficulty,
  type DifficultyProgress,
} from '../../src-main/engine/difficulty.ts';
import { explainSolve } from '../../src-main/engine/explain/logical-solve.ts';
import { readNin } from '../../src-main/engine/formats/nin.ts';
import { readTaai } from '../../src-main/engine/formats/taai.ts';
import { blackAndWhitePuzzle, type Puzzle } from '../../src-main/engine/puzzle.ts';
import { FIXTURES } from '../fixture-path.ts';

const text = (path: string): string => readFileSync(resolve(FIXTURES, path), 'utf8');
const dancer = readNin(text('formats/dancer.nin'));

/** Puzzle $number of the generated tournament-style file. */
function tournament(number: number): Puzzle {
  const found = readTaai(text('tournament/tournament.txt')).find((p) => p.number === number);
  if (!found) throw new Error(`no tournament puzzle $${number}`);
  return found.puzzle;
}

describe('rateDifficulty', () => {
  it('rates Dancer as an easy line-solvable puzzle', () => {
    const report = rateDifficulty(dancer);
    expect(report.lineSolvable).toBe(true);
    expect(report.method).toBe('line');
    expect(report.status).toBe('unique');
    expect(report.steps).toBe(explainSolve(dancer).steps.length);
    expect(report.probes).toBe(0);
    expect(report.nodes).toBe(0);
    expect(report.score).toBeGreaterThanOrEqual(1);
    expect(report.score).toBeLessThanOrEqual(3);
    expect(report.label).toBe('easy');
  });

  it('rates a puzzle that needs probing between 7 and 8', () => {
    const report = rateDifficulty(readNin(text('survey/webpbn-00065.nin')));
    expect(report.lineSolvable).toBe(false);
    expect(report.method).toBe('probing');
    expect(report.score).toBeGreaterThanOrEqual(7);
    expect(report.score).toBeLessThanOrEqual(8);
    expect(report.label).toBe('hard');
  });

  it('rates a tournament puzzle that needs search above Dancer on both figures', () => {
    const easy = rateDifficulty(dancer);
    const hard = rateDifficulty(tournament(100));
    expect(hard.method).toBe('search');
    expect(hard.score).toBeGreaterThanOrEqual(9);
    expect(hard.label).toBe('expert');
    expect(hard.score).toBeGreaterThan(easy.score);
    expect(hard.estimate).toBeGreaterThan(easy.estimate);
  });

  it('rates a long line-solvable walkthrough above a short one', () => {
    const short = rateDifficulty(dancer);
    const long = rateDifficulty(readNin(text('survey/webpbn-00529.nin')));
    expect(long.method).toBe('line');
    expect(long.score).toBeGreaterThan(short.score);
    expect(long.score).toBeLessThanOrEqual(6);
  });

  it('reports progress: the walkthrough fills the first half, the solver the second', () => {
    const seen: DifficultyProgress[] = [];
    rateDifficulty(dancer, { onProgress: (progress) => seen.push(progress) });
    const logic = seen.filter((p) => p.phase === 'logic');
    expect(logic.length).toBe(explainSolve(dancer).steps.length);
    expect(logic.every((p) => p.fraction > 0 && p.fraction <= 0.5)).toBe(true);
    expect(logic.at(-1)!.fraction).toBe(0.5);
    // Faase: some line logic, then a search that runs into the time limit.
    const long: DifficultyProgress[] = [];
    // The walkthrough and the search's first report take about 1 s on a quiet machine; the limit
    // leaves the search its turn on a busy one too (the rating stops at it either way).
    rateDifficulty(readNin(text('survey/faase.nin')), {
      timeLimitMs: 8000,
      onProgress: (progress) => long.push(progress),
    });
    const firstSearch = long.findIndex((p) => p.phase === 'search');
    expect(firstSearch).toBeGreaterThan(0);
    expect(long.slice(0, firstSearch).every((p) => p.fraction <= 0.5)).toBe(true);
    const search = long.slice(firstSearch);
    expect(search.every((p) => p.phase === 'search' && p.fraction >= 0.5 && p.fraction <= 1)).toBe(true);
  });

  it('labels a puzzle without a solution as unsolvable', () => {
    const report = rateDifficulty(readNin(text('edge-cases/none-01-7x7.nin')));
    expect(report.status).toBe('none');
    expect(report.label).toBe('unsolvable');
  });
});

describe('estimateDifficulty', () => {
  it('follows the puzzle-hunt figure with k = 20 and size = sqrt(width * height)', () => {
    // Dancer is 5x10: F = 20 * 50 / sum((15 * block / sqrt(50))^2).
    const squares = [...dancer.rows, ...dancer.columns].flat().reduce((sum, b) => sum + b.length ** 2, 0);
    const size = Math.sqrt(50);
    expect(estimateRaw(dancer)).toBeCloseTo((20 * size * size) / ((225 / (size * size)) * squares), 10);
  });

  it('rates small blocks in a large grid harder than long blocks in a small one', () => {
    const light = readNin(text('survey/webpbn-00803.nin'));
    expect(estimateDifficulty(dancer)).toBeLessThan(3);
    expect(estimateDifficulty(light)).toBe(10);
    expect(estimateDifficulty(tournament(100))).toBeGreaterThan(estimateDifficulty(dancer));
  });

  it('stays within 1 to 10', () => {
    const full = blackAndWhitePuzzle([[3], [3], [3]], [[3], [3], [3]]);
    expect(estimateDifficulty(full)).toBe(1);
    expect(estimateDifficulty(blackAndWhitePuzzle([[], []], [[], []]))).toBe(1);
  });
});

describe('labelFor', () => {
  it('maps scores to labels', () => {
    expect([1, 3.4, 3.5, 6.4, 7, 8.4, 9, 10].map((s) => labelFor(s, 'unique'))).toEqual([
      'easy',
      'easy',
      'medium',
      'medium',
      'hard',
      'hard',
      'expert',
      'expert',
    ]);
  });
});
