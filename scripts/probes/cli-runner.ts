/**
 * Runs command lines in the command-line worker thread (cli-worker.ts), one at a time, each with a
 * time limit and the thread's heap limited: a command that does not answer in time is reported as
 * a hang and its thread ended (a new one starts for the next), one that runs out of memory as such.
 */
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import { startWorkerThread } from '../../src-main/solver-host/worker-thread.ts';
import type { CliReply } from './cli-worker.ts';

export type CliOutcome =
  | { readonly kind: 'exited'; readonly reply: CliReply }
  | { readonly kind: 'hung' | 'out of memory' | 'failed'; readonly detail: string };

export class CliRunner {
  readonly #heapMb: number;
  #worker: Worker | null = null;

  constructor(heapMb: number) {
    this.#heapMb = heapMb;
  }

  run(argv: readonly string[], timeLimitMs: number): Promise<CliOutcome> {
    const worker = this.#started();
    return new Promise((resolve) => {
      const finish = (outcome: CliOutcome, stop: boolean): void => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        if (stop) void this.stop();
        resolve(outcome);
      };
      const onMessage = (reply: CliReply): void => finish({ kind: 'exited', reply }, false);
      const onError = (error: Error & { code?: string }): void =>
        finish(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? { kind: 'out of memory', detail: `more than the ${this.#heapMb} MB heap` }
            : { kind: 'failed', detail: error.stack ?? error.message },
          true,
        );
      const onExit = (code: number): void => finish({ kind: 'failed', detail: `exit code ${code}` }, true);
      const timer = setTimeout(
        () => finish({ kind: 'hung', detail: `no answer within ${timeLimitMs / 1000} s` }, true),
        timeLimitMs,
      );
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage({ argv });
    });
  }

  async stop(): Promise<void> {
    const worker = this.#worker;
    this.#worker = null;
    if (worker) await worker.terminate();
  }

  #started(): Worker {
    this.#worker ??= startWorkerThread(
      {
        entry: fileURLToPath(new URL('./cli-worker.ts', import.meta.url)),
        tsx: import.meta.resolve('tsx/esm/api'),
      },
      { resourceLimits: { maxOldGenerationSizeMb: this.#heapMb, maxYoungGenerationSizeMb: 16 } },
    );
    return this.#worker;
  }
}
