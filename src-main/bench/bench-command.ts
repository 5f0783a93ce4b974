/**
 * `nonogram bench` (also `npm run bench`): every benchmark the issues set targets for, printed as
 * tables with this machine's figures. Sections run one after another in this process.
 */
import { cpus } from 'node:os';
import { parseArgs, UsageError } from '../cli/args.ts';
import { BENCH_SECTIONS } from './sections.ts';
import { benchDir, hasBenchSets } from './bench-files.ts';
import type { Output } from '../cli/output.ts';

export async function benchCommand(argv: readonly string[], out: Output): Promise<number> {
  const args = parseArgs(argv, [{ name: 'quick' }, { name: 'only', value: true }]);
  if (args.positional.length > 0) throw new UsageError('bench takes no files');
  const quick = args.flags.has('quick');
  const only = args.options.get('only')?.split(',');
  const unknown = only?.filter((id) => !BENCH_SECTIONS.some((s) => s.id === id)) ?? [];
  if (unknown.length > 0) {
    throw new UsageError(
      `unknown section ${unknown.join(', ')}; sections: ${BENCH_SECTIONS.map((s) => s.id).join(', ')}`,
    );
  }
  // A fresh clone has no public sets beside it: run what does without them, and say what is left out.
  const haveSets = hasBenchSets();
  const wanted = BENCH_SECTIONS.filter((s) => (only ? only.includes(s.id) : !quick || s.quick));
  const skipped = haveSets ? [] : wanted.filter((s) => s.needsSets);
  if (skipped.length > 0) {
    out.error(
      `The public puzzle sets are not in ${benchDir()} (set NONOGRAM_BENCH_DIR to their folder); skipping ${skipped.map((s) => s.id).join(', ')}.`,
    );
  }
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  out.line(`Nonogram benchmarks, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpu}`);
  out.line(quick ? 'Quick run: smaller samples.\n' : '');
  for (const section of wanted) {
    if (skipped.includes(section)) continue;
    out.line(`## ${section.title}${quick && section.quickNote ? ` (${section.quickNote})` : ''}`);
    const started = performance.now();
    out.line(await section.run(quick));
    out.line(`(${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
  }
  return 0;
}
