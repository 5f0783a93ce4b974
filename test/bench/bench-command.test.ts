import { describe, expect, it } from 'vitest';
import { main } from '../../src-main/bench/main.ts';
import { runCli, runEntry } from '../cli/run-cli.ts';

describe('nonogram bench', () => {
  it('benchmarks the small sets with no wrong verdict on the edge cases', async () => {
    const run = await runEntry(main, ['bench', '--only', 'small']);
    expect(run.code).toBe(0);
    const edge = run.stdout.split('\n').find((l) => l.startsWith('| edge-cases'));
    // Columns: set, puzzles, verdicts, wrong, ...
    expect(edge?.split('|').map((c) => c.trim())[4]).toBe('0');
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
