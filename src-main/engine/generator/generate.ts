/**
 * Makes new puzzles with exactly one solution, at a chosen level:
 *
 * - easy and medium: solvable by line logic alone (which also proves the solution unique), rated
 *   easy (below 3.5) or medium (3.5 to 6.5) on the app's difficulty scale;
 * - hard: one solution, which line logic alone does not reach but trying single cells both ways
 *   (probing) does; never a puzzle that needs guessing.
 *
 * A candidate starts as a random picture (random-picture.ts). For easy and medium, it is then
 * repaired: line logic runs on its clues, one of the cells left open is changed in the picture
 * (which changes that row's and column's clues), and the change is kept when fewer cells stay open,
 * until none do. That is a walk downhill on "cells logic cannot settle", the way puzzle makers
 * touch up a drawing until it solves. For hard, a picture with two solutions gets one of the cells
 * where they differ changed, and is checked again, until it has one solution; it is kept only if
 * it needs probing.
 *
 * Each finished candidate is rated (difficulty.ts). The picture's style moves towards the level
 * asked for: larger shapes (long blocks, which line logic settles early) make easier puzzles,
 * finer detail harder ones. Small puzzles seldom rate medium and large ones seldom rate easy; when
 * no candidate within the budget rates as asked, the closest one is returned, flagged off target.
 */
import { labelFor, rateDifficulty, type DifficultyReport } from '../difficulty.ts';
import { puzzleFromGrid, type Grid, type PaletteColor, type Puzzle } from '../puzzle.ts';
import { SolveLimits, type StopReason } from '../solver/limits.ts';
import { Propagator } from '../solver/propagator.ts';
import { solve } from '../solver/solve.ts';
import type { CancelSignal } from '../solver/types.ts';
import {
  MAX_GENERATED_COLORS,
  MAX_GENERATED_SIDE,
  MIN_GENERATED_SIDE,
  type GenerateLevel,
} from './generate-limits.ts';
import { generatorPalette } from './generator-palette.ts';
import { randomPicture, type PictureStyle } from './random-picture.ts';
import { randomIndex, seededRandom, type Random } from '../seeded-random.ts';

export { GENERATE_LEVELS, type GenerateLevel } from './generate-limits.ts';

export interface GenerateOptions {
  readonly width: number;
  readonly height: number;
  /** 1 for black and white, up to MAX_GENERATED_COLORS. */
  readonly colors: number;
  readonly level: GenerateLevel;
  /** The same seed and options make the same puzzle (unless a time limit cuts a step short). */
  readonly seed: number;
  /** Default: none. */
  readonly timeLimitMs?: number;
  readonly signal?: CancelSignal;
  readonly onProgress?: (progress: GenerateProgress) => void;
  readonly now?: () => number;
}

export interface GenerateProgress {
  /** Candidates started so far, the current one included. */
  readonly candidates: number;
  /** Cells of the current candidate that logic does not settle yet. */
  readonly open: number;
  readonly total: number;
}

export type GenerateOutcome =
  | {
      readonly status: 'done';
      readonly puzzle: Puzzle;
      readonly solution: Grid;
      readonly difficulty: DifficultyReport;
      /** Whether the rating matches the level asked for (see the module comment). */
      readonly onTarget: boolean;
      readonly candidates: number;
    }
  | { readonly status: StopReason; readonly candidates: number };

/** Finished candidates rated before the closest one is taken. */
const MAX_RATED_CANDIDATES = 24;
/** Changes a hard candidate gets towards one solution before a fresh picture is drawn. */
const MAX_HARD_REPAIRS = 40;
const HARD_CHECK_LIMIT_MS = 2_000;

/** What is wrong with the options, in a sentence, or null. */
export function generateOptionsProblem(
  options: Pick<GenerateOptions, 'width' | 'height' | 'colors'>,
): string | null {
  const side = (n: number): boolean =>
    Number.isInteger(n) && n >= MIN_GENERATED_SIDE && n <= MAX_GENERATED_SIDE;
  if (!side(options.width) || !side(options.height)) {
    return `A generated puzzle is ${MIN_GENERATED_SIDE} to ${MAX_GENERATED_SIDE} cells wide and high (asked: ${options.width}x${options.height}).`;
  }
  if (!Number.isInteger(options.colors) || options.colors < 1 || options.colors > MAX_GENERATED_COLORS) {
    return `A generated puzzle has 1 to ${MAX_GENERATED_COLORS} colours (asked: ${options.colors}).`;
  }
  return null;
}

export function generatePuzzle(options: GenerateOptions): GenerateOutcome {
  const problem = generateOptionsProblem(options);
  if (problem) throw new RangeError(problem);
  const run = new GeneratorRun(options);
  return options.level === 'hard' ? run.hard() : run.byLineLogic();
}

class GeneratorRun {
  private readonly options: GenerateOptions;
  private readonly random: Random;
  private readonly limits: SolveLimits;
  private readonly palette: readonly PaletteColor[];
  private readonly total: number;
  private style: PictureStyle;
  private candidates = 0;

  constructor(options: GenerateOptions) {
    this.options = options;
    this.random = seededRandom(options.seed);
    this.limits = new SolveLimits({
      ...(options.timeLimitMs === undefined ? {} : { timeLimitMs: options.timeLimitMs }),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.now ? { now: options.now } : {}),
    });
    this.palette = generatorPalette(options.colors);
    this.total = options.width * options.height;
    this.style = startingStyle(options.level, Math.sqrt(this.total));
  }

  byLineLogic(): GenerateOutcome {
    let best: { grid: Grid; difficulty: DifficultyReport; distance: number } | null = null;
    while (this.candidates < MAX_RATED_CANDIDATES) {
      const stop = this.limits.stoppedNow();
      if (stop)
        return stop === 'timeout' && best ? this.done(best.grid, best.difficulty) : this.stopped(stop);
      this.candidates++;
      const grid = this.repairedPicture();
      if (!grid) {
        // Too fine to repair within its budget: larger shapes next time.
        this.style = { ...this.style, smoothing: this.style.smoothing + 1 };
        continue;
      }
      const difficulty = this.rate(grid);
      if (difficulty.status === 'cancelled') return this.stopped('cancelled');
      const distance = distanceFromLevel(difficulty.score, this.options.level);
      if (distance === 0) return this.done(grid, difficulty);
      if (!best || distance < best.distance) best = { grid, difficulty, distance };
      this.style = steer(this.style, difficulty.score, this.options.level);
    }
    return best ? this.done(best.grid, best.difficulty) : this.stopped('timeout');
  }

  hard(): GenerateOutcome {
    for (;;) {
      const stop = this.limits.stoppedNow();
      if (stop) return this.stopped(stop);
      this.candidates++;
      let grid = this.picture();
      for (let repair = 0; repair < MAX_HARD_REPAIRS; repair++) {
        const stopNow = this.limits.stoppedNow();
        if (stopNow) return this.stopped(stopNow);
        const result = solve(this.puzzleOf(grid), {
          maxSolutions: 2,
          timeLimitMs: Math.min(HARD_CHECK_LIMIT_MS, this.remainingMs()),
          ...(this.options.signal ? { signal: this.options.signal } : {}),
        });
        this.report(result.partial.reduce((open, domain) => open + (isSingle(domain) ? 0 : 1), 0));
        if (result.status === 'cancelled') return this.stopped('cancelled');
        if (result.status === 'unique') {
          if (!result.stats.lineSolvable && !result.stats.usedSearch) {
            const difficulty = this.rate(grid);
            if (difficulty.status === 'cancelled') return this.stopped('cancelled');
            if (difficulty.label === 'hard') return this.done(grid, difficulty);
          }
          break;
        }
        if (result.status !== 'multiple') {
          if (result.status === 'timeout')
            this.style = { ...this.style, smoothing: this.style.smoothing + 1 };
          break;
        }
        grid = this.towardsOneSolution(grid, result.solutions[0]!, result.solutions[1]!);
      }
    }
  }

  /** A fresh picture repaired until line logic solves it, or null when the budget runs out. */
  private repairedPicture(): Grid | null {
    const { width, height, colors } = this.options;
    const cells = this.picture().cells;
    const grid: Grid = { width, height, cells };
    let open = openCells(this.puzzleOf(grid));
    this.report(open.length);
    const budget = 30 + 2 * (width + height);
    for (let step = 0; step < budget && open.length > 0; step++) {
      if (this.limits.stoppedNow()) return null;
      const cell = open[randomIndex(this.random, open.length)]!;
      const before = cells[cell]!;
      cells[cell] = otherValue(grid, cell, colors, this.random);
      const next = openCells(this.puzzleOf(grid));
      // Sideways moves are taken now and then, so the walk does not stall on a plateau.
      if (next.length < open.length || (next.length === open.length && this.random() < 0.3)) open = next;
      else cells[cell] = before;
      this.report(open.length);
    }
    return open.length === 0 ? grid : null;
  }

  /** Changes one cell where two solutions differ, to the value the picture does not have there. */
  private towardsOneSolution(grid: Grid, a: Grid, b: Grid): Grid {
    const differing: number[] = [];
    for (let i = 0; i < a.cells.length; i++) if (a.cells[i] !== b.cells[i]) differing.push(i);
    const cell = differing[randomIndex(this.random, differing.length)]!;
    const cells = Uint8Array.from(grid.cells);
    cells[cell] = cells[cell] === a.cells[cell] ? b.cells[cell]! : a.cells[cell]!;
    return { ...grid, cells };
  }

  private picture(): Grid {
    const { width, height, colors } = this.options;
    return randomPicture(width, height, colors, this.style, this.random);
  }

  private puzzleOf(grid: Grid): Puzzle {
    return puzzleFromGrid(grid, this.palette);
  }

  private rate(grid: Grid): DifficultyReport {
    return rateDifficulty(this.puzzleOf(grid), {
      timeLimitMs: this.remainingMs(),
      ...(this.options.signal ? { signal: this.options.signal } : {}),
    });
  }

  private remainingMs(): number {
    const limit = this.options.timeLimitMs;
    if (limit === undefined) return 60_000;
    const now = (this.options.now ?? Date.now)();
    return Math.max(1, this.limits.startedAt + limit - now);
  }

  private report(open: number): void {
    this.options.onProgress?.({ candidates: this.candidates, open, total: this.total });
  }

  private done(grid: Grid, difficulty: DifficultyReport): GenerateOutcome {
    return {
      status: 'done',
      puzzle: this.puzzleOf(grid),
      solution: { width: grid.width, height: grid.height, cells: Uint8Array.from(grid.cells) },
      difficulty,
      onTarget: labelFor(difficulty.score, difficulty.status) === this.options.level,
      candidates: this.candidates,
    };
  }

  private stopped(reason: StopReason): GenerateOutcome {
    return { status: reason, candidates: this.candidates };
  }
}

/** Shapes about an eighth of the side across for easy puzzles, finer for harder ones. */
function startingStyle(level: GenerateLevel, side: number): PictureStyle {
  switch (level) {
    case 'easy':
      return { smoothing: Math.max(1, Math.round(side / 8)), density: 0.6 };
    case 'medium':
      return { smoothing: Math.floor(side / 30), density: 0.55 };
    case 'hard':
      return { smoothing: Math.round(side / 40), density: 0.55 };
  }
}

/** How far a score lies outside the level's band on the difficulty scale (0 inside it). */
function distanceFromLevel(score: number, level: GenerateLevel): number {
  const [low, high] = level === 'easy' ? [0, 3.5] : level === 'medium' ? [3.5, 6.5] : [6.5, 8.5];
  if (score < low) return low - score;
  if (score >= high) return score - high + 0.01;
  return 0;
}

/** Larger shapes after a candidate that rated too hard, finer ones after one too easy. */
function steer(style: PictureStyle, score: number, level: GenerateLevel): PictureStyle {
  const tooHard = distanceFromLevel(score, level) > 0 && score >= (level === 'easy' ? 3.5 : 6.5);
  if (tooHard) return { smoothing: style.smoothing + 1, density: Math.min(0.65, style.density + 0.02) };
  return { smoothing: Math.max(0, style.smoothing - 1), density: Math.max(0.5, style.density - 0.02) };
}

/** The cells line logic leaves open on a puzzle's clues. */
function openCells(puzzle: Puzzle): number[] {
  const propagator = new Propagator(puzzle);
  propagator.enqueueAll();
  propagator.propagate();
  const open: number[] = [];
  const domains = propagator.domains;
  for (let i = 0; i < domains.length; i++) if (!isSingle(domains[i]!)) open.push(i);
  return open;
}

function isSingle(domain: number): boolean {
  return domain !== 0 && (domain & (domain - 1)) === 0;
}

/**
 * Another value for a cell: in black and white the opposite; in colour, often a neighbour's
 * colour (or empty), so that changes extend shapes instead of scattering dots.
 */
function otherValue(grid: Grid, cell: number, colors: number, random: Random): number {
  const value = grid.cells[cell]!;
  if (colors <= 1) return value === 0 ? 1 : 0;
  const { width, height, cells } = grid;
  const x = cell % width;
  const y = (cell - x) / width;
  const near: number[] = [];
  if (x > 0) near.push(cells[cell - 1]!);
  if (x < width - 1) near.push(cells[cell + 1]!);
  if (y > 0) near.push(cells[cell - width]!);
  if (y < height - 1) near.push(cells[cell + width]!);
  const choices = near.filter((each) => each !== value);
  if (choices.length > 0 && random() < 0.7) return choices[randomIndex(random, choices.length)]!;
  const other = randomIndex(random, colors);
  return other >= value ? other + 1 : other;
}
