import { existsSync, readdirSync, readFileSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { saveBackup } from '../../src-main/library/backup.ts';
import {
  arrivedCopy,
  discardPieces,
  keepExaminedCopy,
  receivePiece,
  removeStalePieces,
  type ReceivedFile,
} from '../../src-main/library/backup-add.ts';
import { backupFolder, examineCopy, listBackups } from '../../src-main/library/backup-list.ts';
import { LibraryError } from '../../src-main/library/errors.ts';
import { restoreLibrary } from '../../src-main/library/restore.ts';
import type { Db } from '../../src-main/library/sql.ts';
import { addPuzzle, jwilk, openTemp } from './temp-library.ts';

const ID = 'upload-0001';

/**
 * The backend's three steps for a file that has come (backend/handlers/backups.ts), in this
 * thread: the whole file, then its examination, then filing it or removing it with the reason.
 */
function addReceivedCopy(db: Db, dataDir: string, received: ReceivedFile, now: Date = new Date()): string {
  const file = arrivedCopy(dataDir, received);
  return keepExaminedCopy(dataDir, received, examineCopy(db, file), now);
}

/** Sends `bytes` in pieces of `size`, as the renderer does. */
function send(dir: string, bytes: Uint8Array, size: number, id = ID): number {
  let received = 0;
  for (let offset = 0; offset === 0 || offset < bytes.length; offset += size) {
    received = receivePiece(dir, id, offset, bytes.subarray(offset, offset + size));
  }
  return received;
}

function leftovers(dir: string): string[] {
  return readdirSync(backupFolder(dir)).filter((name) => name.startsWith('.incoming'));
}

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof LibraryError) return error.message;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('adding a library file from elsewhere', () => {
  it('files a library sent in pieces as an added backup, which restores like any other', async () => {
    // The other computer's library: three puzzles.
    const other = openTemp();
    for (const n of [1, 2, 3]) addPuzzle(other.db, jwilk(n), { title: `Other ${n}` });
    const bytes = readFileSync(await saveBackup(other.db, other.dir));

    const { db, dir } = openTemp();
    addPuzzle(db, jwilk(4), { title: 'Mine' });
    expect(send(dir, bytes, 4096)).toBe(bytes.length);
    const changed = new Date('2026-02-20T18:30:00Z');
    const file = addReceivedCopy(
      db,
      dir,
      { uploadId: ID, fileName: 'from-laptop.sqlite', bytes: bytes.length, modifiedAt: changed.getTime() },
      new Date('2026-03-01T10:00:00Z'),
    );

    expect(file).toBe(join(backupFolder(dir), 'library-added-2026-03-01T10-00-00-000Z.sqlite'));
    expect(readFileSync(file).equals(bytes)).toBe(true);
    expect(leftovers(dir)).toEqual([]);
    const listed = listBackups(db, dir);
    expect(listed.map((backup) => [backup.kind, backup.puzzles, backup.problem])).toEqual([
      ['added', 3, null],
    ]);
    // Dated when it was last changed on the other computer, not when it was added.
    expect(listed[0]!.createdAt).toBe(changed.toISOString());

    restoreLibrary(db, file, dir);
    const titles = db.prepare('SELECT title FROM puzzles ORDER BY title').pluck().all();
    expect(titles).toEqual(['Other 1', 'Other 2', 'Other 3']);
  });

  it('refuses a file that is not a library, naming it, and keeps nothing of it', () => {
    const { db, dir } = openTemp();
    const photo = new TextEncoder().encode('\u0089PNG this is a picture, not a library');
    send(dir, photo, 10);
    expect(
      refusal(() => addReceivedCopy(db, dir, { uploadId: ID, fileName: 'holiday.png', bytes: photo.length })),
    ).toBe(
      '"holiday.png" cannot be used as a backup: it is not a library file, or it is damaged. Nothing was added.',
    );
    expect(leftovers(dir)).toEqual([]);
    expect(listBackups(db, dir)).toEqual([]);

    send(dir, new Uint8Array(0), 10);
    expect(
      refusal(() => addReceivedCopy(db, dir, { uploadId: ID, fileName: 'empty.sqlite', bytes: 0 })),
    ).toContain('"empty.sqlite" cannot be used');
  });

  it('refuses pieces out of order and a file that did not all arrive', async () => {
    const { db, dir } = openTemp();
    const bytes = readFileSync(await saveBackup(db, dir));
    receivePiece(dir, ID, 0, bytes.subarray(0, 1000));
    expect(refusal(() => receivePiece(dir, ID, 2000, bytes.subarray(2000, 3000)))).toBe(
      'This piece starts at byte 2000, but 1000 bytes have been received. Send the file again.',
    );
    expect(
      refusal(() => addReceivedCopy(db, dir, { uploadId: ID, fileName: 'half.sqlite', bytes: bytes.length })),
    ).toBe(`Only 1000 of the ${bytes.length} bytes of "half.sqlite" arrived. Nothing was added.`);
    expect(leftovers(dir)).toEqual([]);
    // Offset 0 starts afresh, so a second try after a failed one works.
    receivePiece(dir, ID, 0, bytes);
    // A date in the future (a clock set wrong) is not taken: the copy is dated when it came.
    const tomorrow = Date.now() + 86_400_000;
    const again = addReceivedCopy(db, dir, {
      uploadId: ID,
      fileName: 'again.sqlite',
      bytes: bytes.length,
      modifiedAt: tomorrow,
    });
    expect(again).toContain('library-added-');
    expect(statSync(again).mtimeMs).toBeLessThan(tomorrow - 3_600_000);
  });

  it('throws away a stopped upload at once, and one left half-way after a day', async () => {
    const { db, dir } = openTemp();
    const bytes = readFileSync(await saveBackup(db, dir));
    receivePiece(dir, 'stopped-upload', 0, bytes.subarray(0, 100));
    discardPieces(dir, 'stopped-upload');
    receivePiece(dir, 'abandoned-1', 0, bytes.subarray(0, 100));
    receivePiece(dir, 'abandoned-2', 0, bytes.subarray(0, 100));
    const old = new Date('2026-01-01T00:00:00Z');
    utimesSync(join(backupFolder(dir), '.incoming-abandoned-1.sqlite'), old, old);
    removeStalePieces(dir, new Date('2026-01-02T01:00:00Z'));
    expect(leftovers(dir)).toEqual(['.incoming-abandoned-2.sqlite']);
  });

  it('takes only plain upload ids, so no other file can be written', () => {
    const { dir } = openTemp();
    const before = readdirSync(dir).sort();
    for (const id of ['../../library', 'short', 'a/b/c/d/e/f', '']) {
      expect(refusal(() => receivePiece(dir, id, 0, new Uint8Array(1)))).toBe(
        'An upload id is 8 to 64 letters, digits and dashes.',
      );
    }
    expect(readdirSync(dir).sort()).toEqual(before);
    expect(existsSync(backupFolder(dir))).toBe(false);
  });
});
