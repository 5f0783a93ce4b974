/** The library's figures: a 10,000-puzzle list and filters, the TAAI import, saving a move, a backup and its restore. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runLibraryBench } from './library-bench.ts';
import { benchDir } from './bench-files.ts';
import { formatTable } from './table.ts';

export async function librarySection(quick: boolean): Promise<string> {
  const folder = mkdtempSync(join(tmpdir(), 'nonogram-bench-'));
  try {
    const figures = await runLibraryBench(folder, {
      puzzles: quick ? 2_000 : 10_000,
      repeats: quick ? 5 : 15,
      taaiFile: join(benchDir(), 'taai/question/taai2011.txt'),
    });
    const queries = formatTable(
      [`query on ${figures.puzzles} puzzles`, 'matches', 'median ms', 'max ms'],
      figures.queries.map((q) => [q.name, q.total, q.medianMs, q.maxMs]),
    );
    const summary = formatTable(
      ['measure', 'figure', 'target'],
      [
        ['slowest list/filter query, median', `${figures.slowestQueryMedianMs.toFixed(1)} ms`, 'under 50 ms'],
        [
          `import TAAI 2011 (${figures.taaiAdded} puzzles)`,
          `${(figures.taaiImportMs / 1000).toFixed(2)} s`,
          'under 5 s',
        ],
        [
          'save a move, median / max',
          `${figures.moveSaveMedianMs.toFixed(2)} / ${figures.moveSaveMaxMs.toFixed(2)} ms`,
          'under 5 ms',
        ],
        ['reopen the library (with integrity check)', `${figures.reopenMs.toFixed(0)} ms`, ''],
        ['back up now (a copy of the whole library)', `${figures.backupMs.toFixed(0)} ms`, ''],
        ['restore that copy (saving the library first)', `${figures.restoreMs.toFixed(0)} ms`, ''],
      ],
    );
    return `${queries}\n\n${summary}`;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
