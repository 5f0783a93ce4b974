/**
 * One long-running backend job (solve, rate, check, import...) as state: it picks its own job id,
 * so it can follow the job's progress events and cancel it before the call has returned. A newer
 * run replaces an older one: the older is stopped at the backend and its answer, even one already
 * on its way, is dropped. Every screen that runs backend jobs goes through this class rather than
 * minting ids and filtering progress events by hand.
 */
import type { ApiClient } from '../api/client.ts';
import { newJobId } from '../api/client.ts';
import { isCancelled, messageOf } from '../api/errors.ts';
import { logFailure } from '../log/log-failure.ts';

export type JobStatus = 'idle' | 'running' | 'done' | 'failed' | 'cancelled';

export interface RunOptions {
  /**
   * What the run is for (a drawing's key, say). It stays with the value once the run is done, so
   * a screen can tell whether the answer on show belongs to what it shows now.
   */
  readonly key?: string;
  /** Shown until the backend reports progress. */
  readonly message?: string;
  /** Called with each progress report of this run, after `fraction` and `message` are updated. */
  readonly onprogress?: (fraction: number, message: string) => void;
}

export class Job<T> {
  status = $state<JobStatus>('idle');
  /** 0 to 1, from the backend's progress events. */
  fraction = $state(0);
  message = $state('');
  value = $state.raw<T | null>(null);
  error = $state<string | null>(null);
  /** The key of the run under way, or of the one whose value is on show (RunOptions.key). */
  key = $state<string | null>(null);
  readonly running = $derived(this.status === 'running');

  readonly #api: ApiClient;
  readonly #kind: string;
  #jobId: string | null = null;

  constructor(api: ApiClient, kind: string) {
    this.#api = api;
    this.#kind = kind;
  }

  /** The id of the run under way, or null. */
  get jobId(): string | null {
    return this.status === 'running' ? this.#jobId : null;
  }

  /**
   * Runs the job; resolves to its value, or null when it failed, was cancelled or replaced by a
   * newer run (which stops this one at the backend).
   */
  async run(start: (jobId: string) => Promise<T>, options: RunOptions = {}): Promise<T | null> {
    if (this.status === 'running') this.#stop(this.#jobId);
    const jobId = newJobId(this.#kind);
    this.#jobId = jobId;
    this.status = 'running';
    this.fraction = 0;
    this.message = options.message ?? '';
    this.value = null;
    this.error = null;
    this.key = options.key ?? null;
    const stop = this.#api.on('job.progress', (progress) => {
      if (progress.jobId !== jobId || this.#jobId !== jobId) return;
      this.fraction = Math.min(1, Math.max(0, progress.fraction));
      if (progress.message !== '') this.message = progress.message;
      options.onprogress?.(this.fraction, progress.message);
    });
    try {
      const value = await start(jobId);
      if (this.#jobId !== jobId) return null;
      this.value = value;
      this.status = 'done';
      this.fraction = 1;
      return value;
    } catch (error) {
      if (this.#jobId !== jobId) return null;
      this.status = isCancelled(error) ? 'cancelled' : 'failed';
      if (this.status === 'failed') this.error = messageOf(error);
      return null;
    } finally {
      stop();
    }
  }

  /**
   * Asks the backend to stop; the run then ends as cancelled (or with what it had). It never
   * fails: a stop that does not get through leaves the run going, on screen as such, and is logged.
   */
  async cancel(): Promise<void> {
    const jobId = this.#jobId;
    if (jobId === null || this.status !== 'running') return;
    this.message = 'Cancelling…';
    try {
      await this.#api.call('jobs.cancel', { jobId });
    } catch (error) {
      logFailure(`Job ${jobId} could not be stopped`, error);
    }
  }

  /** Forgets everything, also a run still going (it is stopped, and its answer will be ignored). */
  reset(): void {
    if (this.status === 'running') this.#stop(this.#jobId);
    this.#jobId = null;
    this.status = 'idle';
    this.fraction = 0;
    this.message = '';
    this.value = null;
    this.error = null;
    this.key = null;
  }

  /** Stops a run whose answer nobody waits for any more. */
  #stop(jobId: string | null): void {
    if (jobId === null) return;
    this.#api.call('jobs.cancel', { jobId }).catch((error: unknown) => {
      // The job may have ended on its own meanwhile; its answer is dropped either way.
      logFailure(`Job ${jobId} could not be stopped`, error);
    });
  }
}
