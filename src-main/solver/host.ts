/**
 * The solver host: runs engine jobs in a separate solver process, one at a time, in order.
 *
 * Every job has an id, a time limit and optional progress. The time limit goes to the engine,
 * which stops by itself and answers (a solve then reports `timeout` with its partial grid); the
 * host also keeps a watchdog at the limit plus a grace period, and kills a process that has not
 * answered by then. A cancelled running job stops at the engine's next check and the process lives
 * on; a process that does not confirm within a short grace is killed. When a process dies, crashes
 * or hangs, its job fails with a sentence and the next job starts a fresh one, so the app stays up.
 *
 * A job may carry a supersede key (such as "check puzzle 12"): a newer job with the same key
 * cancels the older one, queued or running, because only the newest answer is still wanted.
 * Background jobs wait for every other job, and step aside (cancelled) when one arrives.
 */
import { ApiFailure } from '../api/result.ts';
import { jobSchemas, type JobKind, type JobOptions, type JobResult } from './job-kinds.ts';
import { PROTOCOL_VERSION } from './protocol.ts';
import type { Puzzle } from '../engine/puzzle.ts';
import type { SpawnSolver } from './solver-child.ts';
import { seconds, SolverConnection, type JobAnswer } from './solver-connection.ts';

export interface JobPayload<K extends JobKind> {
  readonly puzzle: Puzzle;
  readonly options?: JobOptions<K>;
}

export interface JobProgressUpdate {
  /** 0 to 1. */
  readonly fraction: number;
  readonly message: string;
}

export interface RunOptions {
  /** Chosen by the caller, unique among its unfinished jobs, so it can cancel before `run` settles. */
  readonly jobId: string;
  /** A newer job with the same key cancels this one. */
  readonly supersedeKey?: string;
  readonly timeLimitMs: number;
  readonly onProgress?: (progress: JobProgressUpdate) => void;
  /**
   * Work nobody is waiting for (checking the library): it runs only when no other job is queued,
   * and a new job of any other kind cancels it at once, so the person never waits behind it.
   */
  readonly background?: boolean;
}

/** The sentence a background job is cancelled with when a job someone waits for arrives. */
export const YIELDED_MESSAGE = 'The job made way for one that someone is waiting for.';

export interface SolverHostOptions {
  /** How long past its time limit a job may run before the process is killed. Default 3000 ms. */
  readonly graceMs?: number;
  /** How long a cancelled job may take to stop before the process is killed. Default 1000 ms. */
  readonly cancelGraceMs?: number;
  /** Shortest time between two progress calls of one job. Default 100 ms. */
  readonly progressIntervalMs?: number;
  /** How long a new process may take to say it is ready. Default 30 s. */
  readonly startTimeoutMs?: number;
  /** Where to report what the user need not see (a process that was restarted, a bad message). */
  readonly log?: (message: string) => void;
}

interface Job {
  readonly id: string;
  readonly kind: JobKind;
  readonly payload: JobPayload<JobKind>;
  readonly run: RunOptions;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: ApiFailure) => void;
  sent: boolean;
  /** Set once cancelled: the sentence the job fails with when the process confirms. */
  cancelReason: string | null;
  lastProgressAt: number;
  timer: ReturnType<typeof setTimeout> | undefined;
}

const SHUTDOWN_MESSAGE = 'The solver was shut down.';

export class SolverHost {
  private readonly spawn: SpawnSolver;
  private readonly graceMs: number;
  private readonly cancelGraceMs: number;
  private readonly progressIntervalMs: number;
  private readonly startTimeoutMs: number;
  private readonly log: (message: string) => void;
  private readonly queue: Job[] = [];
  private running: Job | null = null;
  private connection: SolverConnection | null = null;
  private disposed = false;

  constructor(spawn: SpawnSolver, options: SolverHostOptions = {}) {
    this.spawn = spawn;
    this.graceMs = options.graceMs ?? 3000;
    this.cancelGraceMs = options.cancelGraceMs ?? 1000;
    this.progressIntervalMs = options.progressIntervalMs ?? 100;
    this.startTimeoutMs = options.startTimeoutMs ?? 30_000;
    this.log = options.log ?? ((message) => console.warn(message));
  }

  /** The solver process's id, once one runs. */
  get pid(): number | undefined {
    return this.connection?.pid;
  }

  /** Starts the process ahead of the first job, so that job does not wait for it. */
  async start(): Promise<void> {
    if (this.disposed) throw new ApiFailure('solver-failed', SHUTDOWN_MESSAGE);
    try {
      await this.ensureProcess().ready;
    } catch (error) {
      throw startFailure(error);
    }
  }

  run<K extends JobKind>(kind: K, payload: JobPayload<K>, options: RunOptions): Promise<JobResult<K>> {
    return new Promise<JobResult<K>>((resolve, reject) => {
      if (this.disposed) return reject(new ApiFailure('solver-failed', SHUTDOWN_MESSAGE));
      if (this.find(options.jobId)) {
        return reject(
          new ApiFailure('invalid-arguments', `A job with the id "${options.jobId}" is already under way.`),
        );
      }
      if (options.supersedeKey !== undefined) this.supersede(options.supersedeKey);
      if (!options.background && this.running?.run.background) this.cancelJob(this.running, YIELDED_MESSAGE);
      this.queue.push({
        id: options.jobId,
        kind,
        payload,
        run: options,
        // The answer was checked against the kind's schema before it resolves the job.
        resolve: resolve as (value: unknown) => void,
        reject,
        sent: false,
        cancelReason: null,
        lastProgressAt: -Infinity,
        timer: undefined,
      });
      this.pump();
    });
  }

  /** Cancels a queued or running job; it rejects with code `cancelled`. False if there is none. */
  cancel(jobId: string, reason = 'The job was cancelled.'): boolean {
    const job = this.find(jobId);
    if (!job) return false;
    this.cancelJob(job, reason);
    return true;
  }

  /** Cancels every queued and running job: after a restore of the library their answers mean nothing. */
  cancelAll(reason: string): void {
    for (const job of [...this.queue]) this.cancelJob(job, reason);
    if (this.running) this.cancelJob(this.running, reason);
  }

  /** Fails every job and stops the process: politely first, with SIGKILL after a second. */
  async dispose(): Promise<void> {
    if (this.disposed) return;
    this.disposed = true;
    for (const job of this.queue.splice(0)) job.reject(new ApiFailure('cancelled', SHUTDOWN_MESSAGE));
    if (this.running) this.settle(this.running, new ApiFailure('cancelled', SHUTDOWN_MESSAGE));
    const current = this.connection;
    this.connection = null;
    await current?.shutdown();
  }

  private find(jobId: string): Job | undefined {
    if (this.running?.id === jobId) return this.running;
    return this.queue.find((job) => job.id === jobId);
  }

  private supersede(key: string): void {
    const older = [...(this.running ? [this.running] : []), ...this.queue].filter(
      (job) => job.run.supersedeKey === key,
    );
    for (const job of older) this.cancelJob(job, 'A newer request for the same puzzle replaced this job.');
  }

  private cancelJob(job: Job, reason: string): void {
    if (job !== this.running) {
      this.queue.splice(this.queue.indexOf(job), 1);
      job.reject(new ApiFailure('cancelled', reason));
      return;
    }
    if (job.cancelReason !== null) return;
    job.cancelReason = reason;
    if (!job.sent || !this.connection) {
      this.settle(job, new ApiFailure('cancelled', reason));
      return;
    }
    this.connection.send({ v: PROTOCOL_VERSION, type: 'cancel', id: job.id });
    this.arm(job, this.cancelGraceMs, () => {
      this.restart(`it did not stop within ${seconds(this.cancelGraceMs)} of a cancel`);
      this.settle(job, new ApiFailure('cancelled', reason));
    });
  }

  /** Starts the next queued job when none is running. */
  private pump(): void {
    if (this.running || this.disposed) return;
    const first = this.queue.findIndex((queued) => !queued.run.background);
    const [job] = this.queue.splice(first === -1 ? 0 : first, 1);
    if (!job) return;
    this.running = job;
    let solver: SolverConnection;
    try {
      solver = this.ensureProcess();
    } catch (error) {
      this.settle(job, startFailure(error));
      return;
    }
    solver.ready.then(
      () => {
        if (this.running === job && this.connection === solver) this.send(job, solver);
      },
      (error: unknown) => {
        if (this.running === job) this.settle(job, startFailure(error));
      },
    );
  }

  /** Hands a job to the process and starts its watchdog: the time limit plus the grace period. */
  private send(job: Job, solver: SolverConnection): void {
    job.sent = true;
    const limit = job.run.timeLimitMs;
    const { puzzle, options } = job.payload;
    const message = { v: PROTOCOL_VERSION, type: 'job', id: job.id, kind: job.kind, puzzle } as const;
    solver.send({ ...message, options: { ...options, timeLimitMs: limit } });
    this.arm(job, limit + this.graceMs, () => {
      this.restart(`it ran past the time limit of ${seconds(limit)}`);
      const sentence = `The solver did not stop at its time limit of ${seconds(limit)} and was restarted.`;
      this.settle(job, new ApiFailure('timeout', sentence));
    });
  }

  private ensureProcess(): SolverConnection {
    if (this.connection) return this.connection;
    const connection: SolverConnection = new SolverConnection(this.spawn, this.startTimeoutMs, {
      answer: (message) => this.receive(message),
      unreadable: (problem) => {
        this.log(`The solver sent a message that could not be read (${problem}).`);
        this.failRunning('it sent an unreadable message');
      },
      exit: (reason) => this.lost(connection, reason),
    });
    this.connection = connection;
    return connection;
  }

  /** The process ended by itself: its job, if it had one, fails; the next job starts a new one. */
  private lost(connection: SolverConnection, reason: string): void {
    if (this.connection !== connection) return;
    this.connection = null;
    const job = this.running;
    if (!job?.sent) return;
    this.log(`The solver process stopped (${reason}) while running job ${job.id}.`);
    const message = `The solver stopped unexpectedly (${reason}); it will be restarted for the next job.`;
    this.settle(
      job,
      job.cancelReason !== null
        ? new ApiFailure('cancelled', job.cancelReason)
        : new ApiFailure('solver-failed', message),
    );
  }

  private receive(message: JobAnswer): void {
    const job = this.running;
    if (!job || !job.sent || message.id !== job.id) return;
    switch (message.type) {
      case 'progress': {
        const now = Date.now();
        if (job.cancelReason !== null || now - job.lastProgressAt < this.progressIntervalMs) return;
        job.lastProgressAt = now;
        job.run.onProgress?.({ fraction: message.fraction, message: message.message });
        return;
      }
      case 'error': {
        const cancelled = job.cancelReason !== null;
        this.settle(
          job,
          new ApiFailure(cancelled ? 'cancelled' : message.code, job.cancelReason ?? message.message),
        );
        return;
      }
      case 'result': {
        if (job.cancelReason !== null) return this.settle(job, new ApiFailure('cancelled', job.cancelReason));
        const checked = jobSchemas[job.kind].result.safeParse(message.value);
        if (!checked.success) {
          this.log(
            `The solver's answer to ${job.kind} job ${job.id} has the wrong shape: ${checked.error.message}`,
          );
          return this.failRunning('it sent an unreadable answer');
        }
        this.settle(job, null, checked.data);
        return;
      }
    }
  }

  /** Fails the running job and replaces the process, which can no longer be trusted. */
  private failRunning(why: string): void {
    const job = this.running;
    this.restart(why);
    const message = 'The solver sent an answer this version of the app cannot read; it has been restarted.';
    if (job) this.settle(job, new ApiFailure('solver-failed', message));
  }

  /** Kills the current process; the next job starts a new one. */
  private restart(why: string): void {
    const current = this.connection;
    if (!current) return;
    this.log(`Restarting the solver process: ${why}.`);
    this.connection = null;
    current.kill();
  }

  /** Ends the running job with an error or a value, then starts the next one. */
  private settle(job: Job, error: ApiFailure | null, value?: unknown): void {
    if (this.running !== job) return;
    clearTimeout(job.timer);
    this.running = null;
    if (error) job.reject(error);
    else job.resolve(value);
    queueMicrotask(() => this.pump());
  }

  private arm(job: Job, ms: number, onExpiry: () => void): void {
    clearTimeout(job.timer);
    job.timer = setTimeout(() => {
      if (this.running === job) onExpiry();
    }, ms);
  }
}

function startFailure(error: unknown): ApiFailure {
  const detail = error instanceof Error ? error.message : String(error);
  return new ApiFailure(
    'solver-failed',
    detail.startsWith('The solver') ? detail : `The solver could not start: ${detail}`,
  );
}
