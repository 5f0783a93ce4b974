/**
 * Resident memory of a process as Linux's /proc tells it: now (VmRSS) and at its peak (VmHWM). The
 * peak can be set back to the present (writing 5 to /proc/PID/clear_refs, Linux 4.0 and later), so
 * the peak while one file is read, or one request answered, is measured on its own. Where there is
 * no /proc, or the peak cannot be set back, the functions say so by returning null or false.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type ProcessId = number | 'self';

function status(pid: ProcessId): string | null {
  const file = join('/proc', String(pid), 'status');
  if (!existsSync(file)) return null;
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function field(pid: ProcessId, name: 'VmRSS' | 'VmHWM'): number | null {
  const match = status(pid)?.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'));
  return match ? Number(match[1]) / 1024 : null;
}

/** Resident memory now, in MB. */
export function residentMb(pid: ProcessId): number | null {
  return field(pid, 'VmRSS');
}

/** The peak resident memory since the start or the last resetPeak, in MB. */
export function peakResidentMb(pid: ProcessId): number | null {
  return field(pid, 'VmHWM');
}

/** Sets the peak back to what is resident now; false where that cannot be done. */
export function resetPeak(pid: ProcessId): boolean {
  try {
    writeFileSync(join('/proc', String(pid), 'clear_refs'), '5');
    return true;
  } catch {
    return false;
  }
}

/**
 * How much more than it held before `work` a process held at its peak while `work` ran, in MB:
 * the resident memory `work` took. null where it cannot be measured here.
 */
export async function residentGrowthMb<T>(
  pid: ProcessId,
  work: () => Promise<T>,
): Promise<{ value: T; growthMb: number | null }> {
  const measured = resetPeak(pid);
  const before = residentMb(pid);
  const value = await work();
  const peak = peakResidentMb(pid);
  const growthMb = measured && before !== null && peak !== null ? Math.max(0, peak - before) : null;
  return { value, growthMb };
}
