import { describe, expect, it } from 'vitest';
import { datesToKeep, DEFAULT_KEEP } from '../../src-main/library/backup-rotation.ts';

/** Every day from `from`, `count` of them, as YYYY-MM-DD. */
function days(from: string, count: number): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

function addDays(date: string, count: number): string {
  return days(date, count + 1).at(-1)!;
}

function daysBetween(from: string, to: string): number {
  return (Date.parse(to) - Date.parse(from)) / 86_400_000;
}

/** Runs the rotation as the app does: one copy a day, pruned after each. */
function useDaily(dates: readonly string[]): Set<string> {
  let kept = new Set<string>();
  for (const date of dates) kept = datesToKeep([...kept, date]);
  return kept;
}

describe('daily backup rotation', () => {
  it('keeps the newest week, then one copy a week for four weeks, then one a month for six months', () => {
    const kept = [...useDaily(days('2025-01-01', 365))].sort().reverse();
    expect(kept).toHaveLength(DEFAULT_KEEP.days + DEFAULT_KEEP.weeks + DEFAULT_KEEP.months);
    expect(kept.slice(0, 7)).toEqual(days('2025-12-25', 7).reverse());
    const weekly = kept.slice(7, 11);
    const monthly = kept.slice(11);
    // 2025-12-25 is a Thursday: the weekly copies close the four weeks before its own.
    expect(weekly).toEqual(['2025-12-21', '2025-12-14', '2025-12-07', '2025-11-30']);
    // One from each of the six months before November, which the weekly copies hold.
    expect(monthly.map((date) => date.slice(0, 7))).toEqual([
      '2025-10',
      '2025-09',
      '2025-08',
      '2025-07',
      '2025-06',
      '2025-05',
    ]);
  });

  it('keeps a copy from the week before a loss for four weeks, and from the month before it for half a year', () => {
    const calendar = days('2025-01-01', 330);
    // Losses on each day of five weeks, so every weekday and every place in a month is met.
    for (const loss of days('2025-02-10', 35)) {
      let kept = new Set<string>();
      for (const date of calendar) {
        kept = datesToKeep([...kept, date]);
        if (date <= loss || date > addDays(loss, 180)) continue;
        const before = [...kept].filter((copy) => copy <= loss).sort();
        const newest = before.at(-1);
        expect(newest, `on ${date}, after a loss on ${loss}`).toBeDefined();
        const within = date <= addDays(loss, 28) ? 6 : 35;
        expect(daysBetween(newest!, loss), `on ${date}, after a loss on ${loss}`).toBeLessThanOrEqual(within);
      }
    }
  });

  it('keeps only the newest copies when asked for no weekly or monthly ones, and tolerates repeats', () => {
    const dates = ['2025-03-01', '2025-03-03', '2025-03-02', '2025-03-03'];
    expect([...datesToKeep(dates, { days: 2, weeks: 0, months: 0 })].sort()).toEqual([
      '2025-03-02',
      '2025-03-03',
    ]);
  });

  it('keeps every copy while there are fewer than the policy holds', () => {
    const dates = ['2024-01-05', '2024-06-01', '2025-02-01'];
    expect([...datesToKeep(dates)].sort()).toEqual(dates);
  });
});
