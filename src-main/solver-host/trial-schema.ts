/**
 * The schema of a single-cell trial (engine/explain/step.ts TrialReason) as hints and walkthroughs
 * carry it back from the solver process; the host checks every answer against it.
 */
import { z } from 'zod';
import type { TrialReason } from '../engine/explain/step.ts';

const axis = z.enum(['row', 'column']);
const count = z.number().int().min(0);
const color = z.number().int().min(0).max(31);

export const trialReasonSchema: z.ZodType<TrialReason> = z.object({
  kind: z.literal('trial'),
  row: count,
  column: count,
  tried: color,
  links: z
    .array(
      z.object({
        axis,
        index: count,
        settled: z.array(z.object({ cell: count, value: color })),
        ruledOut: z.array(z.object({ cell: count, colors: z.array(color) })),
        contradiction: z.boolean(),
        sentence: z.string(),
      }),
    )
    .min(1),
});
