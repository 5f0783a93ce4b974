import { describe, expect, it } from 'vitest';
import {
  applyFix,
  fixCandidates,
  suggestFix,
  type CheckOutcome,
  type PictureCheck,
} from '../../../src-main/engine/editor/suggest.ts';
import { decodeGrid } from '../../../src-main/engine/grid-codec.ts';
import { BLACK_AND_WHITE, puzzleFromGrid, type Grid, type Puzzle } from '../../../src-main/engine/puzzle.ts';
import { solve } from '../../../src-main/engine/solver/solve.ts';
import { encodeGrid } from '../../../src-main/engine/grid-codec.ts';
import { edgeCounts, nin } from '../solver/bench-files.ts';
import { gridOf } from './grids.ts';

/** Checks a picture with the engine's solver, as the app's solver process does. */
const solverCheck: PictureCheck = async (grid) => outcomeOf(puzzleFromGrid(grid, BLACK_AND_WHITE));

function outcomeOf(puzzle: Puzzle): CheckOutcome {
  const result = solve(puzzle, { maxSolutions: 2, timeLimitMs: 5_000 });
  const [a, b] = result.solutions;
  const differing: number[] = [];
  if (a && b) for (let i = 0; i < a.cells.length; i++) if (a.cells[i] !== b.cells[i]) differing.push(i);
  const verdict =
    result.status === 'unique' || result.status === 'multiple' || result.status === 'none'
      ? result.status
      : 'unknown';
  return { verdict, differing };
}

/** A picture with several solutions: the first solution of a bench puzzle that has several. */
function ambiguousPicture(file: string): { grid: Grid; differing: number[] } {
  const result = solve(nin('edge-cases', file), { maxSolutions: 2 });
  const [a, b] = result.solutions;
  if (!a || !b) throw new Error(`${file} should have two solutions`);
  const differing: number[] = [];
  for (let i = 0; i < a.cells.length; i++) if (a.cells[i] !== b.cells[i]) differing.push(i);
  return { grid: a, differing };
}

describe('fixCandidates', () => {
  it('proposes each differing cell once, toggled, the cells in busy lines first', () => {
    // Differing cells 0, 1, 4, 5 (a 2x2 swap) and 15 alone in its row and column.
    const grid = gridOf(['#...', '.#..', '....', '...#']);
    const candidates = fixCandidates(grid, [15, 0, 1, 4, 5]);
    expect(candidates.map((c) => c.cell).sort((a, b) => a - b)).toEqual([0, 1, 4, 5, 15]);
    expect(candidates.at(-1)!.cell).toBe(15);
    expect(candidates.find((c) => c.cell === 0)!.value).toBe(0);
    expect(candidates.find((c) => c.cell === 1)!.value).toBe(1);
  });

  it('fills an empty cell with the colour of its neighbours', () => {
    const grid = gridOf(['22.', '.2.', '...']);
    expect(fixCandidates(grid, [2])[0]).toEqual({ cell: 2, value: 2 });
  });
});

describe('suggestFix', () => {
  const multiFiles = [...edgeCounts()].filter(([, count]) => count > 1).map(([file]) => file);

  it.each(multiFiles)('finds one change that makes the picture of %s unique', async (file) => {
    const { grid, differing } = ambiguousPicture(file);
    const suggestion = await suggestFix(grid, differing, solverCheck);
    expect(suggestion).not.toBeNull();
    expect(suggestion!.outcome).toBe('unique');
    expect(differing).toContain(suggestion!.cell);
    expect(suggestion!.value).not.toBe(grid.cells[suggestion!.cell]);
    // Checked independently: the changed picture has exactly one solution, itself.
    const fixed = applyFix(grid, suggestion!);
    const result = solve(puzzleFromGrid(fixed), { maxSolutions: 2 });
    expect(result.status).toBe('unique');
    expect(encodeGrid(result.solutions[0]!)).toBe(encodeGrid(fixed));
  });

  it('falls back to a change that resolves the shown ambiguity when none makes the picture unique', async () => {
    const grid = decodeGrid('1001', 2, 2);
    const outcomes: CheckOutcome[] = [
      { verdict: 'multiple', differing: [0, 1, 2, 3] },
      { verdict: 'multiple', differing: [0, 3, 5, 6, 7, 8] },
      { verdict: 'unknown', differing: [] },
      { verdict: 'multiple', differing: [10, 11, 12, 13, 14, 15] },
    ];
    let calls = 0;
    const suggestion = await suggestFix(grid, [0, 1, 2, 3], async () => outcomes[calls++]!);
    expect(suggestion).toMatchObject({ outcome: 'partial', differingBefore: 4, tried: 4 });
    expect(suggestion!.differingAfter).toEqual([10, 11, 12, 13, 14, 15]);
  });

  it('gives nothing when no change helps, and stops when cancelled', async () => {
    const grid = decodeGrid('1001', 2, 2);
    const same: CheckOutcome = { verdict: 'multiple', differing: [0, 1, 2, 3] };
    expect(await suggestFix(grid, [0, 1, 2, 3], async () => same)).toBeNull();
    const signal = { aborted: false };
    let calls = 0;
    await suggestFix(
      grid,
      [0, 1, 2, 3],
      async () => {
        calls++;
        signal.aborted = true;
        return same;
      },
      { signal },
    );
    expect(calls).toBe(1);
  });
});
