import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyStep, gridIndex, unknownDomains } from '../../../src-main/engine/explain/domains.ts';
import { explainSolve } from '../../../src-main/engine/explain/logical-solve.ts';
import { readNin } from '../../../src-main/engine/formats/nin.ts';
import {
  BACKGROUND,
  puzzleFromGrid,
  satisfies,
  type Grid,
  type PaletteColor,
  type Puzzle,
} from '../../../src-main/engine/puzzle.ts';
import { solve } from '../../../src-main/engine/solver/solve.ts';
import { FIXTURES } from '../../fixture-path.ts';

const bench = (path: string): Puzzle => readNin(readFileSync(resolve(FIXTURES, path), 'utf8'));

const palette: PaletteColor[] = [
  BACKGROUND,
  { name: 'red', char: 'r', rgb: '#ff0000' },
  { name: 'blue', char: 'b', rgb: '#0000ff' },
];

/** A small two-colour picture: a red heart-like shape over a blue base. */
function colourPuzzle(): Puzzle {
  const rows = ['..rr..', '.rrrr.', 'rrbbrr', 'rrbbrr', '.rrrr.', '..bb..', '.bbbb.'];
  const codes: Record<string, number> = { '.': 0, r: 1, b: 2 };
  const cells = Uint8Array.from(rows.join(''), (c) => codes[c]!);
  return puzzleFromGrid({ width: 6, height: rows.length, cells }, palette);
}

function uniqueSolution(puzzle: Puzzle): Grid {
  const result = solve(puzzle, { maxSolutions: 2, timeLimitMs: 10_000 });
  expect(result.status).toBe('unique');
  return result.solutions[0]!;
}

const lineSolvable: [string, () => Puzzle][] = [
  ['Dancer', () => bench('formats/dancer.nin')],
  ['jwilk data000', () => bench('jwilk/data000.nin')],
  ['jwilk data006', () => bench('jwilk/data006.nin')],
  ['jwilk data030', () => bench('jwilk/data030.nin')],
  ['webpbn #21', () => bench('survey/webpbn-00021.nin')],
  ['a two-colour picture', colourPuzzle],
];

describe('explainSolve', () => {
  it.each(lineSolvable)('replays from an empty grid to the unique solution of %s', (_name, load) => {
    const puzzle = load();
    const solution = uniqueSolution(puzzle);
    const walk = explainSolve(puzzle);
    expect(walk.outcome).toBe('solved');
    expect(walk.sentence).toBe(`Solved by line logic alone in ${walk.steps.length} steps.`);

    const domains = unknownDomains(puzzle);
    for (const step of walk.steps) {
      expect(step.settled.length + step.ruledOut.length).toBeGreaterThan(0);
      for (const { cell, value } of step.settled) {
        const at = gridIndex(puzzle, step, cell);
        expect(domains[at]! & (domains[at]! - 1)).not.toBe(0); // it was open
        expect(value).toBe(solution.cells[at]);
      }
      for (const { cell, colors } of step.ruledOut) {
        expect(colors).not.toContain(solution.cells[gridIndex(puzzle, step, cell)]);
      }
      applyStep(puzzle, domains, step);
    }
    const cells = Uint8Array.from(domains, (mask) => 31 - Math.clz32(mask));
    expect(domains.every((mask) => mask !== 0 && (mask & (mask - 1)) === 0)).toBe(true);
    expect(cells).toEqual(solution.cells);
    expect(satisfies(puzzle, { width: puzzle.width, height: puzzle.height, cells })).toBe(true);
    expect(walk.domains).toEqual(domains);
  });

  it('settles at least one cell in every step of a black-and-white puzzle', () => {
    const walk = explainSolve(bench('jwilk/data006.nin'));
    expect(walk.steps.every((s) => s.settled.length > 0 && s.ruledOut.length === 0)).toBe(true);
  });

  it('names colours in the steps of a colour puzzle', () => {
    const walk = explainSolve(colourPuzzle());
    expect(walk.steps[0]!.sentence).toBe(
      'Row 3: red 2, blue 2, red 2 needs all 6 cells of this row, so the first red 2 is at cells 1 and 2, ' +
        'the blue 2 is at cells 3 and 4 and the second red 2 is at cells 5 and 6.',
    );
  });

  it('is stuck on a puzzle with several solutions', () => {
    const walk = explainSolve(bench('edge-cases/multi-01-6x6.nin'));
    expect(walk.outcome).toBe('stuck');
    expect(walk.sentence).toMatch(/line logic alone gets no further, with \d+ cells still open/);
  });

  it('is stuck on a unique puzzle that needs search', () => {
    const walk = explainSolve(bench('survey/webpbn-06574.nin'));
    expect(walk.outcome).toBe('stuck');
    expect(walk.domains.some((mask) => (mask & (mask - 1)) !== 0)).toBe(true);
  });

  it('names the line that contradicts its clue in a puzzle without a solution', () => {
    const walk = explainSolve(bench('edge-cases/none-01-7x7.nin'));
    expect(walk.outcome).toBe('contradiction');
    expect(walk.contradiction).toBeDefined();
    expect(walk.sentence).toMatch(/^(Row|Column) \d+ .* The puzzle has no solution\.$/);
  });

  it('stops after maxSteps', () => {
    const walk = explainSolve(bench('formats/dancer.nin'), { maxSteps: 3 });
    expect(walk.outcome).toBe('stopped');
    expect(walk.steps).toHaveLength(3);
  });

  it('stops when the signal is aborted', () => {
    const walk = explainSolve(bench('formats/dancer.nin'), { signal: { aborted: true } });
    expect(walk.outcome).toBe('stopped');
    expect(walk.steps).toHaveLength(0);
  });

  it('walks through a 45x45 puzzle to its solution', () => {
    const walk = explainSolve(bench('survey/webpbn-00529.nin'));
    expect(walk.outcome).toBe('solved');
  });
});

describe('explainSolve progress', () => {
  it('reports after each step the cells decided so far, up to all of them when solved', () => {
    const dancer = bench('formats/dancer.nin');
    const seen: [number, number][] = [];
    const walk = explainSolve(dancer, { onStep: (decided, total) => seen.push([decided, total]) });
    expect(walk.outcome).toBe('solved');
    expect(seen).toHaveLength(walk.steps.length);
    let before = 0;
    seen.forEach(([decided, total], i) => {
      expect(total).toBe(dancer.width * dancer.height);
      expect(decided - before).toBe(walk.steps[i]!.settled.length);
      before = decided;
    });
    expect(before).toBe(dancer.width * dancer.height);
  });
});
