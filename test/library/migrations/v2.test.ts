/** Version 2: play time by the hour, backfilled from the attempts a version 1 file holds. */
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../src-main/library/migrations/index.ts';
import type { Db } from '../../../src-main/library/sql.ts';
import { insertAttempt, insertPuzzle, libraryAt, queryPlan } from './library-at.ts';

function playTime(db: Db): { hour: string; ms: number }[] {
  return db.prepare(`SELECT hour, ms FROM play_time ORDER BY hour`).all() as { hour: string; ms: number }[];
}

/** A version 1 file with four attempts: two saved in one hour, one on the next day, one never played. */
function playedFile(): { db: Db; attempts: number[]; before: unknown[] } {
  const { db, reopen } = libraryAt(1);
  const one = insertPuzzle(db, { title: 'One', clueHash: 'a' });
  const two = insertPuzzle(db, { title: 'Two', clueHash: 'b' });
  const attempts = [
    insertAttempt(db, one, {
      status: 'solved',
      elapsedMs: 60_000,
      updatedAt: '2026-03-01T10:15:00.000Z',
      finishedAt: '2026-03-01T10:15:00.000Z',
    }),
    insertAttempt(db, two, {
      status: 'in-progress',
      elapsedMs: 30_000,
      updatedAt: '2026-03-01T10:45:00.000Z',
    }),
    insertAttempt(db, one, {
      status: 'in-progress',
      elapsedMs: 5_000,
      updatedAt: '2026-03-02T08:05:00.000Z',
    }),
    insertAttempt(db, two, { status: 'new', elapsedMs: 0, updatedAt: '2026-03-03T09:00:00.000Z' }),
  ];
  const before = db.prepare(`SELECT * FROM attempts ORDER BY id`).all();
  const file = reopen();
  expect(migrate(file, 2)).toEqual([2]);
  return { db: file, attempts, before };
}

describe('migration to version 2', () => {
  it('adds up the attempts’ time under the hour each was last saved, leaving out the unplayed, and keeps the attempts as they were', () => {
    const { db, before } = playedFile();
    expect(playTime(db)).toEqual([
      { hour: '2026-03-01T10', ms: 90_000 },
      { hour: '2026-03-02T08', ms: 5_000 },
    ]);
    expect(db.prepare(`SELECT * FROM attempts ORDER BY id`).all()).toEqual(before);
  });

  it('then counts each later rise of an attempt’s time under the hour it was saved, and no fall', () => {
    const { db, attempts } = playedFile();
    const save = db.prepare(`UPDATE attempts SET elapsed_ms = ?, updated_at = ? WHERE id = ?`);
    save.run(70_000, '2026-03-01T10:50:00.000Z', attempts[0]);
    save.run(8_000, '2026-03-05T07:10:00.000Z', attempts[2]);
    // A restart, or an older tab saving late, lowers the time: nothing is taken back or added.
    save.run(1_000, '2026-03-05T07:20:00.000Z', attempts[1]);
    expect(playTime(db)).toEqual([
      { hour: '2026-03-01T10', ms: 100_000 },
      { hour: '2026-03-02T08', ms: 5_000 },
      { hour: '2026-03-05T07', ms: 3_000 },
    ]);
  });

  it('lists the latest attempts played by their new index', () => {
    const { db } = playedFile();
    expect(
      queryPlan(db, `SELECT id FROM attempts WHERE status <> 'new' ORDER BY updated_at DESC LIMIT 5`),
    ).toMatch(/USING INDEX attempts_by_update/);
  });
});
