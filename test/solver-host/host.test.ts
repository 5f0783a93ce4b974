import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeGrid } from '../../src-main/engine/grid-codec.ts';
import { satisfies } from '../../src-main/engine/puzzle.ts';
import { YIELDED_MESSAGE, type JobProgressUpdate } from '../../src-main/solver-host/host.ts';
import { dancer, failureOf, firstProgress, hostWithHooks, largeLineSolvable, slowPuzzle } from './support.ts';

describe('SolverHost on a real solver process', () => {
  // A generous cancel grace: a slow cancel must show up as latency, not as a restarted process.
  const { host } = hostWithHooks({ graceMs: 1500, cancelGraceMs: 3000 });

  beforeAll(async () => {
    await host.start();
  });
  afterAll(async () => {
    await host.dispose();
  });

  it('solves Dancer and proves its solution unique', async () => {
    const report = await host.run('solve', { puzzle: dancer }, { jobId: 'dancer', timeLimitMs: 10_000 });
    expect(report.status).toBe('unique');
    expect(report.solutions).toHaveLength(1);
    expect(satisfies(dancer, decodeGrid(report.solutions[0]!, dancer.width, dancer.height))).toBe(true);
    expect(report.partial).toHaveLength(dancer.width * dancer.height);
  });

  it('explains Dancer step by step by line logic', async () => {
    const walk = await host.run('explain', { puzzle: dancer }, { jobId: 'explain', timeLimitMs: 10_000 });
    expect(walk.outcome).toBe('solved');
    expect(walk.steps.length).toBeGreaterThan(0);
    expect(walk.steps[0]!.sentence).not.toBe('');
  });

  it('rates Dancer as an easy puzzle', async () => {
    const rating = await host.run('rate', { puzzle: dancer }, { jobId: 'rate', timeLimitMs: 10_000 });
    expect(rating.label).toBe('easy');
    expect(rating.lineSolvable).toBe(true);
    expect(rating.score).toBeGreaterThanOrEqual(1);
  });

  it('sends progress during a long solve and stops it at its time limit with a partial grid', async () => {
    const seen: { progress: JobProgressUpdate }[] = [];
    const report = await host.run(
      'solve',
      { puzzle: slowPuzzle },
      { jobId: 'long', timeLimitMs: 4000, onProgress: (progress) => seen.push({ progress }) },
    );
    expect(report.status).toBe('timeout');
    expect(report.partial).toHaveLength(slowPuzzle.width * slowPuzzle.height);
    expect(report.partial.every((domain) => domain >= 1 && domain <= 3)).toBe(true);
    expect(seen.length).toBeGreaterThanOrEqual(3);
    for (const { progress } of seen) {
      expect(progress.fraction).toBeGreaterThanOrEqual(0);
      expect(progress.fraction).toBeLessThanOrEqual(1);
      expect(progress.message).toMatch(/cells decided/);
    }
  });

  it('sends progress while it rates a long puzzle and while it explains a large one', async () => {
    const rated: { progress: JobProgressUpdate }[] = [];
    await host.run(
      'rate',
      { puzzle: slowPuzzle },
      {
        jobId: 'rate-long',
        timeLimitMs: 4000,
        onProgress: (progress) => rated.push({ progress }),
      },
    );
    expect(rated.length).toBeGreaterThanOrEqual(3);
    expect(
      rated.some(({ progress }) => /^Searching: \d+ of 7600 cells decided$/.test(progress.message)),
    ).toBe(true);

    // Olšák's hl2celybig, 100x125: about 900 steps of line logic.
    const explained: JobProgressUpdate[] = [];
    const walk = await host.run(
      'explain',
      { puzzle: largeLineSolvable },
      { jobId: 'explain-long', timeLimitMs: 20_000, onProgress: (progress) => explained.push(progress) },
    );
    expect(walk.outcome).toBe('solved');
    expect(explained.length).toBeGreaterThanOrEqual(1);
    for (const progress of explained) {
      expect(progress.message).toMatch(/^\d+ of 12500 cells settled$/);
      expect(progress.fraction).toBeGreaterThan(0);
      expect(progress.fraction).toBeLessThanOrEqual(1);
    }
  });

  it('cancels a running job and keeps the same process', async () => {
    const pid = host.pid;
    const { onProgress, started } = firstProgress();
    const job = host.run(
      'solve',
      { puzzle: slowPuzzle },
      { jobId: 'to-cancel', timeLimitMs: 60_000, onProgress },
    );
    await started;
    expect(host.cancel('to-cancel')).toBe(true);
    const failure = await failureOf(job);
    expect(failure.code).toBe('cancelled');
    // A cancel the process did not confirm within the grace would have restarted it.
    const next = await host.run('solve', { puzzle: dancer }, { jobId: 'after-cancel', timeLimitMs: 10_000 });
    expect(next.status).toBe('unique');
    expect(host.pid).toBe(pid);
  });

  it('drops a queued job that is cancelled before it starts', async () => {
    const { onProgress, started } = firstProgress();
    const running = host.run(
      'solve',
      { puzzle: slowPuzzle },
      { jobId: 'first', timeLimitMs: 60_000, onProgress },
    );
    let queuedStarted = false;
    const queued = host.run(
      'solve',
      { puzzle: slowPuzzle },
      { jobId: 'queued', timeLimitMs: 60_000, onProgress: () => (queuedStarted = true) },
    );
    await started;
    expect(host.cancel('queued')).toBe(true);
    expect((await failureOf(queued)).code).toBe('cancelled');
    host.cancel('first');
    expect((await failureOf(running)).code).toBe('cancelled');
    expect(queuedStarted).toBe(false);
    expect(host.cancel('queued')).toBe(false);
  });

  it('lets a newer job with the same supersede key cancel the older one, running or queued', async () => {
    const { onProgress, started } = firstProgress();
    const older = host.run(
      'solve',
      { puzzle: slowPuzzle },
      { jobId: 'check-1', supersedeKey: 'puzzle-7', timeLimitMs: 60_000, onProgress },
    );
    await started;
    // Watched at once: the middle job is rejected as soon as the newest one arrives.
    const middle = failureOf(
      host.run(
        'solve',
        { puzzle: dancer },
        { jobId: 'check-2', supersedeKey: 'puzzle-7', timeLimitMs: 10_000 },
      ),
    );
    const newest = host.run(
      'solve',
      { puzzle: dancer },
      { jobId: 'check-3', supersedeKey: 'puzzle-7', timeLimitMs: 10_000 },
    );
    const olderFailure = await failureOf(older);
    expect(olderFailure.code).toBe('cancelled');
    expect(olderFailure.message).toMatch(/newer/);
    expect((await middle).code).toBe('cancelled');
    expect((await newest).status).toBe('unique');
  });

  it('runs a background job only when nothing else waits, and cancels it when a job arrives', async () => {
    const { onProgress, started } = firstProgress();
    const background = failureOf(
      host.run(
        'assess',
        { puzzle: slowPuzzle },
        { jobId: 'background-1', timeLimitMs: 60_000, onProgress, background: true },
      ),
    );
    await started;
    const finished: string[] = [];
    const queuedBackground = host
      .run('assess', { puzzle: dancer }, { jobId: 'background-2', timeLimitMs: 10_000, background: true })
      .then((assessment) => {
        finished.push('background-2');
        return assessment;
      });
    const wanted = host
      .run('solve', { puzzle: dancer }, { jobId: 'wanted', timeLimitMs: 10_000 })
      .then((report) => {
        finished.push('wanted');
        return report;
      });
    const yielded = await background;
    expect(yielded.code).toBe('cancelled');
    expect(yielded.message).toBe(YIELDED_MESSAGE);
    expect((await wanted).status).toBe('unique');
    const assessment = await queuedBackground;
    // The job someone waits for went ahead of the background job queued before it.
    expect(finished).toEqual(['wanted', 'background-2']);
    expect(assessment.status).toBe('unique');
    expect(assessment.difficulty.label).toBe('easy');
    expect(satisfies(dancer, decodeGrid(assessment.solution!, dancer.width, dancer.height))).toBe(true);
  });

  it('refuses a puzzle whose clues do not match its size', async () => {
    const broken = { ...dancer, rows: dancer.rows.slice(1) };
    const failure = await failureOf(
      host.run('solve', { puzzle: broken }, { jobId: 'broken', timeLimitMs: 10_000 }),
    );
    expect(failure.code).toBe('invalid-puzzle');
    expect(failure.message).toMatch(/row clue/);
  });

  it('refuses a second job with the id of one under way', async () => {
    const { onProgress, started } = firstProgress();
    const first = host.run(
      'solve',
      { puzzle: slowPuzzle },
      { jobId: 'same', timeLimitMs: 60_000, onProgress },
    );
    const twin = await failureOf(
      host.run('solve', { puzzle: dancer }, { jobId: 'same', timeLimitMs: 10_000 }),
    );
    expect(twin.code).toBe('invalid-arguments');
    await started;
    host.cancel('same');
    expect((await failureOf(first)).code).toBe('cancelled');
  });
});
