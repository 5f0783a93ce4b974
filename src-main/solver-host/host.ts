/**
 * The solver host: runs engine jobs in separate solver processes, in order, one job per process
 * at a time and as many at once as it has processes (one unless told more). A second process is
 * started only when two jobs are wanted at once, and stopped again once it has been idle a while.
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
 * Background jobs wait for every other job, and step aside (cancelled) when one arrives, so a
 * person never shares the processor with them; with nothing else to do, up to
 * `backgroundProcesses` of them run at once.
 */
import { ApiFailure } from '../contract/result.ts';
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
  /** How many jobs may run at once, each in its own process. Default 1. */
  readonly processes?: number;
  /** How many background jobs may run at once (at most `processes`). Default 1. */
  readonly backgroundProcesses?: number;
  /** How long a process beyond the first may stay idle before it is stopped. Default 30 s. */
  readonly spareIdleMs?: number;
  /**
   * A process that holds more than this after a job is replaced before its next one. Default
   * RESIDENT_LIMIT_BYTES.
   */
  readonly residentLimitBytes?: number;
}

/**
 * What a solver process may keep after a job. Decoding a page (libvips) leaves its threads' malloc
 * arenas holding what it freed, which neither the engine thread's restart (solver-process.ts) nor
 * any call from JavaScript gives back: the idle process kept growing with each reading. A fresh one
 * holds about 80 MB, and after a photo read about 250 MB.
 */
export const RESIDENT_LIMIT_BYTES = 300 * 1024 * 1024;

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

/** A place a job runs: one process (started when needed) and the job it runs now. */
interface Lane {
  readonly index: number;
  connection: SolverConnection | null;
  running: Job | null;
  /** Stops a spare process that has been idle for spareIdleMs. */
  idleTimer: ReturnType<typeof setTimeout> | undefined;
}

const SHUTDOWN_MESSAGE = 'The solver was shut down.';

export class SolverHost {
  private readonly spawn: SpawnSolver;
  private readonly graceMs: number;
  private readonly cancelGraceMs: number;
  private readonly progressIntervalMs: number;
  private readonly startTimeoutMs: number;
  private readonly log: (message: string) => void;
  private readonly spareIdleMs: number;
  private readonly residentLimitBytes: number;
  private readonly queue: Job[] = [];
  private readonly lanes: Lane[];
  private disposed = false;
  /** How many background jobs may run at once. */
  readonly backgroundCapacity: number;

  constructor(spawn: SpawnSolver, options: SolverHostOptions = {}) {
    this.spawn = spawn;
    this.graceMs = options.graceMs ?? 3000;
    this.cancelGraceMs = options.cancelGraceMs ?? 1000;
    this.progressIntervalMs = options.progressIntervalMs ?? 100;
    this.startTimeoutMs = options.startTimeoutMs ?? 30_000;
    this.log = options.log ?? ((message) => console.warn(message));
    this.spareIdleMs = options.spareIdleMs ?? 30_000;
    this.residentLimitBytes = options.residentLimitBytes ?? RESIDENT_LIMIT_BYTES;
    const processes = Math.max(1, Math.floor(options.processes ?? 1));
    this.backgroundCapacity = Math.min(processes, Math.max(1, Math.floor(options.backgroundProcesses ?? 1)));
    this.lanes = Array.from({ length: processes }, (_, index) => ({
      index,
      connection: null,
      running: null,
      idleTimer: undefined,
    }));
  }

  /** The first solver process's id, once it runs. */
  get pid(): number | undefined {
    return this.lanes[0]!.connection?.pid;
  }

  /** The ids of the solver processes running now. */
  get pids(): number[] {
    return this.lanes.flatMap((lane) => (lane.connection?.pid === undefined ? [] : [lane.connection.pid]));
  }

  /** The lane a job runs in; undefined while it is queued or once it has settled. */
  private laneOf(job: Job): Lane | undefined {
    return this.lanes.find((lane) => lane.running === job);
  }

  private get running(): Job[] {
    return this.lanes.flatMap((lane) => (lane.running ? [lane.running] : []));
  }

  /** Starts the process ahead of the first job, so that job does not wait for it. */
  async start(): Promise<void> {
    if (this.disposed) throw new ApiFailure('solver-failed', SHUTDOWN_MESSAGE);
    try {
      await this.ensureProcess(this.lanes[0]!).ready;
    } catch (error) {
      throw startFailure(error);
    }
  }

  /**
   * Has the processes load what a kind of job needs before one comes (the page reader loads its
   * image decoder on first use), starting the first process if none runs. Jobs do not wait for it.
   * False when there is no process to ask: the host is disposed, or one could not be started (the
   * next job reports why).
   */
  prepare(kind: JobKind): boolean {
    if (this.disposed) return false;
    const running = this.lanes.filter((lane) => lane.connection !== null);
    try {
      for (const lane of running.length > 0 ? running : [this.lanes[0]!]) {
        const connection = this.ensureProcess(lane);
        connection.ready.then(
          () => connection.send({ v: PROTOCOL_VERSION, type: 'prepare', kind }),
          () => undefined,
        );
      }
    } catch {
      return false;
    }
    return true;
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
      if (!options.background) {
        for (const job of this.running) if (job.run.background) this.cancelJob(job, YIELDED_MESSAGE);
      }
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
    for (const job of this.running) this.cancelJob(job, reason);
  }

  /** Fails every job and stops the process: politely first, with SIGKILL after a second. */
  async dispose(): Promise<void> {
    if (this.disposed) return;
    this.disposed = true;
    for (const job of this.queue.splice(0)) job.reject(new ApiFailure('cancelled', SHUTDOWN_MESSAGE));
    for (const job of this.running) this.settle(job, new ApiFailure('cancelled', SHUTDOWN_MESSAGE));
    const connections = this.lanes.flatMap((lane) => {
      clearTimeout(lane.idleTimer);
      const current = lane.connection;
      lane.connection = null;
      return current ? [current] : [];
    });
    await Promise.all(connections.map((connection) => connection.shutdown()));
  }

  private find(jobId: string): Job | undefined {
    return this.running.find((job) => job.id === jobId) ?? this.queue.find((job) => job.id === jobId);
  }

  private supersede(key: string): void {
    const older = [...this.running, ...this.queue].filter((job) => job.run.supersedeKey === key);
    for (const job of older) this.cancelJob(job, 'A newer request for the same puzzle replaced this job.');
  }

  private cancelJob(job: Job, reason: string): void {
    const lane = this.laneOf(job);
    if (!lane) {
      this.queue.splice(this.queue.indexOf(job), 1);
      job.reject(new ApiFailure('cancelled', reason));
      return;
    }
    if (job.cancelReason !== null) return;
    job.cancelReason = reason;
    if (!job.sent || !lane.connection) {
      this.settle(job, new ApiFailure('cancelled', reason));
      return;
    }
    lane.connection.send({ v: PROTOCOL_VERSION, type: 'cancel', id: job.id });
    this.arm(job, this.cancelGraceMs, () => {
      this.restart(lane, `it did not stop within ${seconds(this.cancelGraceMs)} of a cancel`);
      this.settle(job, new ApiFailure('cancelled', reason));
    });
  }

  /**
   * Starts queued jobs in free lanes: jobs someone waits for first, background ones when none is
   * left. A free lane whose process already runs saves a start. When none has one but a process is
   * about to be free (its job was cancelled, as a background check is for a job someone waits
   * for), the job waits for it: a cancel takes milliseconds, a new process far longer, and a
   * process that does not confirm its cancel within the grace is restarted anyway.
   */
  private pump(): void {
    while (!this.disposed) {
      const free = this.lanes.filter((lane) => lane.running === null);
      const job = free.length > 0 ? this.nextJob() : undefined;
      if (!job) break;
      let lane = free.find((candidate) => candidate.connection !== null);
      if (!lane && this.aProcessIsStopping()) break;
      lane ??= free[0]!;
      this.queue.splice(this.queue.indexOf(job), 1);
      this.begin(job, lane);
    }
    this.armIdleTimers();
  }

  /** Whether a running process is stopping a cancelled job, and so will soon be free. */
  private aProcessIsStopping(): boolean {
    return this.lanes.some(
      (lane) => lane.connection !== null && lane.running !== null && lane.running.cancelReason !== null,
    );
  }

  /** The queued job to start next, if any may start now. */
  private nextJob(): Job | undefined {
    const wanted = this.queue.find((queued) => !queued.run.background);
    if (wanted) return wanted;
    const running = this.running;
    if (running.some((job) => !job.run.background)) return undefined;
    if (running.length >= this.backgroundCapacity) return undefined;
    return this.queue[0];
  }

  private begin(job: Job, lane: Lane): void {
    clearTimeout(lane.idleTimer);
    lane.idleTimer = undefined;
    lane.running = job;
    let solver: SolverConnection;
    try {
      solver = this.ensureProcess(lane);
    } catch (error) {
      this.settle(job, startFailure(error));
      return;
    }
    solver.ready.then(
      () => {
        if (lane.running === job && lane.connection === solver) this.send(job, solver, lane);
      },
      (error: unknown) => {
        if (lane.running === job) this.settle(job, startFailure(error));
      },
    );
  }

  /** A process beyond the first that has nothing to do is stopped after a while, to free its memory. */
  private armIdleTimers(): void {
    for (const lane of this.lanes) {
      if (lane.index === 0 || lane.running || !lane.connection || lane.idleTimer) continue;
      lane.idleTimer = setTimeout(() => {
        lane.idleTimer = undefined;
        const idle = lane.connection;
        if (lane.running || !idle) return;
        lane.connection = null;
        void idle.shutdown();
      }, this.spareIdleMs);
      lane.idleTimer.unref?.();
    }
  }

  /** Hands a job to the process and starts its watchdog: the time limit plus the grace period. */
  private send(job: Job, solver: SolverConnection, lane: Lane): void {
    job.sent = true;
    const limit = job.run.timeLimitMs;
    const { puzzle, options } = job.payload;
    const message = { v: PROTOCOL_VERSION, type: 'job', id: job.id, kind: job.kind, puzzle } as const;
    solver.send({ ...message, options: { ...options, timeLimitMs: limit } });
    this.arm(job, limit + this.graceMs, () => {
      this.restart(lane, `it ran past the time limit of ${seconds(limit)}`);
      const sentence = `The solver did not stop at its time limit of ${seconds(limit)} and was restarted.`;
      this.settle(job, new ApiFailure('timeout', sentence));
    });
  }

  private ensureProcess(lane: Lane): SolverConnection {
    if (lane.connection) return lane.connection;
    const connection: SolverConnection = new SolverConnection(this.spawn, this.startTimeoutMs, {
      answer: (message) => this.receive(lane, message),
      unreadable: (problem) => {
        this.log(`The solver sent a message that could not be read (${problem}).`);
        this.failRunning(lane, 'it sent an unreadable message');
      },
      exit: (reason) => this.lost(lane, connection, reason),
    });
    lane.connection = connection;
    return connection;
  }

  /** The process ended by itself: its job, if it had one, fails; the next job starts a new one. */
  private lost(lane: Lane, connection: SolverConnection, reason: string): void {
    if (lane.connection !== connection) return;
    lane.connection = null;
    const job = lane.running;
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

  private receive(lane: Lane, message: JobAnswer): void {
    const job = lane.running;
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
        this.replaceIfLarge(lane, message.residentBytes);
        const cancelled = job.cancelReason !== null;
        this.settle(
          job,
          new ApiFailure(cancelled ? 'cancelled' : message.code, job.cancelReason ?? message.message),
        );
        return;
      }
      case 'result': {
        this.replaceIfLarge(lane, message.residentBytes);
        if (job.cancelReason !== null) return this.settle(job, new ApiFailure('cancelled', job.cancelReason));
        const checked = jobSchemas[job.kind].result.safeParse(message.value);
        if (!checked.success) {
          this.log(
            `The solver's answer to ${job.kind} job ${job.id} has the wrong shape: ${checked.error.message}`,
          );
          return this.failRunning(lane, 'it sent an unreadable answer');
        }
        this.settle(job, null, checked.data);
        return;
      }
    }
  }

  /** Fails the lane's running job and replaces its process, which can no longer be trusted. */
  private failRunning(lane: Lane, why: string): void {
    const job = lane.running;
    this.restart(lane, why);
    const message = 'The solver sent an answer this version of the app cannot read; it has been restarted.';
    if (job) this.settle(job, new ApiFailure('solver-failed', message));
  }

  /**
   * Restarts a process that answered holding more than the limit; the job's answer is already
   * here, and its next job (sent once this one is settled) starts a new process.
   */
  private replaceIfLarge(lane: Lane, residentBytes: number | undefined): void {
    if (residentBytes === undefined || residentBytes <= this.residentLimitBytes) return;
    this.restart(lane, `it held ${Math.round(residentBytes / 1048576)} MB after its job`);
  }

  /** Kills the lane's process; its next job starts a new one. */
  private restart(lane: Lane, why: string): void {
    const current = lane.connection;
    if (!current) return;
    this.log(`Restarting the solver process: ${why}.`);
    lane.connection = null;
    current.kill();
  }

  /** Ends a running job with an error or a value, then starts the next one. */
  private settle(job: Job, error: ApiFailure | null, value?: unknown): void {
    const lane = this.laneOf(job);
    if (!lane) return;
    clearTimeout(job.timer);
    lane.running = null;
    if (error) job.reject(error);
    else job.resolve(value);
    queueMicrotask(() => this.pump());
  }

  private arm(job: Job, ms: number, onExpiry: () => void): void {
    clearTimeout(job.timer);
    job.timer = setTimeout(() => {
      if (this.laneOf(job)) onExpiry();
    }, ms);
  }
}

/**
 * How many processes a machine with `cores` processors gives the solver: background checks leave
 * one processor to the window (and use at most four), and there are always two processes, so a job
 * someone waits for does not wait behind a long one from another window.
 */
export function processesFor(
  cores: number,
): Required<Pick<SolverHostOptions, 'processes' | 'backgroundProcesses'>> {
  const backgroundProcesses = Math.max(1, Math.min(4, cores - 1));
  return { processes: Math.max(2, backgroundProcesses), backgroundProcesses };
}

function startFailure(error: unknown): ApiFailure {
  const detail = error instanceof Error ? error.message : String(error);
  return new ApiFailure(
    'solver-failed',
    detail.startsWith('The solver') ? detail : `The solver could not start: ${detail}`,
  );
}
