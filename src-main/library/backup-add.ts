/**
 * A library copy brought from elsewhere (another computer, a copy kept on a stick) joins the
 * backups list, where it can be restored like the app's own copies.
 *
 * The renderer sends the file in pieces, so a large library needs no large request and the
 * person sees how far it has come and can stop it. The pieces go to a hidden file in the backups
 * folder, named by the upload's id; only when the whole file has come and it reads as a library
 * is it given a backup's name. Anything else is removed, so nothing half-sent is ever listed.
 */
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { keepAddedCopy, removeBackupFile } from './backup.ts';
import { backupFolder, rememberExamined, type CopyContents } from './backup-list.ts';
import { LibraryError } from './errors.ts';

/** A library this large is far beyond any puzzle collection; a bigger file is surely something else. */
export const MAX_ADDED_BYTES = 2 * 1024 * 1024 * 1024;
const UPLOAD_ID = /^[A-Za-z0-9-]{8,64}$/;
const INCOMING = /^\.incoming-[A-Za-z0-9-]+\.sqlite$/;
/** Pieces left by a window closed mid-upload are removed after this long. */
const STALE_MS = 24 * 60 * 60 * 1000;

function incomingFile(dataDir: string, uploadId: string): string {
  if (!UPLOAD_ID.test(uploadId)) {
    throw new LibraryError('invalid-arguments', 'An upload id is 8 to 64 letters, digits and dashes.');
  }
  return join(backupFolder(dataDir), `.incoming-${uploadId}.sqlite`);
}

/**
 * Adds one piece at `offset`, which must be where the file received so far ends (0 starts
 * afresh). Returns the bytes received so far.
 */
export function receivePiece(dataDir: string, uploadId: string, offset: number, piece: Uint8Array): number {
  const file = incomingFile(dataDir, uploadId);
  const received = offset === 0 ? 0 : existsSync(file) ? statSync(file).size : 0;
  if (offset !== received) {
    throw new LibraryError(
      'invalid-arguments',
      `This piece starts at byte ${offset}, but ${received} bytes have been received. Send the file again.`,
    );
  }
  if (received + piece.length > MAX_ADDED_BYTES) {
    discardPieces(dataDir, uploadId);
    throw new LibraryError(
      'invalid-arguments',
      'The file is larger than 2 GB, so it cannot be a puzzle library.',
    );
  }
  mkdirSync(backupFolder(dataDir), { recursive: true });
  if (offset === 0) writeFileSync(file, piece);
  else appendFileSync(file, piece);
  return received + piece.length;
}

export function discardPieces(dataDir: string, uploadId: string): void {
  removeBackupFile(incomingFile(dataDir, uploadId));
}

/** A file sent in pieces, as the person's computer describes it. */
export interface ReceivedFile {
  readonly uploadId: string;
  /** Its name there, for messages. */
  readonly fileName: string;
  readonly bytes: number;
  /** When it was last changed there (ms since 1970); the added copy is dated by it. */
  readonly modifiedAt?: number;
}

/** The file of an upload whose every byte arrived; otherwise its pieces are removed and the error says so. */
export function arrivedCopy(dataDir: string, received: ReceivedFile): string {
  const { uploadId, fileName, bytes } = received;
  const file = incomingFile(dataDir, uploadId);
  const arrived = existsSync(file) ? statSync(file).size : 0;
  if (arrived !== bytes) {
    removeBackupFile(file);
    throw new LibraryError(
      'invalid-arguments',
      `Only ${arrived} of the ${bytes} bytes of "${fileName}" arrived. Nothing was added.`,
    );
  }
  return file;
}

/**
 * Files an arrived upload, examined as `contents`, as an added backup and returns its path; one
 * that cannot be restored is removed, and the error names the file and says why.
 */
export function keepExaminedCopy(
  dataDir: string,
  received: ReceivedFile,
  contents: CopyContents,
  now: Date = new Date(),
): string {
  const { uploadId, fileName, modifiedAt } = received;
  const file = incomingFile(dataDir, uploadId);
  try {
    if (contents.problem !== null) {
      throw new LibraryError(
        'invalid-arguments',
        `"${fileName}" cannot be used as a backup: ${contents.problem}. Nothing was added.`,
      );
    }
    const added = keepAddedCopy(file, dataDir, now);
    // A date in the future (a clock set wrong) would sort it above every copy made since.
    if (modifiedAt !== undefined && modifiedAt > 0 && modifiedAt <= now.getTime()) {
      const changed = new Date(modifiedAt);
      utimesSync(added, changed, changed);
    }
    rememberExamined(added, contents);
    return added;
  } finally {
    removeBackupFile(file);
  }
}

/** Removes pieces of uploads that never finished (a window closed half-way). */
export function removeStalePieces(dataDir: string, now: Date = new Date()): void {
  const folder = backupFolder(dataDir);
  if (!existsSync(folder)) return;
  for (const name of readdirSync(folder)) {
    if (!INCOMING.test(name)) continue;
    const file = join(folder, name);
    try {
      if (now.getTime() - statSync(file).mtimeMs > STALE_MS) rmSync(file, { force: true });
    } catch {
      // Finished or removed meanwhile.
    }
  }
}
