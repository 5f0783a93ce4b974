/**
 * The thread inside the solver process that runs the engine. The engine is synchronous, so while
 * it works this thread hears nothing; the process's main thread stays free to receive a cancel
 * and sets a shared flag that the engine's cancel signal reads at its next check. Answers are
 * protocol messages, which the main thread passes to the host as they are. Between jobs it also
 * loads, when asked, what a kind of job needs before that job comes (jobPreparers).
 */
import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { ApiFailure } from '../contract/result.ts';
import { PictureError } from '../engine/picture-grid.ts';
import { CancelFlag } from './cancel-flag.ts';
import type { CheckedJob } from './check-job.ts';
import type { JobKind, JobResult } from './job-kinds.ts';
import type { JobContext } from './job-context.ts';
import { jobPreparers, jobRunners } from './job-runners.ts';
import { PROTOCOL_VERSION, type ErrorMessage, type ProgressMessage, type ResultMessage } from './protocol.ts';

/**
 * What the main thread posts to the worker: a checked job with its cancel ticket (cancel-flag.ts),
 * or a kind of job to prepare for.
 */
export type WorkerRequest =
  | { readonly type: 'job'; readonly job: CheckedJob; readonly ticket: number }
  | { readonly type: 'prepare'; readonly kind: JobKind };

/**
 * What the worker posts to the main thread: protocol messages, once that it is ready, and after
 * each job how much memory its heap holds (the main thread replaces a thread grown too large).
 */
export type WorkerReply =
  | { readonly type: 'worker-ready' }
  | { readonly type: 'heap'; readonly bytes: number }
  | ProgressMessage
  | ResultMessage
  | ErrorMessage;

export function runEngineWorker(): void {
  const port = parentPort;
  const shared: unknown = workerData;
  if (!port || !(shared instanceof SharedArrayBuffer)) {
    throw new Error('The engine worker needs its parent thread and a shared cancel flag.');
  }
  const flag = new CancelFlag(shared);
  const reply = (message: WorkerReply): void => port.postMessage(message);

  port.on('message', async (request: WorkerRequest) => {
    if (request.type === 'prepare') {
      // A load that fails here fails again, with its message, in the job that needs it.
      await jobPreparers[request.kind]?.().catch(() => undefined);
      return;
    }
    const { job, ticket } = request;
    const signal = flag.signal(ticket);
    const progress = (fraction: number, message: string): void =>
      reply({ v: PROTOCOL_VERSION, type: 'progress', id: job.id, fraction: clamp01(fraction), message });
    let answer: WorkerReply;
    try {
      // The host sends one job at a time, so a job that awaits (decoding a photo) is never overtaken.
      const value = await runJob(job, { signal, timeLimitMs: job.timeLimitMs, progress });
      answer = { v: PROTOCOL_VERSION, type: 'result', id: job.id, value };
    } catch (error) {
      answer = { v: PROTOCOL_VERSION, type: 'error', id: job.id, ...describeFailure(error) };
    }
    // Before the answer, so the main thread knows whether to replace this thread before it
    // passes the answer on: V8 keeps the heap a large job grew to, and buffers outside it.
    const heap = getHeapStatistics();
    reply({ type: 'heap', bytes: heap.total_heap_size + heap.external_memory });
    reply(answer);
  });
  reply({ type: 'worker-ready' });
}

function runJob<K extends JobKind>(
  job: CheckedJob<K>,
  context: JobContext,
): JobResult<K> | Promise<JobResult<K>> {
  const run = jobRunners[job.kind];
  return run(job.puzzle, job.options, context);
}

function describeFailure(error: unknown): Pick<ErrorMessage, 'code' | 'message'> {
  if (error instanceof ApiFailure) return { code: error.code, message: error.message };
  if (error instanceof PictureError) return { code: 'invalid-arguments', message: error.message };
  const detail = error instanceof Error ? error.message : String(error);
  return { code: 'solver-failed', message: `The solver failed: ${detail}` };
}

function clamp01(x: number): number {
  return Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0;
}
