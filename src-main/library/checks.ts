/**
 * What the library's background check (backend/background-checks.ts) has left to do and what it found.
 * A puzzle needs checking while its verdict or its difficulty is unknown and no check has tried it
 * yet (`checked_at`, see migrations/v4.ts).
 */
import type { Verdict } from '../contract/dto.ts';
import { isoTime, prepared, type Db } from './sql.ts';

const UNCHECKED = `checked_at IS NULL AND deleted_at IS NULL AND (verdict = 'unknown' OR difficulty IS NULL)`;

export function uncheckedCount(db: Db): number {
  const row = prepared(db, `SELECT count(*) AS n FROM puzzles WHERE ${UNCHECKED}`).get() as { n: number };
  return row.n;
}

/** The oldest puzzle still to check, passing over those in `skip`; null when there is none. */
export function nextUnchecked(db: Db, skip: ReadonlySet<number> = new Set()): number | null {
  const rows = prepared(db, `SELECT id FROM puzzles WHERE ${UNCHECKED} AND id > ? ORDER BY id LIMIT 64`);
  let after = 0;
  for (;;) {
    const ids = (rows.all(after) as { id: number }[]).map((row) => row.id);
    const found = ids.find((id) => !skip.has(id));
    if (found !== undefined) return found;
    if (ids.length < 64) return null;
    after = ids[ids.length - 1]!;
  }
}

export interface CheckFindings {
  /** null when the solver did not settle it (a timeout). */
  readonly verdict: Exclude<Verdict, 'unknown'> | null;
  /** The solution (grid-codec), kept with a `unique` verdict. */
  readonly solution: string | null;
  readonly difficulty: number | null;
  readonly estimate: number | null;
}

/**
 * Records a check. What a solve on the solve screen or a game found first stays: a check only
 * fills in what is still unknown. Returns false when the puzzle is gone.
 */
export function recordCheck(db: Db, id: number, found: CheckFindings, now: Date = new Date()): boolean {
  return db.transaction(() => {
    const time = isoTime(now);
    const marked = prepared(db, 'UPDATE puzzles SET checked_at = ? WHERE id = ?').run(time, id);
    if (marked.changes === 0) return false;
    if (found.verdict !== null) {
      const set = prepared(
        db,
        `UPDATE puzzles SET verdict = ?, updated_at = ? WHERE id = ? AND verdict = 'unknown'`,
      ).run(found.verdict, time, id);
      if (set.changes > 0) {
        prepared(db, 'UPDATE puzzle_content SET solution = ? WHERE puzzle_id = ?').run(
          found.verdict === 'unique' ? found.solution : null,
          id,
        );
      }
    }
    if (found.difficulty !== null) {
      prepared(
        db,
        'UPDATE puzzles SET difficulty = ?, estimate = ?, updated_at = ? WHERE id = ? AND difficulty IS NULL',
      ).run(found.difficulty, found.estimate, time, id);
    }
    return true;
  })();
}
