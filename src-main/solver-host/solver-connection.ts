/**
 * One started solver process as the host sees it: the `ready` handshake (with a time limit, so a
 * process that never comes up is killed), every incoming message validated, and two ways to stop
 * it. Once the host kills it, the connection goes quiet: whatever the dying process still sends,
 * and its exit, no longer concern anyone.
 */
import type { SolverChild, SpawnSolver } from './solver-child.ts';
import { parseProcessMessage, PROTOCOL_VERSION, type HostMessage, type ProcessMessage } from './protocol.ts';

/** What a process says about a job: progress, a result or an error. */
export type JobAnswer = Exclude<ProcessMessage, { type: 'ready' }>;

export interface ConnectionEvents {
  answer(message: JobAnswer): void;
  /** A message failed validation, so the process can no longer be trusted. */
  unreadable(problem: string): void;
  /** The process ended (or never started) without being killed by the host. */
  exit(reason: string): void;
}

export class SolverConnection {
  /** Resolves when the process says it is ready; rejects with a sentence if it never does. */
  readonly ready: Promise<void>;
  private readonly child: SolverChild;
  private quiet = false;

  constructor(spawn: SpawnSolver, startTimeoutMs: number, events: ConnectionEvents) {
    let started: { resolve: () => void; reject: (error: Error) => void } | undefined;
    this.ready = new Promise<void>((resolve, reject) => (started = { resolve, reject }));
    // Nobody may be waiting for a process that fails before its first job.
    this.ready.catch(() => undefined);
    this.child = spawn();
    const child = this.child;

    const startTimer = setTimeout(() => {
      started?.reject(new Error(`The solver did not start within ${seconds(startTimeoutMs)}.`));
      // Its exit, reported as usual, tells the host the process is gone.
      child.kill(true);
    }, startTimeoutMs);

    child.onMessage((raw) => {
      if (this.quiet) return;
      const parsed = parseProcessMessage(raw);
      if (!parsed.ok) return events.unreadable(parsed.problem);
      if (parsed.message.type !== 'ready') return events.answer(parsed.message);
      clearTimeout(startTimer);
      started?.resolve();
    });
    child.onExit((reason) => {
      clearTimeout(startTimer);
      started?.reject(new Error(`The solver could not start (${reason}).`));
      if (!this.quiet) events.exit(reason);
    });
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  send(message: HostMessage): void {
    if (!this.quiet) this.child.send(message);
  }

  /** Stops a process that cannot be trusted any more, at once and without a word. */
  kill(): void {
    this.quiet = true;
    this.child.kill(true);
  }

  /** Asks the process to exit, kills it if it has not within `graceMs`, and waits until it is gone. */
  shutdown(graceMs = 1000): Promise<void> {
    const { child } = this;
    child.send({ v: PROTOCOL_VERSION, type: 'shutdown' });
    this.quiet = true;
    return new Promise<void>((done) => {
      const force = setTimeout(() => child.kill(true), graceMs);
      child.onExit(() => {
        clearTimeout(force);
        done();
      });
    });
  }
}

export function seconds(ms: number): string {
  const s = ms / 1000;
  return `${Number.isInteger(s) ? s : s.toFixed(1)} s`;
}
