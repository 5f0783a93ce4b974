import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  addPageImageFile,
  pageImageOriginal,
  pageImagePiece,
  STORED_PIECE_BYTES,
} from '../../src-main/library/page-images.ts';
import { openTemp } from './temp-library.ts';

/** 3.5 pieces' worth of bytes that differ from piece to piece. */
function fileBytes(): Buffer {
  const bytes = Buffer.alloc(STORED_PIECE_BYTES * 3 + STORED_PIECE_BYTES / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7 + (i >> 20)) & 0xff;
  return bytes;
}

describe('addPageImageFile', () => {
  it('stores a file of 3.5 MB as four pieces, and any range of it reads back exactly, across pieces', () => {
    const { db, dir } = openTemp();
    const bytes = fileBytes();
    const path = join(dir, 'page.png');
    writeFileSync(path, bytes);

    const image = addPageImageFile(db, { fileName: 'page.png', kind: 'png', path });

    expect(image.bytes).toBe(bytes.length);
    expect(
      db.prepare('SELECT COUNT(*) FROM page_image_pieces WHERE image_id = ?').pluck().get(image.id),
    ).toBe(4);
    expect(Buffer.from(pageImageOriginal(db, image.id)).equals(bytes)).toBe(true);
    const across = pageImagePiece(db, image.id, 'original', STORED_PIECE_BYTES - 10, STORED_PIECE_BYTES + 20);
    expect(across?.bytes).toBe(bytes.length);
    expect(
      Buffer.from(across!.piece).equals(bytes.subarray(STORED_PIECE_BYTES - 10, 2 * STORED_PIECE_BYTES + 10)),
    ).toBe(true);
    const tail = pageImagePiece(db, image.id, 'original', bytes.length - 5, 100);
    expect(Buffer.from(tail!.piece).equals(bytes.subarray(bytes.length - 5))).toBe(true);
    expect(pageImagePiece(db, image.id, 'original', bytes.length, 100)?.piece).toHaveLength(0);
  });

  it('stores an empty file as an image of 0 bytes', () => {
    const { db, dir } = openTemp();
    const path = join(dir, 'empty.png');
    writeFileSync(path, '');
    const image = addPageImageFile(db, { fileName: 'empty.png', kind: 'png', path });
    expect(image.bytes).toBe(0);
    expect(pageImageOriginal(db, image.id)).toHaveLength(0);
  });
});
