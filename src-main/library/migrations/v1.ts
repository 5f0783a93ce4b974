/**
 * Version 1: puzzles, collections, attempts with their moves, settings.
 *
 * - A puzzle is two rows: `puzzles` holds what the list shows, filters and sorts by (a few hundred
 *   bytes, so 10,000 of them fill about a thousand pages and a full scan for a search takes
 *   milliseconds), `puzzle_content` the wide part: clues and palette as JSON text (see
 *   puzzle-codec.ts) and the solver's solution. With the clues in `puzzles` a search over
 *   10,000 puzzles read ten times as many pages and took about 50 ms.
 * - Ids are AUTOINCREMENT: an id the renderer still holds (an undo, an open puzzle) never comes
 *   to name another puzzle after a purge.
 * - `clue_hash` (engine/clue-hash.ts) is unique over every row, soft-deleted ones included; an
 *   import that meets a soft-deleted twin purges it first.
 * - `status`, `time_ms`, `best_time_ms` and `last_played_at` summarise a puzzle's attempts so the
 *   library can filter and sort 10,000 puzzles by them through indexes. Triggers keep them right
 *   whatever writes `attempts`, so no code path can forget to.
 * - `title_key` (natural sort key) and `search_text` (folded title, author and source) are
 *   written by puzzles.ts from the metadata; SQLite's own NOCASE only folds ASCII.
 * - List indexes are partial (`WHERE deleted_at IS NULL`), the condition every list query has.
 * - `moves` holds an attempt's history in order; `attempts.move_count` says how many of them are
 *   in effect, the rest can be redone until a new move replaces them.
 */
import type { Db } from '../sql.ts';

const SUMMARY = (puzzleId: string): string => `
  UPDATE puzzles SET
    status = coalesce((SELECT status FROM attempts WHERE puzzle_id = ${puzzleId} ORDER BY id DESC LIMIT 1), 'new'),
    time_ms = coalesce((SELECT elapsed_ms FROM attempts WHERE puzzle_id = ${puzzleId} ORDER BY id DESC LIMIT 1), 0),
    best_time_ms = (SELECT min(elapsed_ms) FROM attempts WHERE puzzle_id = ${puzzleId} AND status = 'solved'),
    last_played_at = (SELECT max(updated_at) FROM attempts WHERE puzzle_id = ${puzzleId} AND status <> 'new')
  WHERE id = ${puzzleId};`;

const STATUS_CHECK = `CHECK (status IN ('new', 'in-progress', 'solved', 'revealed'))`;

export function updateToVersion1(db: Db): void {
  db.exec(`
    CREATE TABLE puzzles (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      title TEXT NOT NULL DEFAULT '',
      author TEXT NOT NULL DEFAULT '',
      source TEXT NOT NULL DEFAULT '',
      page TEXT NOT NULL DEFAULT '',
      number TEXT NOT NULL DEFAULT '',
      copyright TEXT NOT NULL DEFAULT '',
      width INTEGER NOT NULL CHECK (width BETWEEN 1 AND 1000),
      height INTEGER NOT NULL CHECK (height BETWEEN 1 AND 1000),
      colors INTEGER NOT NULL CHECK (colors BETWEEN 0 AND 31),
      side INTEGER GENERATED ALWAYS AS (max(width, height)) VIRTUAL,
      cells INTEGER GENERATED ALWAYS AS (width * height) VIRTUAL,
      clue_hash TEXT NOT NULL,
      verdict TEXT NOT NULL DEFAULT 'unknown' CHECK (verdict IN ('unique', 'multiple', 'none', 'unknown')),
      difficulty REAL,
      estimate REAL,
      status TEXT NOT NULL DEFAULT 'new' ${STATUS_CHECK},
      status_rank INTEGER GENERATED ALWAYS AS (
        CASE status WHEN 'in-progress' THEN 0 WHEN 'new' THEN 1 WHEN 'solved' THEN 2 ELSE 3 END
      ) VIRTUAL,
      time_ms INTEGER NOT NULL DEFAULT 0,
      best_time_ms INTEGER,
      last_played_at TEXT,
      title_key TEXT NOT NULL DEFAULT '',
      search_text TEXT NOT NULL DEFAULT '',
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      deleted_at TEXT,
      notes TEXT NOT NULL DEFAULT ''
    );
    CREATE UNIQUE INDEX puzzles_clue_hash ON puzzles (clue_hash);
    CREATE INDEX puzzles_by_created ON puzzles (created_at) WHERE deleted_at IS NULL;
    CREATE INDEX puzzles_by_title ON puzzles (title_key) WHERE deleted_at IS NULL;
    CREATE INDEX puzzles_by_size ON puzzles (cells) WHERE deleted_at IS NULL;
    CREATE INDEX puzzles_by_difficulty ON puzzles (difficulty) WHERE deleted_at IS NULL;
    CREATE INDEX puzzles_by_played ON puzzles (last_played_at) WHERE deleted_at IS NULL;
    CREATE INDEX puzzles_by_status ON puzzles (status_rank) WHERE deleted_at IS NULL;
    CREATE INDEX puzzles_by_source ON puzzles (source) WHERE deleted_at IS NULL;
    CREATE INDEX puzzles_deleted ON puzzles (deleted_at) WHERE deleted_at IS NOT NULL;

    CREATE TABLE puzzle_content (
      puzzle_id INTEGER PRIMARY KEY REFERENCES puzzles (id) ON DELETE CASCADE,
      palette TEXT NOT NULL,
      clues TEXT NOT NULL,
      solution TEXT
    );

    CREATE TABLE collections (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL COLLATE NOCASE UNIQUE,
      created_at TEXT NOT NULL
    );
    CREATE TABLE collection_members (
      collection_id INTEGER NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
      puzzle_id INTEGER NOT NULL REFERENCES puzzles (id) ON DELETE CASCADE,
      added_at TEXT NOT NULL,
      PRIMARY KEY (collection_id, puzzle_id)
    ) WITHOUT ROWID;
    CREATE INDEX collection_members_by_puzzle ON collection_members (puzzle_id);

    CREATE TABLE attempts (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      puzzle_id INTEGER NOT NULL REFERENCES puzzles (id) ON DELETE CASCADE,
      status TEXT NOT NULL DEFAULT 'new' ${STATUS_CHECK},
      grid TEXT NOT NULL,
      marks TEXT NOT NULL DEFAULT '',
      move_count INTEGER NOT NULL DEFAULT 0 CHECK (move_count >= 0),
      elapsed_ms INTEGER NOT NULL DEFAULT 0 CHECK (elapsed_ms >= 0),
      hints INTEGER NOT NULL DEFAULT 0,
      mistakes INTEGER NOT NULL DEFAULT 0,
      started_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      finished_at TEXT
    );
    CREATE INDEX attempts_by_puzzle ON attempts (puzzle_id, id);
    CREATE INDEX attempts_solved ON attempts (finished_at) WHERE status = 'solved';

    CREATE TABLE moves (
      attempt_id INTEGER NOT NULL REFERENCES attempts (id) ON DELETE CASCADE,
      seq INTEGER NOT NULL CHECK (seq >= 0),
      move TEXT NOT NULL,
      at_ms INTEGER NOT NULL,
      PRIMARY KEY (attempt_id, seq)
    ) WITHOUT ROWID;

    CREATE TABLE settings (
      key TEXT PRIMARY KEY,
      value TEXT NOT NULL
    ) WITHOUT ROWID;

    CREATE TRIGGER attempts_summary_after_insert AFTER INSERT ON attempts BEGIN ${SUMMARY('NEW.puzzle_id')} END;
    CREATE TRIGGER attempts_summary_after_update AFTER UPDATE OF status, elapsed_ms, updated_at ON attempts
      BEGIN ${SUMMARY('NEW.puzzle_id')} END;
    CREATE TRIGGER attempts_summary_after_delete AFTER DELETE ON attempts BEGIN ${SUMMARY('OLD.puzzle_id')} END;
  `);
}
