/**
 * Which daily copies to keep: the newest few, then one a week, then one a month.
 *
 * Keeping only the last seven days is not enough. A library damaged and started afresh, or
 * puzzles deleted by mistake and noticed a fortnight later, would see every good copy replaced
 * by a copy of the loss within a week. With weekly and monthly copies below the daily ones, a copy
 * made in the week before a loss is kept for the four weeks after it, and one made at most five
 * weeks before it for half a year (backup-rotation.test.ts walks through every day of that).
 */

export interface KeepPolicy {
  /** The newest copies kept whatever their dates. */
  readonly days: number;
  /** Then the newest copy of each of this many weeks (Monday to Sunday). */
  readonly weeks: number;
  /** Then the newest copy of each of this many calendar months. */
  readonly months: number;
}

export const DEFAULT_KEEP: KeepPolicy = { days: 7, weeks: 4, months: 6 };

/**
 * `dates` are the copies' days, `YYYY-MM-DD`; returns the ones to keep. Each tier starts below
 * the oldest copy the tiers before it kept, and skips that copy's own week or month, so no
 * period is held twice.
 */
export function datesToKeep(dates: readonly string[], policy: KeepPolicy = DEFAULT_KEEP): Set<string> {
  const newestFirst = [...new Set(dates)].sort().reverse();
  const kept = newestFirst.slice(0, policy.days);
  const tiers: readonly (readonly [(date: string) => string, number])[] = [
    [weekOf, policy.weeks],
    [monthOf, policy.months],
  ];
  for (const [periodOf, count] of tiers) {
    const oldest = kept.at(-1);
    const older = oldest === undefined ? newestFirst : newestFirst.filter((date) => date < oldest);
    kept.push(...newestOfEachPeriod(older, periodOf, count, oldest === undefined ? null : periodOf(oldest)));
  }
  return new Set(kept);
}

/** From dates newest first, the first of each period after `skip`, for at most `count` periods. */
function newestOfEachPeriod(
  newestFirst: readonly string[],
  periodOf: (date: string) => string,
  count: number,
  skip: string | null,
): string[] {
  const chosen: string[] = [];
  let last = skip;
  for (const date of newestFirst) {
    if (chosen.length >= count) break;
    const period = periodOf(date);
    if (period === last) continue;
    chosen.push(date);
    last = period;
  }
  return chosen;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The week's number counted from the Monday before 1 January 1970 (a Thursday). */
function weekOf(date: string): string {
  const days = Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
  return String(Math.floor((days + 3) / 7));
}

function monthOf(date: string): string {
  return date.slice(0, 7);
}
