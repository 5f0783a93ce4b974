/** Browser mode: from starting the built server to its printed URL, and to the first page. */
import { existsSync } from 'node:fs';
import { BUILT_ENTRY, measureServeStartup } from './serve-process.ts';
import { formatTable } from './table.ts';

export async function serverSection(quick: boolean): Promise<string> {
  if (!existsSync(BUILT_ENTRY)) return 'Skipped: the built tree is missing (run `npm run build` first).';
  const timings = await measureServeStartup({ runs: quick ? 3 : 7 });
  const median = (values: number[]): number => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return formatTable(
    ['measure', `median of ${timings.length} ms`, 'worst ms', 'target'],
    [
      [
        'start to URL printed (ready to serve)',
        median(timings.map((t) => t.readyMs)),
        Math.max(...timings.map((t) => t.readyMs)),
        'under 1000 ms',
      ],
      [
        'start to first page served',
        median(timings.map((t) => t.firstPageMs)),
        Math.max(...timings.map((t) => t.firstPageMs)),
        '',
      ],
      [
        'stop (SIGTERM) to exit',
        median(timings.map((t) => t.stopMs)),
        Math.max(...timings.map((t) => t.stopMs)),
        '',
      ],
    ],
  );
}
