/**
 * Solver benchmarks on the public sets, against the targets of the engine issue. Each section
 * solves its puzzles in this process, one after another on one core, and checks every solution
 * against the clues, so a fast wrong answer cannot pass unseen.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { satisfies } from '../engine/puzzle.ts';
import { solve } from '../engine/solver/solve.ts';
import type { SolveOptions, SolveResult, Strategy } from '../engine/solver/types.ts';
import { benchDir, loadBenchFile, loadBenchFolder, type BenchPuzzle } from './bench-files.ts';
import { formatTable, type Cell } from './table.ts';

export interface Timed {
  readonly name: string;
  readonly result: SolveResult | null;
  readonly error: string | null;
  readonly ms: number;
  readonly valid: boolean;
}

export function timeSolve(entry: BenchPuzzle, options: SolveOptions): Timed {
  const started = performance.now();
  try {
    const result = solve(entry.puzzle, options);
    const ms = performance.now() - started;
    return {
      name: entry.name,
      result,
      error: null,
      ms,
      valid: result.solutions.every((g) => satisfies(entry.puzzle, g)),
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { name: entry.name, result: null, error: message, ms: performance.now() - started, valid: true };
  }
}

const seconds = (ms: number): number => Math.round(ms) / 1000;

/** TAAI 2011, first solution each, as in the tournament rules. */
export function taaiSection(from: number, to: number, target: string): string {
  const puzzles = loadBenchFile('taai/question/taai2011.txt').slice(from - 1, to);
  const runs = puzzles.map((entry) => timeSolve(entry, { maxSolutions: 1, timeLimitMs: 30_000 }));
  const solved = runs.filter(
    (run) => run.result?.status === 'solved' || run.result?.status === 'unique',
  ).length;
  const worst = runs.reduce((a, b) => (b.ms > a.ms ? b : a));
  const total = runs.reduce((sum, run) => sum + run.ms, 0);
  const invalid = runs.filter((run) => !run.valid).length;
  return formatTable(
    [
      'set',
      'puzzles',
      'solved',
      'invalid solutions',
      'total s',
      'mean ms',
      'worst s',
      'worst puzzle',
      'target',
    ],
    [
      [
        `TAAI 2011 #${from}-${to}`,
        runs.length,
        solved,
        invalid,
        seconds(total),
        total / runs.length,
        seconds(worst.ms),
        worst.name,
        target,
      ],
    ],
  );
}

export function surveySection(): string {
  const puzzles = loadBenchFolder('survey');
  const rows: Cell[][] = puzzles.map((entry) => {
    const run = timeSolve(entry, { maxSolutions: 2, timeLimitMs: 60_000 });
    const expected = /knotty|faase/.test(entry.name) ? 'multiple' : 'unique';
    const status = run.result?.status ?? 'error';
    return [
      entry.name,
      `${entry.puzzle.width}x${entry.puzzle.height}`,
      status,
      expected,
      status === expected ? 'yes' : 'NO',
      run.ms,
    ];
  });
  return formatTable(['webpbn survey puzzle', 'size', 'verdict', 'expected', 'right', 'ms'], rows);
}

/**
 * jwilk and edge-cases. Every solution found is checked against its clues. Only edge-cases comes
 * with known solution counts (its manifest), so only its verdicts are checked; jwilk has none.
 */
export function smallSetsSection(): string {
  const manifest = new Map<string, number>();
  for (const line of readFileSync(join(benchDir(), 'edge-cases/manifest.tsv'), 'utf8').split('\n').slice(1)) {
    const [file, , , count] = line.split('\t');
    if (file && count) manifest.set(file, Number(count));
  }
  const rows: Cell[][] = [];
  for (const folder of ['jwilk', 'edge-cases']) {
    const puzzles = loadBenchFolder(folder, (f) => f.endsWith('.nin'));
    const runs = puzzles.map((entry) => timeSolve(entry, { maxSolutions: 2, timeLimitMs: 10_000 }));
    let known = 0;
    let wrongVerdicts = 0;
    let invalid = 0;
    const verdicts = new Map<string, number>();
    runs.forEach((run, i) => {
      const status = run.result?.status ?? 'error';
      verdicts.set(status, (verdicts.get(status) ?? 0) + 1);
      if (!run.valid || status === 'error') invalid++;
      const count = manifest.get(puzzles[i]!.name);
      if (count === undefined) return;
      known++;
      const expected = count === 0 ? 'none' : count === 1 ? 'unique' : 'multiple';
      if (status !== expected) wrongVerdicts++;
    });
    const worst = runs.reduce((a, b) => (b.ms > a.ms ? b : a));
    const total = runs.reduce((sum, run) => sum + run.ms, 0);
    const summary = [...verdicts].map(([k, v]) => `${v} ${k}`).join(', ');
    const checked = known === 0 ? '-' : `${wrongVerdicts} of ${known}`;
    rows.push([folder, runs.length, summary, checked, invalid, total, worst.ms, worst.name]);
  }
  return formatTable(
    [
      'set',
      'puzzles',
      'verdicts',
      'wrong verdicts (of known counts)',
      'invalid solutions or errors',
      'total ms',
      'worst ms',
      'worst puzzle',
    ],
    rows,
  );
}

export function colourSection(): string {
  const rejected: Cell[][] = [];
  const reject = (file: string, reason: string): void => {
    rejected.push([file, '', '', `not read: ${reason}`, '', 0]);
  };
  const puzzles = [
    ...loadBenchFolder('olsak', (f) => f.endsWith('.g'), reject),
    ...loadBenchFolder('pynogram', (f) => f.endsWith('.txt'), reject),
    ...loadBenchFolder('nonogrid', (f) => f.endsWith('.toml'), reject),
  ].filter((entry) => entry.puzzle.palette.length > 2);
  const rows: Cell[][] = puzzles.map((entry) => {
    const run = timeSolve(entry, { maxSolutions: 2, timeLimitMs: 60_000 });
    return [
      entry.name,
      `${entry.puzzle.width}x${entry.puzzle.height}`,
      entry.puzzle.palette.length - 1,
      run.result?.status ?? `error: ${run.error}`,
      run.valid ? 'yes' : 'NO',
      run.ms,
    ];
  });
  return formatTable(['colour puzzle', 'size', 'colours', 'verdict', 'valid', 'ms'], [...rows, ...rejected]);
}

/**
 * The shape of Yu, Lee and Chen's Table 1: the same puzzles under each strategy, with a cap.
 * A capped run prints as "> cap".
 */
export function strategiesSection(capMs: number): string {
  const picks: BenchPuzzle[] = [
    ...loadBenchFile('formats/dancer.nin').map((e) => ({ ...e, name: 'dancer (webpbn #1)' })),
    ...loadBenchFolder('survey', (f) => /00006|00016|00021|00027/.test(f)),
    ...loadBenchFolder('jwilk', (f) => /^data0(0[0-9])\.nin$/.test(f)),
    ...loadBenchFile('taai/question/taai2011.txt').filter((_, i) => i % 100 === 0),
  ];
  const strategies: Strategy[] = ['dfs', 'rules', 'full'];
  const totals = new Map<Strategy, number>(strategies.map((s) => [s, 0]));
  const rows: Cell[][] = picks.map((entry) => {
    const cells: Cell[] = [entry.name, `${entry.puzzle.width}x${entry.puzzle.height}`];
    for (const strategy of strategies) {
      const run = timeSolve(entry, { strategy, maxSolutions: 2, timeLimitMs: capMs });
      totals.set(strategy, totals.get(strategy)! + Math.min(run.ms, capMs));
      const status = run.result?.status;
      cells.push(
        run.error
          ? 'n/a'
          : status === 'timeout'
            ? `> ${capMs / 1000} s`
            : `${Math.round(run.ms * 10) / 10} ms`,
      );
    }
    return cells;
  });
  rows.push([
    'total (capped runs count as the cap)',
    '',
    ...strategies.map((s) => `${Math.round(totals.get(s)!)} ms`),
  ]);
  return formatTable(['puzzle (prove unique or find two)', 'size', ...strategies], rows);
}
