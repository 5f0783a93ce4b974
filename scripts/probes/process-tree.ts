/**
 * Resident memory of a process and every process it started (the server and its solver processes),
 * each on its own, from Linux's /proc, sampled while a step runs: the limits are per process, and
 * a sample every 100 ms catches a peak that lasts longer than that. Elsewhere it measures nothing
 * and says so (null).
 */
import { existsSync, readFileSync } from 'node:fs';

function children(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

function residentMb(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** Each process of the tree and what it holds now, in MB. */
export function treeResidentMb(root: number): Map<number, number> {
  const out = new Map<number, number>();
  const walk = (pid: number): void => {
    const mb = residentMb(pid);
    if (mb !== null) out.set(pid, mb);
    for (const child of children(pid)) walk(child);
  };
  walk(root);
  return out;
}

export interface TreeSampler {
  /** The highest each process held while sampled, in MB; null where /proc is not there. */
  stop(): Map<number, number> | null;
}

export function sampleTree(root: number, everyMs = 100): TreeSampler {
  if (!existsSync('/proc/self/status')) return { stop: () => null };
  const peaks = new Map<number, number>();
  const sample = (): void => {
    for (const [pid, mb] of treeResidentMb(root)) peaks.set(pid, Math.max(peaks.get(pid) ?? 0, mb));
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peaks;
    },
  };
}
