import { describe, expect, it } from 'vitest';
import { satisfies, type Puzzle } from '../../../src-main/engine/puzzle.ts';
import {
  blockingClause,
  gridSolver,
  modelDomains,
  symmetricCellVars,
} from '../../../src-main/engine/sat/grid-clauses.ts';
import { clueSymmetries, mapGrid } from '../../../src-main/engine/solver/clue-symmetry.ts';
import { GridLines } from '../../../src-main/engine/solver/grid-lines.ts';
import { edgeCounts, nin } from '../solver/bench-files.ts';

function cellsOf(domains: Uint32Array): Uint8Array {
  return Uint8Array.from(domains, (d) => (d === 2 ? 1 : 0));
}

function solves(puzzle: Puzzle, cells: Uint8Array): boolean {
  return satisfies(puzzle, { width: puzzle.width, height: puzzle.height, cells });
}

describe('grid clauses', () => {
  it('enumerate exactly the solutions of the edge cases, one blocking clause at a time', () => {
    for (const [file, count] of edgeCounts()) {
      const puzzle = nin('edge-cases', file);
      const lines = new GridLines(puzzle);
      const root = lines.initialDomains();
      const solver = gridSolver(lines, root);
      let found = 0;
      while (solver && solver.solve(() => false) === 'sat') {
        const cells = cellsOf(modelDomains(solver, lines.cellCount));
        expect(solves(puzzle, cells), file).toBe(true);
        found++;
        solver.addClause(blockingClause(cells, root));
      }
      expect(found, file).toBe(count);
    }
  });

  it("search Knotty's symmetric pictures with one variable per orbit and far fewer variables", () => {
    const puzzle = nin('survey', 'knotty.nin');
    const lines = new GridLines(puzzle);
    const root = lines.initialDomains();
    const maps = clueSymmetries(puzzle);
    const cellVar = symmetricCellVars(maps, lines.cellCount);
    expect(new Set(cellVar).size).toBeLessThan(lines.cellCount / 3);
    const plain = gridSolver(lines, root)!;
    const symmetric = gridSolver(lines, root, cellVar)!;
    expect(symmetric.variables).toBeLessThan(plain.variables / 3);
    expect(symmetric.solve(() => false)).toBe('sat');
    const cells = cellsOf(modelDomains(symmetric, lines.cellCount, cellVar));
    expect(solves(puzzle, cells)).toBe(true);
    for (const map of maps) expect(Array.from(mapGrid(cells, map))).toEqual(Array.from(cells));
  });
});
