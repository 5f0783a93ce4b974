import { describe, expect, it, vi } from 'vitest';
import { main } from '../../src-main/bench/main.ts';
import { runCli, runEntry } from '../cli/run-cli.ts';
import { FIXTURES } from '../fixture-path.ts';

describe('nonogram bench', () => {
  it('benchmarks the small sets: no wrong verdict among the 24 edge cases, no invalid solution', async () => {
    // The fixtures hold the edge cases and a sample of jwilk's set in the sets' own layout.
    vi.stubEnv('NONOGRAM_BENCH_DIR', FIXTURES);
    const run = await runEntry(main, ['bench', '--only', 'small']);
    vi.unstubAllEnvs();
    expect(run.code).toBe(0);
    const cells = (set: string): string[] | undefined =>
      run.stdout
        .split('\n')
        .find((line) => line.startsWith(`| ${set}`))
        ?.split('|')
        .map((cell) => cell.trim());
    // Columns: set, puzzles, verdicts, wrong verdicts, invalid solutions, ...
    expect(cells('edge-cases')?.slice(4, 6)).toEqual(['0 of 24', '0']);
    expect(cells('jwilk')?.slice(4, 6)).toEqual(['-', '0']);
  });

  it('is not a command of the product tool, which never loads the harness', async () => {
    const run = await runCli('bench', '--only', 'small');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/unknown command "bench"/);
  });

  it('refuses an unknown section with the list of sections', async () => {
    const run = await runEntry(main, ['bench', '--only', 'nonsense']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/unknown section nonsense; sections: taai-hard,/);
  });
});
