/**
 * The page_images table (migrations/v9.ts): photos and scans that puzzles were read from, with
 * what the reader made of them. Images not yet kept with a puzzle belong to the entry screen's
 * draft; those left behind by drafts abandoned long ago are removed (`removeStalePageImages`).
 */
import { closeSync, openSync, readSync, writeSync } from 'node:fs';
import type { PageImageInfo, PageImageVersion, PhotoKind } from '../contract/photo-dto.ts';
import { LibraryError } from './errors.ts';
import { isoTime, prepared, type Db } from './sql.ts';

export interface NewPageImage {
  readonly fileName: string;
  readonly kind: PhotoKind;
  readonly original: Uint8Array;
}

interface InfoRow {
  readonly id: number;
  readonly puzzle_id: number | null;
  readonly file_name: string;
  readonly kind: PhotoKind;
  readonly bytes: number;
  readonly created_at: string;
  readonly read: number;
}

const INFO_COLUMNS = 'id, puzzle_id, file_name, kind, bytes, created_at, reading IS NOT NULL AS read';

function toInfo(row: InfoRow): PageImageInfo {
  return {
    id: row.id,
    puzzleId: row.puzzle_id,
    fileName: row.file_name,
    kind: row.kind,
    bytes: row.bytes,
    createdAt: row.created_at,
    read: row.read !== 0,
  };
}

/** How much of a file a row of page_image_pieces holds (migrations/v10.ts). */
export const STORED_PIECE_BYTES = 1024 * 1024;

/**
 * Stores the file at `path` as a new page image, a piece at a time, so it is never held whole;
 * one transaction, so an image is there whole or not at all.
 */
export function addPageImageFile(
  db: Db,
  image: { readonly fileName: string; readonly kind: PhotoKind; readonly path: string },
): PageImageInfo {
  const fd = openSync(image.path, 'r');
  try {
    const id = db.transaction(() => {
      const result = prepared(
        db,
        "INSERT INTO page_images (file_name, kind, bytes, original, created_at) VALUES (?, ?, 0, x'', ?)",
      ).run(image.fileName, image.kind, isoTime());
      const imageId = Number(result.lastInsertRowid);
      const insert = prepared(db, 'INSERT INTO page_image_pieces (image_id, piece, data) VALUES (?, ?, ?)');
      const buffer = Buffer.alloc(STORED_PIECE_BYTES);
      let bytes = 0;
      for (let piece = 0; ; piece++) {
        const read = readFully(fd, buffer);
        if (read === 0) break;
        insert.run(imageId, piece, buffer.subarray(0, read));
        bytes += read;
        if (read < buffer.length) break;
      }
      prepared(db, 'UPDATE page_images SET bytes = ? WHERE id = ?').run(bytes, imageId);
      return imageId;
    })();
    return getPageImage(db, id);
  } finally {
    closeSync(fd);
  }
}

/** Fills `buffer` from the file's current position unless the file ends first; the bytes read. */
function readFully(fd: number, buffer: Buffer): number {
  let filled = 0;
  while (filled < buffer.length) {
    const read = readSync(fd, buffer, filled, buffer.length - filled, null);
    if (read === 0) break;
    filled += read;
  }
  return filled;
}

export function addPageImage(db: Db, image: NewPageImage): PageImageInfo {
  const result = prepared(
    db,
    'INSERT INTO page_images (file_name, kind, bytes, original, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(image.fileName, image.kind, image.original.length, image.original, isoTime());
  return getPageImage(db, Number(result.lastInsertRowid));
}

export function getPageImage(db: Db, id: number): PageImageInfo {
  const row = prepared(db, `SELECT ${INFO_COLUMNS} FROM page_images WHERE id = ?`).get(id) as
    InfoRow | undefined;
  if (!row) throw new LibraryError('not-found', `Page image ${id} was not found.`);
  return toInfo(row);
}

export function pageImagesOf(db: Db, puzzleId: number): PageImageInfo[] {
  const rows = prepared(db, `SELECT ${INFO_COLUMNS} FROM page_images WHERE puzzle_id = ? ORDER BY id`).all(
    puzzleId,
  ) as InfoRow[];
  return rows.map(toInfo);
}

/** The file as sent, whole (a test's or a small file's: the app reads it in pieces). */
export function pageImageOriginal(db: Db, id: number): Uint8Array {
  const found = pageImagePiece(db, id, 'original', 0, Number.MAX_SAFE_INTEGER);
  if (!found) throw new LibraryError('not-found', `Page image ${id} was not found.`);
  return found.piece;
}

function columnOf(version: PageImageVersion): string {
  return version === 'original' ? 'original' : version === 'page' ? 'preview' : 'straightened';
}

/**
 * `length` bytes of one version of the image from `offset`, and its whole size; null when that
 * version has not been made. SQLite reads only the pages of the blob the piece is on, so a
 * 200 MB original is never held whole to send a piece of it.
 */
export function pageImagePiece(
  db: Db,
  id: number,
  version: PageImageVersion,
  offset: number,
  length: number,
): { readonly piece: Uint8Array; readonly bytes: number } | null {
  if (version === 'original') {
    const stored = storedInPieces(db, id, offset, length);
    if (stored !== null) return stored;
  }
  const column = columnOf(version);
  const row = prepared(
    db,
    `SELECT length(${column}) AS bytes, substr(${column}, ? + 1, ?) AS piece FROM page_images WHERE id = ?`,
  ).get(offset, length, id) as { bytes: number | null; piece: Uint8Array | null } | undefined;
  if (!row) throw new LibraryError('not-found', `Page image ${id} was not found.`);
  if (row.bytes === null) return null;
  // substr past the end gives an empty blob, which better-sqlite3 may hand back as null.
  return { piece: row.piece ?? new Uint8Array(0), bytes: row.bytes };
}

/** Writes the file as sent to `path`, a piece at a time. */
export function writePageImageOriginal(db: Db, id: number, path: string, pieceBytes: number): void {
  const fd = openSync(path, 'w');
  try {
    for (let offset = 0; ; offset += pieceBytes) {
      const found = pageImagePiece(db, id, 'original', offset, pieceBytes);
      if (found === null) break;
      writeSync(fd, found.piece);
      if (offset + pieceBytes >= found.bytes) break;
    }
  } finally {
    closeSync(fd);
  }
}

/** One version of the image's bytes; null when that version has not been made (never read). */
export function pageImageBytes(db: Db, id: number, version: PageImageVersion): Uint8Array | null {
  const column = columnOf(version);
  const row = prepared(db, `SELECT ${column} AS bytes FROM page_images WHERE id = ?`).get(id) as
    { bytes: Uint8Array | null } | undefined;
  if (!row) throw new LibraryError('not-found', `Page image ${id} was not found.`);
  return row.bytes;
}

/** Stores what a reading made of the image: the page and the straightened puzzle (JPEG), and the reading (JSON). */
export function storeReading(
  db: Db,
  id: number,
  reading: {
    readonly page: number | null;
    readonly preview: Uint8Array;
    readonly straightened: Uint8Array;
    readonly json: string;
  },
): void {
  const result = prepared(
    db,
    'UPDATE page_images SET page = ?, preview = ?, straightened = ?, reading = ? WHERE id = ?',
  ).run(reading.page, reading.preview, reading.straightened, reading.json, id);
  if (result.changes === 0) throw new LibraryError('not-found', `Page image ${id} was not found.`);
}

/**
 * Stores the page as decoded when no puzzle was found on it, so the person can mark the grid's
 * corners on it; a reading made before (of other corners) is kept.
 */
export function storePagePreview(db: Db, id: number, page: number | null, preview: Uint8Array): void {
  const result = prepared(db, 'UPDATE page_images SET page = ?, preview = ? WHERE id = ?').run(
    page,
    preview,
    id,
  );
  if (result.changes === 0) throw new LibraryError('not-found', `Page image ${id} was not found.`);
}

export function pageImageReading(db: Db, id: number): unknown {
  const row = prepared(db, 'SELECT reading FROM page_images WHERE id = ?').get(id) as
    { reading: string | null } | undefined;
  if (!row) throw new LibraryError('not-found', `Page image ${id} was not found.`);
  if (row.reading === null) return null;
  try {
    return JSON.parse(row.reading) as unknown;
  } catch {
    return null;
  }
}

export function attachPageImage(db: Db, id: number, puzzleId: number): PageImageInfo {
  const puzzle = prepared(db, 'SELECT id FROM puzzles WHERE id = ?').get(puzzleId);
  if (!puzzle) throw new LibraryError('not-found', `Puzzle ${puzzleId} was not found.`);
  const result = prepared(db, 'UPDATE page_images SET puzzle_id = ? WHERE id = ?').run(puzzleId, id);
  if (result.changes === 0) throw new LibraryError('not-found', `Page image ${id} was not found.`);
  return getPageImage(db, id);
}

/** Images of no puzzle, older than `days` and not `keep` (the draft's): drafts given up long ago. */
export function removeStalePageImages(db: Db, keep: number | null, days = 30, now = new Date()): number {
  const before = isoTime(new Date(now.getTime() - days * 24 * 60 * 60 * 1000));
  return prepared(
    db,
    'DELETE FROM page_images WHERE puzzle_id IS NULL AND created_at < ? AND id IS NOT ?',
  ).run(before, keep).changes;
}

/**
 * `length` bytes of a file stored in pieces from `offset` (only the pieces they are on are read),
 * or null for an image stored whole (before version 10).
 */
function storedInPieces(
  db: Db,
  id: number,
  offset: number,
  length: number,
): { readonly piece: Uint8Array; readonly bytes: number } | null {
  const row = prepared(db, 'SELECT bytes, length(original) AS whole FROM page_images WHERE id = ?').get(
    id,
  ) as { bytes: number; whole: number } | undefined;
  if (!row) throw new LibraryError('not-found', `Page image ${id} was not found.`);
  if (row.whole > 0 || row.bytes === 0) return null;
  const end = Math.min(row.bytes, offset + length);
  if (offset >= end) return { piece: new Uint8Array(0), bytes: row.bytes };
  const first = Math.floor(offset / STORED_PIECE_BYTES);
  const last = Math.floor((end - 1) / STORED_PIECE_BYTES);
  const pieces = prepared(
    db,
    'SELECT piece, data FROM page_image_pieces WHERE image_id = ? AND piece BETWEEN ? AND ? ORDER BY piece',
  ).all(id, first, last) as { piece: number; data: Uint8Array }[];
  if (pieces.length !== last - first + 1) {
    throw new LibraryError('database', `Page image ${id} is missing pieces of its file.`);
  }
  const joined = Buffer.concat(pieces.map(({ data }) => data));
  const from = offset - first * STORED_PIECE_BYTES;
  return { piece: joined.subarray(from, from + (end - offset)), bytes: row.bytes };
}
