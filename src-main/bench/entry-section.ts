/** The entry screen's verdict after the last keystroke on a 30x30 book puzzle, in Chromium. */
import { benchEntry, ENTRY_BENCH_PUZZLE } from './entry-bench.ts';
import { formatTable } from './table.ts';

export async function entrySection(quick: boolean): Promise<string> {
  const result = await benchEntry(quick ? 3 : 8);
  const f = result.keyToVerdictMs;
  return formatTable(
    [`${ENTRY_BENCH_PUZZLE} (${result.width}x${result.height})`, 'median ms', 'max ms', 'samples', 'target'],
    [
      ['completing keystroke to verdict', result.completingMs, result.completingMs, 1, 'under 200 ms'],
      ['every keystroke to its verdict', f.median, f.max, f.count, 'under 200 ms'],
      [
        'the solver alone (as the check reports)',
        result.solverMs.median,
        result.solverMs.max,
        result.solverMs.count,
        '',
      ],
    ],
  );
}
