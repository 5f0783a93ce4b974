/**
 * Figures for the statistics view, from finished attempts. Only `solved` counts as solved; a
 * revealed puzzle was given up. Days and weeks are the player's: the caller passes the offset of
 * local time from UTC in minutes (east positive), and weeks start on Monday.
 */
import type { PlayStatus } from '../contract/dto.ts';
import { isoTime, prepared, type Db } from './sql.ts';

export interface WeekCount {
  /** Monday of the week, YYYY-MM-DD. */
  readonly weekStart: string;
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

export interface PlayTotals {
  readonly puzzlesSolved: number;
  readonly solves: number;
  readonly revealed: number;
  readonly inProgress: number;
  readonly timePlayedMs: number;
  readonly hintsUsed: number;
}

/** Overall figures. Puzzles in progress and solved are counted among those still in the library. */
export function playTotals(db: Db): PlayTotals {
  const attempts = prepared(
    db,
    `SELECT coalesce(sum(a.status = 'solved'), 0) AS solves,
       coalesce(sum(a.status = 'revealed'), 0) AS revealed,
       coalesce(sum(a.hints), 0) AS hintsUsed,
       count(DISTINCT CASE WHEN a.status = 'solved' AND p.deleted_at IS NULL THEN a.puzzle_id END) AS puzzlesSolved
     FROM attempts a JOIN puzzles p ON p.id = a.puzzle_id WHERE a.status <> 'new'`,
  ).get() as Pick<PlayTotals, 'solves' | 'revealed' | 'hintsUsed' | 'puzzlesSolved'>;
  const inProgress = prepared(
    db,
    `SELECT count(*) FROM puzzles WHERE status = 'in-progress' AND deleted_at IS NULL`,
  )
    .pluck()
    .get() as number;
  const timePlayedMs = prepared(db, 'SELECT coalesce(sum(ms), 0) FROM play_time').pluck().get() as number;
  return { ...attempts, inProgress, timePlayedMs };
}

export interface WeekTime {
  /** Monday of the week, YYYY-MM-DD. */
  readonly weekStart: string;
  readonly timeMs: number;
}

/** Time played in each of the last `weeks` weeks, oldest first, empty weeks included. */
export function timePerWeek(db: Db, weeks: number, now: Date = new Date(), offsetMinutes = 0): WeekTime[] {
  const thisWeek = mondayOf(localDay(now, offsetMinutes));
  const first = new Date(new Date(`${thisWeek}T00:00:00Z`).getTime() - (weeks - 1) * 7 * DAY_MS);
  const since = isoTime(new Date(first.getTime() - offsetMinutes * 60_000)).slice(0, 13);
  // An hour is stored as "YYYY-MM-DDTHH"; completed to a time, SQLite shifts it to local time.
  const rows = prepared(
    db,
    `SELECT date(hour || ':00:00', @shift, 'weekday 0', '-6 days') AS week, sum(ms) AS timeMs
     FROM play_time WHERE hour >= @since GROUP BY week`,
  ).all({ shift: `${offsetMinutes} minutes`, since }) as { week: string; timeMs: number }[];
  const times = new Map(rows.map((row) => [row.week, row.timeMs]));
  return Array.from({ length: weeks }, (_, i) => {
    const weekStart = new Date(first.getTime() + i * 7 * DAY_MS).toISOString().slice(0, 10);
    return { weekStart, timeMs: times.get(weekStart) ?? 0 };
  });
}

export interface SizeRecordRow {
  readonly width: number;
  readonly height: number;
  readonly solved: number;
  readonly bestMs: number;
  readonly puzzleId: number;
  readonly title: string;
}

/** The best solving time for each size, with the puzzle it was set on; smallest size first. */
export function sizeRecords(db: Db): SizeRecordRow[] {
  return prepared(
    db,
    `WITH solved AS (
       SELECT p.width, p.height, a.elapsed_ms, p.id, p.title,
         row_number() OVER (PARTITION BY p.width, p.height ORDER BY a.elapsed_ms, a.id) AS rank,
         count(*) OVER (PARTITION BY p.width, p.height) AS solved
       FROM attempts a JOIN puzzles p ON p.id = a.puzzle_id
       WHERE a.status = 'solved' AND p.deleted_at IS NULL)
     SELECT width, height, solved, elapsed_ms AS bestMs, id AS puzzleId, title
     FROM solved WHERE rank = 1 ORDER BY width * height, width`,
  ).all() as SizeRecordRow[];
}

export interface HardestRow {
  readonly puzzleId: number;
  readonly title: string;
  readonly width: number;
  readonly height: number;
  readonly colors: number;
  readonly difficulty: number | null;
  readonly timeMs: number;
  readonly finishedAt: string;
}

/**
 * The hardest puzzle solved: the highest difficulty rating, then the most cells, then the
 * longest solve. Unrated puzzles come after rated ones.
 */
export function hardestSolved(db: Db): HardestRow | null {
  const row = prepared(
    db,
    `SELECT p.id AS puzzleId, p.title, p.width, p.height, p.colors, p.difficulty,
       a.elapsed_ms AS timeMs, a.finished_at AS finishedAt
     FROM attempts a JOIN puzzles p ON p.id = a.puzzle_id
     WHERE a.status = 'solved' AND p.deleted_at IS NULL
     ORDER BY p.difficulty IS NULL, p.difficulty DESC, p.width * p.height DESC, a.elapsed_ms DESC
     LIMIT 1`,
  ).get() as HardestRow | undefined;
  return row ?? null;
}

export interface RecentRow {
  readonly attemptId: number;
  readonly puzzleId: number;
  readonly title: string;
  readonly width: number;
  readonly height: number;
  readonly colors: number;
  readonly status: PlayStatus;
  readonly elapsedMs: number;
  readonly hints: number;
  readonly mistakes: number;
  readonly at: string;
}

/** The attempts played last, newest first, on puzzles still in the library. */
export function recentPlays(db: Db, limit: number): RecentRow[] {
  return prepared(
    db,
    `SELECT a.id AS attemptId, p.id AS puzzleId, p.title, p.width, p.height, p.colors, a.status,
       a.elapsed_ms AS elapsedMs, a.hints, a.mistakes, a.updated_at AS at
     FROM attempts a JOIN puzzles p ON p.id = a.puzzle_id
     WHERE a.status <> 'new' AND p.deleted_at IS NULL
     ORDER BY a.updated_at DESC, a.id DESC LIMIT ?`,
  ).all(limit) as RecentRow[];
}
