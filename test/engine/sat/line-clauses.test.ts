import { describe, expect, it } from 'vitest';
import { LineSolver } from '../../../src-main/engine/line-solver.ts';
import { clueOfLine } from '../../../src-main/engine/puzzle.ts';
import { Cdcl } from '../../../src-main/engine/sat/cdcl.ts';
import { addLineClauses, ClauseSink } from '../../../src-main/engine/sat/line-clauses.ts';

/** A solver holding one line of `n` cells (variables 0..n-1) with the given block lengths. */
function lineSolver(n: number, blocks: readonly number[]): Cdcl {
  const sink = new ClauseSink(n);
  addLineClauses(
    sink,
    Array.from({ length: n }, (_, i) => i),
    blocks,
  );
  const solver = new Cdcl(sink.variables);
  let start = 0;
  for (const end of sink.ends) {
    solver.addClause(sink.literals.slice(start, end));
    start = end;
  }
  return solver;
}

function blocksOf(bits: number, n: number): number[] {
  return clueOfLine(Array.from({ length: n }, (_, i) => (bits >> i) & 1)).map((b) => b.length);
}

describe('line clauses', () => {
  it('have exactly the lines with the clue as their models, for every clue up to 8 cells', () => {
    for (let n = 1; n <= 8; n++) {
      const byClue = new Map<string, Set<number>>();
      for (let bits = 0; bits < 2 ** n; bits++) {
        const key = blocksOf(bits, n).join(' ');
        byClue.set(key, (byClue.get(key) ?? new Set()).add(bits));
      }
      for (const [key, lines] of byClue) {
        const blocks = key === '' ? [] : key.split(' ').map(Number);
        const solver = lineSolver(n, blocks);
        const found = new Set<number>();
        while (solver.solve(() => false) === 'sat') {
          let bits = 0;
          for (let i = 0; i < n; i++) if (solver.modelValue(i)) bits |= 1 << i;
          expect(found.has(bits)).toBe(false);
          found.add(bits);
          solver.addClause(Array.from({ length: n }, (_, i) => (solver.modelValue(i) ? 2 * i + 1 : 2 * i)));
        }
        expect([...found].sort((a, b) => a - b)).toEqual([...lines].sort((a, b) => a - b));
      }
    }
  });

  it('settle by unit propagation alone every cell the exact line solver settles', () => {
    let state = 12345;
    const next = (): number => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return state / 2 ** 32;
    };
    const lineSolverExact = new LineSolver();
    let settled = 0;
    let contradictions = 0;
    for (let round = 0; round < 400; round++) {
      const n = 6 + Math.floor(next() * 10);
      const blocks = blocksOf(Math.floor(next() * 2 ** n), n);
      const known = Array.from({ length: n }, () => (next() < 0.25 ? (next() < 0.5 ? 1 : 2) : 3));
      const cells = Uint32Array.from(known);
      const fits = lineSolverExact.solve(
        blocks.map((length) => ({ length, color: 1 })),
        cells,
        n,
      );
      const solver = lineSolver(n, blocks);
      let consistent = true;
      for (let i = 0; i < n && consistent; i++) {
        if (known[i] !== 3) consistent = solver.addClause([known[i] === 2 ? 2 * i : 2 * i + 1]);
      }
      expect(consistent).toBe(fits);
      if (!fits) {
        contradictions++;
        continue;
      }
      for (let i = 0; i < n; i++) {
        const exact = cells[i] === 3 ? null : cells[i] === 2;
        expect(solver.valueAtRoot(i)).toBe(exact);
        if (exact !== null && known[i] === 3) settled++;
      }
    }
    // The sample exercises both deductions and contradictions.
    expect(settled).toBeGreaterThan(100);
    expect(contradictions).toBeGreaterThan(10);
  });
});
