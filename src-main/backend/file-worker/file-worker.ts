/**
 * The backend's side of the file worker thread (worker-entry.ts): puzzle files to read and library
 * files to examine go there one at a time, so however large or crafted a file is, the main thread
 * keeps answering the window and saving moves. The thread's heap is limited, and each task has a
 * time limit: a file that needs more memory, or more time, ends the thread (a new one starts for
 * the next task) and its task fails with a sentence, while the app goes on.
 *
 * A thread cannot be stopped inside a call into SQLite: terminating it takes effect when the
 * statement under way returns to JavaScript, and better-sqlite3 is built without SQLite's progress
 * callback, so nothing can interrupt a statement. The task still fails at its time limit, and the
 * thread is left to end on its own. What bounds that wait is the order of each library check
 * (library/copy-check.ts, library/library-check.ts): nothing reads a file's rows before its
 * schema is known to be ours, so no statement runs a view or a trigger, and the one left, the
 * quick integrity check, reads each page a bounded number of times.
 */
import type { Worker } from 'node:worker_threads';
import { FormatError, type ReadResult } from '../../engine/formats/index.ts';
import type { CopyContents } from '../../library/copy-check.ts';
import { LibraryError } from '../../library/errors.ts';
import type { LibraryFileCheck } from '../../library/library-check.ts';
import type { RestoreOutcome } from '../../library/restore.ts';
import { startWorkerThread, type WorkerEntry } from '../../solver-host/worker-thread.ts';
import type { FileWorkerReply, FileWorkerRequest } from './protocol.ts';

/** What one file may take to be read: its text, what is read from it and the reader's own. */
export const FILE_WORKER_HEAP_MB = 192;
/** How long reading one puzzle file may take. */
export const READ_TIME_LIMIT_MS = 60_000;

/** A library check gets this long, and longer for a large file: a quick check reads every page. */
const CHECK_BASE_MS = 30_000;
const CHECK_MS_PER_MB = 100;

export function checkTimeLimitMs(bytes: number): number {
  return CHECK_BASE_MS + (bytes / 1e6) * CHECK_MS_PER_MB;
}

/**
 * A file whose reading was stopped, and why: it took more than its time (`time`) or memory
 * (`memory`), which is the file's doing; or the thread itself failed (`failed`), which is not.
 */
export class FileWorkerError extends Error {
  readonly reason: 'time' | 'memory' | 'failed';

  constructor(message: string, reason: FileWorkerError['reason'] = 'failed') {
    super(message);
    this.name = 'FileWorkerError';
    this.reason = reason;
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

  /**
   * Checks the library file before the app opens it (library/library-check.ts). A check that took
   * more than its time or memory was stopped by the file, so the file is set aside like a damaged
   * one; a thread that failed otherwise says nothing about the file, and that is thrown.
   */
  async checkLibrary(
    file: string,
    nativeBinding: string | undefined,
    timeLimitMs: number,
  ): Promise<LibraryFileCheck> {
    const task: Task = {
      kind: 'check-library',
      file,
      ...(nativeBinding === undefined ? {} : { nativeBinding }),
    };
    try {
      return (await this.#run(task, timeLimitMs)) as LibraryFileCheck;
    } catch (error) {
      if (error instanceof FileWorkerError && error.reason !== 'failed') {
        return { kind: 'set-aside', why: `it could not be checked: ${error.message}` };
      }
      const reason = error instanceof Error ? error.message : String(error);
      throw new LibraryError(
        'database',
        `The puzzle library could not be checked before opening (${reason}). Nothing was changed.`,
      );
    }
  }

  /**
   * Makes the scratch copy a restore reads from (library/restore.ts, prepareRestoreCopy). A copy
   * that is not one of ours, or that took more than its time or memory, fails with a sentence.
   */
  async prepareRestore(
    file: string,
    scratch: string,
    nativeBinding: string | undefined,
    timeLimitMs: number,
  ): Promise<void> {
    const task: Task = {
      kind: 'prepare-restore',
      file,
      scratch,
      ...(nativeBinding === undefined ? {} : { nativeBinding }),
    };
    try {
      await this.#run(task, timeLimitMs);
    } catch (error) {
      if (error instanceof LibraryError) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      throw new LibraryError(
        'invalid-arguments',
        `The backup could not be made ready to restore: ${reason}. Nothing was changed.`,
      );
    }
  }

  /**
   * Puts the scratch copy's rows in place of the library's (library/restore.ts,
   * replaceLibraryFile), on the worker's own connection. A failure changes nothing: its
   * transaction is rolled back, also when the worker is stopped for its time.
   */
  async replaceLibrary(
    library: string,
    scratch: string,
    now: Date,
    nativeBinding: string | undefined,
    timeLimitMs: number,
  ): Promise<RestoreOutcome> {
    const task: Task = {
      kind: 'replace-library',
      library,
      scratch,
      nowMs: now.getTime(),
      ...(nativeBinding === undefined ? {} : { nativeBinding }),
    };
    try {
      return (await this.#run(task, timeLimitMs)) as RestoreOutcome;
    } catch (error) {
      if (error instanceof LibraryError) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      throw new LibraryError(
        'database',
        `The backup could not be put in place: ${reason}. Nothing was changed.`,
      );
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
      const fail = (message: string, reason: FileWorkerError['reason']): void => {
        done();
        void this.#stop();
        reject(new FileWorkerError(message, reason));
      };
      const onMessage = (reply: FileWorkerReply): void => {
        if (reply.id !== id) return;
        done();
        if (reply.ok) resolve(reply.value);
        else if (reply.library) reject(new LibraryError(reply.library, reply.message));
        else if (reply.format)
          reject(new FormatError(reply.format.reason, reply.format.line, reply.format.path));
        else reject(new FileWorkerError(reply.message));
      };
      const onError = (error: Error & { code?: string }): void =>
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? fail(`it needs more than the ${this.#heapMb} MB of memory a file may take`, 'memory')
          : fail(`the reader failed (${error.message})`, 'failed');
      const onExit = (code: number): void => fail(`the reader stopped (exit code ${code})`, 'failed');
      const timer = setTimeout(
        () => fail(`it took longer than ${seconds(timeLimitMs)}`, 'time'),
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

/** "30 seconds", "0.2 seconds": a limit as a person reads it. */
function seconds(ms: number): string {
  const value = ms >= 10_000 ? Math.round(ms / 1000) : Math.round(ms / 100) / 10;
  return `${value} second${value === 1 ? '' : 's'}`;
}
