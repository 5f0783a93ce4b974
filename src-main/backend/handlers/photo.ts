/**
 * `photo.*`: puzzles read from a photo or scan of a page. The file comes in pieces into the data
 * folder (library/photo-upload.ts), is kept as a page image in the library, and is read by the
 * solver process (`read-photo` job). Each reading is stored with its image, so a reload of the
 * draft, and later the saved puzzle's details, can show it again.
 */
import { closeSync, mkdirSync, openSync, readSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Handlers } from '../../contract/methods.ts';
import { entryDraftSchema } from '../../contract/methods-entry.ts';
import {
  PHOTO_PIECE_BYTES,
  type PageImageData,
  type PageImageVersion,
  type PhotoKind,
  type PhotoReading,
} from '../../contract/photo-dto.ts';
import { ApiFailure } from '../../contract/result.ts';
import {
  addPageImageFile,
  attachPageImage,
  getPageImage,
  pageImagePiece,
  pageImageReading,
  pageImagesOf,
  storePagePreview,
  removeStalePageImages,
  storeReading,
  writePageImageOriginal,
} from '../../library/page-images.ts';
import {
  discardPhotoUpload,
  photoUploadFile,
  readCopyFile,
  receivedPhotoBytes,
  receivePhotoPiece,
  removeStalePhotoUploads,
} from '../../library/photo-upload.ts';
import { readSetting } from '../../library/settings.ts';
import { BLACK_AND_WHITE } from '../../engine/puzzle.ts';
import { photoKind } from '../../solver-host/photo/image-kind.ts';
import { storedReadingSchema } from '../../solver-host/photo/photo-job-schemas.ts';
import type { HandlerContext } from '../handler-context.ts';
import { DRAFT_SETTING } from './entry.ts';

type PhotoMethods =
  | 'photo.upload'
  | 'photo.discard'
  | 'photo.add'
  | 'photo.read'
  | 'photo.prepare'
  | 'photo.reading'
  | 'photo.image'
  | 'photo.images'
  | 'photo.attach';

const MIME: Readonly<Record<PhotoKind, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

export function photoHandlers(context: HandlerContext): Pick<Handlers, PhotoMethods> {
  const { db, solver, emit } = context;
  const dataDir = context.info.dataDir;

  return {
    'photo.upload': async ({ uploadId, offset, data }) => ({
      received: receivePhotoPiece(dataDir, uploadId, offset, Buffer.from(data, 'base64')),
    }),
    'photo.discard': async ({ uploadId }) => ({ discarded: discardPhotoUpload(dataDir, uploadId) }),
    'photo.add': async ({ uploadId, fileName, bytes }) => {
      const received = receivedPhotoBytes(dataDir, uploadId);
      if (received !== bytes) {
        throw new ApiFailure(
          'invalid-arguments',
          `Only ${received} of the ${bytes} bytes of "${fileName}" have come. Send the file again.`,
        );
      }
      const file = photoUploadFile(dataDir, uploadId);
      try {
        // The kind is in the file's first kilobyte; the file goes into the library a piece at a time.
        const kind = photoKind(fileHead(file, 1024));
        if (!kind) {
          throw new ApiFailure(
            'format',
            `"${fileName}" is not a JPEG, PNG or WebP picture or a PDF, so it cannot be read as a puzzle page.`,
          );
        }
        removeStalePhotoUploads(dataDir);
        removeStalePageImages(db, draftImageId(context));
        return addPageImageFile(db, { fileName, kind, path: file });
      } finally {
        discardPhotoUpload(dataDir, uploadId);
      }
    },
    'photo.read': async ({ jobId, imageId, page, corners, timeLimitMs }) => {
      const info = getPageImage(db, imageId);
      // The solver process reads the file from disk: a copy for this reading, removed after. Its
      // name is drawn afresh, not made from the job id: ids that differ only in characters a file
      // name cannot hold ("x.1", "x:1") would share one copy.
      const path = readCopyFile(dataDir, imageId);
      writeCopy(db, path, imageId);
      try {
        const result = await solver.run(
          'read-photo',
          {
            puzzle: TEMPLATE,
            options: {
              path,
              fileName: info.fileName,
              ...(page === undefined ? {} : { page }),
              ...(corners === undefined ? {} : { corners }),
            },
          },
          {
            jobId,
            timeLimitMs,
            onProgress: ({ fraction, message }) =>
              emit('job.progress', { jobId, kind: 'read-photo', fraction, message }),
          },
        );
        if (result.reading === null) {
          storePagePreview(db, imageId, result.page, Buffer.from(result.pageJpeg, 'base64'));
          throw new ApiFailure('format', result.failure);
        }
        storeReading(db, imageId, {
          page: result.reading.source.page,
          preview: Buffer.from(result.pageJpeg, 'base64'),
          straightened: Buffer.from(result.straightenedJpeg, 'base64'),
          json: JSON.stringify(result.reading),
        });
        return { imageId, ...result.reading };
      } finally {
        rmSync(path, { force: true });
      }
    },
    'photo.prepare': async () => ({ asked: solver.prepare('read-photo') }),
    'photo.reading': async ({ imageId }) => {
      const parsed = storedReadingSchema.safeParse(pageImageReading(db, imageId));
      if (!parsed.success) throw new ApiFailure('not-found', `Page image ${imageId} has not been read yet.`);
      return { imageId, ...parsed.data } satisfies PhotoReading;
    },
    'photo.image': async ({ imageId, version, offset }) => imageData(context, imageId, version, offset),
    'photo.images': async ({ puzzleId }) => pageImagesOf(db, puzzleId),
    'photo.attach': async ({ imageId, puzzleId }) => attachPageImage(db, imageId, puzzleId),
  };
}

/** The read-photo job takes the page, not a puzzle; the protocol still carries one. */
export const TEMPLATE = {
  width: 1,
  height: 1,
  rows: [[]],
  columns: [[]],
  palette: BLACK_AND_WHITE,
  meta: {},
};

function imageData(
  context: HandlerContext,
  imageId: number,
  version: PageImageVersion,
  offset: number,
): PageImageData {
  const info = getPageImage(context.db, imageId);
  const found = pageImagePiece(context.db, imageId, version, offset, PHOTO_PIECE_BYTES);
  if (!found)
    throw new ApiFailure(
      'not-found',
      `Page image ${imageId} has not been read yet, so it has no ${version} picture.`,
    );
  const mime = version === 'original' ? MIME[info.kind] : 'image/jpeg';
  return { mime, data: Buffer.from(found.piece).toString('base64'), offset, bytes: found.bytes };
}

/** The page image of the entry screen's draft, which stays however old it is. */
function draftImageId(context: HandlerContext): number | null {
  const parsed = entryDraftSchema.safeParse(readSetting(context.db, DRAFT_SETTING));
  return parsed.success ? (parsed.data.pageImageId ?? null) : null;
}

/** The page's file for a reading, copied out of the library a piece at a time. */
export function writeCopy(db: HandlerContext['db'], path: string, imageId: number): void {
  try {
    mkdirSync(dirname(path), { recursive: true });
    writePageImageOriginal(db, imageId, path, PHOTO_PIECE_BYTES);
  } catch {
    rmSync(path, { force: true });
    throw new ApiFailure(
      'internal',
      'The picture could not be copied for reading; the data folder may be full.',
    );
  }
}

/** The first `bytes` of a file (fewer if it is shorter). */
function fileHead(path: string, bytes: number): Uint8Array {
  const buffer = Buffer.alloc(bytes);
  const fd = openSync(path, 'r');
  try {
    return buffer.subarray(0, readSync(fd, buffer, 0, bytes, 0));
  } finally {
    closeSync(fd);
  }
}
