/**
 * The `hint` job: the next logical step from a player's marks (engine/play/hint.ts), run in the solver
 * process where it may take a while: on grids too large to work out in the main process without a
 * noticeable pause, and wherever line logic is stuck and single-cell trials are searched. Its
 * options carry the marks as text (engine/play/types.ts `encodeMarks`), checked against the puzzle,
 * and the library's verdict. Where even trials are stuck, a puzzle not known to be unique gets a
 * short solve, so that a puzzle with several solutions is named as such.
 */
import { z } from 'zod';
import { severalSolutionsAt } from '../engine/explain/several-solutions.ts';
import { domainsFromMarks, hintFor } from '../engine/play/hint.ts';
import type { Verdict } from '../contract/dto.ts';
import type { Hint } from '../contract/play-dto.ts';
import { ApiFailure } from '../contract/result.ts';
import { decodeMarks } from '../engine/play/types.ts';
import type { Puzzle } from '../engine/puzzle.ts';
import type { CancelSignal } from '../engine/solver/types.ts';
import type { JobContext } from './job-context.ts';
import { trialReasonSchema } from './trial-schema.ts';

export interface HintJobOptions {
  readonly marks: string;
  /** What the library knows of the puzzle's solutions; `multiple` is said without a solve. */
  readonly verdict?: Verdict;
}

export const hintOptionsSchema: z.ZodType<HintJobOptions> = z
  .object({
    marks: z.string().max(1_000_000),
    verdict: z.enum(['unique', 'multiple', 'none', 'unknown']).optional(),
  })
  .strict();

const axis = z.enum(['row', 'column']);
const count = z.number().int().min(0);

export const hintResultSchema: z.ZodType<Hint> = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('step'),
    axis,
    index: count,
    sentence: z.string(),
    cells: z.array(z.object({ cell: count, value: count })),
    trial: trialReasonSchema.optional(),
  }),
  z.object({ kind: z.literal('contradiction'), axis, index: count, title: z.string(), sentence: z.string() }),
  z.object({
    kind: z.literal('stuck'),
    why: z.enum(['line-logic', 'deeper-guess', 'several-solutions']),
    sentence: z.string(),
    differing: z.array(count),
  }),
  z.object({ kind: z.literal('solved'), sentence: z.string() }),
]);

export function runHint(puzzle: Puzzle, options: HintJobOptions, context: JobContext): Hint {
  let marks;
  try {
    marks = decodeMarks(options.marks, puzzle.width * puzzle.height);
  } catch (error) {
    throw new ApiFailure('invalid-arguments', error instanceof Error ? error.message : String(error));
  }
  // The trial search has no clock of its own, so the time limit rides on its stop signal.
  const deadline = Date.now() + context.timeLimitMs;
  const signal: CancelSignal = {
    get aborted() {
      return context.signal.aborted || Date.now() >= deadline;
    },
  };
  const hint = hintFor(puzzle, marks, { trials: true, signal, several: options.verdict === 'multiple' });
  if (context.signal.aborted) throw new ApiFailure('cancelled', 'The job was cancelled.');
  if (signal.aborted) {
    throw new ApiFailure('timeout', `Working out the hint took longer than ${context.timeLimitMs / 1000} s.`);
  }
  if (!wantsSolutions(hint, options.verdict)) return hint;
  const several = severalSolutionsAt(puzzle, domainsFromMarks(puzzle, marks), undefined, signal);
  return several
    ? { kind: 'stuck', why: several.why, sentence: several.sentence, differing: several.differing }
    : hint;
}

/**
 * Whether a stuck hint is worth a short solve for two solutions: to tell a deeper guess from
 * several solutions when the verdict does not already say, and, when the library knows there are
 * several, to name the cells where two differ (the verdict alone names none).
 */
function wantsSolutions(hint: Hint, verdict: Verdict | undefined): boolean {
  if (hint.kind !== 'stuck') return false;
  if (hint.why === 'deeper-guess') return verdict !== 'unique';
  return hint.why === 'several-solutions' && hint.differing.length === 0;
}
