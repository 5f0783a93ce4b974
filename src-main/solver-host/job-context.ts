/** What every job runner is given: the cancel signal, its time limit, and a way to report progress. */
import type { CancelSignal } from '../engine/solver/types.ts';

export interface JobContext {
  readonly signal: CancelSignal;
  /** The job's wall-clock limit; the host kills the process if it is overrun by much. */
  readonly timeLimitMs: number;
  readonly progress: (fraction: number, message: string) => void;
}
