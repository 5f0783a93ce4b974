/**
 * The `nonogram` command-line tool: the same engine the app uses, for scripts and benchmarks.
 * Each command lives in its own module; this file only routes and reports usage errors.
 */
import { UsageError } from './args.ts';
import { convertCommand } from './convert-command.ts';
import { explainCommand } from './explain-command.ts';
import { generateCommand } from './generate-command.ts';
import { consoleOutput, type Output } from './output.ts';
import { rateCommand } from './rate-command.ts';
import { solveCommand } from './solve-command.ts';

const USAGE = `Usage: nonogram <command> [options]

Commands:
  solve FILE... [--solutions N] [--timeout SECONDS] [--strategy full|rules|dfs] [--json]
      Solve every puzzle in every file (default: look for 2 solutions to prove uniqueness).
  explain FILE [--index N]
      Solve a puzzle step by step with line logic, one sentence per step.
  rate FILE... [--json]
      Rate difficulty: line logic, steps, probing and search, and the pre-solve estimate.
  convert FILE --to FORMAT [--out FILE] [--index N]
      Write puzzles in another format.
  generate [--size WxH] [--colors N] [--level easy|medium|hard] [--count N] [--seed N]
           [--to FORMAT] [--out FILE] [--timeout SECONDS]
      Make puzzles with exactly one solution (default: one easy 15x15, as webpbn XML).
  read IMAGE... [--json] [--timeout SECONDS]
      Read puzzles from photos or scans of pages (JPEG, PNG, WebP, a PDF's first page), check
      them with the solver, and apply the mistake finder's first suggestion where needed.
  bench [--quick] [--only NAME[,NAME...]]
      Run the benchmarks and print a table with this machine's figures.
  help
      Show this text.`;

export type Command = (argv: readonly string[], out: Output) => Promise<number>;

/**
 * The product's commands. `bench` is not among them: the benchmark harness (src-main/bench/) adds
 * itself when bin/nonogram.mjs is asked for it, so no other command loads it or its test tooling.
 */
export const COMMANDS: Readonly<Record<string, Command>> = {
  solve: solveCommand,
  explain: explainCommand,
  rate: rateCommand,
  convert: convertCommand,
  generate: generateCommand,
  // Loaded when asked for: reading pages brings in image decoding, which no other command needs.
  read: async (argv, out) => (await import('./read-command.ts')).readCommand(argv, out),
};

export async function main(
  argv: readonly string[],
  out: Output = consoleOutput,
  commands: Readonly<Record<string, Command>> = COMMANDS,
): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    out.line(USAGE);
    return command === undefined ? 2 : 0;
  }
  const run = Object.hasOwn(commands, command) ? commands[command] : undefined;
  if (!run) {
    out.error(`nonogram: unknown command "${command}"\n\n${USAGE}`);
    return 2;
  }
  try {
    return await run(rest, out);
  } catch (error) {
    if (error instanceof UsageError) {
      out.error(`nonogram ${command}: ${error.message}\n\n${USAGE}`);
      return 2;
    }
    // A CommandError is one the command foresaw; anything else (a file the engine refused, a
    // fault) is still said in one line, never as a stack trace.
    out.error(`nonogram ${command}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
