/**
 * A photo or scan sent from the window in pieces, gathered in a hidden file of the data folder
 * until it is whole and can be read (backend/handlers/photo.ts). Half-sent files left by a window
 * closed mid-way are removed after a day. The same folder holds the copy a reading works on
 * (`read-*.bin`), one per reading, removed when it ends, and at the next start after a kill.
 */
import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_PHOTO_BYTES } from '../contract/photo-dto.ts';
import { LibraryError } from './errors.ts';

const UPLOAD_ID = /^[A-Za-z0-9-]{8,64}$/;
const STALE_MS = 24 * 60 * 60 * 1000;

export function photoUploadFolder(dataDir: string): string {
  return join(dataDir, 'incoming-photos');
}

const READ_COPY = /^read-\d+-[0-9a-f-]+\.bin$/;

/** Where one reading of a page image puts the copy the solver process reads: a name no other reading has. */
export function readCopyFile(dataDir: string, imageId: number): string {
  return join(photoUploadFolder(dataDir), `read-${imageId}-${randomUUID()}.bin`);
}

/** Removes copies left by readings a kill cut short; called at start, before any reading. */
export function removeReadCopies(dataDir: string): void {
  const folder = photoUploadFolder(dataDir);
  if (!existsSync(folder)) return;
  for (const name of readdirSync(folder)) {
    if (READ_COPY.test(name)) rmSync(join(folder, name), { force: true });
  }
}

export function photoUploadFile(dataDir: string, uploadId: string): string {
  if (!UPLOAD_ID.test(uploadId)) {
    throw new LibraryError('invalid-arguments', 'An upload id is 8 to 64 letters, digits and dashes.');
  }
  return join(photoUploadFolder(dataDir), `${uploadId}.part`);
}

/** Adds the piece at `offset`, which must be where the pieces so far end (0 starts afresh); returns the bytes so far. */
export function receivePhotoPiece(
  dataDir: string,
  uploadId: string,
  offset: number,
  piece: Uint8Array,
): number {
  const file = photoUploadFile(dataDir, uploadId);
  const received = offset === 0 || !existsSync(file) ? 0 : statSync(file).size;
  if (offset !== received) {
    throw new LibraryError(
      'invalid-arguments',
      `This piece of the picture starts at byte ${offset}, but ${received} bytes have come. Send it again.`,
    );
  }
  if (received + piece.length > MAX_PHOTO_BYTES) {
    discardPhotoUpload(dataDir, uploadId);
    throw new LibraryError(
      'invalid-arguments',
      `The file is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB, far more than a photo or scan of a page.`,
    );
  }
  mkdirSync(photoUploadFolder(dataDir), { recursive: true });
  if (offset === 0) writeFileSync(file, piece);
  else appendFileSync(file, piece);
  return received + piece.length;
}

/** The size of what has come so far for an upload (0 when nothing has). */
export function receivedPhotoBytes(dataDir: string, uploadId: string): number {
  const file = photoUploadFile(dataDir, uploadId);
  return existsSync(file) ? statSync(file).size : 0;
}

export function discardPhotoUpload(dataDir: string, uploadId: string): boolean {
  const file = photoUploadFile(dataDir, uploadId);
  if (!existsSync(file)) return false;
  rmSync(file, { force: true });
  return true;
}

export function removeStalePhotoUploads(dataDir: string, now = Date.now()): void {
  const folder = photoUploadFolder(dataDir);
  if (!existsSync(folder)) return;
  for (const name of readdirSync(folder)) {
    const file = join(folder, name);
    try {
      if (now - statSync(file).mtimeMs > STALE_MS) rmSync(file, { force: true });
    } catch {
      // Another window removed it meanwhile.
    }
  }
}
