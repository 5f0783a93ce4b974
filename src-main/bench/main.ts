/**
 * `nonogram bench`: the command-line tool with the benchmark command added. bin/nonogram.mjs loads
 * this file only for `bench`, so the product's commands never load the harness or its test tooling.
 */
import { COMMANDS, main as cliMain } from '../cli/main.ts';
import { consoleOutput, type Output } from '../cli/output.ts';
import { benchCommand } from './bench-command.ts';

export function main(argv: readonly string[], out: Output = consoleOutput): Promise<number> {
  return cliMain(argv, out, { ...COMMANDS, bench: benchCommand });
}
