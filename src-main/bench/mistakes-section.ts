/**
 * The mistake finder on typing mistakes put into known puzzles: for each kind of mistake, how
 * often the true fix comes first and in the top three, and how long the finder took. The puzzles
 * are the uniquely solvable ones of the jwilk set and the webpbn survey (Knotty and Faase have
 * several solutions, so a fix cannot be judged on them); the mistakes are placed by a seeded
 * random source, so every run measures the same cases.
 *
 * A mistake that leaves the puzzle uniquely solvable (with another picture) cannot be seen from
 * the clues; such cases are counted apart, not as failures.
 */
import type { Puzzle } from '../engine/puzzle.ts';
import { INJECTED_KINDS } from './mistakes/inject-mistakes.ts';
import {
  makeCases,
  runCase,
  summarise,
  summariseByKind,
  type CaseOutcome,
  type Summary,
} from './mistakes/measure.ts';
import { solve } from '../engine/solver/solve.ts';
import { loadBenchFolder, type BenchPuzzle } from './bench-files.ts';
import { formatTable, type Cell } from './table.ts';

const SEED = 20_240_601;
const FINDER_LIMIT_MS = 2_000;
/** The size for the 2 s target; larger puzzles are reported in a table of their own. */
const BOOK_SIDE = 30;

export function mistakesSection(quick: boolean): string {
  const puzzles = uniquePuzzles();
  const book = puzzles.filter((e) => e.puzzle.width <= BOOK_SIDE && e.puzzle.height <= BOOK_SIDE);
  const large = puzzles.filter((e) => e.puzzle.width > BOOK_SIDE || e.puzzle.height > BOOK_SIDE);
  const parts = [
    `Puzzles up to ${BOOK_SIDE}x${BOOK_SIDE} (${book.length}), finder limit ${FINDER_LIMIT_MS / 1000} s:`,
    table(measure(book, quick ? 10 : 40, SEED)),
  ];
  if (!quick && large.length > 0) {
    parts.push(
      `Larger puzzles (${large.map((e) => e.name).join(', ')}), same limit:`,
      table(measure(large, 4, SEED + 1)),
    );
  }
  parts.push('target: true fix first in 90% and in the top three in 99% of the cases, under 2 s for a 30x30');
  return parts.join('\n\n');
}

function uniquePuzzles(): BenchPuzzle[] {
  const all = [
    ...loadBenchFolder('jwilk', (f) => f.endsWith('.nin')),
    ...loadBenchFolder('survey', (f) => f.endsWith('.nin') && !/knotty|faase/.test(f)),
  ];
  return all.filter(
    (entry) => solve(entry.puzzle, { maxSolutions: 2, timeLimitMs: 10_000 }).status === 'unique',
  );
}

function measure(
  puzzles: readonly { name: string; puzzle: Puzzle }[],
  perKind: number,
  seed: number,
): CaseOutcome[] {
  return makeCases(puzzles, INJECTED_KINDS, perKind, seed).map((c) => runCase(c, FINDER_LIMIT_MS));
}

function table(outcomes: readonly CaseOutcome[]): string {
  const percent = (part: number, whole: number): string =>
    whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)} %`;
  const row = (name: string, s: Summary): Cell[] => [
    name,
    s.cases,
    s.undetectable,
    percent(s.first, s.cases),
    percent(s.topThree, s.cases),
    s.medianMs,
    s.worstMs,
  ];
  const rows = summariseByKind(outcomes, INJECTED_KINDS).map((s) => row(s.kind, s));
  rows.push(row('all', summarise(outcomes)));
  return formatTable(
    ['mistake', 'cases', 'undetectable', 'first', 'top three', 'median ms', 'worst ms'],
    rows,
  );
}
