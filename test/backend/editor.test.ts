import { describe, expect, it } from 'vitest';
import { encodeGrid } from '../../src-main/engine/grid-codec.ts';
import { puzzleFromGrid } from '../../src-main/engine/puzzle.ts';
import { solve } from '../../src-main/engine/solver/solve.ts';
import { applyChanges } from '../../src-main/engine/editor/unique-fix.ts';
import { SCATTERED } from '../engine/editor/grids.ts';
import { entryPuzzle } from './entry-puzzle.ts';
import { useTestBackend } from './test-backend.ts';

const api = useTestBackend('editor');
const { events, call } = api;

// Four cells alone in their rows and columns: 24 pictures share these clues.
describe('editor.fixUnique', () => {
  it('answers with the cells to change that make a drawing unique, checked in the solver process, with progress', async () => {
    const puzzle = puzzleFromGrid(SCATTERED);
    const check = solve(puzzle, { maxSolutions: 2 });
    const [a, b] = check.solutions;
    const differing = [...a!.cells.keys()].filter((i) => a!.cells[i] !== b!.cells[i]);
    events.length = 0;
    const fix = await call('editor.fixUnique', {
      jobId: 'fix-scattered',
      puzzle: entryPuzzle(puzzle),
      picture: encodeGrid(SCATTERED),
      differing,
    });
    expect(fix.outcome).toBe('unique');
    expect(fix.checks).toBeGreaterThan(0);
    const fixed = applyChanges(SCATTERED, fix.changes);
    expect(solve(puzzleFromGrid(fixed), { maxSolutions: 2 }).status).toBe('unique');
    const progress = events.filter(
      (each) =>
        each.event === 'job.progress' && 'jobId' in each.payload && each.payload.jobId === 'fix-scattered',
    );
    expect(progress.length).toBeGreaterThan(0);
  });
});
