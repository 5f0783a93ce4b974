import { describe, expect, it } from 'vitest';
import {
  CluePropagator,
  NO_LINE,
  lineDecided,
} from '../../../src-main/engine/clue-mistakes/clue-propagator.ts';
import { freeLineClues } from '../../../src-main/engine/clue-mistakes/free-line.ts';
import { clueTotals } from '../../../src-main/engine/clue-mistakes/totals.ts';
import { sameClue, type Puzzle } from '../../../src-main/engine/puzzle.ts';
import { solve } from '../../../src-main/engine/solver/solve.ts';
import { nin } from '../solver/bench-files.ts';

const dancer = nin('formats', 'dancer.nin');
const linesOf = (p: Puzzle) => [...p.rows, ...p.columns];

describe('CluePropagator', () => {
  it('reaches the same picture as the solver on a line-solvable puzzle', () => {
    const propagator = new CluePropagator(dancer.width, dancer.height, 2, linesOf(dancer));
    const domains = propagator.initialDomains();
    expect(propagator.propagate(domains)).toBe(true);
    const solution = solve(dancer).solutions[0]!;
    expect(Array.from(domains)).toEqual(Array.from(solution.cells, (c) => 1 << c));
  });

  it('names the line whose clue does not fit', () => {
    const rows = [...dancer.rows];
    rows[2] = [{ length: dancer.width + 1, color: 1 }];
    const propagator = new CluePropagator(dancer.width, dancer.height, 2, linesOf({ ...dancer, rows }));
    expect(propagator.propagate(propagator.initialDomains())).toBe(false);
    expect(propagator.contradiction).toBe(2);
  });

  it('reports no line when propagation succeeds', () => {
    const propagator = new CluePropagator(dancer.width, dancer.height, 2, linesOf(dancer));
    propagator.propagate(propagator.initialDomains());
    expect(propagator.contradiction).toBe(NO_LINE);
  });

  it('finds a contradiction in a puzzle whose totals agree but has no solution', () => {
    const none = nin('edge-cases', 'none-01-7x7.nin');
    const propagator = new CluePropagator(none.width, none.height, 2, linesOf(none));
    expect(propagator.propagate(propagator.initialDomains())).toBe(false);
  });
});

describe('a free line', () => {
  it('is settled by the other lines of a unique puzzle, which spell out its clue', () => {
    const survey = nin('survey', 'webpbn-00006.nin');
    for (const line of [0, 7, survey.height + 3]) {
      const clues = linesOf(survey);
      const truth = clues[line]!;
      const propagator = new CluePropagator(survey.width, survey.height, 2, clues, line);
      const domains = propagator.initialDomains();
      expect(propagator.propagate(domains)).toBe(true);
      const found = freeLineClues(propagator, domains, line, clueTotals(truth, 2), 4, () => false);
      expect(found.some((clue) => sameClue(clue, truth))).toBe(true);
      if (lineDecided(propagator, domains, line)) expect(found).toHaveLength(1);
    }
  });

  it('is read off from the one picture the other lines allow, even when propagation leaves it open', () => {
    const puzzle = nin('jwilk', 'data034.nin');
    const clues = linesOf(puzzle);
    const line = puzzle.height + 9;
    const truth = clues[line]!;
    const propagator = new CluePropagator(puzzle.width, puzzle.height, 2, clues, line);
    const domains = propagator.initialDomains();
    expect(propagator.propagate(domains)).toBe(true);
    expect(lineDecided(propagator, domains, line)).toBe(false);
    const found = freeLineClues(propagator, domains, line, clueTotals(truth, 2), 4, () => false);
    expect(found).toEqual([truth]);
  });

  it('is not propagated even when its own clue could never fit', () => {
    const rows = [...dancer.rows];
    rows[4] = [{ length: dancer.width + 3, color: 1 }];
    const propagator = new CluePropagator(dancer.width, dancer.height, 2, linesOf({ ...dancer, rows }), 4);
    expect(propagator.propagate(propagator.initialDomains())).toBe(true);
  });
});
