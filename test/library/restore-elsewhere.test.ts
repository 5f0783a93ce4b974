import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { saveBackup } from '../../src-main/library/backup.ts';
import { backupFolder } from '../../src-main/library/backup-list.ts';
import { addPageImage, pageImageOriginal } from '../../src-main/library/page-images.ts';
import { prepareRestoreCopy, replaceLibraryFile } from '../../src-main/library/restore.ts';
import type { Db } from '../../src-main/library/sql.ts';
import { addPuzzle, jwilk, openTemp } from './temp-library.ts';

function titles(db: Db): string[] {
  return db
    .prepare('SELECT title FROM puzzles WHERE deleted_at IS NULL ORDER BY id')
    .pluck()
    .all() as string[];
}

/** 12 MB that no two pieces of repeat, so a piece copied out of place would show. */
function pageBytes(): Uint8Array {
  const bytes = new Uint8Array(12 * 1024 * 1024);
  let x = 1;
  for (let i = 0; i < bytes.length; i++) {
    x = (x * 1_103_515_245 + 12_345) >>> 0;
    bytes[i] = x >>> 24;
  }
  return bytes;
}

describe('replaceLibraryFile', () => {
  it("puts a backup's rows and a 12 MB page image in place from a connection of its own, which the library's connection then reads", async () => {
    const { db, path, dir } = openTemp();
    const puzzleId = addPuzzle(db, jwilk(1), { title: 'Kept in the backup' });
    const original = pageBytes();
    const image = addPageImage(db, { fileName: 'page.png', kind: 'png', original });
    db.prepare('UPDATE page_images SET puzzle_id = ? WHERE id = ?').run(puzzleId, image.id);
    const backup = await saveBackup(db, dir, new Date('2026-03-01T08:00:00Z'));
    db.prepare('DELETE FROM page_images').run();
    addPuzzle(db, jwilk(2), { title: 'Added after the backup' });

    const scratch = join(backupFolder(dir), 'scratch.sqlite');
    prepareRestoreCopy(backup, scratch);
    const outcome = replaceLibraryFile(path, scratch, new Date('2026-03-02T08:00:00Z'));

    expect(titles(db)).toEqual(['Kept in the backup']);
    expect(Buffer.from(pageImageOriginal(db, image.id)).equals(Buffer.from(original))).toBe(true);
    expect(outcome.savedAs).toMatch(/library-before-restore-2026-03-02T08-00-00-000Z\.sqlite$/);
  });
});
