/**
 * The backend's side of the file worker thread (worker-entry.ts): puzzle files to read and library
 * files to examine go there one at a time, so however large or crafted a file is, the main thread
 * keeps answering the window and saving moves. The thread's heap is limited, and each task has a
 * time limit: a file that needs more memory, or more time, ends the thread (a new one starts for
 * the next task) and its task fails with a sentence, while the app goes on.
 */
import type { Worker } from 'node:worker_threads';
import { FormatError, type ReadResult } from '../../engine/formats/index.ts';
import type { CopyContents } from '../../library/copy-check.ts';
import { startWorkerThread, type WorkerEntry } from '../../solver-host/worker-thread.ts';
import type { FileWorkerReply, FileWorkerRequest } from './protocol.ts';

/** What one file may take to be read: its text, what is read from it and the reader's own. */
export const FILE_WORKER_HEAP_MB = 192;
/** How long reading one puzzle file may take. */
export const READ_TIME_LIMIT_MS = 60_000;

/** A file whose reading was stopped: it took too much memory or time, or the thread failed. */
export class FileWorkerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FileWorkerError';
  }
}

/** A request before it is given its id. */
type Task = FileWorkerRequest extends infer R ? (R extends FileWorkerRequest ? Omit<R, 'id'> : never) : never;

export class FileWorker {
  readonly #entry: WorkerEntry;
  readonly #heapMb: number;
  #worker: Worker | null = null;
  #nextId = 1;
  #queue: Promise<unknown> = Promise.resolve();
  #closed = false;

  constructor(entry: WorkerEntry, heapMb: number = FILE_WORKER_HEAP_MB) {
    this.#entry = entry;
    this.#heapMb = heapMb;
  }

  /** Reads a puzzle file as engine/formats does; throws its FormatError, or a FileWorkerError. */
  read(name: string, text: string, timeLimitMs: number = READ_TIME_LIMIT_MS): Promise<ReadResult> {
    return this.#run({ kind: 'read', name, text }, timeLimitMs) as Promise<ReadResult>;
  }

  /** Examines a library file (library/copy-check.ts); a check that fails or runs out of time says why. */
  async examineCopy(
    file: string,
    nativeBinding: string | undefined,
    timeLimitMs: number,
  ): Promise<CopyContents> {
    const task: Task = { kind: 'examine', file, ...(nativeBinding === undefined ? {} : { nativeBinding }) };
    try {
      return (await this.#run(task, timeLimitMs)) as CopyContents;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { puzzles: null, solved: null, problem: `it could not be checked (${reason})` };
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    await this.#queue.catch(() => undefined);
    await this.#stop();
  }

  #run(task: Task, timeLimitMs: number): Promise<unknown> {
    const run = this.#queue.then(() => this.#send(task, timeLimitMs));
    this.#queue = run.catch(() => undefined);
    return run;
  }

  #send(task: Task, timeLimitMs: number): Promise<unknown> {
    if (this.#closed) return Promise.reject(new FileWorkerError('the app is closing'));
    const worker = this.#started();
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      const done = (): void => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        worker.unref();
      };
      const fail = (message: string): void => {
        done();
        void this.#stop();
        reject(new FileWorkerError(message));
      };
      const onMessage = (reply: FileWorkerReply): void => {
        if (reply.id !== id) return;
        done();
        if (reply.ok) resolve(reply.value);
        else if (reply.format)
          reject(new FormatError(reply.format.reason, reply.format.line, reply.format.path));
        else reject(new FileWorkerError(reply.message));
      };
      const onError = (error: Error & { code?: string }): void =>
        fail(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? `it needs more than the ${this.#heapMb} MB of memory a file may take`
            : `the reader failed (${error.message})`,
        );
      const onExit = (code: number): void => fail(`the reader stopped (exit code ${code})`);
      const timer = setTimeout(
        () => fail(`it took longer than ${Math.round(timeLimitMs / 1000)} seconds`),
        timeLimitMs,
      );
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.ref();
      worker.postMessage({ ...task, id });
    });
  }

  #started(): Worker {
    if (this.#worker) return this.#worker;
    const worker = startWorkerThread(this.#entry, {
      resourceLimits: { maxOldGenerationSizeMb: this.#heapMb, maxYoungGenerationSizeMb: 16 },
    });
    // An idle thread must not keep the process alive.
    worker.unref();
    this.#worker = worker;
    return worker;
  }

  async #stop(): Promise<void> {
    const worker = this.#worker;
    this.#worker = null;
    if (worker) await worker.terminate();
  }
}
