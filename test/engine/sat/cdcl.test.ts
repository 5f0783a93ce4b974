import { describe, expect, it } from 'vitest';
import { Cdcl } from '../../../src-main/engine/sat/cdcl.ts';

const pos = (v: number): number => 2 * v;
const neg = (v: number): number => 2 * v + 1;

/** A small seeded generator, so every run tests the same formulas. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function randomFormula(variables: number, clauses: number, next: () => number): number[][] {
  return Array.from({ length: clauses }, () =>
    Array.from({ length: 3 }, () => {
      const v = Math.floor(next() * variables);
      return next() < 0.5 ? pos(v) : neg(v);
    }),
  );
}

function satisfiedBy(formula: readonly number[][], value: (v: number) => boolean): boolean {
  return formula.every((clause) => clause.some((lit) => value(lit >> 1) === ((lit & 1) === 0)));
}

/** Models counted by trying every assignment. */
function bruteForceModels(variables: number, formula: readonly number[][]): number {
  let count = 0;
  for (let bits = 0; bits < 2 ** variables; bits++) {
    if (satisfiedBy(formula, (v) => ((bits >> v) & 1) === 1)) count++;
  }
  return count;
}

function solverFor(variables: number, formula: readonly number[][]): Cdcl {
  const solver = new Cdcl(variables);
  for (const clause of formula) solver.addClause(clause);
  return solver;
}

/** Pigeonhole: n + 1 pigeons in n holes, each pigeon somewhere, no hole shared. Unsatisfiable. */
function pigeonhole(holes: number): { variables: number; formula: number[][] } {
  const v = (pigeon: number, hole: number): number => pigeon * holes + hole;
  const formula: number[][] = [];
  for (let p = 0; p <= holes; p++) formula.push(Array.from({ length: holes }, (_, h) => pos(v(p, h))));
  for (let h = 0; h < holes; h++) {
    for (let p = 0; p <= holes; p++) {
      for (let q = p + 1; q <= holes; q++) formula.push([neg(v(p, h)), neg(v(q, h))]);
    }
  }
  return { variables: (holes + 1) * holes, formula };
}

const never = (): boolean => false;

describe('Cdcl', () => {
  it('agrees with brute force on random 3-SAT formulas, and its models satisfy them', () => {
    const next = random(7);
    let satisfiable = 0;
    for (let round = 0; round < 60; round++) {
      const variables = 10;
      const formula = randomFormula(variables, 38 + (round % 10), next);
      const solver = solverFor(variables, formula);
      const answer = solver.solve(never);
      const models = bruteForceModels(variables, formula);
      expect(answer).toBe(models > 0 ? 'sat' : 'unsat');
      if (answer === 'sat') {
        satisfiable++;
        expect(satisfiedBy(formula, (v) => solver.modelValue(v))).toBe(true);
      }
    }
    // Near the threshold of 3-SAT, so both answers occur.
    expect(satisfiable).toBeGreaterThan(5);
    expect(satisfiable).toBeLessThan(55);
  });

  it('enumerates every model when each one found is ruled out by a new clause', () => {
    const next = random(99);
    for (let round = 0; round < 15; round++) {
      const variables = 9;
      const formula = randomFormula(variables, 20, next);
      const solver = solverFor(variables, formula);
      const seen = new Set<string>();
      while (solver.solve(never) === 'sat') {
        const model = Array.from({ length: variables }, (_, v) => solver.modelValue(v));
        const key = model.map(Number).join('');
        expect(seen.has(key)).toBe(false);
        seen.add(key);
        solver.addClause(model.map((value, v) => (value ? neg(v) : pos(v))));
      }
      expect(seen.size).toBe(bruteForceModels(variables, formula));
    }
  });

  it('proves a pigeonhole formula unsatisfiable by learning', () => {
    const { variables, formula } = pigeonhole(6);
    const solver = solverFor(variables, formula);
    expect(solver.solve(never)).toBe('unsat');
    expect(solver.conflicts).toBeGreaterThan(0);
    expect(solver.unsatisfiable).toBe(true);
  });

  it('stops when asked and can go on afterwards', () => {
    const { variables, formula } = pigeonhole(7);
    const solver = solverFor(variables, formula);
    let asked = 0;
    expect(solver.solve(() => ++asked > 3)).toBe('stopped');
    expect(solver.solve(never)).toBe('unsat');
  });

  it('propagates unit clauses at the root before any search', () => {
    const solver = new Cdcl(4);
    solver.addClause([neg(0), pos(1)]);
    solver.addClause([neg(1), pos(2)]);
    expect(solver.valueAtRoot(2)).toBeNull();
    solver.addClause([pos(0)]);
    expect(solver.valueAtRoot(1)).toBe(true);
    expect(solver.valueAtRoot(2)).toBe(true);
    expect(solver.valueAtRoot(3)).toBeNull();
    expect(solver.addClause([neg(2)])).toBe(false);
    expect(solver.solve(never)).toBe('unsat');
  });

  it('goes straight to a preferred model, whatever phases earlier searches left', () => {
    // Near the satisfiability threshold, so the first search meets conflicts on its way.
    const variables = 60;
    const formula = randomFormula(variables, 240, random(11));
    const solver = solverFor(variables, formula);
    expect(solver.solve(never)).toBe('sat');
    expect(solver.conflicts).toBeGreaterThan(0);
    const first = Array.from({ length: variables }, (_, v) => solver.modelValue(v));
    // Other models, found by a second solver that rules out each one it finds.
    const other = solverFor(variables, formula);
    const models: boolean[][] = [];
    while (models.length < 4 && other.solve(never) === 'sat') {
      const model = Array.from({ length: variables }, (_, v) => other.modelValue(v));
      models.push(model);
      other.addClause(model.map((value, v) => (value ? neg(v) : pos(v))));
    }
    const wanted = models.find((model) => model.some((value, v) => value !== first[v]));
    expect(wanted).toBeDefined();
    expect(satisfiedBy(formula, (v) => wanted![v]!)).toBe(true);
    // Deciding every variable the preferred way meets no conflict, and what propagation forces
    // agrees with the model, so the search must end on it.
    solver.backtrack(0);
    wanted!.forEach((value, v) => solver.preferPhase(value ? pos(v) : neg(v)));
    expect(solver.solve(never)).toBe('sat');
    expect(Array.from({ length: variables }, (_, v) => solver.modelValue(v))).toEqual(wanted);
  });
});
