/**
 * Small pictures for the library grid. A puzzle the player has finished shows its picture; one
 * in progress shows the player's marks so far; any other is blank, so browsing never gives a
 * picture away.
 */
import type { Thumbnail } from '../contract/dto.ts';
import { decodePalette } from './puzzle-codec.ts';
import { idList, prepared, type Db } from './sql.ts';

interface ThumbnailRow {
  readonly id: number;
  readonly width: number;
  readonly height: number;
  readonly palette: string;
  readonly solution: string | null;
  readonly status: string;
  readonly grid: string | null;
}

export function rowToThumbnail(row: ThumbnailRow): Thumbnail {
  const cells = row.width * row.height;
  const rgb = decodePalette(row.palette, row.id).map((color) => color.rgb);
  const base = { id: row.id, width: row.width, height: row.height, rgb };
  const grid = row.grid !== null && row.grid.length === cells ? row.grid : null;
  if (row.status === 'solved' || row.status === 'revealed') {
    const picture = grid ?? row.solution;
    if (picture !== null) return { ...base, cells: picture, kind: 'solution' };
  }
  if (row.status === 'in-progress' && grid !== null) return { ...base, cells: grid, kind: 'progress' };
  return { ...base, cells: '0'.repeat(cells), kind: 'blank' };
}

/** In the order of `ids`; missing or deleted puzzles are left out. */
export function thumbnails(db: Db, ids: readonly number[]): Thumbnail[] {
  const rows = prepared(
    db,
    `SELECT p.id, p.width, p.height, c.palette, c.solution, p.status,
       (SELECT a.grid FROM attempts a WHERE a.puzzle_id = p.id ORDER BY a.id DESC LIMIT 1) AS grid
     FROM puzzles p JOIN puzzle_content c ON c.puzzle_id = p.id WHERE p.id IN (SELECT value FROM json_each(?)) AND p.deleted_at IS NULL`,
  ).all(idList(ids)) as ThumbnailRow[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [rowToThumbnail(row)] : [];
  });
}
