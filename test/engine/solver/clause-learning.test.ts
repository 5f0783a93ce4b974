import { describe, expect, it } from 'vitest';
import { satisfies, type Puzzle } from '../../../src-main/engine/puzzle.ts';
import { ClauseLearning } from '../../../src-main/engine/solver/clause-learning.ts';
import { GridLines } from '../../../src-main/engine/solver/grid-lines.ts';
import { SolveLimits } from '../../../src-main/engine/solver/limits.ts';
import { Prober } from '../../../src-main/engine/solver/probing.ts';
import { Propagator } from '../../../src-main/engine/solver/propagator.ts';
import { Search, SearchEnd } from '../../../src-main/engine/solver/search.ts';
import { edgeCounts, nin, tournament } from './bench-files.ts';

/**
 * Runs clause learning alone from the propagated root, collecting up to `wanted` solutions; null
 * when propagation alone already finds the clues contradictory.
 */
function learnSolutions(puzzle: Puzzle, wanted: number): { end: SearchEnd; search: Search } | null {
  const limits = new SolveLimits({ maxSolutions: wanted });
  const lines = new GridLines(puzzle);
  const propagator = new Propagator(lines);
  propagator.enqueueAll();
  if (!propagator.propagate()) return null;
  const search = new Search(new Prober(propagator, 2), limits, wanted);
  const learning = new ClauseLearning(lines, propagator.state.domains.slice(), search, []);
  return { end: learning.run(Infinity, limits), search };
}

describe('clause learning', () => {
  it('counts the solutions of every edge case exactly', () => {
    for (const [file, count] of edgeCounts()) {
      const puzzle = nin('edge-cases', file);
      const learnt = learnSolutions(puzzle, 10);
      if (!learnt) {
        expect(count, file).toBe(0);
        continue;
      }
      const { end, search } = learnt;
      expect(end, file).toBe(SearchEnd.Finished);
      expect(search.solutions, file).toHaveLength(count);
      for (const cells of search.solutions) {
        expect(satisfies(puzzle, { width: puzzle.width, height: puzzle.height, cells })).toBe(true);
      }
    }
  });

  it('proves a hard survey puzzle unique', () => {
    const { end, search } = learnSolutions(nin('survey', 'webpbn-00065.nin'), 2)!;
    expect(end).toBe(SearchEnd.Finished);
    expect(search.solutions).toHaveLength(1);
  });

  it('solves a tournament puzzle that takes search many nodes', () => {
    const puzzle = tournament(90);
    const { end, search } = learnSolutions(puzzle, 1)!;
    expect(end).toBe(SearchEnd.Enough);
    const cells = search.solutions[0]!;
    expect(satisfies(puzzle, { width: puzzle.width, height: puzzle.height, cells })).toBe(true);
  });
});
