/**
 * Version 8: whether an attempt's stored picture is behind its moves.
 *
 * The play screen stores the picture (grid and marks) with a move only every couple of seconds
 * (backend/play-sessions.ts); the moves are stored every time. A save without the picture
 * sets `picture_stale`, a save with it clears it, so after the app was killed the next start knows
 * which few attempts to replay to bring their pictures (and the library's thumbnails) up to date.
 */
import type { Db } from '../sql.ts';

export function updateToVersion8(db: Db): void {
  db.exec(`ALTER TABLE attempts ADD COLUMN picture_stale INTEGER NOT NULL DEFAULT 0`);
}
