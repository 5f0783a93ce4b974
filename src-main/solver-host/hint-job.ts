/**
 * The `hint` job: the next logical step from a player's marks (engine/play/hint.ts), run in the solver
 * process for grids too large to work out in the main process without a noticeable pause. Its
 * options carry the marks as text (engine/play/types.ts `encodeMarks`), checked against the puzzle.
 */
import { z } from 'zod';
import { hintFor } from '../engine/play/hint.ts';
import type { Hint } from '../contract/play-dto.ts';
import { ApiFailure } from '../contract/result.ts';
import { decodeMarks } from '../engine/play/types.ts';
import type { Puzzle } from '../engine/puzzle.ts';

export interface HintJobOptions {
  readonly marks: string;
}

export const hintOptionsSchema: z.ZodType<HintJobOptions> = z
  .object({ marks: z.string().max(1_000_000) })
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
  }),
  z.object({ kind: z.literal('contradiction'), axis, index: count, title: z.string(), sentence: z.string() }),
  z.object({ kind: z.literal('stuck'), sentence: z.string() }),
  z.object({ kind: z.literal('solved'), sentence: z.string() }),
]);

export function runHint(puzzle: Puzzle, options: HintJobOptions): Hint {
  let marks;
  try {
    marks = decodeMarks(options.marks, puzzle.width * puzzle.height);
  } catch (error) {
    throw new ApiFailure('invalid-arguments', error instanceof Error ? error.message : String(error));
  }
  return hintFor(puzzle, marks);
}
