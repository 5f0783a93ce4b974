/**
 * What checking a typed-in puzzle and looking for its typing mistakes answer. Every value here is
 * plain JSON (grids as grid-codec strings, cell domains as number arrays), so the solver process
 * returns them as they are and the entry screen reads them without conversion.
 */
import type { Grid, LineClue } from '../puzzle.ts';
import type { CancelSignal } from '../solver/types.ts';
import type { LineAxis, PuzzleProblemCode } from '../validate.ts';

/**
 * - unique / multiple / none: what the solver proved.
 * - timeout: the time limit ran out first; `partial` still shows what logic proved.
 * - invalid: the data is not a puzzle yet (a block of length 0, a colour missing, ...).
 */
export type EntryVerdict = 'unique' | 'multiple' | 'none' | 'timeout' | 'invalid';

export interface LineRef {
  readonly axis: LineAxis;
  /** 0-based like `puzzle.rows`. */
  readonly index: number;
}

export interface EntryProblem {
  readonly code: PuzzleProblemCode;
  readonly message: string;
  readonly line?: LineRef;
}

export interface EntryCheck {
  readonly verdict: EntryVerdict;
  /** Clue problems found by counting alone (a clue too long, totals that differ), in words. */
  readonly problems: readonly EntryProblem[];
  /**
   * The picture as far as logic gets: cell domains row by row (bit 0 may be empty, bit c may be
   * colour c). For `none` it is the state when propagation failed; empty for `invalid`.
   */
  readonly partial: readonly number[];
  /** The solution for `unique`; two different solutions for `multiple` (grid-codec strings). */
  readonly solutions: readonly string[];
  /** Row-major cells where the two solutions of `multiple` differ. */
  readonly differing: readonly number[];
  /** For `none`: the line whose clue could not be placed when propagation failed, if one did. */
  readonly contradiction: LineRef | null;
  readonly ms: number;
}

/**
 * The typing mistake a suggestion undoes (what went wrong when the clue was typed):
 * - off-by-one: a number one too high or too low.
 * - swapped-digits: the digits of a number swapped (21 for 12).
 * - split: one number typed as two (1 1 for 11).
 * - merged: two numbers typed as one (11 for 1 1).
 * - dropped: a number left out.
 * - doubled: a number typed twice (3 3 for 3).
 * - extra: a number that is not in the book.
 * - swapped-numbers: two neighbouring numbers in the wrong order.
 * - wrong-colour: a block given the wrong colour (colour puzzles).
 * - line-skipped: a whole line left out, so the following lines moved up one.
 * - line-repeated: a line typed twice, so the following lines moved down one.
 * - rewrite: no typing mistake explains it, but the other lines settle this line's clue.
 * - keyboard-slip: a digit typed with the key next to the right one (4 for 7 on the keypad).
 * - misread-digit: a digit of a page read from a photo taken for one that looks like it (8 for 3),
 *   lost (1 for 10) or read where there is none.
 */
export type MistakeKind =
  | 'off-by-one'
  | 'swapped-digits'
  | 'split'
  | 'merged'
  | 'dropped'
  | 'doubled'
  | 'extra'
  | 'swapped-numbers'
  | 'wrong-colour'
  | 'line-skipped'
  | 'line-repeated'
  | 'rewrite'
  | 'keyboard-slip'
  | 'misread-digit';

export interface LineChange {
  readonly axis: LineAxis;
  readonly index: number;
  readonly before: LineClue;
  readonly after: LineClue;
}

/** What the puzzle becomes once a suggestion is applied. */
export type VerdictAfter = 'unique' | 'multiple' | 'none' | 'timeout';

export interface MistakeSuggestion {
  readonly kind: MistakeKind;
  /** The line the suggestion is about; for a line shift, the line whose clue is new. */
  readonly axis: LineAxis;
  readonly index: number;
  readonly before: LineClue;
  readonly after: LineClue;
  /** Every line to change when applied: one for most kinds, all shifted lines for a line shift. */
  readonly changes: readonly LineChange[];
  readonly verdictAfter: VerdictAfter;
  /** "Row 7: 3 1 4 → 3 1 5 (a number off by one)". */
  readonly description: string;
  /** Higher is better; suggestions come sorted by it. */
  readonly score: number;
  /** The picture after the change when it is unique (grid-codec string). */
  readonly solution: string | null;
}

export interface FindMistakesResult {
  /** The verdict of the puzzle as typed. */
  readonly verdictBefore: EntryVerdict;
  /** Best first; empty when the puzzle is fine as typed or nothing was found. */
  readonly suggestions: readonly MistakeSuggestion[];
  /** Candidate edits given to the solver. */
  readonly tried: number;
  /** False when the time limit or a cancel stopped the search before every candidate was tried. */
  readonly complete: boolean;
  readonly ms: number;
}

export interface FinderProgress {
  /** 0 to 1. */
  readonly fraction: number;
  readonly tried: number;
  readonly total: number;
  /** Suggestions that make the puzzle uniquely solvable, so far. */
  readonly found: number;
}

export interface CheckEntryOptions {
  /** Default 150 ms: enough for a 30x30 book puzzle, short enough to follow typing. */
  readonly timeLimitMs?: number;
  readonly signal?: CancelSignal;
  /** A picture known to solve the clues (the editor's drawing): see SolveOptions.knownSolution. */
  readonly knownSolution?: Grid;
}

/** How sure the page reader was of one number of a clue read from a photo. */
export interface NumberReading {
  /** 0 to 1. */
  readonly confidence: number;
  /** Other values the reader thought possible, likeliest first. */
  readonly alternatives?: readonly number[];
}

/**
 * The page reader's confidence in each number of a puzzle read from a photo, line by line in the
 * order of the puzzle's clues. With it the finder looks for reading mistakes instead of typing
 * mistakes, and tries the numbers the reader was least sure of first.
 */
export interface ClueReadings {
  readonly rows: readonly (readonly NumberReading[])[];
  readonly columns: readonly (readonly NumberReading[])[];
}

export interface FindMistakesOptions {
  /** Given for a puzzle read from a photo (see ClueReadings). */
  readonly reading?: ClueReadings;
  /** Default 5. */
  readonly maxSuggestions?: number;
  /** Default 2000 ms. The best suggestions found by then are returned. */
  readonly timeLimitMs?: number;
  readonly signal?: CancelSignal;
  /** Called at most every 100 ms. */
  readonly onProgress?: (progress: FinderProgress) => void;
  /** Clock; tests may pass their own. Default Date.now. */
  readonly now?: () => number;
}
