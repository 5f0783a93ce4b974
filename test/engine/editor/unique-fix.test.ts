import { describe, expect, it } from 'vitest';
import type { CheckOutcome, PictureCheck } from '../../../src-main/engine/editor/suggest.ts';
import { applyChanges, findUniqueFix } from '../../../src-main/engine/editor/unique-fix.ts';
import { encodeGrid } from '../../../src-main/engine/grid-codec.ts';
import { BLACK_AND_WHITE, puzzleFromGrid, type Grid } from '../../../src-main/engine/puzzle.ts';
import { solve } from '../../../src-main/engine/solver/solve.ts';
import { gridOf, SCATTERED } from './grids.ts';

/** Checks a picture with the engine's solver, as the app's solver process does. */
const solverCheck: PictureCheck = async (grid) => {
  const result = solve(puzzleFromGrid(grid, BLACK_AND_WHITE), { maxSolutions: 2, timeLimitMs: 5_000 });
  const [a, b] = result.solutions;
  const differing: number[] = [];
  if (a && b) for (let i = 0; i < a.cells.length; i++) if (a.cells[i] !== b.cells[i]) differing.push(i);
  const verdict =
    result.status === 'unique' || result.status === 'multiple' || result.status === 'none'
      ? result.status
      : 'unknown';
  return { verdict, differing };
};

/** Where two solutions of the picture's clues differ (the check the editor runs first). */
async function differingOf(grid: Grid): Promise<readonly number[]> {
  const outcome = await solverCheck(grid);
  expect(outcome.verdict).toBe('multiple');
  return outcome.differing;
}

// Four cells alone in their rows and columns: any of the 24 ways to place them fits the clues.
describe('findUniqueFix', () => {
  it('finds changes that make a picture with many solutions unique, each of them needed', async () => {
    const fix = await findUniqueFix(SCATTERED, await differingOf(SCATTERED), solverCheck);
    expect(fix.outcome).toBe('unique');
    expect(fix.changes.length).toBeGreaterThan(0);
    const fixed = applyChanges(SCATTERED, fix.changes);
    const result = solve(puzzleFromGrid(fixed, BLACK_AND_WHITE), { maxSolutions: 2 });
    expect(result.status).toBe('unique');
    expect(encodeGrid(result.solutions[0]!)).toBe(encodeGrid(fixed));
    // Minimal: without any one of the changes, the picture has several solutions again.
    for (const left of fix.changes) {
      const without = applyChanges(
        SCATTERED,
        fix.changes.filter((each) => each !== left),
      );
      expect((await solverCheck(without)).verdict).toBe('multiple');
    }
  });

  it('drops a change that a later one made needless', async () => {
    // Cell 3 alone makes the picture unique; cell 0 only narrows the ambiguity down to cell 3. Trying
    // one candidate a step, the greedy part changes cell 0 first, then cell 3; the trim drops cell 0.
    const grid = gridOf(['#.', '.#']);
    const check: PictureCheck = async (picture) => {
      if (picture.cells[3] !== grid.cells[3]) return { verdict: 'unique', differing: [] };
      if (picture.cells[0] !== grid.cells[0]) return { verdict: 'multiple', differing: [3] };
      return { verdict: 'multiple', differing: [0, 1, 2, 3] };
    };
    const fix = await findUniqueFix(grid, [0, 1, 2, 3], check, { maxTries: 1 });
    expect(fix).toMatchObject({ outcome: 'unique', changes: [{ cell: 3, value: 0 }], differingAfter: [] });
    expect(fix.checks).toBe(3);
  });

  it('says when no change helps, and stops with what it has when cancelled or at its limit', async () => {
    const grid = gridOf(['#.', '.#']);
    const same: CheckOutcome = { verdict: 'multiple', differing: [0, 1, 2, 3] };
    expect(await findUniqueFix(grid, [0, 1, 2, 3], async () => same)).toMatchObject({
      outcome: 'none',
      changes: [],
    });

    const narrowing: PictureCheck = async (picture) => {
      const changed = [...picture.cells].filter((value, i) => value !== grid.cells[i]).length;
      return { verdict: 'multiple', differing: [0, 1, 2, 3].slice(changed) };
    };
    const limited = await findUniqueFix(grid, [0, 1, 2, 3], narrowing, { maxChanges: 2 });
    expect(limited.outcome).toBe('partial');
    expect(limited.stopped).toBeUndefined();
    expect(limited.changes).toHaveLength(2);

    const signal = { aborted: false };
    const stopped = await findUniqueFix(
      grid,
      [0, 1, 2, 3],
      async (picture) => {
        signal.aborted = true;
        return narrowing(picture);
      },
      { signal },
    );
    expect(stopped).toMatchObject({ outcome: 'partial', stopped: true });
    expect(stopped.changes.length).toBeLessThanOrEqual(1);
  });

  it('reports its progress from 0 to 1', async () => {
    const fractions: number[] = [];
    await findUniqueFix(SCATTERED, await differingOf(SCATTERED), solverCheck, {
      onProgress: (fraction) => fractions.push(fraction),
    });
    expect(fractions.length).toBeGreaterThan(1);
    expect(fractions.every((each) => each >= 0 && each <= 1)).toBe(true);
    expect(fractions.at(-1)).toBe(1);
  });
});
