/** Runs the CLI in-process with captured output, the way the binary would. */
import { main } from '../../src-main/cli/main.ts';

export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export async function runCli(...argv: string[]): Promise<CliRun> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await main(argv, {
    line: (text) => stdout.push(text),
    error: (text) => stderr.push(text),
    colour: false,
  });
  return { code, stdout: stdout.join('\n'), stderr: stderr.join('\n') };
}

export const BENCH = new URL('../../../shared/bench/', import.meta.url).pathname;
