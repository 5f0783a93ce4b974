import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyStep, gridIndex, unknownDomains } from '../../../src-main/engine/explain/domains.ts';
import { explainSolve } from '../../../src-main/engine/explain/logical-solve.ts';
import { nextStep } from '../../../src-main/engine/explain/next-step.ts';
import { explainWithTrials } from '../../../src-main/engine/explain/several-solutions.ts';
import type { LogicStep, TrialReason } from '../../../src-main/engine/explain/step.ts';
import { trialOf } from '../../../src-main/engine/explain/trial-step.ts';
import { trialParts, trialSentence } from '../../../src-main/engine/explain/trial-sentences.ts';
import { readNin } from '../../../src-main/engine/formats/nin.ts';
import { LineSolver } from '../../../src-main/engine/line-solver.ts';
import { BACKGROUND, puzzleFromGrid, type Grid, type Puzzle } from '../../../src-main/engine/puzzle.ts';
import { solve } from '../../../src-main/engine/solver/solve.ts';
import { FIXTURES } from '../../fixture-path.ts';

const bench = (path: string): Puzzle => readNin(readFileSync(resolve(FIXTURES, path), 'utf8'));

/** Unique puzzles that line logic alone cannot finish but single-cell trials can. */
const needTrials: [string, string][] = [
  ['webpbn #23', 'survey/webpbn-00023.nin'],
  ['webpbn #27', 'survey/webpbn-00027.nin'],
  ['jwilk data038', 'jwilk/data038.nin'],
  ['jwilk data120', 'jwilk/data120.nin'],
];

/** A small two-colour picture whose clues line logic alone cannot finish. */
function colourPuzzle(): Puzzle {
  const rows = [
    '.brb.br.rb.',
    'bbr......br',
    '.......bbrb',
    'bb..b.rb...',
    '.rr.r.....b',
    'bb.bb.b..rb',
    '.....b...r.',
  ];
  const palette = [
    BACKGROUND,
    { name: 'red', char: 'r', rgb: '#d03030' },
    { name: 'blue', char: 'b', rgb: '#3050d0' },
  ];
  const cells = Uint8Array.from(rows.join(''), (c) => '.rb'.indexOf(c));
  return puzzleFromGrid({ width: 11, height: rows.length, cells }, palette);
}

function solutionsOf(puzzle: Puzzle): readonly Grid[] {
  return solve(puzzle, { maxSolutions: 2, timeLimitMs: 20_000 }).solutions;
}

function lineCells(puzzle: Puzzle, domains: Uint32Array, axis: 'row' | 'column', index: number): Uint32Array {
  const n = axis === 'row' ? puzzle.width : puzzle.height;
  return Uint32Array.from({ length: n }, (_, i) => domains[gridIndex(puzzle, { axis, index }, i)]!);
}

/**
 * Replays a trial's links from `before` (the domains the step starts from) with the line solver
 * alone: each link must follow from the cells known so far (the tried cell and the earlier links'
 * cells), and only the last may find its line impossible.
 */
function checkLinks(puzzle: Puzzle, before: Uint32Array, trial: TrialReason): void {
  const solver = new LineSolver();
  const known = before.slice();
  known[trial.row * puzzle.width + trial.column] = 1 << trial.tried;
  trial.links.forEach((link, i) => {
    const clue = link.axis === 'row' ? puzzle.rows[link.index]! : puzzle.columns[link.index]!;
    const cells = lineCells(puzzle, known, link.axis, link.index);
    const fits = solver.solve(clue, cells, cells.length);
    expect(link.contradiction).toBe(i === trial.links.length - 1);
    expect(fits).toBe(!link.contradiction);
    if (!fits) return;
    expect(link.settled.length + link.ruledOut.length).toBeGreaterThan(0);
    for (const { cell, value } of link.settled) {
      expect(cells[cell]).toBe(1 << value);
      known[gridIndex(puzzle, link, cell)] = 1 << value;
    }
    for (const { cell, colors } of link.ruledOut) {
      for (const colour of colors) expect(cells[cell]! & (1 << colour)).toBe(0);
      known[gridIndex(puzzle, link, cell)] = cells[cell]!;
    }
  });
}

describe('trial steps', () => {
  it.each(needTrials)(
    'on %s: every link follows by the line solver and every trial settles its cell as the solution has it',
    (_name, path) => {
      const puzzle = bench(path);
      const [solution, second] = solutionsOf(puzzle);
      expect(second).toBeUndefined();
      const walk = explainSolve(puzzle, { trials: true });
      expect(walk.outcome).toBe('solved');
      const domains = unknownDomains(puzzle);
      let trials = 0;
      for (const step of walk.steps) {
        const trial = trialOf(step);
        if (trial) {
          trials++;
          checkLinks(puzzle, domains, trial);
          const at = trial.row * puzzle.width + trial.column;
          expect(step.settled).toEqual([{ cell: trial.column, value: solution!.cells[at] }]);
          expect(trial.tried).not.toBe(solution!.cells[at]);
        }
        applyStep(puzzle, domains, step);
      }
      expect(trials).toBeGreaterThan(0);
      expect(Array.from(domains, (mask) => 31 - Math.clz32(mask))).toEqual(Array.from(solution!.cells));
    },
  );

  it('work in colour: each link follows by the line solver, the trial names colours and settles its cell', () => {
    const puzzle = colourPuzzle();
    const [solution, second] = solutionsOf(puzzle);
    expect(second).toBeUndefined();
    const walk = explainSolve(puzzle, { trials: true });
    expect(walk.outcome).toBe('solved');
    const domains = unknownDomains(puzzle);
    const trials = walk.steps.filter((step) => trialOf(step) !== null);
    expect(trials.length).toBeGreaterThan(0);
    for (const step of walk.steps) {
      const trial = trialOf(step);
      if (trial) {
        checkLinks(puzzle, domains, trial);
        expect(step.sentence).toMatch(/^Suppose row \d+, column \d+ is (red|blue|empty)\./);
        expect(step.sentence).toMatch(/\((red|blue) \d/);
      }
      for (const { cell, value } of step.settled) {
        expect(value).toBe(solution!.cells[gridIndex(puzzle, step, cell)]);
      }
      applyStep(puzzle, domains, step);
    }
  });

  it('are asked for: without trials the walkthrough stops where line logic does', () => {
    const puzzle = bench('survey/webpbn-00023.nin');
    const lines = explainSolve(puzzle);
    expect(lines.outcome).toBe('stuck');
    expect(lines.stuck?.why).toBe('line-logic');
    expect(lines.steps.every((step) => trialOf(step) === null)).toBe(true);
    const next = nextStep(puzzle, lines.domains, { trials: true });
    expect(next.kind === 'step' && trialOf(next.step)).not.toBeNull();
  });

  it('say the trial in a player words: supposition, links, conclusion', () => {
    const puzzle = bench('survey/webpbn-00023.nin');
    const stuckAt = explainSolve(puzzle).domains;
    const next = nextStep(puzzle, stuckAt, { trials: true });
    expect(next.kind).toBe('step');
    const step = (next as { step: LogicStep }).step;
    expect(step.sentence).toMatch(
      /^Suppose row \d+, column \d+ is (filled|empty)\. Then .+ can no longer fit its .+\. So row \d+, column \d+ must be (empty|filled)\.$/,
    );
    const trial = trialOf(step)!;
    expect(step.sentence).toContain(`Suppose row ${trial.row + 1}, column ${trial.column + 1} is`);
    for (const link of trial.links) expect(step.sentence).toContain(link.sentence);
    expect(trial.links.at(-1)!.sentence).toMatch(/^(row|column) \d+ can no longer fit its /);
    expect(
      trial.links.slice(0, -1).every((link) => /^(row|column) \d+ \([\d ]+\) must /.test(link.sentence)),
    ).toBe(true);
  });

  it('give the same words in parts for a list: the supposition, each link, the conclusion', () => {
    const puzzle = bench('survey/webpbn-00023.nin');
    const next = nextStep(puzzle, explainSolve(puzzle).domains, { trials: true });
    if (next.kind !== 'step') throw new Error(`expected a step, got ${next.kind}`);
    const trial = trialOf(next.step)!;
    const settledTo = next.step.settled[0]!.value;
    const parts = trialParts(puzzle.palette, trial, settledTo);
    const cell = `row ${trial.row + 1}, column ${trial.column + 1}`;
    expect(parts.lead).toBe(`Suppose ${cell} is ${trial.tried === 0 ? 'empty' : 'filled'}.`);
    expect(parts.links).toEqual(trial.links.map((link) => link.sentence));
    expect(parts.conclusion).toBe(`So ${cell} must be ${settledTo === 0 ? 'empty' : 'filled'}.`);
    // The one sentence the command line prints is made of the same parts.
    expect(next.step.sentence.startsWith(`${parts.lead} Then `)).toBe(true);
    expect(next.step.sentence.endsWith(`. ${parts.conclusion}`)).toBe(true);
    expect(trialSentence(puzzle.palette, trial, settledTo)).toBe(next.step.sentence);
    expect(trialParts(puzzle.palette, trial, null).conclusion).toBe(
      `So ${cell} cannot be ${trial.tried === 0 ? 'empty' : 'filled'}.`,
    );
  });

  it('take the same step again from the same cells, whatever the earlier searches remembered', () => {
    const stuckAt = explainSolve(bench('jwilk/data038.nin')).domains;
    const first = nextStep(bench('jwilk/data038.nin'), stuckAt, { trials: true });
    const shared = bench('jwilk/data038.nin');
    nextStep(shared, stuckAt, { trials: true });
    const again = nextStep(shared, stuckAt, { trials: true });
    expect(again).toEqual(first);
  });

  it('leave a unique puzzle that needs search at a deeper guess', () => {
    const walk = explainSolve(bench('survey/webpbn-06574.nin'), { trials: true });
    expect(walk.outcome).toBe('stuck');
    expect(walk.stuck).toEqual({ why: 'deeper-guess', differing: [] });
    expect(walk.sentence).toMatch(
      /no single cell tried either way settles one: the puzzle needs a deeper guess/,
    );
    expect(walk.steps.some((step) => trialOf(step) !== null)).toBe(true);
  });

  it('say plainly when the puzzle has several solutions, naming open cells where two differ', () => {
    const puzzle = bench('edge-cases/multi-01-6x6.nin');
    const [a, b] = solutionsOf(puzzle);
    expect(b).toBeDefined();
    const walk = explainWithTrials(puzzle);
    expect(walk.outcome).toBe('stuck');
    expect(walk.stuck?.why).toBe('several-solutions');
    const differing = walk.stuck!.differing;
    expect(differing.length).toBeGreaterThan(0);
    for (const at of differing) {
      expect(walk.domains[at]! & (walk.domains[at]! - 1)).not.toBe(0);
      expect(a!.cells[at]).not.toBe(b!.cells[at]);
    }
    const first = differing[0]!;
    expect(walk.sentence).toContain('This puzzle has more than one solution');
    expect(walk.sentence).toContain(
      `row ${Math.floor(first / puzzle.width) + 1}, column ${(first % puzzle.width) + 1}`,
    );
  });

  it('report several solutions from the caller without naming cells when it has none to compare', () => {
    const puzzle = bench('edge-cases/multi-01-6x6.nin');
    const stuckAt = explainSolve(puzzle, { trials: true }).domains;
    const result = nextStep(puzzle, stuckAt, { trials: true, several: true });
    expect(result).toEqual({
      kind: 'stuck',
      why: 'several-solutions',
      differing: [],
      sentence:
        'This puzzle has more than one solution, so logic alone cannot settle the rest: a guess is needed from here.',
    });
  });

  it('stop a search when the signal aborts, and the walkthrough says it stopped', () => {
    const puzzle = bench('survey/webpbn-00023.nin');
    let calls = 0;
    const signal = {
      get aborted() {
        calls++;
        return calls > 40;
      },
    };
    const walk = explainSolve(puzzle, { trials: true, signal });
    expect(walk.outcome).toBe('stopped');
  });
});
