/**
 * How likely each typing mistake is, and how a suggestion names it. The priors order suggestions
 * that the solver rates alike (both make the puzzle uniquely solvable): a number off by one, left
 * out or typed twice happens far more often than a swapped pair of digits or a skipped line.
 * They are rough shares per number typed, not measured frequencies; a fix that undoes the typing
 * in several ways counts each (`mistakeWays`), and a number off by one splits its share between
 * one too high and one too low (`fixPrior`). The finder weighs their logarithms against how
 * drawn each fix's picture looks (find-mistakes.ts).
 */
import { sameClue, type LineClue } from '../puzzle.ts';
import type { MistakeKind } from './types.ts';

export const MISTAKE_PRIORS: Readonly<Record<MistakeKind, number>> = {
  'off-by-one': 0.3,
  dropped: 0.2,
  doubled: 0.2,
  split: 0.11,
  merged: 0.1,
  'swapped-digits': 0.09,
  'wrong-colour': 0.08,
  'swapped-numbers': 0.07,
  'line-skipped': 0.06,
  'line-repeated': 0.06,
  extra: 0.05,
  rewrite: 0.01,
  'keyboard-slip': 0.08,
  // Text typed in is never misread.
  'misread-digit': 0,
};

/**
 * The same for a puzzle read from a photo: the reader confuses digits that look alike, joins
 * two numbers set close or parts one set loosely, misses a faint number and takes a speck for
 * one; it does not type. Also rough shares, set from what the page benchmark's misreads look
 * like, not measured frequencies.
 */
export const READING_PRIORS: Readonly<Record<MistakeKind, number>> = {
  'misread-digit': 0.3,
  split: 0.12,
  merged: 0.12,
  dropped: 0.12,
  extra: 0.1,
  doubled: 0.03,
  'wrong-colour': 0.08,
  'off-by-one': 0.02,
  'swapped-digits': 0.005,
  'swapped-numbers': 0.005,
  'line-skipped': 0.002,
  'line-repeated': 0.002,
  rewrite: 0.01,
  'keyboard-slip': 0,
};

/**
 * In how many ways one mistake of `kind` turns the book's clue `fixed` into the `typed` one. The
 * priors are per number typed, so a fix that explains the typing several ways is that much
 * likelier: "1 1 4" typed as "1 4" is a number left out whichever of the two 1s it was, and "2 2"
 * typed as "2 2 2" a number typed twice whichever 2 it was. Every other kind changes one
 * particular number (or pair of numbers) and counts once.
 */
export function mistakeWays(kind: MistakeKind, typed: LineClue, fixed: LineClue): number {
  const without = (clue: LineClue, at: number): LineClue => [...clue.slice(0, at), ...clue.slice(at + 1)];
  const twice = (clue: LineClue, at: number): LineClue => [...clue.slice(0, at + 1), ...clue.slice(at)];
  let ways = 0;
  if (kind === 'dropped') {
    for (let at = 0; at < fixed.length; at++) if (sameClue(without(fixed, at), typed)) ways++;
  } else if (kind === 'doubled') {
    for (let at = 0; at < fixed.length; at++) if (sameClue(twice(fixed, at), typed)) ways++;
  }
  return Math.max(1, ways);
}

/**
 * The prior of the fix that turns `typed` back into `fixed`: the kind's share per number typed,
 * times the ways the fix explains the typing. A number off by one is one too high as often as one
 * too low, so each direction has half the kind's share, except for a 1: typed one too low it
 * would be a 0, which the entry refuses, so every 1 mistyped by one shows as a 2 and a "2 → 1"
 * fix has the whole share.
 */
export function fixPrior(
  kind: MistakeKind,
  typed: LineClue,
  fixed: LineClue,
  priors: Readonly<Record<MistakeKind, number>> = MISTAKE_PRIORS,
): number {
  const share = kind === 'off-by-one' && !fixedToOne(typed, fixed) ? 0.5 : 1;
  return priors[kind] * share * mistakeWays(kind, typed, fixed);
}

/** Whether the one number that differs between two clues of equal length is a 1 in `fixed`. */
function fixedToOne(typed: LineClue, fixed: LineClue): boolean {
  if (typed.length !== fixed.length) return false;
  const at = fixed.findIndex((block, i) => block.length !== typed[i]!.length);
  return at >= 0 && fixed[at]!.length === 1;
}

/** The mistake in a few words, for the end of a suggestion's sentence. */
export const MISTAKE_PHRASES: Readonly<Record<MistakeKind, string>> = {
  'off-by-one': 'a number off by one',
  'swapped-digits': 'two digits swapped',
  split: 'one number typed as two',
  merged: 'two numbers typed as one',
  dropped: 'a number left out',
  doubled: 'a number typed twice',
  extra: 'a number too many',
  'swapped-numbers': 'two numbers in the wrong order',
  'wrong-colour': 'a block of the wrong colour',
  'line-skipped': 'a line left out',
  'line-repeated': 'a line typed twice',
  rewrite: 'the other lines settle this clue',
  'keyboard-slip': 'the key next to the right one',
  'misread-digit': 'a digit misread',
};

/** The phrases that differ for a clue read from a photo. */
export const READING_PHRASES: Readonly<Record<MistakeKind, string>> = {
  ...MISTAKE_PHRASES,
  split: 'one number read as two',
  merged: 'two numbers read as one',
  dropped: 'a number missed',
  doubled: 'a number read twice',
  extra: 'a mark read as a number',
};
