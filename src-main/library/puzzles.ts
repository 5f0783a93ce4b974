/**
 * The puzzles table and its wide half `puzzle_content` (see v1.ts), always written together: adding a puzzle (refusing a duplicate by clue hash), reading it back as the
 * API's summary and detail or as the engine's model, editing its metadata, recording what the
 * solver found, and delete-with-undo (a soft delete that restore clears and a purge at open ends).
 */
import type { PlayStatus, PuzzleDetail, PuzzleMetaFields, PuzzleSummary, Verdict } from '../contract/dto.ts';
import { clueHash } from '../engine/clue-hash.ts';
import type { Puzzle, PuzzleMeta } from '../engine/puzzle.ts';
import { collectionIdsByPuzzle } from './collections.ts';
import { decodeClues, decodePalette, encodeClues, encodePalette } from './puzzle-codec.ts';
import { idList, isoTime, prepared, type Db } from './sql.ts';
import { naturalSortKey, searchText } from './text-keys.ts';

/**
 * Whether some attempt at the puzzle (of table alias `table`) was solved with no hint and no
 * mistake: worked out from the attempts, which the puzzle's index finds in a step.
 */
function cleanSolve(table: string): string {
  return `EXISTS (SELECT 1 FROM attempts a WHERE a.puzzle_id = ${table}.id AND a.status = 'solved'
    AND a.hints = 0 AND a.mistakes = 0) AS clean_solve`;
}

/** The columns a summary needs: the narrow ones, never the clues. */
export const SUMMARY_COLUMNS = `id, title, author, source, page, number, notes, copyright, width, height, colors,
  verdict, difficulty, status, best_time_ms, time_ms, last_played_at, created_at, source_file, ${cleanSolve('puzzles')}`;

export interface SummaryRow {
  readonly id: number;
  readonly title: string;
  readonly author: string;
  readonly source: string;
  readonly page: string;
  readonly number: string;
  readonly notes: string;
  readonly copyright: string;
  readonly width: number;
  readonly height: number;
  readonly colors: number;
  readonly verdict: Verdict;
  readonly difficulty: number | null;
  readonly status: PlayStatus;
  readonly best_time_ms: number | null;
  readonly time_ms: number;
  readonly last_played_at: string | null;
  readonly created_at: string;
  readonly source_file: string;
  readonly clean_solve: 0 | 1;
}

export interface PuzzleRow extends SummaryRow {
  readonly clue_hash: string;
  readonly estimate: number | null;
  readonly palette: string;
  readonly clues: string;
  readonly solution: string | null;
  readonly picture: string | null;
  readonly updated_at: string;
  readonly deleted_at: string | null;
}

export function rowToSummary(row: SummaryRow, collectionIds: readonly number[]): PuzzleSummary {
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    source: row.source,
    page: row.page,
    number: row.number,
    notes: row.notes,
    copyright: row.copyright,
    width: row.width,
    height: row.height,
    colors: row.colors,
    verdict: row.verdict,
    difficulty: row.difficulty,
    status: row.status,
    bestTimeMs: row.best_time_ms,
    solvedWithoutHelp: row.clean_solve === 1,
    timeMs: row.time_ms,
    lastPlayedAt: row.last_played_at,
    createdAt: row.created_at,
    sourceFile: row.source_file,
    collectionIds,
  };
}

export function rowToDetail(row: PuzzleRow, collectionIds: readonly number[]): PuzzleDetail {
  const clues = decodeClues(row.clues, row.id);
  return {
    ...rowToSummary(row, collectionIds),
    rows: clues.rows,
    columns: clues.columns,
    palette: decodePalette(row.palette, row.id),
    solution: row.solution,
    picture: row.picture,
  };
}

export function rowToPuzzle(row: PuzzleRow): Puzzle {
  const clues = decodeClues(row.clues, row.id);
  const meta: Record<string, string> = {};
  for (const key of META_KEYS) if (row[key] !== '') meta[key] = row[key];
  return {
    width: row.width,
    height: row.height,
    rows: clues.rows,
    columns: clues.columns,
    palette: decodePalette(row.palette, row.id),
    meta,
  };
}

const META_KEYS = ['title', 'author', 'source', 'page', 'number', 'notes', 'copyright'] as const;

export function metaFields(meta: PuzzleMeta): PuzzleMetaFields {
  return {
    title: meta.title?.trim() ?? '',
    author: meta.author?.trim() ?? '',
    source: meta.source?.trim() ?? '',
    page: meta.page?.trim() ?? '',
    number: meta.number?.trim() ?? '',
    notes: meta.notes ?? '',
    copyright: meta.copyright?.trim() ?? '',
  };
}

export type InsertResult =
  | { readonly added: true; readonly id: number }
  | { readonly added: false; readonly id: number; readonly pictureAdded: boolean };

/**
 * Adds a puzzle unless one with the same clues is already there (then `added` is false and `id`
 * names the one kept). A picture given with a twin that has none is kept with the twin
 * (`pictureAdded`): for a puzzle with several solutions it says which one was meant. A
 * soft-deleted twin is purged first: adding it again means wanting it back. `sourceFile` is the
 * file an import read it from.
 * Import wraps a batch of inserts in its own transaction; this one nests inside it as a savepoint.
 */
export function insertPuzzle(
  db: Db,
  puzzle: Puzzle,
  meta: PuzzleMetaFields,
  now: Date = new Date(),
  picture: string | null = null,
  sourceFile = '',
): InsertResult {
  return db.transaction(() => insertPuzzleRows(db, puzzle, meta, now, picture, sourceFile))();
}

function insertPuzzleRows(
  db: Db,
  puzzle: Puzzle,
  meta: PuzzleMetaFields,
  now: Date,
  picture: string | null,
  sourceFile: string,
): InsertResult {
  const hash = clueHash(puzzle);
  const existing = prepared(db, 'SELECT id, deleted_at FROM puzzles WHERE clue_hash = ?').get(hash) as
    { id: number; deleted_at: string | null } | undefined;
  if (existing && existing.deleted_at === null) {
    const pictureAdded =
      picture !== null &&
      prepared(db, 'UPDATE puzzle_content SET picture = ? WHERE puzzle_id = ? AND picture IS NULL').run(
        picture,
        existing.id,
      ).changes > 0;
    return { added: false, id: existing.id, pictureAdded };
  }
  if (existing) prepared(db, 'DELETE FROM puzzles WHERE id = ?').run(existing.id);
  const time = isoTime(now);
  const result = prepared(
    db,
    `INSERT INTO puzzles (title, author, source, page, number, notes, copyright, width, height, colors,
       clue_hash, title_key, search_text, created_at, updated_at, source_file)
     VALUES (@title, @author, @source, @page, @number, @notes, @copyright, @width, @height, @colors,
       @hash, @titleKey, @searchText, @time, @time, @sourceFile)`,
  ).run({
    ...meta,
    sourceFile,
    width: puzzle.width,
    height: puzzle.height,
    colors: puzzle.palette.length - 1,
    hash,
    titleKey: naturalSortKey(meta.title),
    searchText: searchText(meta),
    time,
  });
  const id = Number(result.lastInsertRowid);
  prepared(db, 'INSERT INTO puzzle_content (puzzle_id, palette, clues, picture) VALUES (?, ?, ?, ?)').run(
    id,
    encodePalette(puzzle.palette),
    encodeClues(puzzle.rows, puzzle.columns),
    picture,
  );
  return { added: true, id };
}

const FULL_ROW = `SELECT p.*, c.palette, c.clues, c.solution, c.picture, ${cleanSolve('p')}
  FROM puzzles p JOIN puzzle_content c ON c.puzzle_id = p.id`;

function liveRow(db: Db, id: number): PuzzleRow | undefined {
  return prepared(db, `${FULL_ROW} WHERE p.id = ? AND p.deleted_at IS NULL`).get(id) as PuzzleRow | undefined;
}

/** Undefined when there is no such puzzle or it was deleted. */
export function getPuzzleDetail(db: Db, id: number): PuzzleDetail | undefined {
  const row = liveRow(db, id);
  return row && rowToDetail(row, collectionIdsByPuzzle(db, [id]).get(id) ?? []);
}

/** The full rows of the live puzzles among `ids`, by id. */
function liveRows(db: Db, ids: readonly number[]): Map<number, PuzzleRow> {
  const rows = prepared(
    db,
    `${FULL_ROW} WHERE p.id IN (SELECT value FROM json_each(?)) AND p.deleted_at IS NULL`,
  ).all(idList(ids)) as PuzzleRow[];
  return new Map(rows.map((row) => [row.id, row]));
}

/** Live puzzles' details in the order of `ids`; missing or deleted ones are left out. */
export function getPuzzleDetails(db: Db, ids: readonly number[]): PuzzleDetail[] {
  const byId = liveRows(db, ids);
  const memberships = collectionIdsByPuzzle(db, ids);
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [rowToDetail(row, memberships.get(id) ?? [])] : [];
  });
}

/** The picture a live puzzle was drawn from (grid-codec), or null. */
export function getPuzzlePicture(db: Db, id: number): string | null {
  const picture = prepared(db, 'SELECT picture FROM puzzle_content WHERE puzzle_id = ?').pluck().get(id);
  return typeof picture === 'string' ? picture : null;
}

/** The only solution a full solve found (grid-codec), or null: kept only with a `unique` verdict. */
export function getStoredSolution(db: Db, id: number): string | null {
  const solution = prepared(db, 'SELECT solution FROM puzzle_content WHERE puzzle_id = ?').pluck().get(id);
  return typeof solution === 'string' ? solution : null;
}

/** What the solver found about a live puzzle's solutions, or undefined for a missing puzzle. */
export function getVerdict(db: Db, id: number): Verdict | undefined {
  const verdict = prepared(db, 'SELECT verdict FROM puzzles WHERE id = ? AND deleted_at IS NULL')
    .pluck()
    .get(id);
  return typeof verdict === 'string' ? (verdict as Verdict) : undefined;
}

/** The engine's model of a puzzle, for the solver and for export. */
/** Whether the puzzle is there and not deleted; a single look-up by its key. */
export function isLivePuzzle(db: Db, id: number): boolean {
  return prepared(db, 'SELECT 1 FROM puzzles WHERE id = ? AND deleted_at IS NULL').get(id) !== undefined;
}

export function getPuzzle(db: Db, id: number): Puzzle | undefined {
  const row = liveRow(db, id);
  return row && rowToPuzzle(row);
}

export interface StoredPuzzle {
  readonly id: number;
  readonly puzzle: Puzzle;
  /** Its picture (grid-codec): the one drawn or imported with it, else its unique solution. */
  readonly picture: string | null;
}

/** The live puzzles among `ids`, in the order of `ids`: what an export will hold, counted before it reads them. */
export function liveIds(db: Db, ids: readonly number[]): number[] {
  const live = new Set(
    prepared(db, 'SELECT id FROM puzzles WHERE id IN (SELECT value FROM json_each(?)) AND deleted_at IS NULL')
      .pluck()
      .all(idList(ids)) as number[],
  );
  return ids.filter((id) => live.has(id));
}

/** Puzzles in the order of `ids`; missing or deleted ones are left out. */
export function getPuzzles(db: Db, ids: readonly number[]): StoredPuzzle[] {
  const byId = liveRows(db, ids);
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ id, puzzle: rowToPuzzle(row), picture: row.picture ?? row.solution }] : [];
  });
}

/** Changes some metadata fields; returns the updated detail, or undefined for a missing puzzle. */
export function updatePuzzleMeta(
  db: Db,
  id: number,
  patch: Partial<PuzzleMetaFields>,
  now: Date = new Date(),
): PuzzleDetail | undefined {
  return db.transaction(() => {
    const row = liveRow(db, id);
    if (!row) return undefined;
    const changes = Object.entries(patch).filter(([, value]) => value !== undefined);
    const meta = metaFields({ ...metaFields(row), ...Object.fromEntries(changes) });
    prepared(
      db,
      `UPDATE puzzles SET title = @title, author = @author, source = @source, page = @page, number = @number,
         notes = @notes, copyright = @copyright, title_key = @titleKey, search_text = @searchText, updated_at = @time
       WHERE id = @id`,
    ).run({
      ...meta,
      id,
      titleKey: naturalSortKey(meta.title),
      searchText: searchText(meta),
      time: isoTime(now),
    });
    return getPuzzleDetail(db, id);
  })();
}

/** What a full solve found. The solution (grid-codec) is kept only with a `unique` verdict. */
export function setVerdict(
  db: Db,
  id: number,
  verdict: Verdict,
  solution: string | null,
  now: Date = new Date(),
): boolean {
  return db.transaction(() => {
    const result = prepared(db, 'UPDATE puzzles SET verdict = ?, updated_at = ? WHERE id = ?').run(
      verdict,
      isoTime(now),
      id,
    );
    prepared(db, 'UPDATE puzzle_content SET solution = ? WHERE puzzle_id = ?').run(
      verdict === 'unique' ? solution : null,
      id,
    );
    return result.changes > 0;
  })();
}

export function setDifficulty(
  db: Db,
  id: number,
  difficulty: number | null,
  estimate: number | null,
  now: Date = new Date(),
): boolean {
  const result = prepared(
    db,
    'UPDATE puzzles SET difficulty = ?, estimate = ?, updated_at = ? WHERE id = ?',
  ).run(difficulty, estimate, isoTime(now), id);
  return result.changes > 0;
}

/** Hides puzzles until restored or purged; returns how many were live before. */
export function softDeletePuzzles(db: Db, ids: readonly number[], now: Date = new Date()): number {
  return prepared(
    db,
    `UPDATE puzzles SET deleted_at = ? WHERE id IN (SELECT value FROM json_each(?)) AND deleted_at IS NULL`,
  ).run(isoTime(now), idList(ids)).changes;
}

export function restorePuzzles(db: Db, ids: readonly number[]): number {
  return prepared(
    db,
    `UPDATE puzzles SET deleted_at = NULL WHERE id IN (SELECT value FROM json_each(?)) AND deleted_at IS NOT NULL`,
  ).run(idList(ids)).changes;
}

/** Removes for good the puzzles deleted before `cutoff`, with their attempts, moves and memberships. */
export function purgeDeletedPuzzles(db: Db, cutoff: Date): number {
  return prepared(db, 'DELETE FROM puzzles WHERE deleted_at IS NOT NULL AND deleted_at < ?').run(
    isoTime(cutoff),
  ).changes;
}

/** The distinct non-empty sources of the live puzzles, for the source filter. */
export function listSources(db: Db): string[] {
  return prepared(
    db,
    `SELECT DISTINCT source FROM puzzles WHERE deleted_at IS NULL AND source <> '' ORDER BY source COLLATE NOCASE`,
  )
    .pluck()
    .all() as string[];
}
