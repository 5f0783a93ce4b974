/**
 * The puzzle generator: how long a puzzle takes at each level and size, how many candidate
 * pictures that needed, and how often the rating came out at the level asked for. Every puzzle is
 * checked again with the solver, so the table also says whether each really has one solution.
 */
import { generatePuzzle } from '../engine/generator/generate.ts';
import type { GenerateLevel } from '../engine/generator/generate-limits.ts';
import { solve } from '../engine/solver/solve.ts';
import { formatTable, type Cell } from './table.ts';

const CASES: readonly (readonly [level: GenerateLevel, side: number, colors: number])[] = [
  ['easy', 15, 1],
  ['easy', 30, 1],
  ['medium', 20, 1],
  ['medium', 50, 1],
  ['hard', 15, 1],
  ['hard', 30, 1],
  ['medium', 25, 4],
  ['hard', 20, 3],
];

export function generatorSection(quick: boolean): string {
  const samples = quick ? 3 : 10;
  const rows: Cell[][] = CASES.map(([level, side, colors]) => {
    const times: number[] = [];
    let candidates = 0;
    let onTarget = 0;
    let unique = 0;
    let failed = 0;
    for (let seed = 1; seed <= samples; seed++) {
      const started = performance.now();
      const outcome = generatePuzzle({
        width: side,
        height: side,
        colors,
        level,
        seed,
        timeLimitMs: 120_000,
      });
      times.push(performance.now() - started);
      if (outcome.status !== 'done') {
        failed++;
        continue;
      }
      candidates += outcome.candidates;
      if (outcome.onTarget) onTarget++;
      if (solve(outcome.puzzle, { maxSolutions: 2, timeLimitMs: 30_000 }).status === 'unique') unique++;
    }
    times.sort((a, b) => a - b);
    const made = samples - failed;
    return [
      `${level} ${side}x${side}${colors > 1 ? `, ${colors} colours` : ''}`,
      times[Math.floor(times.length / 2)]!,
      times.at(-1)!,
      made > 0 ? candidates / made : 0,
      `${onTarget} of ${samples}`,
      `${unique} of ${made}`,
    ];
  });
  return formatTable(
    ['puzzle', 'median ms', 'slowest ms', 'pictures tried', 'rated as asked', 'one solution'],
    rows,
  );
}
