/**
 * Jobs that run in this process (imports), as opposed to the solver process: each gets an abort
 * signal under the caller's job id, so `jobs.cancel` reaches it the same way it reaches a solve.
 */
import { ApiFailure } from '../contract/result.ts';

export class LocalJobs {
  readonly #running = new Map<string, AbortController>();
  readonly #settled = new Set<Promise<unknown>>();
  /** Why no job may start now (a restore replacing the library), or null. */
  #heldBecause: string | null = null;

  /** Runs `work` under a job id; the id is free again once it settles. */
  async run<T>(jobId: string, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    if (this.#heldBecause !== null) throw new ApiFailure('invalid-arguments', this.#heldBecause);
    if (this.#running.has(jobId)) {
      throw new ApiFailure('invalid-arguments', `A job with the id "${jobId}" is already under way.`);
    }
    const controller = new AbortController();
    this.#running.set(jobId, controller);
    const job = work(controller.signal);
    const settled = job.then(
      () => undefined,
      () => undefined,
    );
    this.#settled.add(settled);
    try {
      return await job;
    } finally {
      this.#running.delete(jobId);
      this.#settled.delete(settled);
    }
  }

  /** Whether any job is under way. */
  get busy(): boolean {
    return this.#running.size > 0;
  }

  /**
   * Refuses new jobs, saying `reason`, until the returned function is called: a restore waits for
   * its copy to be prepared, and an import begun meanwhile would go on into the restored library.
   */
  hold(reason: string): () => void {
    this.#heldBecause = reason;
    return () => {
      this.#heldBecause = null;
    };
  }

  cancel(jobId: string): boolean {
    const controller = this.#running.get(jobId);
    if (!controller) return false;
    controller.abort();
    return true;
  }

  /** Cancels every job and waits until each has stopped, so the library can be closed after. */
  async stopAll(): Promise<void> {
    for (const controller of this.#running.values()) controller.abort();
    await Promise.all(this.#settled);
  }
}
