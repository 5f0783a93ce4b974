import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyStep, gridIndex, unknownDomains } from '../../src-main/engine/explain/domains.ts';
import { explainSolve } from '../../src-main/engine/explain/logical-solve.ts';
import { readNin } from '../../src-main/engine/formats/nin.ts';
import { LineSolver } from '../../src-main/engine/line-solver.ts';
import { CROSS, type Move } from '../../src-main/engine/play/types.ts';
import type { Puzzle } from '../../src-main/engine/puzzle.ts';
import { FIXTURES } from '../fixture-path.ts';
import { useTestBackend } from './test-backend.ts';

const api = useTestBackend('play-trials');

let imports = 0;
async function importBench(path: string): Promise<{ id: number; puzzle: Puzzle }> {
  imports++;
  const text = readFileSync(join(FIXTURES, path), 'utf8');
  const summary = await api.call('library.import', {
    jobId: `trials-${imports}`,
    files: [{ name: path.split('/').at(-1)!, text }],
  });
  return { id: summary.addedIds[0]!, puzzle: readNin(text) };
}

/**
 * The moves that mark what a walkthrough settles (by line logic alone, or with trials): the fills
 * row by row, then the crosses; and the cells as domains afterwards.
 */
function movesToWalkEnd(puzzle: Puzzle, trials: boolean): { moves: Move[]; domains: Uint32Array } {
  const domains = unknownDomains(puzzle);
  for (const step of explainSolve(puzzle, { trials }).steps) applyStep(puzzle, domains, step);
  const filled: number[] = [];
  const crossed: number[] = [];
  domains.forEach((mask, cell) => {
    if (mask === 2) filled.push(cell);
    if (mask === 1) crossed.push(cell);
  });
  // A move is one stroke at most a line long: a row's fills, then a row's crosses.
  const moves: Move[] = [];
  for (const [cells, to] of [
    [filled, 1],
    [crossed, CROSS],
  ] as const) {
    for (let row = 0; row < puzzle.height; row++) {
      const inRow = cells.filter((cell) => Math.floor(cell / puzzle.width) === row);
      if (inRow.length > 0) moves.push({ cells: inRow, to, from: inRow.map(() => 0) });
    }
  }
  return { moves, domains };
}

describe('play where line logic is stuck', () => {
  it('gives a hint that tries one cell: the chain follows line by line, and the cell is settled', async () => {
    const { id, puzzle } = await importBench('survey/webpbn-00027.nin');
    const { attempt } = await api.call('play.open', { puzzleId: id });
    const { moves, domains } = movesToWalkEnd(puzzle, false);
    for (const move of moves) await api.call('play.move', { attemptId: attempt.id, move, elapsedMs: 10 });
    const { hint, hints } = await api.call('play.hint', { attemptId: attempt.id, elapsedMs: 20 });
    expect(hints).toBe(1);
    if (hint.kind !== 'step' || !hint.trial) throw new Error(`expected a trial, got ${JSON.stringify(hint)}`);
    const { trial } = hint;
    const tried = trial.row * puzzle.width + trial.column;
    expect(hint.cells).toEqual([{ cell: tried, value: trial.tried === 0 ? 1 : 0 }]);
    expect(hint.sentence).toMatch(/^Suppose row \d+, column \d+ is (filled|empty)\. Then /);
    // Each link follows from the marks, the tried cell and the links before it.
    const known = domains.slice();
    known[tried] = 1 << trial.tried;
    const solver = new LineSolver();
    for (const link of trial.links) {
      const clue = link.axis === 'row' ? puzzle.rows[link.index]! : puzzle.columns[link.index]!;
      const n = link.axis === 'row' ? puzzle.width : puzzle.height;
      const cells = Uint32Array.from({ length: n }, (_, i) => known[gridIndex(puzzle, link, i)]!);
      expect(solver.solve(clue, cells, n)).toBe(!link.contradiction);
      for (const { cell, value } of link.settled) {
        expect(cells[cell]).toBe(1 << value);
        known[gridIndex(puzzle, link, cell)] = 1 << value;
      }
    }
    expect(trial.links.at(-1)!.contradiction).toBe(true);
  });

  it('tells a puzzle with several solutions from one that needs a deeper guess, naming cells where two differ', async () => {
    const { id, puzzle } = await importBench('edge-cases/multi-01-6x6.nin');
    const { attempt } = await api.call('play.open', { puzzleId: id });
    const { moves, domains: marks } = movesToWalkEnd(puzzle, true);
    for (const move of moves) await api.call('play.move', { attemptId: attempt.id, move, elapsedMs: 10 });
    const { hint, hints } = await api.call('play.hint', { attemptId: attempt.id, elapsedMs: 20 });
    if (hint.kind !== 'stuck') throw new Error(`expected stuck, got ${hint.kind}`);
    expect(hint.why).toBe('several-solutions');
    expect(hint.differing.length).toBeGreaterThan(0);
    for (const cell of hint.differing) expect(marks[cell]).toBe(3);
    expect(hint.sentence).toMatch(/^This puzzle has more than one solution/);
    // Saying that nothing more follows is no help to count.
    expect(hints).toBe(0);
  });

  it('names the cells where two solutions differ when the library already knows there are several', async () => {
    const { id, puzzle } = await importBench('edge-cases/multi-03-6x6.nin');
    await api.call('solver.solve', { jobId: 'known-several', puzzleId: id });
    const { attempt, solutions } = await api.call('play.open', { puzzleId: id });
    expect(solutions.verdict).toBe('multiple');
    const { moves, domains: marks } = movesToWalkEnd(puzzle, true);
    for (const move of moves) await api.call('play.move', { attemptId: attempt.id, move, elapsedMs: 10 });
    const { hint } = await api.call('play.hint', { attemptId: attempt.id, elapsedMs: 20 });
    if (hint.kind !== 'stuck') throw new Error(`expected stuck, got ${hint.kind}`);
    expect(hint.why).toBe('several-solutions');
    expect(hint.differing.length).toBeGreaterThan(0);
    for (const cell of hint.differing) expect(marks[cell]).toBe(3);
  });

  it('says on opening that a puzzle has several solutions and that mistake mode cannot be used', async () => {
    const { id } = await importBench('edge-cases/multi-02-6x6.nin');
    const before = await api.call('play.open', { puzzleId: id });
    expect(before.solutions).toEqual({ verdict: 'unknown', mistakeModeAvailable: false, message: null });
    await api.call('solver.solve', { jobId: 'several', puzzleId: id });
    const after = await api.call('play.open', { puzzleId: id });
    expect(after.solutions.verdict).toBe('multiple');
    expect(after.solutions.mistakeModeAvailable).toBe(false);
    expect(after.solutions.message).toMatch(/more than one solution.*mistake mode cannot be used/);
  });

  it('lets mistake mode be used once a puzzle is known to have one solution', async () => {
    const { id } = await importBench('jwilk/data120.nin');
    await api.call('solver.solve', { jobId: 'one', puzzleId: id });
    const session = await api.call('play.open', { puzzleId: id });
    expect(session.solutions).toEqual({ verdict: 'unique', mistakeModeAvailable: true, message: null });
  });
});

describe('the walkthrough', () => {
  it('carries each trial with its links, and why it stops where it stops', async () => {
    const solved = await importBench('survey/webpbn-00023.nin');
    const walk = await api.call('solver.explain', { jobId: 'walk-23', puzzleId: solved.id });
    expect(walk.outcome).toBe('solved');
    const trials = walk.steps.filter((step) => step.trial);
    expect(trials.length).toBeGreaterThan(0);
    for (const step of trials) {
      expect(step.axis).toBe('row');
      expect(step.index).toBe(step.trial!.row);
      expect(step.settled).toEqual([{ cell: step.trial!.column, value: expect.any(Number) }]);
      expect(step.trial!.links.at(-1)!.contradiction).toBe(true);
    }
    expect(walk.stuck).toBeUndefined();

    const deep = await importBench('survey/webpbn-06574.nin');
    const stuck = await api.call('solver.explain', { jobId: 'walk-6574', puzzleId: deep.id });
    expect(stuck.outcome).toBe('stuck');
    expect(stuck.stuck).toEqual({ why: 'deeper-guess', differing: [] });
  });
});
