/**
 * The shapes the play and statistics methods exchange: plain JSON. A move is sent as a stroke's
 * cells with the number of cells it crossed off (SentMove) and comes back, stored, as the engine's
 * record ({cells, to, from, crossed?}); a grid of marks as the string of engine/play/types.ts
 * (`encodeMarks`: one digit per cell, 'x' for a cross).
 */
import type { Move } from '../engine/play/types.ts';
import type { Hint } from '../engine/play/hint.ts';
import type { PlayStatus, PuzzleDetail, Verdict } from './dto.ts';

export type { Hint, HintCell, StuckReason, TrialLink, TrialReason } from '../engine/play/hint.ts';

/**
 * A move as `play.move` takes it (methods-play.ts says why): the stroke's cells and previous marks,
 * and how many blank cells it crossed off with it, not which.
 */
export interface SentMove {
  readonly cells: readonly number[];
  readonly to: number;
  readonly from: readonly number[];
  readonly crosses?: number;
}

export function sentMove(move: Move): SentMove {
  const { cells, to, from } = move;
  const crosses = move.crossed?.length ?? 0;
  return crosses === 0 ? { cells, to, from } : { cells, to, from, crosses };
}

export interface PlayOptions {
  /** Flag a line whose marks cannot match its clue. */
  readonly flagContradictions: boolean;
  /** Compare marks with the solution and count mistakes (only for puzzles known to be unique). */
  readonly mistakeMode: boolean;
  /** A drag paints over marks of the other kind too. */
  readonly dragOverwrite: boolean;
  /** A fill that makes a line's clue exactly also crosses the rest of that line, in the same move. */
  readonly autoCross: boolean;
}

/** The options of someone who has not chosen any (also what the play screen shows before they load). */
export const DEFAULT_PLAY_OPTIONS: PlayOptions = {
  flagContradictions: true,
  mistakeMode: false,
  dragOverwrite: false,
  autoCross: false,
};

export interface PlayAttempt {
  readonly id: number;
  readonly puzzleId: number;
  readonly status: PlayStatus;
  /** The marks now (encodeMarks); for a revealed attempt, the solution shown. */
  readonly marks: string;
  /** Every stored move in order; the first `position` are in effect, the rest can be redone. */
  readonly moves: readonly Move[];
  readonly position: number;
  readonly elapsedMs: number;
  readonly hints: number;
  readonly mistakes: number;
  readonly startedAt: string;
  readonly finishedAt: string | null;
  /** The open guess: how many moves were in effect when it began (the marks changed since are the guess), or null. */
  readonly guessFrom: number | null;
  /** The clue numbers struck out, as engine/play/struck-clues.ts's keys ("r3.0"), in order. */
  readonly struckClues: readonly string[];
}

/** The clue numbers struck out after a `play.strikeClue`, as in PlayAttempt. */
export interface StruckClues {
  readonly struckClues: readonly string[];
}

/** A puzzle's record over all its attempts. */
export interface PuzzleProgress {
  /** Attempts in which at least one move was made. */
  readonly attempts: number;
  readonly solved: number;
  readonly revealed: number;
  readonly bestTimeMs: number | null;
  readonly totalTimeMs: number;
}

export interface PlaySession {
  readonly puzzle: PuzzleDetail;
  readonly attempt: PlayAttempt;
  readonly progress: PuzzleProgress;
  readonly options: PlayOptions;
  /** Something opening the attempt found, for the player to read (a damaged move left out). */
  readonly notice?: string;
  /** What the screen should say about the puzzle's solutions before play starts. */
  readonly solutions: SolutionsNotice;
}

/**
 * What is known of a puzzle's solutions, for the play screen: a puzzle with several solutions is
 * said to have them (any picture that fits every clue counts as solved), and mistake mode, which
 * compares marks with the one solution, works only once that solution is known.
 */
export interface SolutionsNotice {
  readonly verdict: Verdict;
  /** Whether mistake mode can count mistakes on this puzzle (its one solution is stored). */
  readonly mistakeModeAvailable: boolean;
  /** A sentence for the screen, or null when there is nothing to warn about. */
  readonly message: string | null;
}

/**
 * What the play screen says about a puzzle's solutions. `play.open` sends it; the play screen works
 * it out again when a check it asked for learns the verdict during play.
 */
export function solutionsNotice(verdict: Verdict, solutionStored: boolean): SolutionsNotice {
  const mistakeModeAvailable = verdict === 'unique' && solutionStored;
  switch (verdict) {
    case 'multiple':
      return {
        verdict,
        mistakeModeAvailable,
        message:
          'This puzzle has more than one solution: any picture that fits every clue counts as solved, ' +
          'and mistake mode cannot be used.',
      };
    case 'none':
      return {
        verdict,
        mistakeModeAvailable,
        message: 'This puzzle has no solution: its clues contradict each other, so it cannot be finished.',
      };
    case 'unknown':
    case 'unique':
      return { verdict, mistakeModeAvailable, message: null };
  }
}

/** What the library holds after a move, an undo or a redo. */
export interface PlayUpdate {
  readonly status: PlayStatus;
  readonly position: number;
  readonly elapsedMs: number;
  readonly hints: number;
  readonly mistakes: number;
  readonly finishedAt: string | null;
  readonly guessFrom: number | null;
  /** Set when this call changed the attempt's status (its first move, or its end): the puzzle's record now. */
  readonly progress: PuzzleProgress | null;
}

export interface HintResult {
  readonly hint: Hint;
  /** Hints used in this attempt, this one included. */
  readonly hints: number;
}

export interface RevealResult {
  /** The picture shown (grid-codec: one palette index per cell). */
  readonly solution: string;
  readonly update: PlayUpdate;
}

export interface WeekFigures {
  /** Monday of the week, YYYY-MM-DD, in the player's time zone. */
  readonly weekStart: string;
  readonly solved: number;
  readonly timeMs: number;
}

export interface SizeRecord {
  readonly width: number;
  readonly height: number;
  readonly solved: number;
  readonly bestMs: number;
  /** The puzzle of the best time. */
  readonly puzzleId: number;
  readonly title: string;
}

export interface PuzzleRef {
  readonly puzzleId: number;
  readonly title: string;
  readonly width: number;
  readonly height: number;
  readonly colors: number;
}

export interface HardestSolve extends PuzzleRef {
  /** 1-10, or null when no solved puzzle is rated (then the largest one counts as hardest). */
  readonly difficulty: number | null;
  readonly timeMs: number;
  readonly finishedAt: string;
}

export interface RecentPlay extends PuzzleRef {
  readonly attemptId: number;
  readonly status: PlayStatus;
  readonly elapsedMs: number;
  readonly hints: number;
  readonly mistakes: number;
  readonly at: string;
}

export interface StatsSummary {
  /** Distinct puzzles solved at least once. */
  readonly puzzlesSolved: number;
  readonly solves: number;
  readonly revealed: number;
  readonly inProgress: number;
  readonly timePlayedMs: number;
  readonly hintsUsed: number;
  /** Oldest first, empty weeks included. */
  readonly weeks: readonly WeekFigures[];
  readonly bestTimes: readonly SizeRecord[];
  readonly streak: { readonly current: number; readonly longest: number };
  readonly hardest: HardestSolve | null;
  readonly recent: readonly RecentPlay[];
}
