/**
 * Options and answers of the two jobs behind typing a puzzle in: `check-entry` (the verdict and
 * the picture as far as logic gets, while the user types) and `find-mistakes` (which clue is
 * probably mistyped). The answers are the engine's own plain-JSON values (engine/clue-mistakes/types.ts);
 * these schemas let the host check them like every other job's answer.
 */
import { z } from 'zod';
import type {
  ClueReadings,
  EntryCheck,
  EntryProblem,
  FindMistakesResult,
  LineChange,
  MistakeKind,
  MistakeSuggestion,
} from '../engine/clue-mistakes/types.ts';
import { MAX_SIDE } from '../engine/puzzle.ts';
import type { PuzzleProblemCode } from '../engine/validate.ts';

export interface CheckEntryJobOptions {
  /** A drawing known to solve the clues (grid-codec), as the editor has: the check starts from it. */
  readonly picture?: string;
}

/** A grid-codec string; its size and palette are checked against the puzzle by the runner. */
export const pictureText = z
  .string()
  .max(MAX_SIDE * MAX_SIDE)
  .regex(/^[0-9a-v]*$/, 'A picture is one digit 0-9 or letter a-v per cell.');

export interface FindMistakesJobOptions {
  /** How many suggestions to return at most; default 5. */
  readonly maxSuggestions?: number;
  /** For a puzzle read from a photo: the reader's confidence in each number. */
  readonly reading?: ClueReadings;
}

export const MAX_SUGGESTIONS = 20;

const count = z.number().int().min(0);
const axis = z.enum(['row', 'column']);
const lineRef = z.object({ axis, index: count });
const clue = z.array(z.object({ length: z.number().int().min(1), color: z.number().int().min(1) }));

const problemCodes = [
  'empty',
  'too-large',
  'too-many-colors',
  'bad-block',
  'unknown-color',
  'line-too-long',
  'totals-differ',
  'color-totals-differ',
  'line-count',
] as const satisfies readonly PuzzleProblemCode[];

const mistakeKinds = [
  'off-by-one',
  'swapped-digits',
  'split',
  'merged',
  'dropped',
  'doubled',
  'extra',
  'swapped-numbers',
  'wrong-colour',
  'line-skipped',
  'line-repeated',
  'rewrite',
  'keyboard-slip',
  'misread-digit',
] as const satisfies readonly MistakeKind[];

const verdict = z.enum(['unique', 'multiple', 'none', 'timeout', 'invalid']);

const problem: z.ZodType<EntryProblem> = z.object({
  code: z.enum(problemCodes),
  message: z.string(),
  line: lineRef.optional(),
});

export const checkEntryOptionsSchema: z.ZodType<CheckEntryJobOptions> = z
  .object({ picture: pictureText.optional() })
  .strict();

export const entryCheckSchema: z.ZodType<EntryCheck> = z.object({
  verdict,
  problems: z.array(problem),
  partial: z.array(count),
  solutions: z.array(z.string()).max(2),
  differing: z.array(count),
  contradiction: lineRef.nullable(),
  ms: z.number().min(0),
});

const numberReading = z.object({
  confidence: z.number().min(0).max(1),
  alternatives: z.array(z.number().int().min(1)).max(5).optional(),
});
const lineReadings = z.array(z.array(numberReading).max(MAX_SIDE)).max(MAX_SIDE);

export const clueReadingsSchema: z.ZodType<ClueReadings> = z.object({
  rows: lineReadings,
  columns: lineReadings,
});

export const findMistakesOptionsSchema: z.ZodType<FindMistakesJobOptions> = z
  .object({
    maxSuggestions: z.number().int().min(1).max(MAX_SUGGESTIONS).optional(),
    reading: clueReadingsSchema.optional(),
  })
  .strict();

const lineChange: z.ZodType<LineChange> = z.object({ axis, index: count, before: clue, after: clue });

const suggestion: z.ZodType<MistakeSuggestion> = z.object({
  kind: z.enum(mistakeKinds),
  axis,
  index: count,
  before: clue,
  after: clue,
  changes: z.array(lineChange).min(1),
  verdictAfter: z.enum(['unique', 'multiple', 'none', 'timeout']),
  description: z.string(),
  score: z.number(),
  solution: z.string().nullable(),
});

export const findMistakesResultSchema: z.ZodType<FindMistakesResult> = z.object({
  verdictBefore: verdict,
  suggestions: z.array(suggestion).max(MAX_SUGGESTIONS),
  tried: count,
  complete: z.boolean(),
  ms: z.number().min(0),
});
