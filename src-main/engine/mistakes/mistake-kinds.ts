/**
 * How likely each typing mistake is, and how a suggestion names it. The priors order suggestions
 * that the solver rates alike (both make the puzzle uniquely solvable): a number off by one, left
 * out or typed twice happens far more often than a swapped pair of digits or a skipped line.
 * They are rough shares, not measured frequencies; the finder weighs their logarithms against how
 * drawn each fix's picture looks (find-mistakes.ts).
 */
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
};

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
};
