/**
 * Figures for the statistics view, from finished attempts. Only `solved` counts as solved; a
 * revealed puzzle was given up. Days and weeks are the player's: the caller passes the offset of
 * local time from UTC in minutes (east positive), and weeks start on Monday.
 */
import { isoTime, prepared, type Db } from './sql.ts';

export interface WeekCount {
  /** Monday of the week, YYYY-MM-DD. */
  readonly weekStart: string;
  readonly solved: number;
}

export interface SizeBest {
  readonly width: number;
  readonly height: number;
  readonly bestMs: number;
  readonly solved: number;
}

export interface Streaks {
  /** Days in a row with a solve, ending today (or yesterday, if nothing is solved yet today). */
  readonly current: number;
  readonly longest: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function localDay(time: Date, offsetMinutes: number): string {
  return new Date(time.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
}

/** The last `weeks` weeks, oldest first, empty weeks included. */
export function solvedPerWeek(db: Db, weeks: number, now: Date = new Date(), offsetMinutes = 0): WeekCount[] {
  const thisWeek = mondayOf(localDay(now, offsetMinutes));
  const first = new Date(new Date(`${thisWeek}T00:00:00Z`).getTime() - (weeks - 1) * 7 * DAY_MS);
  const since = isoTime(new Date(first.getTime() - offsetMinutes * 60_000));
  const rows = prepared(
    db,
    `SELECT date(finished_at, @shift, 'weekday 0', '-6 days') AS week, count(*) AS solved
     FROM attempts WHERE status = 'solved' AND finished_at >= @since GROUP BY week`,
  ).all({ shift: `${offsetMinutes} minutes`, since }) as { week: string; solved: number }[];
  const counts = new Map(rows.map((row) => [row.week, row.solved]));
  return Array.from({ length: weeks }, (_, i) => {
    const weekStart = new Date(first.getTime() + i * 7 * DAY_MS).toISOString().slice(0, 10);
    return { weekStart, solved: counts.get(weekStart) ?? 0 };
  });
}

/** The best solving time for each puzzle size played, smallest size first. */
export function bestTimesBySize(db: Db): SizeBest[] {
  return prepared(
    db,
    `SELECT p.width, p.height, min(a.elapsed_ms) AS bestMs, count(*) AS solved
     FROM attempts a JOIN puzzles p ON p.id = a.puzzle_id
     WHERE a.status = 'solved' AND p.deleted_at IS NULL
     GROUP BY p.width, p.height ORDER BY p.width * p.height, p.width`,
  ).all() as SizeBest[];
}

export function solveStreaks(db: Db, now: Date = new Date(), offsetMinutes = 0): Streaks {
  const days = prepared(
    db,
    `SELECT DISTINCT date(finished_at, ?) AS day FROM attempts WHERE status = 'solved' ORDER BY day`,
  )
    .pluck()
    .all(`${offsetMinutes} minutes`) as string[];
  const dayNumber = (day: string): number => Math.round(new Date(`${day}T00:00:00Z`).getTime() / DAY_MS);
  let longest = 0;
  let run = 0;
  let previous = Number.NaN;
  for (const day of days) {
    const n = dayNumber(day);
    run = n === previous + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = n;
  }
  const today = dayNumber(localDay(now, offsetMinutes));
  const current = previous === today || previous === today - 1 ? run : 0;
  return { current, longest };
}
