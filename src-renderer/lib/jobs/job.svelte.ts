/**
 * One long-running backend job (solve, rate, explain...) as state: it picks its own job id, so it
 * can follow the job's progress events and cancel it before the call has returned. Starting again
 * forgets the previous run's answer, even one that is still on its way.
 */
import type { ApiClient } from '../api/client.ts';
import { newJobId } from '../api/client.ts';
import { isCancelled, messageOf } from '../api/errors.ts';

export type JobStatus = 'idle' | 'running' | 'done' | 'failed' | 'cancelled';

export class Job<T> {
  status = $state<JobStatus>('idle');
  /** 0 to 1, from the backend's progress events. */
  fraction = $state(0);
  message = $state('');
  value = $state.raw<T | null>(null);
  error = $state<string | null>(null);
  readonly running = $derived(this.status === 'running');

  readonly #api: ApiClient;
  readonly #kind: string;
  #jobId: string | null = null;

  constructor(api: ApiClient, kind: string) {
    this.#api = api;
    this.#kind = kind;
  }

  /** Runs the job; resolves to its value, or null when it failed, was cancelled or replaced. */
  async run(start: (jobId: string) => Promise<T>): Promise<T | null> {
    const jobId = newJobId(this.#kind);
    this.#jobId = jobId;
    this.status = 'running';
    this.fraction = 0;
    this.message = '';
    this.value = null;
    this.error = null;
    const stop = this.#api.on('job.progress', (progress) => {
      if (progress.jobId !== jobId || this.#jobId !== jobId) return;
      this.fraction = Math.min(1, Math.max(0, progress.fraction));
      this.message = progress.message;
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

  /** Asks the backend to stop; the run then ends as cancelled (or with what it had). */
  async cancel(): Promise<void> {
    const jobId = this.#jobId;
    if (jobId === null || this.status !== 'running') return;
    this.message = 'Cancelling…';
    await this.#api.call('jobs.cancel', { jobId });
  }

  /** Forgets everything, also a run still going (its answer will be ignored). */
  reset(): void {
    if (this.status === 'running') void this.cancel().catch(() => undefined);
    this.#jobId = null;
    this.status = 'idle';
    this.fraction = 0;
    this.message = '';
    this.value = null;
    this.error = null;
  }
}
