/**
 * Argument schemas several method families share: a record's id, and the id of a file sent in
 * pieces (a library copy or a page picture).
 */
import { z } from 'zod';

export const recordId = z.number().int().positive();

export const uploadId = z
  .string()
  .regex(/^[A-Za-z0-9-]{8,64}$/, 'An upload id is 8 to 64 letters, digits and dashes');
