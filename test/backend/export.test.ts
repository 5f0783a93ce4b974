import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dispatch } from '../../src-main/backend/dispatch.ts';
import type { ExportedFile } from '../../src-main/contract/dto.ts';
import { readPuzzleFile } from '../../src-main/engine/formats/index.ts';
import { readExport, useTestBackend } from './test-backend.ts';

const api = useTestBackend('export');

/** `count` distinct black-and-white 8x8 puzzles as one .non file, made from a seed. */
function nonFile(count: number, seed: number): string {
  let x = seed;
  const random = (): number => {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    return x / 2_147_483_648;
  };
  const runs = (cells: boolean[]): string => {
    const out: number[] = [];
    let run = 0;
    for (const cell of cells) {
      if (cell) run++;
      else if (run > 0) {
        out.push(run);
        run = 0;
      }
    }
    if (run > 0) out.push(run);
    return out.length === 0 ? '0' : out.join(',');
  };
  const puzzles: string[] = [];
  for (let n = 0; n < count; n++) {
    const grid = Array.from({ length: 8 }, () => Array.from({ length: 8 }, () => random() < 0.55));
    const rows = grid.map(runs);
    const columns = Array.from({ length: 8 }, (_, c) => runs(grid.map((row) => row[c]!)));
    puzzles.push(
      `title "made ${seed} ${n}"\nwidth 8\nheight 8\n\nrows\n${rows.join('\n')}\n\ncolumns\n${columns.join('\n')}\n`,
    );
  }
  return puzzles.join('====\n');
}

async function importMade(count: number, seed: number): Promise<number[]> {
  const summary = await api.call('library.import', {
    jobId: `made-${seed}`,
    files: [{ name: `made-${seed}.non`, text: nonFile(count, seed) }],
  });
  return [...summary.addedIds];
}

/** What is left in the data folder's exports/ (a finished or failed export must leave nothing there). */
async function leftInExports(): Promise<string[]> {
  const dir = join((await api.call('app.info', {})).dataDir, 'exports');
  return existsSync(dir) ? readdirSync(dir) : [];
}

describe('library.export', () => {
  it('writes 1,500 puzzles to a file that reads back as the same puzzles, and answers no text', async () => {
    const ids = await importMade(1500, 7);
    expect(ids).toHaveLength(1500);
    const file = await api.call('library.export', { jobId: 'export-all', ids, format: 'webpbn' });
    expect(file).toEqual({
      exportId: expect.any(String),
      fileName: 'puzzles.xml',
      count: 1500,
      bytes: expect.any(Number),
    });
    expect(file).not.toHaveProperty('text');
    const text = readExport(api.backend(), file.exportId);
    expect(Buffer.byteLength(text)).toBe(file.bytes);
    const titles = readPuzzleFile('puzzles.xml', text).puzzles.map(({ puzzle }) => puzzle.meta.title);
    expect(titles).toHaveLength(1500);
    expect(titles[0]).toBe('made 7 0');
    expect(titles[1499]).toBe('made 7 1499');
  });

  it('answers a call made while an export is being written before the export has finished', async () => {
    const ids = (await api.call('library.ids', {})).ids;
    const order: string[] = [];
    const exporting = dispatch(api.backend().handlers, 'library.export', {
      jobId: 'export-long',
      ids: [...ids],
      format: 'json',
    }).then((result) => {
      order.push('export');
      if (result.ok) readExport(api.backend(), (result.value as ExportedFile).exportId);
    });
    // Past the export's first batch, so the call below arrives while the file is being written.
    await new Promise<void>((seen) => {
      const stop = api.backend().subscribe((event, payload) => {
        if (event === 'job.progress' && 'jobId' in payload && payload.jobId === 'export-long') {
          stop();
          seen();
        }
      });
    });
    await dispatch(api.backend().handlers, 'library.sources', {}).then(() => order.push('sources'));
    await exporting;
    expect(order).toEqual(['sources', 'export']);
  });

  it('reports progress under its job id and, cancelled, fails as cancelled and leaves no file', async () => {
    const ids = (await api.call('library.ids', {})).ids;
    const exporting = dispatch(api.backend().handlers, 'library.export', {
      jobId: 'export-cancelled',
      ids: [...ids],
      format: 'non',
    });
    await new Promise<void>((seen) => {
      const stop = api.backend().subscribe((event, payload) => {
        if (event === 'job.progress' && 'jobId' in payload && payload.jobId === 'export-cancelled') {
          expect(payload).toMatchObject({ kind: 'export', message: 'Written 500 of 1500 puzzles' });
          stop();
          seen();
        }
      });
    });
    await api.call('jobs.cancel', { jobId: 'export-cancelled' });
    expect(await exporting).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    expect(await leftInExports()).toEqual([]);
  });

  it('refuses a colour puzzle in a black-and-white format with a sentence, and leaves no file', async () => {
    const flag =
      'title "Flag"\nwidth 2\nheight 1\ncolor a #ff0000\ncolor b #0000ff\n\nrows\n1a,1b\n\ncolumns\n1a\n1b\n';
    const summary = await api.call('library.import', {
      jobId: 'colour',
      files: [{ name: 'flag.non', text: flag }],
    });
    expect(summary.added).toBe(1);
    const ids = [...(await api.call('library.ids', {})).ids.slice(0, 3), summary.addedIds[0]!];
    const error = await api.failure('library.export', { jobId: 'export-colour', ids, format: 'tatham' });
    expect(error.code).toBe('format');
    expect(error.message).toMatch(/black-and-white/);
    expect(await leftInExports()).toEqual([]);
  });
});
