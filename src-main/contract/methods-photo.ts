/**
 * The page reader's part of the API contract; methods.ts merges it into the one method list.
 *
 * A photo or scan is sent in pieces (`photo.upload`, as a library copy is) and kept as a page
 * image (`photo.add`), then read (`photo.read`) in the solver process with progress
 * (`job.progress`, kind `read-photo`) and a cancel (`jobs.cancel`); the reading is stored with
 * the image. When no grid is found, the same image is read again with the grid's four corners
 * marked by hand. The draft keeps the image's id (`entry.draft`'s `pageImageId`); once the
 * puzzle is saved, `photo.attach` keeps the image with it.
 */
import { z } from 'zod';
import { recordId as id, uploadId } from './schema-parts.ts';
import {
  MAX_PHOTO_BYTES,
  PHOTO_PIECE_BYTES,
  type PageImageData,
  type PageImageInfo,
  type PhotoReading,
} from './photo-dto.ts';

const jobId = z.string().min(1).max(64);
const point = z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) }).strict();
/**
 * The grid's corners on the page picture: top left, top right, bottom right, bottom left, each as
 * shares (0 to 1) of the picture's width and height.
 */
const corners = z.tuple([point, point, point, point]);
const page = z.number().int().min(1).max(100_000);
const timeLimitMs = z.number().int().min(1000).max(600_000).default(60_000);

export const photoMethodSchemas = {
  /** One piece of a photo or scan at `offset` (0 starts afresh), base64. */
  'photo.upload': z
    .object({
      uploadId,
      offset: z.number().int().min(0).max(MAX_PHOTO_BYTES),
      data: z.string().max(Math.ceil(PHOTO_PIECE_BYTES / 3) * 4),
    })
    .strict(),
  /** Drops the pieces of an upload that will not be read. */
  'photo.discard': z.object({ uploadId }).strict(),
  /**
   * Keeps the uploaded file (all `bytes` of it) as a page image: a JPEG, PNG or WebP picture or a
   * PDF. Anything else is refused, saying what it is not.
   */
  'photo.add': z
    .object({
      uploadId,
      fileName: z.string().min(1).max(1000),
      bytes: z.number().int().min(1).max(MAX_PHOTO_BYTES),
    })
    .strict(),
  /**
   * Reads a page image (a PDF's `page`, from 1; the first by default), or reads it again with the
   * grid's corners marked by hand on the page picture (`photo.image` version `page`). Where no
   * puzzle is found, the error (code `format`) says so, and the page picture is kept for marking
   * the corners.
   */
  'photo.read': z
    .object({ jobId, imageId: id, page: page.optional(), corners: corners.optional(), timeLimitMs })
    .strict(),
  /**
   * Has the solver load the page reader and its image decoder now (the photo dialog or the typing
   * screen's photo button is showing), so that a reading soon after does not wait for them. The
   * answer says whether the solver was asked; nothing waits for the load.
   */
  'photo.prepare': z.object({}).strict(),
  /** The reading kept with a page image. */
  'photo.reading': z.object({ imageId: id }).strict(),
  /**
   * A page image: the file as sent, the page as read (JPEG), or the straightened puzzle (JPEG);
   * at most PHOTO_PIECE_BYTES of it from `offset` (PageImageData says how large it is).
   */
  'photo.image': z
    .object({
      imageId: id,
      version: z.enum(['original', 'page', 'straightened']).default('page'),
      offset: z.number().int().min(0).max(MAX_PHOTO_BYTES).default(0),
    })
    .strict(),
  /** The page images kept with a puzzle, oldest first. */
  'photo.images': z.object({ puzzleId: id }).strict(),
  /** Keeps a page image with a saved puzzle. */
  'photo.attach': z.object({ imageId: id, puzzleId: id }).strict(),
} as const;

export interface PhotoMethodResults {
  'photo.upload': { readonly received: number };
  'photo.discard': { readonly discarded: boolean };
  'photo.add': PageImageInfo;
  'photo.read': PhotoReading;
  'photo.prepare': { readonly asked: boolean };
  'photo.reading': PhotoReading;
  'photo.image': PageImageData;
  'photo.images': readonly PageImageInfo[];
  'photo.attach': PageImageInfo;
}

export type PhotoEventPayloads = Record<never, never>;
