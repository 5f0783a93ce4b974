/** `nonogram rate FILE... [--json]`: difficulty of every puzzle. */
import { rateDifficulty } from '../engine/difficulty.ts';
import { parseArgs, UsageError } from './args.ts';
import type { Output } from './output.ts';
import { loadPuzzles } from './puzzle-files.ts';

export async function rateCommand(argv: readonly string[], out: Output): Promise<number> {
  const args = parseArgs(argv, [{ name: 'json' }]);
  if (args.positional.length === 0) throw new UsageError('rate needs at least one puzzle file');
  const json = args.flags.has('json');
  let failures = 0;
  if (!json)
    out.line(
      'file                                     size     score  estimate  label      line-logic  steps  probes  nodes',
    );
  for (const loaded of await loadPuzzles(args.positional)) {
    const where = loaded.index === null ? loaded.file : `${loaded.file} #${loaded.index}`;
    if ('error' in loaded) {
      failures++;
      if (json) out.line(JSON.stringify({ file: loaded.file, index: loaded.index, error: loaded.error }));
      else out.line(`${where}: ${loaded.error}`);
      continue;
    }
    const report = rateDifficulty(loaded.puzzle);
    const size = `${loaded.puzzle.width}x${loaded.puzzle.height}`;
    if (json) {
      out.line(JSON.stringify({ file: loaded.file, index: loaded.index, size, ...report }));
      continue;
    }
    out.line(
      [
        where.padEnd(40).slice(0, 40),
        size.padEnd(8),
        String(report.score).padStart(5),
        String(report.estimate).padStart(9),
        ` ${report.label.padEnd(10)}`,
        (report.lineSolvable ? 'yes' : 'no').padStart(10),
        String(report.steps).padStart(6),
        String(report.probes).padStart(7),
        String(report.nodes).padStart(6),
      ].join(' '),
    );
  }
  return failures > 0 ? 1 : 0;
}
