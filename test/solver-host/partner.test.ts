import { availableParallelism } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readNin } from '../../src-main/engine/formats/nin.ts';
import { decodeGrid } from '../../src-main/engine/grid-codec.ts';
import { satisfies } from '../../src-main/engine/puzzle.ts';
import type { CheckedJob } from '../../src-main/solver-host/check-job.ts';
import { partnerJobOf } from '../../src-main/solver-host/partner-thread.ts';
import { fixtureText } from '../fixture-path.ts';
import { dancer, hostWithHooks } from './support.ts';

/**
 * Two generated tournament-like puzzles on which the search styles part by an order of magnitude,
 * each way (test/fixtures/search-styles/README.md gives the nodes and times). Both outlast the
 * partner's start.
 */
const plainFaster = readNin(fixtureText('search-styles/plain-faster.nin'));
const linkedFaster = readNin(fixtureText('search-styles/linked-faster.nin'));

/**
 * The partner thread starts only where a second processor can run it beside the engine thread
 * (partner-thread.ts): on one processor the two searches would share it and each take twice as
 * long, so there is no partner to test there.
 */
const skipReason = availableParallelism() < 2 ? 'one processor: no partner thread is started' : null;

describe.skipIf(skipReason !== null)(
  `the partner engine thread${skipReason === null ? '' : ` (skipped: ${skipReason})`}`,
  () => {
    const { host } = hostWithHooks({ graceMs: 1500, cancelGraceMs: 3000 });

    beforeAll(async () => {
      await host.start();
      // The partner thread starts with the first long solve and loads the engine then; on a busy
      // machine that start can outlast the other search. One solve first, so the races below are
      // between the two searches and not against the thread's start.
      await host.run(
        'solve',
        { puzzle: plainFaster, options: { maxSolutions: 1 } },
        { jobId: 'warm-up', timeLimitMs: 60_000 },
      );
    }, 90_000);
    afterAll(async () => {
      await host.dispose();
    });

    it.each([
      ['plain', plainFaster],
      ['linked', linkedFaster],
    ] as const)(
      'answers a hard solve with the %s style where that search finishes first, and the solution keeps every clue',
      async (style, puzzle) => {
        const report = await host.run(
          'solve',
          { puzzle, options: { maxSolutions: 1 } },
          { jobId: `${style}-first`, timeLimitMs: 60_000 },
        );
        expect(report.status).toBe('solved');
        expect(report.searchStyle).toBe(style);
        const grid = decodeGrid(report.solutions[0]!, puzzle.width, puzzle.height);
        expect(satisfies(puzzle, grid)).toBe(true);
      },
    );

    it('runs the next job at once after the partner answered, the beaten search giving way', async () => {
      await host.run(
        'solve',
        { puzzle: plainFaster, options: { maxSolutions: 1 } },
        { jobId: 'beaten', timeLimitMs: 60_000 },
      );
      // The linked search of this puzzle would run for seconds more; a job queued behind it would wait.
      const next = await host.run('rate', { puzzle: dancer }, { jobId: 'after-beaten', timeLimitMs: 2000 });
      expect(next.label).toBe('easy');
    });

    it('answers the next job with its own answer even under the id of the job the partner just won', async () => {
      await host.run(
        'solve',
        { puzzle: plainFaster, options: { maxSolutions: 1 } },
        { jobId: 'same-id', timeLimitMs: 60_000 },
      );
      // The beaten linked search answers "cancelled" for the first job while the second is posted.
      const next = await host.run('solve', { puzzle: dancer }, { jobId: 'same-id', timeLimitMs: 10_000 });
      expect(next.status).toBe('unique');
      expect(satisfies(dancer, decodeGrid(next.solutions[0]!, dancer.width, dancer.height))).toBe(true);
    });

    it('lets a solve that asks for one style run that style alone', async () => {
      const report = await host.run(
        'solve',
        { puzzle: plainFaster, options: { maxSolutions: 1, searchStyle: 'linked' } },
        { jobId: 'linked-only', timeLimitMs: 60_000 },
      );
      expect(report.status).toBe('solved');
      expect(report.searchStyle).toBe('linked');
    });
  },
);

describe('partnerJobOf', () => {
  const job = (kind: CheckedJob['kind'], options: object): CheckedJob =>
    ({ id: 'job', kind, puzzle: dancer, options, timeLimitMs: 1000 }) as CheckedJob;

  it('gives a full solve the plain style and leaves everything else about it as it was', () => {
    const partner = partnerJobOf(job('solve', { maxSolutions: 2, picture: '0' }));
    expect(partner?.options).toEqual({ maxSolutions: 2, picture: '0', searchStyle: 'plain' });
    expect(partner?.id).toBe('job');
    expect(partner?.timeLimitMs).toBe(1000);
  });

  it('gives no partner to other jobs, other strategies, or a solve that names its style', () => {
    expect(partnerJobOf(job('assess', {}))).toBeNull();
    expect(partnerJobOf(job('rate', {}))).toBeNull();
    expect(partnerJobOf(job('solve', { strategy: 'rules' }))).toBeNull();
    expect(partnerJobOf(job('solve', { strategy: 'dfs' }))).toBeNull();
    expect(partnerJobOf(job('solve', { searchStyle: 'linked' }))).toBeNull();
  });
});
