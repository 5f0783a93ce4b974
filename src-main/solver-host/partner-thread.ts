/**
 * The solver process's partner engine thread (solver-process.ts): a second engine that runs a
 * hard solve beside the main one, with the other search style, so the job takes about the time of
 * the faster of the two.
 *
 * Why two styles pay: the probing search is heavy-tailed, and the `linked` and `plain` styles
 * (search.ts) land in long barren subtrees on different puzzles. On TAAI 2011 (1000 puzzles, 60 s
 * cap, processor time of each alone) linked took 377 s in all and plain 479 s; the faster of the
 * two on each puzzle, 211 s. Of the 118 puzzles where that or the champion LalaFrogKK needs over
 * 0.5 s, linked alone is slower than the champion (by over 20 %) on 49 and the pair on 19.
 *
 * The partner joins only a solve still running after PARTNER_AFTER_MS: most solves end well
 * before, and a second thread for them would only cost memory and a core. It is started the
 * first time it is needed and kept; one that dies is started again the next time, and one that
 * cannot start at all is not tried again (the main engine then works alone, as before).
 */
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { CancelFlag } from './cancel-flag.ts';
import type { CheckedJob } from './check-job.ts';
import type { WorkerReply, WorkerRequest } from './engine-worker.ts';
import type { ResultMessage } from './protocol.ts';

/** A solve still running after this long gets the partner. */
export const PARTNER_AFTER_MS = 200;

function isSolveJob(job: CheckedJob): job is CheckedJob<'solve'> {
  return job.kind === 'solve';
}

/**
 * The partner's copy of a job: the same solve in the other search style. Null for any other job,
 * for the `rules` and `dfs` strategies (which do not search that way), and for a solve that asks
 * for one style.
 */
export function partnerJobOf(job: CheckedJob): CheckedJob<'solve'> | null {
  if (!isSolveJob(job)) return null;
  const options = job.options;
  if ((options.strategy ?? 'full') !== 'full' || options.searchStyle !== undefined) return null;
  return { ...job, options: { ...options, searchStyle: 'plain' } };
}

export class PartnerThread {
  /** The partner engine's cancel flag (its own: cancelling one engine leaves the other running). */
  readonly flag = new CancelFlag();
  private worker: Worker | null = null;
  /** Tickets of the jobs posted to the thread not answered yet, oldest first (it answers in order). */
  private posted: number[] = [];
  /** The ticket of the job the partner works on for the main thread, null when none. */
  private live: number | null = null;
  private broken = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly create: (flagBuffer: SharedArrayBuffer) => Worker;
  private readonly answered: (reply: ResultMessage) => void;

  /**
   * `create` starts an engine thread reading the cancel flag in the buffer it is given; `answered` receives the partner's answer to a
   * job (whether the main engine answered first is the caller's to judge).
   */
  constructor(create: (flagBuffer: SharedArrayBuffer) => Worker, answered: (reply: ResultMessage) => void) {
    this.create = create;
    this.answered = answered;
  }

  /** Gives the partner `job` after PARTNER_AFTER_MS, if `stillRunning()` says it is not answered by then. */
  joinSoon(job: CheckedJob<'solve'>, stillRunning: () => boolean): void {
    this.stop();
    // With one processor a partner would only halve the main engine's share of it.
    if (this.broken || availableParallelism() < 2) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!stillRunning()) return;
      const thread = this.thread();
      this.live = this.flag.open();
      this.posted.push(this.live);
      thread.postMessage({ type: 'job', job, ticket: this.live } satisfies WorkerRequest);
    }, PARTNER_AFTER_MS);
  }

  /** Stops the partner's part in the current job: the job was answered or cancelled. */
  stop(): void {
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    this.live = null;
    this.flag.close();
  }

  async terminate(): Promise<void> {
    this.stop();
    await this.worker?.terminate();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = this.create(this.flag.buffer);
    let ready = false;
    worker.on('message', (reply: WorkerReply) => {
      if (reply.type === 'worker-ready') {
        ready = true;
        return;
      }
      // The heap it reports before each answer is for the main engine thread's replacement; the
      // partner only ever runs solves, which stay small.
      if (reply.type === 'progress' || reply.type === 'heap') return;
      // An answer to a job given up on (answered by the main engine, or cancelled) is stale,
      // even under the id of the job now running. Progress is the main engine's to report, and
      // a failure here (a cancel among them) leaves the job to the main engine's answer.
      const ticket = this.posted.shift();
      if (reply.type === 'result' && ticket === this.live) {
        this.live = null;
        this.answered(reply);
      }
    });
    const gone = (): void => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.posted = [];
      this.live = null;
      if (!ready) this.broken = true;
    };
    worker.on('error', gone);
    worker.on('exit', gone);
    this.worker = worker;
    return worker;
  }
}
