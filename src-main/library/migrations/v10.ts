/**
 * Version 10, page images in pieces: a page image's file as sent is stored a megabyte a row
 * (`page_image_pieces`), so adding a 200 MB photo never holds it whole, in the app or in SQLite
 * (better-sqlite3 has no incremental blob writes, and a blob bound whole is copied whole). Images
 * stored before keep their `original`; a new one leaves it empty and has its pieces.
 */
import type { Db } from '../sql.ts';

export function updateToVersion10(db: Db): void {
  db.exec(`
    CREATE TABLE page_image_pieces (
      id INTEGER PRIMARY KEY,
      image_id INTEGER NOT NULL REFERENCES page_images(id) ON DELETE CASCADE,
      piece INTEGER NOT NULL CHECK (piece >= 0),
      data BLOB NOT NULL
    );
    CREATE UNIQUE INDEX page_image_pieces_by_image ON page_image_pieces (image_id, piece);
  `);
}
