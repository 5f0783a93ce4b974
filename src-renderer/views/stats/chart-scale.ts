/**
 * Axis scales for the statistics charts: a rounded top (1, 2 or 5 times a power of ten) and the
 * ticks up to it, so a chart of 0-7 solves reads 0, 2, 4, 6, 8 and never 0, 1.75, 3.5...
 * Times are scaled in minutes or hours, whichever reads better.
 */

export interface Bar {
  readonly label: string;
  readonly value: number;
  /** What the bar says in words, for its tooltip and for screen readers. */
  readonly detail: string;
}

export interface Scale {
  /** The value at the top of the axis. */
  readonly top: number;
  readonly ticks: readonly number[];
}

/** A scale from 0 that holds `max`, with at most `maxTicks` steps. Counts give whole steps. */
export function niceScale(max: number, maxTicks = 4, whole = false): Scale {
  if (!(max > 0))
    return { top: whole ? maxTicks : 1, ticks: ticksTo(whole ? maxTicks : 1, whole ? 1 : 0.25) };
  const rough = max / maxTicks;
  const power = 10 ** Math.floor(Math.log10(rough));
  let step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough) ?? 10 * power;
  if (whole) step = Math.max(1, Math.ceil(step));
  const top = Number((Math.ceil(max / step - 1e-9) * step).toPrecision(12));
  return { top, ticks: ticksTo(top, step) };
}

function ticksTo(top: number, step: number): number[] {
  const ticks: number[] = [];
  for (let i = 0; i * step <= top + 1e-9; i++) ticks.push(Number((i * step).toPrecision(12)));
  return ticks;
}

export interface TimeScale extends Scale {
  /** Milliseconds per axis unit. */
  readonly unitMs: number;
  readonly unit: 's' | 'min' | 'h';
}

/** A scale for durations in milliseconds: seconds up to two minutes, minutes up to two hours, then hours. */
export function timeScale(maxMs: number, maxTicks = 4): TimeScale {
  const unit = maxMs > 2 * 3_600_000 ? 'h' : maxMs > 2 * 60_000 ? 'min' : 's';
  const unitMs = { s: 1000, min: 60_000, h: 3_600_000 }[unit];
  const scale = niceScale(maxMs / unitMs, maxTicks, unit === 's');
  return { ...scale, unitMs, unit };
}

/** "Mar 3" for the Monday a week starts on (given as YYYY-MM-DD). */
export function weekLabel(weekStart: string): string {
  const date = new Date(`${weekStart}T00:00:00Z`);
  return date.toLocaleDateString('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** Play time as people say it: "40 s", "45 min", "3 h 20 min". */
export function spokenDuration(ms: number): string {
  if (ms < 59_500) return `${Math.round(ms / 1000)} s`;
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
