/**
 * The entry part of the API contract; contract.ts merges it into the one method list, so the
 * transports and the renderer's client see a single contract.
 */
import type { z } from 'zod';

export const entryMethodSchemas = {} satisfies Record<string, z.ZodType>;

/** Result type of each method above, by name. */
export type EntryMethodResults = Record<never, never>;

/** Payload type of each event this part pushes, by name. */
export type EntryEventPayloads = Record<never, never>;
