/**
 * Version 9, page images: the photo or scan a puzzle was read from (engine/photo), kept as the user's record
 * of the page. The file is stored as sent (`original`), with what the reader made of it: the page
 * as decoded (`preview`, a JPEG: a PDF page or a turned phone photo as it was read), the puzzle
 * straightened (`straightened`, a JPEG, which read-back shows a line at a time) and the reading
 * itself (`reading`, JSON). An image belongs to a puzzle once the puzzle is saved; until then it
 * belongs to the entry screen's draft. Deleting a puzzle for good deletes its images.
 */
import type { Db } from '../sql.ts';

export function updateToVersion9(db: Db): void {
  db.exec(`
    CREATE TABLE page_images (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      puzzle_id INTEGER REFERENCES puzzles(id) ON DELETE CASCADE,
      file_name TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('jpeg', 'png', 'webp', 'pdf')),
      bytes INTEGER NOT NULL CHECK (bytes >= 0),
      original BLOB NOT NULL,
      page INTEGER,
      preview BLOB,
      straightened BLOB,
      reading TEXT,
      created_at TEXT NOT NULL
    );
    CREATE INDEX page_images_by_puzzle ON page_images (puzzle_id);
  `);
}
