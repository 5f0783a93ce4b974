/**
 * Which clue is probably mistyped. The puzzle as typed has no solution or several; the finder
 * lists the typing fixes that the totals and the other lines allow (candidates.ts), lets the
 * solver judge each (`maxSolutions: 2` with a short limit), and ranks them: fixes that make the
 * puzzle uniquely solvable first; among those, the likelier mistake (mistake-kinds.ts) and the
 * picture that looks more drawn (picture-likelihood.ts, stray-cells.ts) win.
 *
 * Lines are examined in the order most likely to hold the mistake: for "no solution" the line
 * where propagation fails and the lines crossing it, for "several solutions" the lines through
 * the cells where two solutions differ. Candidates are tried likeliest first (try-order.ts), so
 * a search cut short by its time limit has still tried the ones that matter most.
 */
import { encodeGrid } from '../grid-codec.ts';
import type { Grid, Puzzle } from '../puzzle.ts';
import { solve } from '../solver/solve.ts';
import type { SolveStatus } from '../solver/types.ts';
import { isStructural, puzzleProblems } from '../validate.ts';
import { CandidateList, type Candidate } from './candidates.ts';
import { CluePropagator } from './clue-propagator.ts';
import { pictureCost, pictureOdds } from './picture-likelihood.ts';
import { strayCells } from './stray-cells.ts';
import { TryOrder } from './try-order.ts';
import type {
  ClueReadings,
  EntryVerdict,
  FindMistakesOptions,
  FindMistakesResult,
  MistakeSuggestion,
  VerdictAfter,
} from './types.ts';

export const FIND_MISTAKES_TIME_LIMIT_MS = 2000;
export const DEFAULT_SUGGESTIONS = 5;

/** Score of each verdict after a fix; the mistake's likelihood and the picture add less than 10. */
const VERDICT_SCORE: Readonly<Record<VerdictAfter, number>> = {
  unique: 30,
  multiple: 20,
  timeout: 10,
  none: 0,
};

/**
 * How the picture of each uniquely solvable fix weighs against the mistake's prior, measured from
 * the best-looking fix's picture: each nat of picture cost (picture-likelihood.ts) counts 0.4 (the
 * cost sums overlapping neighbourhoods, so it overstates the evidence), each stray cell 0.25 up to
 * six of them. The cap keeps a picture with real dots (whiskers, stars) from sinking below the
 * fixes with a worse verdict.
 */
const PICTURE_COST_WEIGHT = 0.4;
const STRAY_CELL_PENALTY = 0.25;
const MAX_STRAY_CELLS = 6;
const MAX_PICTURE_PENALTY = 5;

/** Share of the time limit (and of the progress bar) for finding candidates. */
const FINDING_SHARE = 0.5;

interface Tried {
  readonly candidate: Candidate;
  readonly verdictAfter: VerdictAfter;
  readonly solution: Grid | null;
}

export function findMistakes(puzzle: Puzzle, options: FindMistakesOptions = {}): FindMistakesResult {
  const now = options.now ?? Date.now;
  const started = now();
  const limit = options.timeLimitMs ?? FIND_MISTAKES_TIME_LIMIT_MS;
  const deadline = started + limit;
  const findingDeadline = started + limit * FINDING_SHARE;
  const maxSuggestions = Math.max(1, options.maxSuggestions ?? DEFAULT_SUGGESTIONS);
  const cancelled = (): boolean => options.signal?.aborted === true;
  const finish = (
    verdictBefore: EntryVerdict,
    suggestions: readonly MistakeSuggestion[],
    tried: number,
    complete: boolean,
  ): FindMistakesResult => ({ verdictBefore, suggestions, tried, complete, ms: now() - started });

  let lastReport = started;
  // Candidates found late (skipped lines) add to the total; the bar still never goes back.
  let lastFraction = 0;
  const report = (fraction: number, tried: number, total: number, found: number): void => {
    if (!options.onProgress || now() - lastReport < 100) return;
    lastReport = now();
    lastFraction = Math.min(1, Math.max(lastFraction, fraction));
    options.onProgress({ fraction: lastFraction, tried, total, found });
  };

  const problems = puzzleProblems(puzzle);
  if (problems.some(isStructural)) return finish('invalid', [], 0, true);
  // Each solve gets a slice of the budget, so one hard candidate cannot use it all.
  const perSolveMs = Math.min(1000, Math.max(50, Math.round(limit / 8)));
  let verdictBefore: EntryVerdict = 'none';
  const differing: number[] = [];
  if (problems.length === 0) {
    const check = solve(puzzle, { maxSolutions: 2, timeLimitMs: perSolveMs, signal: options.signal });
    verdictBefore = verdictOf(check.status);
    if (verdictBefore === 'unique') return finish('unique', [], 0, true);
    const [a, b] = check.solutions;
    if (a && b) for (let i = 0; i < a.cells.length; i++) if (a.cells[i] !== b.cells[i]) differing.push(i);
  }

  const lines = lineOrder(puzzle, differing, options.reading);
  const candidates = new CandidateList(puzzle, options.reading);
  const findingStopped = (): boolean => cancelled() || now() >= findingDeadline;
  let complete = true;
  for (let i = 0; i < lines.length; i++) {
    if (findingStopped()) {
      complete = false;
      break;
    }
    candidates.addLineFixes(lines[i]!);
    report((FINDING_SHARE * i) / (lines.length + 1), 0, candidates.size, 0);
  }
  // Lines typed twice are few (two equal neighbouring clues point at them) and cheap to look
  // at; lines left out are looked for later, in turn (try-order.ts).
  if (complete && !candidates.addLineShifts(findingStopped, (shift) => shift.kind === 'line-repeated')) {
    complete = false;
  }

  const order = new TryOrder(candidates, complete, { now, deadline, cancelled });
  const results: Tried[] = [];
  let tried = 0;
  let found = 0;
  for (let candidate = order.take(); candidate; candidate = order.take()) {
    const result = tryCandidate(puzzle, candidate, Math.min(perSolveMs, deadline - now()), options);
    tried++;
    if (result) results.push(result);
    if (result?.verdictAfter === 'unique') found++;
    const total = tried + order.left;
    report(FINDING_SHARE + ((1 - FINDING_SHARE) * tried) / total, tried, total, found);
  }
  if (!order.complete) complete = false;
  const suggestions = rank(puzzle, results).slice(0, maxSuggestions);
  return finish(verdictBefore, suggestions, tried, complete);
}

/** Best first: the verdict after the fix, then the mistake's likelihood and the picture. */
function rank(puzzle: Puzzle, results: readonly Tried[]): MistakeSuggestion[] {
  const { width, height } = puzzle;
  const pictures = results.flatMap((r) => (r.solution ? [r.solution.cells] : []));
  const odds = pictureOdds(pictures, width, height);
  const looks = results.map((r) =>
    r.solution
      ? {
          cost: pictureCost(r.solution.cells, width, height, odds),
          stray: strayCells(r.solution.cells, width, height),
        }
      : null,
  );
  const drawn = looks.filter((look) => look !== null);
  const bestCost = Math.min(...drawn.map((look) => look.cost));
  const fewestStray = Math.min(...drawn.map((look) => look.stray));
  const scored = results.map((result, i) => {
    const look = looks[i];
    const penalty = look
      ? Math.min(
          MAX_PICTURE_PENALTY,
          PICTURE_COST_WEIGHT * (look.cost - bestCost) +
            STRAY_CELL_PENALTY * Math.min(MAX_STRAY_CELLS, look.stray - fewestStray),
        )
      : 0;
    const score = VERDICT_SCORE[result.verdictAfter] + Math.log(result.candidate.prior) - penalty;
    return { suggestion: toSuggestion(result, score), order: i };
  });
  scored.sort((a, b) => b.suggestion.score - a.suggestion.score || a.order - b.order);
  return scored.map(({ suggestion }) => suggestion);
}

function toSuggestion({ candidate, verdictAfter, solution }: Tried, score: number): MistakeSuggestion {
  return {
    kind: candidate.kind,
    axis: candidate.primary.axis,
    index: candidate.primary.index,
    before: candidate.primary.before,
    after: candidate.primary.after,
    changes: candidate.changes,
    verdictAfter,
    description: candidate.description,
    score: Math.round(score * 1000) / 1000,
    solution: solution ? encodeGrid(solution) : null,
  };
}

function tryCandidate(
  puzzle: Puzzle,
  candidate: Candidate,
  timeLimitMs: number,
  options: FindMistakesOptions,
): Tried | null {
  const fixed: Puzzle = { ...puzzle, rows: candidate.rows, columns: candidate.columns };
  const result = solve(fixed, {
    maxSolutions: 2,
    timeLimitMs: Math.max(1, timeLimitMs),
    signal: options.signal,
  });
  if (result.status === 'none' || result.status === 'cancelled') return null;
  const verdictAfter = verdictAfterOf(result.status);
  const solution = verdictAfter === 'unique' ? (result.solutions[0] ?? null) : null;
  return { candidate, verdictAfter, solution };
}

/**
 * Lines in the order to examine them: for several solutions, those through differing cells;
 * for none, the line where propagation fails and the lines crossing it; then all others (for a
 * puzzle read from a photo, those the reader was least sure of first).
 */
function lineOrder(puzzle: Puzzle, differing: readonly number[], reading?: ClueReadings): number[] {
  const { width, height } = puzzle;
  const first = new Set<number>();
  for (const cell of differing) {
    first.add(Math.floor(cell / width));
    first.add(height + (cell % width));
  }
  if (differing.length === 0) {
    const propagator = new CluePropagator(width, height, puzzle.palette.length, [
      ...puzzle.rows,
      ...puzzle.columns,
    ]);
    if (!propagator.propagate(propagator.initialDomains())) {
      const failed = propagator.contradiction;
      first.add(failed);
      const n = propagator.lineLength(failed);
      for (let i = 0; i < n; i++) first.add(propagator.crossing(failed, i));
    }
  }
  const rest = Array.from({ length: width + height }, (_, l) => l).filter((l) => !first.has(l));
  if (reading) {
    const lines = [...reading.rows, ...reading.columns];
    const least = (l: number): number => Math.min(1, ...(lines[l] ?? []).map((n) => n.confidence));
    rest.sort((a, b) => least(a) - least(b));
  }
  return [...first, ...rest];
}

function verdictOf(status: SolveStatus): EntryVerdict {
  if (status === 'unique' || status === 'solved') return 'unique';
  if (status === 'multiple' || status === 'none') return status;
  return 'timeout';
}

function verdictAfterOf(status: SolveStatus): VerdictAfter {
  if (status === 'unique' || status === 'solved') return 'unique';
  if (status === 'multiple' || status === 'none') return status;
  return 'timeout';
}
