import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dispatch } from '../../src-main/backend/dispatch.ts';
import type { ApiResult } from '../../src-main/contract/result.ts';
import { readExport, useTestBackend } from './test-backend.ts';
import { FIXTURES } from '../fixture-path.ts';

const read = (path: string): string => readFileSync(join(FIXTURES, path), 'utf8');

const api = useTestBackend('trip');
const { events } = api;

async function call(method: string, args: unknown): Promise<unknown> {
  const result: ApiResult<unknown> = await dispatch(api.backend().handlers, method, args);
  if (!result.ok) throw new Error(`${method}: ${result.error.code}: ${result.error.message}`);
  return result.value;
}

describe('import, list, solve, get', () => {
  it('keeps what the solver found and tells listeners', async () => {
    const summary = (await call('library.import', {
      jobId: 'import-1',
      files: [
        { name: 'dancer.nin', text: read('formats/dancer.nin') },
        { name: 'multi-01-6x6.nin', text: read('edge-cases/multi-01-6x6.nin') },
        { name: 'broken.nin', text: 'five by five' },
      ],
    })) as { added: number; duplicates: number; addedIds: number[]; failed: { file: string }[] };
    expect(summary.added).toBe(2);
    expect(summary.failed.map((failure) => failure.file)).toEqual(['broken.nin']);
    const [dancerId, multiId] = summary.addedIds as [number, number];
    expect(events).toContainEqual({ event: 'library.changed', payload: { ids: summary.addedIds } });
    expect(
      events.some((e) => e.event === 'job.progress' && (e.payload as { jobId: string }).jobId === 'import-1'),
    ).toBe(true);

    const again = (await call('library.import', {
      jobId: 'import-2',
      files: [{ name: 'dancer copy.nin', text: read('formats/dancer.nin') }],
    })) as { added: number; duplicates: number };
    expect(again).toMatchObject({ added: 0, duplicates: 1 });

    const page = (await call('library.list', { sort: 'title' })) as {
      total: number;
      items: { id: number; title: string }[];
    };
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.title)).toEqual(['dancer', 'multi-01-6x6']);

    events.length = 0;
    const report = (await call('solver.solve', { jobId: 'solve-1', puzzleId: dancerId })) as {
      status: string;
      solutions: string[];
    };
    expect(report.status).toBe('unique');
    expect(events).toContainEqual({ event: 'library.changed', payload: { ids: [dancerId] } });
    const detail = (await call('library.get', { id: dancerId })) as {
      verdict: string;
      solution: string | null;
    };
    expect(detail.verdict).toBe('unique');
    expect(detail.solution).toBe(report.solutions[0]);

    const multiple = (await call('solver.solve', { jobId: 'solve-2', puzzleId: multiId })) as {
      status: string;
    };
    expect(multiple.status).toBe('multiple');
    const multiDetail = (await call('library.get', { id: multiId })) as {
      verdict: string;
      solution: string | null;
    };
    expect(multiDetail).toMatchObject({ verdict: 'multiple', solution: null });

    const rating = (await call('solver.rate', { jobId: 'rate-1', puzzleId: dancerId })) as { score: number };
    const rated = (await call('library.get', { id: dancerId })) as { difficulty: number | null };
    expect(rated.difficulty).toBe(rating.score);
    const walkthrough = (await call('solver.explain', { jobId: 'explain-1', puzzleId: dancerId })) as {
      outcome: string;
      steps: unknown[];
    };
    expect(walkthrough.outcome).toBe('solved');
    expect(walkthrough.steps.length).toBeGreaterThan(0);

    const exported = (await call('library.export', {
      jobId: 'export-1',
      ids: [dancerId],
      format: 'nin',
    })) as {
      exportId: string;
      fileName: string;
    };
    expect(exported.fileName).toBe('dancer.nin');
    expect(readExport(api.backend(), exported.exportId).trim()).toBe(read('formats/dancer.nin').trim());
  });
});

describe('jobs.cancel', () => {
  it('stops an import that is under way and says so in its summary', async () => {
    const text = read('tournament/tournament.txt');
    const pending = dispatch(api.backend().handlers, 'library.import', {
      jobId: 'big-import',
      files: [
        { name: 'tournament.txt', text },
        { name: 'tournament again.txt', text },
      ],
    });
    expect(await call('jobs.cancel', { jobId: 'big-import' })).toEqual({ cancelled: true });
    const result = await pending;
    expect(result).toMatchObject({ ok: true, value: { cancelled: true } });
    if (result.ok) expect((result.value as { added: number }).added).toBeLessThan(100);
  });

  it('answers false for a job that is not running', async () => {
    expect(await call('jobs.cancel', { jobId: 'nothing-by-this-name' })).toEqual({ cancelled: false });
  });
});
