/** The solver's check of the typed puzzle in a person's words, and what it adds to the checks list. */
import type { EntryCheckResult } from '../../../src-main/contract/methods-entry.ts';
import type { MistakeKind, VerdictAfter } from '../../../src-main/engine/clue-mistakes/types.ts';
import { formatElapsed, plural } from '../../lib/format.ts';
import type { VerdictText } from '../../lib/verdict/verdict-text.ts';
import { lineName, type EntryIssue } from './entry-lines.ts';

/** `known` is how many cells the picture shows as decided, of `total`. */
export function describeCheck(check: EntryCheckResult, known: number, total: number): VerdictText {
  switch (check.verdict) {
    case 'unique':
      return {
        tone: 'success',
        title: 'Unique solution',
        sentence: `The clues give exactly one picture (checked in ${formatElapsed(check.ms)}). If it looks right, the typing is right.`,
      };
    case 'multiple':
      return {
        tone: 'warning',
        title: 'Several solutions',
        sentence: `More than one picture fits these clues; two of them differ in ${plural(check.differing.length, 'cell')}, marked on the board. A clue is probably mistyped.`,
      };
    case 'none':
      return {
        tone: 'error',
        title: 'No solution',
        sentence: 'No picture satisfies every clue, so at least one clue is mistyped.',
      };
    case 'timeout':
      return {
        tone: 'info',
        title: 'No verdict yet',
        sentence: `The solver stopped after ${formatElapsed(check.ms)}; the board shows the ${plural(known, 'cell')} of ${total.toLocaleString('en')} that logic proved.`,
      };
    case 'invalid':
      return {
        tone: 'error',
        title: 'Not a puzzle yet',
        sentence: check.problems[0]?.message ?? 'The clues do not make a puzzle.',
      };
  }
}

/** Where logic first failed, as a finding that points at the line. */
export function checkIssues(check: EntryCheckResult | null): EntryIssue[] {
  if (!check || check.verdict !== 'none' || !check.contradiction) return [];
  return [
    {
      tone: 'warning',
      message: `${lineName(check.contradiction)}: logic runs into a contradiction here. Check this clue and the lines that cross it.`,
      line: check.contradiction,
    },
  ];
}

export const VERDICT_AFTER_LABELS: Readonly<Record<VerdictAfter, string>> = {
  unique: 'gives one solution',
  multiple: 'still several solutions',
  none: 'still no solution',
  timeout: 'not proved in time',
};

export const MISTAKE_LABELS: Readonly<Record<MistakeKind, string>> = {
  'off-by-one': 'A number off by one',
  'swapped-digits': 'Digits swapped',
  split: 'One number typed as two',
  merged: 'Two numbers typed as one',
  dropped: 'A number left out',
  doubled: 'A number typed twice',
  extra: 'A number too many',
  'swapped-numbers': 'Two numbers swapped',
  'wrong-colour': 'Wrong colour',
  'line-skipped': 'A line skipped',
  'line-repeated': 'A line typed twice',
  rewrite: 'The other lines settle this clue',
  'keyboard-slip': 'A key next to the right one',
  'misread-digit': 'A digit misread',
};
