/**
 * The command-line tool in a worker thread, for the fuzzer: each message is one command line, run
 * as `nonogram` runs it, with what it wrote to stderr and its exit code sent back. In a thread, a
 * command that never ends can be stopped (the fuzzer terminates the thread at its time limit) and
 * one that takes too much memory ends the thread, not the fuzzer.
 */
import { parentPort } from 'node:worker_threads';
import { main } from '../../src-main/cli/main.ts';

export interface CliRequest {
  readonly argv: readonly string[];
}

export interface CliReply {
  /** null when the command threw instead of returning an exit code. */
  readonly code: number | null;
  readonly errors: readonly string[];
}

const port = parentPort;
if (!port) throw new Error('The command-line worker runs as a worker thread.');

port.on('message', ({ argv }: CliRequest) => {
  const errors: string[] = [];
  const out = { line: () => undefined, error: (text: string) => void errors.push(text), colour: false };
  main(argv, out).then(
    (code) => port.postMessage({ code, errors } satisfies CliReply),
    (error: unknown) =>
      port.postMessage({
        code: null,
        errors: [...errors, error instanceof Error ? (error.stack ?? error.message) : String(error)],
      } satisfies CliReply),
  );
});
