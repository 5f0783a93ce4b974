/**
 * The runners of the `check-entry` and `find-mistakes` jobs (see entry-job-schemas.ts). Both
 * answer within the job's time limit: a check that runs out says "timeout" with the picture so
 * far, and the mistake finder returns the best suggestions found by then.
 */
import { pictureGrid } from '../engine/picture-grid.ts';
import { ApiFailure } from '../contract/result.ts';
import { checkEntry } from '../engine/clue-mistakes/check-entry.ts';
import { DEFAULT_SUGGESTIONS, findMistakes } from '../engine/clue-mistakes/find-mistakes.ts';
import type { EntryCheck, FindMistakesResult } from '../engine/clue-mistakes/types.ts';
import type { Puzzle } from '../engine/puzzle.ts';
import type { CheckEntryJobOptions, FindMistakesJobOptions } from './entry-job-schemas.ts';
import type { JobContext } from './job-context.ts';

export function runCheckEntry(
  puzzle: Puzzle,
  options: CheckEntryJobOptions,
  context: JobContext,
): EntryCheck {
  const check = checkEntry(puzzle, {
    timeLimitMs: context.timeLimitMs,
    signal: context.signal,
    knownSolution: options.picture === undefined ? undefined : pictureGrid(options.picture, puzzle),
  });
  if (context.signal.aborted) throw cancelledJob();
  return check;
}

export function runFindMistakes(
  puzzle: Puzzle,
  options: FindMistakesJobOptions,
  context: JobContext,
): FindMistakesResult {
  const result = findMistakes(puzzle, {
    maxSuggestions: options.maxSuggestions ?? DEFAULT_SUGGESTIONS,
    ...(options.reading ? { reading: options.reading } : {}),
    timeLimitMs: context.timeLimitMs,
    signal: context.signal,
    onProgress: ({ fraction, tried, total, found }) =>
      context.progress(fraction, progressMessage(tried, total, found)),
  });
  if (context.signal.aborted) throw cancelledJob();
  return result;
}

function progressMessage(tried: number, total: number, found: number): string {
  if (tried === 0) return 'Looking for lines that may be mistyped';
  const fixes = found === 1 ? '1 fix' : `${found} fixes`;
  return `${tried} of ${total} possible corrections tried, ${fixes} found`;
}

function cancelledJob(): ApiFailure {
  return new ApiFailure('cancelled', 'The job was cancelled.');
}
