/** Runs the CLI in-process with captured output, the way the binary would. */
import { main } from '../../src-main/cli/main.ts';
import type { Output } from '../../src-main/cli/output.ts';

export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export function runCli(...argv: string[]): Promise<CliRun> {
  return runEntry(main, argv);
}

/** Runs a `main` (the product's, or the benchmark harness's) with its output captured. */
export async function runEntry(
  entry: (argv: readonly string[], out: Output) => Promise<number>,
  argv: readonly string[],
): Promise<CliRun> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await entry(argv, {
    line: (text) => stdout.push(text),
    error: (text) => stderr.push(text),
    colour: false,
  });
  return { code, stdout: stdout.join('\n'), stderr: stderr.join('\n') };
}
