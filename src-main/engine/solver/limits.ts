/**
 * The one place where a solve's limits are checked: time, cancellation and progress reports.
 * Strategies call `stopped()` often (at every node or line step); it reads the clock only every
 * 64 calls so that the check stays cheap in hot loops.
 */
import type { SolveOptions, SolveProgress } from './types.ts';

export type StopReason = 'timeout' | 'cancelled';

export class SolveLimits {
  readonly startedAt: number;
  readonly maxSolutions: number;
  private readonly deadline: number;
  private readonly now: () => number;
  private readonly options: SolveOptions;
  private readonly interval: number;
  private lastReport: number;
  private calls = 0;
  private reason: StopReason | null = null;

  constructor(options: SolveOptions) {
    this.options = options;
    this.now = options.now ?? Date.now;
    this.startedAt = this.now();
    this.maxSolutions = Math.max(1, options.maxSolutions ?? 2);
    this.deadline = options.timeLimitMs === undefined ? Infinity : this.startedAt + options.timeLimitMs;
    this.interval = options.progressIntervalMs ?? 100;
    this.lastReport = this.startedAt;
  }

  /** Why the solve must stop now, or null to go on. Once stopped, it stays stopped. */
  stopped(): StopReason | null {
    if (this.reason) return this.reason;
    if (this.options.signal?.aborted) return (this.reason = 'cancelled');
    if ((++this.calls & 63) === 0 && this.now() >= this.deadline) return (this.reason = 'timeout');
    return null;
  }

  /** Like `stopped`, but reads the clock on every call: for callers that check rarely. */
  stoppedNow(): StopReason | null {
    if (this.reason) return this.reason;
    if (this.options.signal?.aborted) return (this.reason = 'cancelled');
    if (this.now() >= this.deadline) return (this.reason = 'timeout');
    return null;
  }

  /** Sends progress if a listener wants it and the interval has passed; `make` runs only then. */
  progress(make: () => SolveProgress): void {
    const listener = this.options.onProgress;
    if (!listener) return;
    const t = this.now();
    if (t - this.lastReport < this.interval) return;
    this.lastReport = t;
    listener(make());
  }

  elapsed(): number {
    return this.now() - this.startedAt;
  }
}
