/**
 * Hints all the way: from an empty board, ask for a hint, mark the cells it settles, and again,
 * until the puzzle is solved, as a player leaning on hints would (engine/play/hint.ts with trials,
 * as the solver process gives them). Every cell a hint settles is checked against the solution.
 * Where the hint says a deeper guess is needed, the player is given one cell of the solution (the
 * first open one) and goes on; those steps are counted. A puzzle with several solutions is played
 * until the hint says so.
 *
 * Counted per puzzle: hints, those by a single-cell trial, deeper guesses, the longest trial
 * (links, characters), the slowest hint, and failures: a cell settled against the solution, a
 * hint that finds a contradiction in correct marks, or "several solutions" said of a unique one.
 */
import { hintFor, type Hint } from '../engine/play/hint.ts';
import { BLANK, CROSS } from '../engine/play/types.ts';
import type { Grid, Puzzle } from '../engine/puzzle.ts';
import { solve } from '../engine/solver/solve.ts';

export interface HintRun {
  readonly name: string;
  readonly unique: boolean;
  /** Whether the hints (and the deeper guesses) led to the solution. */
  readonly solved: boolean;
  readonly hints: number;
  readonly trials: number;
  readonly deeperGuesses: number;
  /** Whether the hints ended by saying the puzzle has several solutions. */
  readonly saidSeveral: boolean;
  readonly longestTrialLinks: number;
  readonly longestTrialChars: number;
  /** Trials of more than MANY_LINKS links. */
  readonly longTrials: number;
  readonly slowestHintMs: number;
  /** Processor time for all the hints of the puzzle. */
  readonly cpuMs: number;
  readonly failures: readonly string[];
}

/** A trial longer than this many links no longer reads as "a few lines". */
export const MANY_LINKS = 6;

export function playByHints(name: string, puzzle: Puzzle): HintRun {
  const found = solve(puzzle, { maxSolutions: 2, timeLimitMs: 60_000 });
  const solution: Grid | undefined = found.solutions[0];
  const unique = found.status === 'unique';
  const marks = new Uint8Array(puzzle.width * puzzle.height).fill(BLANK);
  const failures: string[] = [];
  let hints = 0;
  let trials = 0;
  let deeperGuesses = 0;
  let saidSeveral = false;
  let longestTrialLinks = 0;
  let longestTrialChars = 0;
  let longTrials = 0;
  let slowestHintMs = 0;
  const cpu = process.cpuUsage();
  for (let guard = 0; guard < marks.length * 2 && failures.length === 0; guard++) {
    const started = performance.now();
    // As the app asks: trials, and what the library's check found (several solutions or not).
    const hint: Hint = hintFor(puzzle, marks, { trials: true, several: found.status === 'multiple' });
    slowestHintMs = Math.max(slowestHintMs, performance.now() - started);
    if (hint.kind === 'solved') break;
    if (hint.kind === 'contradiction') {
      failures.push(`a hint found correct marks contradictory: ${hint.sentence}`);
      break;
    }
    if (hint.kind === 'stuck') {
      if (hint.why === 'several-solutions') {
        saidSeveral = true;
        if (unique) failures.push('a hint said a unique puzzle has several solutions');
        break;
      }
      const open = marks.indexOf(BLANK);
      if (!solution || open < 0) {
        failures.push(`stuck with nothing to guess from: ${hint.sentence}`);
        break;
      }
      deeperGuesses++;
      marks[open] = markOf(solution.cells[open]!);
      continue;
    }
    hints++;
    if (hint.trial) {
      trials++;
      const links = hint.trial.links.length;
      longestTrialLinks = Math.max(longestTrialLinks, links);
      longestTrialChars = Math.max(longestTrialChars, hint.sentence.length);
      if (links > MANY_LINKS) longTrials++;
    }
    for (const { cell, value } of hint.cells) {
      if (unique && solution && solution.cells[cell] !== value) {
        failures.push(
          `hint ${hints} settles cell ${cell} to ${value}, the solution has ${solution.cells[cell]}`,
        );
      }
      marks[cell] = markOf(value);
    }
  }
  const used = process.cpuUsage(cpu);
  const solvedBoard = solution !== undefined && marks.every((mark, i) => mark === markOf(solution.cells[i]!));
  return {
    name,
    unique,
    solved: unique && solvedBoard,
    hints,
    trials,
    deeperGuesses,
    saidSeveral,
    longestTrialLinks,
    longestTrialChars,
    longTrials,
    slowestHintMs,
    cpuMs: (used.user + used.system) / 1000,
    failures,
  };
}

function markOf(value: number): number {
  return value === 0 ? CROSS : value;
}
