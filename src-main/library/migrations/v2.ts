/**
 * Version 2: time played by the hour, for the statistics screen.
 *
 * An attempt keeps only its total elapsed time, which says nothing about when the time was spent:
 * a puzzle played an hour a day for a week would count in one week. `play_time` adds up every
 * increase of an attempt's elapsed time under the UTC hour it was saved in. Hours, not days, so
 * that weeks and days can be counted in the player's time zone when the statistics are read. A
 * trigger does the adding, so no code path that saves an attempt can forget it; a decrease (a
 * restart, or an older tab saving late) adds nothing.
 *
 * `attempts_by_update` serves the "recent activity" list: the latest attempts that were played.
 */
import type { Db } from '../sql.ts';

export function updateToVersion2(db: Db): void {
  db.exec(`
    CREATE TABLE play_time (
      hour TEXT PRIMARY KEY,
      ms INTEGER NOT NULL CHECK (ms >= 0)
    ) WITHOUT ROWID;

    CREATE TRIGGER attempts_play_time AFTER UPDATE OF elapsed_ms ON attempts
      WHEN NEW.elapsed_ms > OLD.elapsed_ms
      BEGIN
        INSERT INTO play_time (hour, ms) VALUES (substr(NEW.updated_at, 1, 13), NEW.elapsed_ms - OLD.elapsed_ms)
          ON CONFLICT (hour) DO UPDATE SET ms = ms + excluded.ms;
      END;

    INSERT INTO play_time (hour, ms)
      SELECT substr(updated_at, 1, 13), sum(elapsed_ms) FROM attempts WHERE elapsed_ms > 0 GROUP BY 1;

    CREATE INDEX attempts_by_update ON attempts (updated_at) WHERE status <> 'new';
  `);
}
