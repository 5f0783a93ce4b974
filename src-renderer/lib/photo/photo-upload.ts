/**
 * Sends a photo or scan to the backend piece by piece (photo.upload, then photo.add), so a large
 * photo needs no large request and the person sees it go; a stop sends no further piece and has
 * the pieces already sent thrown away.
 */
import {
  MAX_PHOTO_BYTES,
  PHOTO_PIECE_BYTES,
  type PageImageInfo,
} from '../../../src-main/contract/photo-dto.ts';
import { blobToBase64 } from '../api/base64.ts';
import type { ApiClient } from '../api/client.ts';
import { logFailure } from '../log/log-failure.ts';

export class PhotoUploadStopped extends Error {
  constructor() {
    super('The picture was not sent.');
    this.name = 'PhotoUploadStopped';
  }
}

export async function uploadPhoto(
  api: ApiClient,
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<PageImageInfo> {
  const name = file.name || 'The pasted picture';
  if (file.size === 0) throw new Error(`"${name}" is empty: there is no picture in it.`);
  if (file.size > MAX_PHOTO_BYTES) {
    const megabytes = Math.round(file.size / 1e6);
    throw new Error(
      `"${name}" is ${megabytes} MB; pictures and PDFs up to ${MAX_PHOTO_BYTES / 1024 / 1024} MB can be read.`,
    );
  }
  const uploadId = crypto.randomUUID();
  try {
    let offset = 0;
    do {
      if (signal.aborted) throw new PhotoUploadStopped();
      const piece = file.slice(offset, offset + PHOTO_PIECE_BYTES);
      await api.call('photo.upload', { uploadId, offset, data: await blobToBase64(piece) });
      offset += piece.size;
      onProgress(file.size === 0 ? 1 : offset / file.size);
    } while (offset < file.size);
    if (signal.aborted) throw new PhotoUploadStopped();
    return await api.call('photo.add', {
      uploadId,
      fileName: file.name || 'pasted picture.png',
      bytes: file.size,
    });
  } catch (error) {
    await api.call('photo.discard', { uploadId }).catch((discardError: unknown) => {
      // The backend drops an upload nobody finishes when it closes; the first failure is the one to show.
      logFailure(`The unfinished upload ${uploadId} could not be discarded`, discardError);
    });
    throw error;
  }
}
