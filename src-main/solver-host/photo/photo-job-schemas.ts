/**
 * Options and answer of the `read-photo` job (read-photo-job.ts), checked like every job's: the
 * solver process checks the options, the host checks the answer.
 */
import { z } from 'zod';
import type { PhotoLine, PhotoReading } from '../../contract/photo-dto.ts';
import type { ReadPhotoJobOptions, ReadPhotoJobResult } from './read-photo-job.ts';

/** A point as shares of the page picture's width and height. */
const point = z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) });
const rect = z.object({ x: z.number(), y: z.number(), width: z.number().min(0), height: z.number().min(0) });
const count = z.number().int().min(0);
const share = z.number().min(0).max(1);

export const readPhotoOptionsSchema: z.ZodType<ReadPhotoJobOptions> = z
  .object({
    path: z.string().min(1).max(4096),
    fileName: z.string().min(1).max(1000),
    page: z.number().int().min(1).optional(),
    corners: z.tuple([point, point, point, point]).optional(),
  })
  .strict();

const line: z.ZodType<PhotoLine> = z.object({
  numbers: z.array(
    z.object({
      value: z.number().int().min(1),
      color: z.number().int().min(1),
      confidence: share,
      box: rect,
      alternatives: z.array(z.number().int().min(1)).max(5),
    }),
  ),
  confidence: share,
  crop: rect,
  side: z.enum(['left', 'right', 'top', 'bottom']),
});

const reading: z.ZodType<Omit<PhotoReading, 'imageId'>> = z.object({
  width: z.number().int().min(1),
  height: z.number().int().min(1),
  rows: z.array(line),
  columns: z.array(line),
  palette: z.array(z.object({ name: z.string(), char: z.string(), rgb: z.string() })).min(2),
  corners: z.tuple([point, point, point, point]),
  straightened: z.object({ width: count, height: count, scale: z.number().positive(), grid: rect }),
  source: z.object({
    fileName: z.string(),
    kind: z.enum(['jpeg', 'png', 'webp', 'pdf']),
    bytes: count,
    width: count,
    height: count,
    page: count.nullable(),
    pages: count.nullable(),
  }),
  ms: z.number().min(0),
});

export const readPhotoResultSchema: z.ZodType<ReadPhotoJobResult> = z.union([
  z.object({ reading, pageJpeg: z.string(), straightenedJpeg: z.string() }),
  z.object({
    reading: z.null(),
    failure: z.string().min(1).max(1000),
    pageJpeg: z.string(),
    page: count.nullable(),
    pages: count.nullable().optional(),
  }),
]);

/** A reading as the library keeps it with its image (`photo.reading`). */
export const storedReadingSchema = reading;
