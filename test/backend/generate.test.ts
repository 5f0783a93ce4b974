import { describe, expect, it } from 'vitest';
import type { JobProgress } from '../../src-main/contract/dto.ts';
import { GENERATED_SOURCE } from '../../src-main/engine/generator/generated-meta.ts';
import { decodeGrid } from '../../src-main/engine/grid-codec.ts';
import { blackAndWhitePuzzle, satisfies, type Puzzle } from '../../src-main/engine/puzzle.ts';
import { useTestBackend } from './test-backend.ts';

const { events, call, failure } = useTestBackend('generate');

function progressOf(jobId: string): JobProgress[] {
  return events
    .filter((e) => e.event === 'job.progress')
    .map((e) => e.payload as JobProgress)
    .filter((p) => p.jobId === jobId);
}

describe('library.generate', () => {
  it('stores the puzzles it makes as unique, rated and solved, in the collection asked for, with progress; the same seeds again add only duplicates', async () => {
    events.length = 0;
    const collection = await call('collections.create', { name: 'Random ones' });
    const args = { jobId: 'gen-1', width: 12, height: 10, colors: 1, level: 'easy', count: 3, seed: 500 };
    const summary = await call('library.generate', { ...args, collectionId: collection.id });
    expect(summary).toMatchObject({ duplicates: 0, offTarget: 0, cancelled: false, problem: null });
    expect(summary.addedIds).toHaveLength(3);
    expect(summary.labels).toEqual(['easy', 'easy', 'easy']);

    for (const [n, id] of summary.addedIds.entries()) {
      const detail = await call('library.get', { id });
      expect(detail).toMatchObject({
        width: 12,
        height: 10,
        colors: 1,
        verdict: 'unique',
        source: GENERATED_SOURCE,
      });
      expect(detail.title).toBe(`Random 12x10 #${(500 + n).toString(36).toUpperCase()}`);
      expect(detail.difficulty).toBeLessThan(3.5);
      expect(detail.collectionIds).toContain(collection.id);
      const puzzle: Puzzle = blackAndWhitePuzzle(
        detail.rows.map((clue) => clue.map((block) => block.length)),
        detail.columns.map((clue) => clue.map((block) => block.length)),
      );
      const report = await call('solver.solve', { jobId: `check-${id}`, puzzleId: id });
      expect(report.status).toBe('unique');
      expect(satisfies(puzzle, decodeGrid(report.solutions[0]!, 12, 10))).toBe(true);
    }
    const changed = events.filter((e) => e.event === 'library.changed').length;
    expect(changed).toBeGreaterThanOrEqual(3);
    const progress = progressOf('gen-1');
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((p) => p.kind === 'generate')).toBe(true);
    expect(progress.map((p) => p.message)).toContainEqual(expect.stringMatching(/^Puzzle 3 of 3: /));
    const fractions = progress.map((p) => p.fraction);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));

    // The same seeds make the same puzzles again, which the library already has.
    const again = await call('library.generate', { ...args, jobId: 'gen-2' });
    expect(again).toMatchObject({ addedIds: [], duplicates: 3 });
  });

  it('keeps the puzzles made before a cancel, and says it was cancelled', async () => {
    events.length = 0;
    const running = call('library.generate', {
      jobId: 'gen-cancel',
      width: 40,
      height: 40,
      colors: 1,
      level: 'hard',
      count: 50,
    });
    await expect
      .poll(() => events.filter((e) => e.event === 'library.changed').length, { timeout: 60_000 })
      .toBeGreaterThan(0);
    await call('jobs.cancel', { jobId: 'gen-cancel' });
    const summary = await running;
    expect(summary.cancelled).toBe(true);
    expect(summary.addedIds.length).toBeGreaterThan(0);
    expect(summary.addedIds.length).toBeLessThan(50);
    for (const id of summary.addedIds) expect((await call('library.get', { id })).verdict).toBe('unique');
  });

  it('refuses sizes, colours, counts and levels out of range, and a collection that does not exist', async () => {
    const base = { jobId: 'gen-bad', width: 10, height: 10, colors: 1, level: 'easy', count: 1 };
    for (const patch of [
      { width: 4 },
      { height: 101 },
      { colors: 7 },
      { count: 0 },
      { count: 101 },
      { level: 'fiendish' },
    ]) {
      expect((await failure('library.generate', { ...base, ...patch })).code).toBe('invalid-arguments');
    }
    expect(await failure('library.generate', { ...base, collectionId: 9999 })).toMatchObject({
      code: 'not-found',
    });
  });
});
