/**
 * The editor's uniqueness check of a drawing, from its clues alone and from the drawing itself
 * (SolveOptions.knownSolution). The drawings are random noise, like a dithered photo: line logic
 * settles little of them, and each has near twins that a blind search rarely reaches in time.
 */
import { puzzleFromGrid, satisfies, type Grid } from '../engine/puzzle.ts';
import { solve } from '../engine/solver/solve.ts';
import type { SolveResult } from '../engine/solver/types.ts';
import { noisePicture } from './noise-picture.ts';
import { formatTable, type Cell } from './table.ts';

const DRAWINGS: readonly (readonly [side: number, seed: number])[] = [
  [40, 5],
  [60, 7],
  [80, 11],
];

export function drawingSection(capMs: number): string {
  const rows: Cell[][] = DRAWINGS.map(([side, seed]) => {
    const picture = noisePicture(side, seed);
    const puzzle = puzzleFromGrid(picture);
    const blind = timed(() => solve(puzzle, { maxSolutions: 2, timeLimitMs: capMs }));
    const near = timed(() => solve(puzzle, { maxSolutions: 2, timeLimitMs: capMs, knownSolution: picture }));
    const valid = [blind, near].every(({ result }) => result.solutions.every((g) => satisfies(puzzle, g)));
    return [
      `noise ${side}x${side} (seed ${seed})`,
      verdict(blind, capMs),
      verdict(near, capMs),
      differing(near.result.solutions),
      valid ? 'yes' : 'NO',
    ];
  });
  return formatTable(
    ['drawing', 'from the clues', 'from the drawing', 'cells the second differs in', 'valid'],
    rows,
  );
}

function timed(run: () => SolveResult): { result: SolveResult; ms: number } {
  const started = performance.now();
  const result = run();
  return { result, ms: performance.now() - started };
}

function verdict({ result, ms }: { result: SolveResult; ms: number }, capMs: number): string {
  if (result.status === 'timeout') return `timeout at ${capMs / 1000} s`;
  return `${result.status} in ${Math.round(ms)} ms`;
}

function differing(solutions: readonly Grid[]): Cell {
  const [first, second] = solutions;
  if (!first || !second) return '';
  let count = 0;
  for (let i = 0; i < first.cells.length; i++) if (first.cells[i] !== second.cells[i]) count++;
  return count;
}
