/**
 * The check that runs while a puzzle is typed in: its verdict, the picture as far as logic gets
 * (a recognisable picture confirms the typing), and, when it has no solution, the line where
 * propagation failed.
 *
 * Totals that differ or a clue longer than its line already prove "no solution"; the solver is
 * then not asked (it could search a long time to prove what counting shows), and the picture
 * comes from propagation alone.
 */
import { encodeGrid } from '../grid-codec.ts';
import type { Puzzle } from '../puzzle.ts';
import { solve } from '../solver/solve.ts';
import { puzzleProblems, type PuzzleProblem } from '../validate.ts';
import { CluePropagator, NO_LINE } from './clue-propagator.ts';
import { isStructural } from '../validate.ts';
import type { CheckEntryOptions, EntryCheck, EntryProblem, EntryVerdict, LineRef } from './types.ts';

export const CHECK_ENTRY_TIME_LIMIT_MS = 150;

export function checkEntry(puzzle: Puzzle, options: CheckEntryOptions = {}): EntryCheck {
  const started = Date.now();
  const all = puzzleProblems(puzzle);
  const problems = all.map(toEntryProblem);
  const base = { problems, solutions: [], differing: [], contradiction: null };
  if (all.some(isStructural)) {
    return { ...base, verdict: 'invalid', partial: [], ms: Date.now() - started };
  }
  if (all.length > 0) {
    const { domains, contradiction } = propagateOnly(puzzle);
    return {
      ...base,
      verdict: 'none',
      partial: Array.from(domains),
      contradiction,
      ms: Date.now() - started,
    };
  }

  const result = solve(puzzle, {
    maxSolutions: 2,
    timeLimitMs: options.timeLimitMs ?? CHECK_ENTRY_TIME_LIMIT_MS,
    signal: options.signal,
    knownSolution: options.knownSolution,
  });
  const solutions = result.solutions.slice(0, 2).map(encodeGrid);
  const [first, second] = result.solutions;
  const differing: number[] = [];
  if (first && second) {
    for (let i = 0; i < first.cells.length; i++) if (first.cells[i] !== second.cells[i]) differing.push(i);
  }
  const verdict = verdictOf(result.status);
  const contradiction = verdict === 'none' ? propagateOnly(puzzle).contradiction : null;
  return {
    verdict,
    problems,
    partial: Array.from(result.partial),
    solutions: verdict === 'unique' || verdict === 'multiple' ? solutions : [],
    differing,
    contradiction,
    ms: Date.now() - started,
  };
}

function verdictOf(status: string): EntryVerdict {
  switch (status) {
    case 'unique':
    case 'solved':
      return 'unique';
    case 'multiple':
      return 'multiple';
    case 'none':
      return 'none';
    default:
      return 'timeout';
  }
}

/** Propagation alone, for the picture of a puzzle already known to have no solution. */
function propagateOnly(puzzle: Puzzle): { domains: Uint32Array; contradiction: LineRef | null } {
  const propagator = new CluePropagator(puzzle.width, puzzle.height, puzzle.palette.length, [
    ...puzzle.rows,
    ...puzzle.columns,
  ]);
  const domains = propagator.initialDomains();
  propagator.propagate(domains);
  return { domains, contradiction: lineRef(puzzle, propagator.contradiction) };
}

export function lineRef(puzzle: Puzzle, line: number): LineRef | null {
  if (line === NO_LINE) return null;
  return line < puzzle.height
    ? { axis: 'row', index: line }
    : { axis: 'column', index: line - puzzle.height };
}

function toEntryProblem(problem: PuzzleProblem): EntryProblem {
  return problem.line
    ? { code: problem.code, message: problem.message, line: { ...problem.line } }
    : { code: problem.code, message: problem.message };
}
