/**
 * What the page benchmarks do with a reading that is not right as read: where the solver finds no
 * single solution, the mistake finder's first suggestion is applied, as the CLI and the typing
 * screen offer it first.
 */
import { readingConfidence } from '../../contract/photo-reading.ts';
import type { PhotoReading } from '../../contract/photo-dto.ts';
import { applyChanges } from '../../engine/clue-mistakes/apply.ts';
import { checkEntry } from '../../engine/clue-mistakes/check-entry.ts';
import { findMistakes } from '../../engine/clue-mistakes/find-mistakes.ts';
import type { Puzzle } from '../../engine/puzzle.ts';

const CHECK_MS = 5_000;
const FINDER_MS = 10_000;

/** The puzzle after the first suggested fix; null when it has one solution already or none is found. */
export function afterFirstFix(puzzle: Puzzle, reading: Omit<PhotoReading, 'imageId'>): Puzzle | null {
  if (checkEntry(puzzle, { timeLimitMs: CHECK_MS }).verdict === 'unique') return null;
  const best = findMistakes(puzzle, {
    reading: readingConfidence(reading),
    timeLimitMs: FINDER_MS,
    maxSuggestions: 1,
  }).suggestions[0];
  return best ? applyChanges(puzzle, best.changes) : null;
}
