/**
 * The main thread of the solver process: it checks each job from the host, hands it to the engine
 * worker thread, relays the worker's answers, and turns a cancel into the shared flag the engine
 * reads, so a cancelled job stops within one engine check and the process lives on.
 *
 * If the worker thread dies in the middle of a job, that job fails and a fresh worker is started;
 * if it dies before it ever became ready (a broken build), the process exits and the host reports it.
 * A worker whose heap a job grew past ENGINE_HEAP_LIMIT_BYTES is replaced once it is idle: V8
 * hardly ever gives a grown heap back, so without it the idle process kept what its largest job
 * took (a page reading, a PDF), and ended a day of readings at several times its start.
 *
 * A solve still running after a moment gets a partner: a second engine thread runs the same job
 * with the other search style (search.ts), and whichever answers first answers the job; the other
 * is cancelled. The probing search is heavy-tailed, each style slow on puzzles where the other is
 * quick, so on a machine with a core to spare a hard solve takes about the time of the faster one
 * (partner-thread.ts has the figures).
 */
import { constants, setPriority } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { checkJob } from './check-job.ts';
import { CancelFlag } from './cancel-flag.ts';
import type { WorkerReply, WorkerRequest } from './engine-worker.ts';
import { isJobKind, jobSchemas } from './job-kinds.ts';
import { connectToParent, type ParentChannel } from './parent-channel.ts';
import { messageIdOf, parseHostMessage, PROTOCOL_VERSION, type ErrorMessage } from './protocol.ts';
import { PartnerThread, partnerJobOf } from './partner-thread.ts';
import { testHeapLimitBytes, testHookOf, runTestHook, testHooksEnabled } from './test-hooks.ts';
import { startWorkerThread } from './worker-thread.ts';

/** Exit code of a process whose engine worker could not start. */
export const EXIT_WORKER_FAILED = 3;

/**
 * The engine thread's heap (with the buffers it holds outside it) past which it is replaced after
 * its job. A fresh thread holds about 10 MB; most solves stay well under this, a page read not.
 */
export const ENGINE_HEAP_LIMIT_BYTES = 160 * 1024 * 1024;

export function runSolverProcess(entryUrl: string): void {
  lowerPriority();
  const channel = connectToParent();
  const hooks = testHooksEnabled();
  const flag = new CancelFlag();
  let running: string | null = null;
  /**
   * The tickets of the jobs posted to the engine worker that have not answered yet, oldest first
   * (it answers each job once, in order), and the ticket of the one whose answer is awaited. A
   * job the partner answered may still answer after the next job was posted, maybe under the
   * same id: its answer is told apart by its ticket.
   */
  let posted: number[] = [];
  let awaited: number | null = null;
  const partner = new PartnerThread(
    (flagBuffer) => createEngineWorker(entryUrl, flagBuffer),
    (reply) => {
      // The partner answered first: its answer is the job's, and the main engine stops.
      if (reply.id !== running) return;
      running = null;
      awaited = null;
      flag.close();
      channel.send(reply);
    },
  );
  let announced = false;
  let stopping = false;
  const heapLimit = testHeapLimitBytes() ?? ENGINE_HEAP_LIMIT_BYTES;

  const fail = (id: string, code: ErrorMessage['code'], message: string): void =>
    channel.send({ v: PROTOCOL_VERSION, type: 'error', id, code, message });

  const startWorker = (): Worker => {
    const started = createEngineWorker(entryUrl, flag.buffer);
    let ready = false;
    /** Whether the job about to answer left the thread's heap past the limit. */
    let tooLarge = false;
    started.on('message', (reply: WorkerReply) => {
      if (started !== worker) return;
      if (reply.type === 'worker-ready') {
        ready = true;
        if (!announced) announce(channel);
        announced = true;
        return;
      }
      if (reply.type === 'heap') {
        // Comes just before the job's answer: the thread is replaced as that answer goes out.
        tooLarge = reply.bytes > heapLimit;
        return;
      }
      if (reply.type !== 'progress') {
        const ticket = posted.shift();
        // The answer to a job the partner answered is stale.
        if (ticket !== awaited) return;
        awaited = null;
      }
      // Answers to a job that already failed (the worker was replaced) are stale.
      if (reply.id !== running) return;
      if (reply.type !== 'progress') {
        running = null;
        partner.stop();
        // Before the host hears the answer and sends the next job, which goes to the new thread
        // (it waits for the thread to load); nothing else is posted to this one.
        if (tooLarge && posted.length === 0) {
          worker = startWorker();
          void started.terminate();
        }
        channel.send({ ...reply, residentBytes: process.memoryUsage.rss() });
        return;
      }
      channel.send(reply);
    });
    const stopped = (reason: string): void => {
      if (started !== worker || stopping) return;
      if (!ready) {
        console.error(`The solver's engine thread could not start (${reason}).`);
        process.exit(EXIT_WORKER_FAILED);
      }
      if (running) {
        fail(running, 'solver-failed', `The solver stopped unexpectedly (${reason}); it has been restarted.`);
        running = null;
        partner.stop();
      }
      posted = [];
      awaited = null;
      worker = startWorker();
    };
    started.on('error', (error) => stopped(error.message));
    started.on('exit', (code) => stopped(`exit code ${code}`));
    return started;
  };
  let worker = startWorker();

  channel.onMessage((raw) => {
    if (hooks) {
      const hook = testHookOf(raw);
      if (hook === 'test-engine-thread') return answerThreadId(channel, raw, worker.threadId);
      if (hook) {
        const id = messageIdOf(raw) ?? '';
        return runTestHook(hook, () =>
          channel.send({ v: PROTOCOL_VERSION, type: 'progress', id, fraction: 0, message: 'Hanging' }),
        );
      }
    }
    const parsed = parseHostMessage(raw);
    if (!parsed.ok) {
      const id = messageIdOf(raw);
      if (id) fail(id, 'invalid-arguments', `The solver could not read the request (${parsed.problem}).`);
      return;
    }
    const message = parsed.message;
    switch (message.type) {
      case 'job': {
        if (running) return fail(message.id, 'solver-failed', 'The solver is busy with another job.');
        const check = checkJob(message);
        if (!check.ok) return fail(message.id, check.code, check.message);
        running = message.id;
        awaited = flag.open();
        posted.push(awaited);
        worker.postMessage({ type: 'job', job: check.job, ticket: awaited } satisfies WorkerRequest);
        const partnerJob = partnerJobOf(check.job);
        if (partnerJob) partner.joinSoon(partnerJob, () => running === partnerJob.id);
        return;
      }
      case 'prepare':
        // The worker loads it between jobs; a kind this build does not know needs nothing.
        if (isJobKind(message.kind)) {
          worker.postMessage({ type: 'prepare', kind: message.kind } satisfies WorkerRequest);
        }
        return;
      case 'cancel':
        if (message.id === running) {
          flag.close();
          partner.stop();
        }
        return;
      case 'shutdown':
        stopping = true;
        void Promise.allSettled([worker.terminate(), partner.terminate()]).finally(() => process.exit(0));
        return;
    }
  });
  channel.onHostGone(() => process.exit(0));
}

/**
 * A long solve in the background must not make the board stutter, so the UI processes always win
 * the processor over this one. It runs before the engine worker is created: on Linux the nice value
 * belongs to each thread and a new thread inherits its creator's, so the engine thread gets it too.
 */
function lowerPriority(): void {
  try {
    setPriority(constants.priority.PRIORITY_BELOW_NORMAL);
  } catch {
    // Some systems refuse (a sandbox, a locked-down account); the solver then runs at normal
    // priority, which is slower for the UI but still correct.
  }
}

function announce(channel: ParentChannel): void {
  channel.send({ v: PROTOCOL_VERSION, type: 'ready', pid: process.pid, kinds: Object.keys(jobSchemas) });
}

/** The worker runs this same entry file (worker-thread.ts starts it, built or under tsx). */
function createEngineWorker(entryUrl: string, shared: SharedArrayBuffer): Worker {
  const tsx = entryUrl.endsWith('.ts') ? import.meta.resolve('tsx/esm/api') : undefined;
  return startWorkerThread(
    { entry: entryUrl, ...(tsx === undefined ? {} : { tsx }) },
    { workerData: shared },
  );
}

function answerThreadId(channel: ParentChannel, raw: unknown, threadId: number): void {
  const id = messageIdOf(raw);
  if (id) channel.send({ v: PROTOCOL_VERSION, type: 'result', id, value: threadId });
}
