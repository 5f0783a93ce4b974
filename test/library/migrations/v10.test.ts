/** Version 10: page images' files in pieces; images stored whole before keep their file. */
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../src-main/library/migrations/index.ts';
import { pageImageOriginal } from '../../../src-main/library/page-images.ts';
import { insertPuzzle, libraryAt } from './library-at.ts';

describe('migration to version 10', () => {
  it('keeps every page image with its file as stored whole, and adds pieces that go with their image', () => {
    const { db, reopen } = libraryAt(9);
    const puzzle = insertPuzzle(db, { title: 'Kept', clueHash: 'a' });
    db.prepare(
      `INSERT INTO page_images (puzzle_id, file_name, kind, bytes, original, created_at)
       VALUES (?, 'kept.png', 'png', 3, x'010203', '2026-03-01T09:00:00.000Z')`,
    ).run(puzzle);
    const before = db.prepare('SELECT * FROM page_images ORDER BY id').all();

    const file = reopen();
    expect(migrate(file, 10)).toEqual([10]);
    expect(file.prepare('SELECT * FROM page_images ORDER BY id').all()).toEqual(before);
    expect([...pageImageOriginal(file, 1)]).toEqual([1, 2, 3]);

    file.prepare(`INSERT INTO page_image_pieces (image_id, piece, data) VALUES (1, 0, x'04')`).run();
    file.prepare('DELETE FROM page_images').run();
    expect(file.prepare('SELECT COUNT(*) FROM page_image_pieces').pluck().get()).toBe(0);
  });
});
