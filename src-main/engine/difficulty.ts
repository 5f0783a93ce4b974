/**
 * How hard a puzzle is, as two figures on a 1-10 scale.
 *
 * The score comes from solving it: how far line logic gets (a walkthrough from explain/), and what
 * the solver needed beyond that. Tiers, so that every puzzle of a harder kind rates above every
 * puzzle of an easier one:
 *
 *   line logic alone   1 + 2.5 * w + 1.5 * g + 1 * l                      1 to 6
 *     w = log(steps / 10) / log(50), clamped to 0..1 (10 steps or fewer: 0, 500 or more: 1)
 *     g = share of steps that need the general argument ("every way of placing ..."), / 5%, to 0..1
 *     l = (longest line - 10) / 40, clamped to 0..1 (lines of 50 cells and more: 1)
 *   needs probing      7 + log10(1 + probes) / 4, clamped to 7..8
 *   needs search       9 + log10(1 + nodes) / 4, clamped to 9..10; a puzzle with several solutions
 *                      needs a guess from a player, so it rates here too; a timeout rates 10
 *   no solution        10, labelled 'unsolvable'
 *
 * On the bench sets: Dancer (5x10, 20 steps) scores 1.4; 20x20 to 30x30 picture puzzles solved by
 * lines in 80 to 200 steps 2.7 to 4.4; webpbn #529 (45x45, 326 steps) 4.6; puzzles that need
 * probing such as webpbn #65 and #436 7.2 and 7.7; the random TAAI 2011 puzzles 9.2 to 9.7.
 *
 * The estimate uses the clues alone, as in "The Great Nonogram Hunt" (ravenspoint, 2010):
 *
 *   F = k * size^2 / sum over all blocks of rows and columns of (15 * block / size)^2
 *
 * Long blocks overlap a lot wherever they go, so they make a puzzle easy; the block lengths are
 * rescaled to a 15-cell grid so that puzzles of different sizes compare, and size^2 counts the cells
 * to decide. For a puzzle that is not square, size = sqrt(width * height), which keeps size^2 equal
 * to the number of cells. We take k = 20, which puts F near 1 for the smallest puzzles of long blocks;
 * on the bench sets F is about 2 for Dancer, 5 to 20 for 20x20 to 35x35 picture puzzles, 20 to 40
 * for the random 25x25 tournament puzzles and about 250 for a 50x45 puzzle made of single cells
 * (webpbn #803). Since F spans more than two orders of magnitude, the scale is logarithmic:
 * estimate = 1 + 9 * ln(F) / ln(200), clamped to 1..10, which gives Dancer 2, picture puzzles 4 to 6,
 * tournament puzzles 6 to 7.5 and #803 10.
 */
import { explainSolve } from './explain/logical-solve.ts';
import type { Grid, Puzzle } from './puzzle.ts';
import { solve } from './solver/solve.ts';
import type { CancelSignal, SolveProgress, SolveStatus } from './solver/types.ts';

export type DifficultyLabel = 'easy' | 'medium' | 'hard' | 'expert' | 'unsolvable';

/** What solving needed: line logic alone, probing (one cell tried both ways), or search (guesses). */
export type SolveMethod = 'line' | 'probing' | 'search';

export interface DifficultyOptions {
  /** Time limit for the whole rating (walkthrough and solver) in milliseconds. Default 10 000. */
  readonly timeLimitMs?: number;
  readonly signal?: CancelSignal;
  /**
   * How far the rating is: the walkthrough's decided cells make up the first half, the
   * solver's own estimate the second.
   */
  readonly onProgress?: (progress: DifficultyProgress) => void;
  /** A picture known to fit the clues (a drawn puzzle's): the solver counts it and looks near it. */
  readonly knownSolution?: Grid;
}

export interface DifficultyProgress {
  readonly fraction: number;
  readonly phase: 'logic' | 'search';
  readonly decided: number;
  readonly total: number;
}

export interface DifficultyReport {
  readonly lineSolvable: boolean;
  /** Steps of the logical walkthrough (explainSolve), until solved or stuck (or the time limit). */
  readonly steps: number;
  /** Steps that needed the general argument rather than a simple reason. */
  readonly generalSteps: number;
  readonly method: SolveMethod;
  /** The solver's verdict when asked for two solutions; `cancelled` means the figures are incomplete. */
  readonly status: SolveStatus;
  /** The solution, when the solver proved it the only one. */
  readonly solution: Grid | null;
  /** The solver's own flags: whether probing or search ran at all. */
  readonly usedProbing: boolean;
  readonly usedSearch: boolean;
  readonly probes: number;
  readonly nodes: number;
  readonly solveMs: number;
  /** 1 to 10, one decimal, from solving (see the module comment). */
  readonly score: number;
  readonly label: DifficultyLabel;
  /** 1 to 10, one decimal, from the clues alone. */
  readonly estimate: number;
  /** The unscaled pre-solve figure F. */
  readonly estimateRaw: number;
}

export const ESTIMATE_K = 20;
const ESTIMATE_TOP = 200;
const DEFAULT_TIME_LIMIT_MS = 10_000;

const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));
const oneDecimal = (x: number): number => Math.round(x * 10) / 10;

/** The puzzle-hunt figure F from the clues alone; Infinity for a puzzle without a single block. */
export function estimateRaw(puzzle: Puzzle): number {
  const size = Math.sqrt(puzzle.width * puzzle.height);
  let sum = 0;
  for (const clue of [...puzzle.rows, ...puzzle.columns]) {
    for (const block of clue) sum += ((15 * block.length) / size) ** 2;
  }
  return sum === 0 ? Infinity : (ESTIMATE_K * size * size) / sum;
}

/** The pre-solve estimate on the 1-10 scale. An empty picture is trivially easy: 1. */
export function estimateDifficulty(puzzle: Puzzle): number {
  const raw = estimateRaw(puzzle);
  if (!Number.isFinite(raw)) return 1;
  return oneDecimal(clamp(1 + (9 * Math.log(raw)) / Math.log(ESTIMATE_TOP), 1, 10));
}

/** Where each label ends on the 1-10 score (exclusive); `expert` is the rest. */
export const LABEL_LIMITS = { easy: 3.5, medium: 6.5, hard: 8.5 } as const;

export function labelFor(score: number, status: SolveStatus): DifficultyLabel {
  if (status === 'none') return 'unsolvable';
  if (score < LABEL_LIMITS.easy) return 'easy';
  if (score < LABEL_LIMITS.medium) return 'medium';
  if (score < LABEL_LIMITS.hard) return 'hard';
  return 'expert';
}

export function rateDifficulty(puzzle: Puzzle, options: DifficultyOptions = {}): DifficultyReport {
  // One time limit for the whole rating: the walkthrough stops at the deadline, the solver gets the rest.
  const limit = options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
  const deadline = Date.now() + limit;
  const { signal, onProgress } = options;
  const walk = explainSolve(puzzle, {
    signal: {
      get aborted() {
        return (signal?.aborted ?? false) || Date.now() >= deadline;
      },
    },
    ...(onProgress
      ? {
          onStep: (decided: number, total: number) =>
            onProgress({ fraction: decided / total / 2, phase: 'logic', decided, total }),
        }
      : {}),
  });
  const result = solve(puzzle, {
    maxSolutions: 2,
    timeLimitMs: Math.max(1, deadline - Date.now()),
    ...(signal ? { signal } : {}),
    ...(options.knownSolution ? { knownSolution: options.knownSolution } : {}),
    ...(onProgress
      ? {
          onProgress: ({ fraction, decided, total }: SolveProgress) =>
            onProgress({ fraction: 0.5 + fraction / 2, phase: 'search', decided, total }),
        }
      : {}),
  });
  const { status, stats } = result;
  // A walkthrough cut short by the clock leaves the question to the solver's own propagation.
  const lineSolvable = walk.outcome === 'solved' || (walk.outcome === 'stopped' && stats.lineSolvable);
  const steps = walk.steps.length;
  const generalSteps = walk.steps.filter((s) => s.reasons.some((r) => r.kind === 'general')).length;

  let method: SolveMethod;
  if (lineSolvable || (status === 'none' && !stats.usedProbing && !stats.usedSearch)) method = 'line';
  else if (stats.usedSearch || status === 'multiple' || status === 'timeout' || status === 'cancelled') {
    method = 'search';
  } else method = 'probing';

  let score: number;
  if (status === 'none' || status === 'timeout' || status === 'cancelled') score = 10;
  else if (method === 'line') {
    const longest = Math.max(puzzle.width, puzzle.height);
    const w = clamp(Math.log(Math.max(steps, 1) / 10) / Math.log(50), 0, 1);
    const g = clamp(steps === 0 ? 0 : generalSteps / steps / 0.05, 0, 1);
    const l = clamp((longest - 10) / 40, 0, 1);
    score = 1 + 2.5 * w + 1.5 * g + l;
  } else if (method === 'probing') score = clamp(7 + Math.log10(1 + stats.probes) / 4, 7, 8);
  else score = clamp(9 + Math.log10(1 + stats.nodes) / 4, 9, 10);
  score = oneDecimal(score);

  return {
    lineSolvable,
    steps,
    generalSteps,
    method,
    status,
    solution: status === 'unique' ? (result.solutions[0] ?? null) : null,
    usedProbing: stats.usedProbing,
    usedSearch: stats.usedSearch,
    probes: stats.probes,
    nodes: stats.nodes,
    solveMs: stats.ms,
    score,
    label: labelFor(score, status),
    estimate: estimateDifficulty(puzzle),
    estimateRaw: estimateRaw(puzzle),
  };
}
