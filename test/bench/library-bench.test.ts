import { describe, expect, it } from 'vitest';
import { runLibraryBench } from '../../src-main/bench/library-bench.ts';
import { tempDir, TOURNAMENT } from '../library/temp-library.ts';

describe('runLibraryBench', () => {
  it('measures listing, importing and saving moves on libraries it builds', async () => {
    const figures = await runLibraryBench(tempDir(), { puzzles: 300, repeats: 2, taaiFile: TOURNAMENT });
    expect(figures.puzzles).toBe(300);
    expect(figures.taaiAdded).toBe(100);
    expect(figures.queries.length).toBeGreaterThan(10);
    expect(figures.queries.every((q) => q.medianMs >= 0 && q.maxMs >= q.medianMs)).toBe(true);
    expect(figures.slowestQueryMedianMs).toBe(Math.max(...figures.queries.map((q) => q.medianMs)));
    expect(figures.taaiImportMs).toBeGreaterThan(0);
    expect(figures.moveSaveMedianMs).toBeGreaterThan(0);
  });
});
