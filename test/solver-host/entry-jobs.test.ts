import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readNin } from '../../src-main/engine/formats/nin.ts';
import { applyChanges } from '../../src-main/engine/clue-mistakes/apply.ts';
import type { Puzzle } from '../../src-main/engine/puzzle.ts';
import { SolverHost } from '../../src-main/solver-host/host.ts';
import { spawnNodeSolver } from '../../src-main/solver-host/spawn-node.ts';
import { fixtureText } from '../fixture-path.ts';
import { dancer, failureOf, slowPuzzle } from './support.ts';

const bench = (path: string): Puzzle => readNin(fixtureText(path));

/** Cat (webpbn #6, Jan Wolter) with row 11 typed "1 18" instead of "1 17". */
const cat = bench('survey/webpbn-00006.nin');
const mistyped: Puzzle = {
  ...cat,
  rows: cat.rows.map((clue, i) => (i === 10 ? [clue[0]!, { ...clue[1]!, length: 18 }] : clue)),
};

describe('the check-entry and find-mistakes jobs in a real solver process', () => {
  const host = new SolverHost(() => spawnNodeSolver());

  beforeAll(async () => {
    await host.start();
  });
  afterAll(async () => {
    await host.dispose();
  });

  it('checks a correct entry: unique, with its picture', async () => {
    const check = await host.run('check-entry', { puzzle: dancer }, { jobId: 'check', timeLimitMs: 1000 });
    expect(check.verdict).toBe('unique');
    expect(check.solutions).toHaveLength(1);
    expect(check.partial).toHaveLength(dancer.width * dancer.height);
  });

  // How fast: `nonogram bench --only entry` prints the figures.
  it('settles a 30x30 book puzzle: unique, with its picture', async () => {
    const puzzle = bench('jwilk/data120.nin');
    const check = await host.run('check-entry', { puzzle }, { jobId: 'thirty', timeLimitMs: 5000 });
    expect(check.verdict).toBe('unique');
    expect(check.solutions).toHaveLength(1);
    expect(check.partial.every((domain) => domain === 1 || domain === 2)).toBe(true);
  });

  it('says which totals disagree when a number is mistyped', async () => {
    const check = await host.run('check-entry', { puzzle: mistyped }, { jobId: 'typo', timeLimitMs: 1000 });
    expect(check.verdict).toBe('none');
    expect(check.problems.map((p) => p.code)).toContain('totals-differ');
  });

  it('lets a newer check of the same entry replace the one still running', async () => {
    const older = failureOf(
      host.run(
        'check-entry',
        { puzzle: slowPuzzle },
        { jobId: 'c1', supersedeKey: 'entry', timeLimitMs: 5000 },
      ),
    );
    const newer = host.run(
      'check-entry',
      { puzzle: dancer },
      { jobId: 'c2', supersedeKey: 'entry', timeLimitMs: 1000 },
    );
    expect((await older).code).toBe('cancelled');
    expect((await newer).verdict).toBe('unique');
  });

  it('finds the mistyped number and ranks its fix first', async () => {
    const progress: number[] = [];
    const result = await host.run(
      'find-mistakes',
      { puzzle: mistyped, options: { maxSuggestions: 3 } },
      { jobId: 'find', timeLimitMs: 5000, onProgress: ({ fraction }) => progress.push(fraction) },
    );
    expect(result.verdictBefore).toBe('none');
    expect(result.suggestions.length).toBeLessThanOrEqual(3);
    const best = result.suggestions[0]!;
    expect(best.description).toBe('Row 11: 1 18 → 1 17 (a number off by one)');
    expect(applyChanges(mistyped, best.changes)).toEqual(cat);
    for (const fraction of progress) expect(fraction).toBeLessThanOrEqual(1);
  });

  it('refuses a request for no suggestions at all', async () => {
    const failure = await failureOf(
      host.run(
        'find-mistakes',
        { puzzle: mistyped, options: { maxSuggestions: 0 } },
        { jobId: 'none-wanted', timeLimitMs: 1000 },
      ),
    );
    expect(failure.code).toBe('invalid-arguments');
  });
});
