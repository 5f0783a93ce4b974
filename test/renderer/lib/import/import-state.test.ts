import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Gathered } from '../../../../src-renderer/lib/import/gather-files.ts';
import { ImportState } from '../../../../src-renderer/lib/import/import-state.svelte.ts';
import { useRealApi } from '../../real-api.ts';

const api = useRealApi('import-state');

function picked(name: string, text: string): Gathered['files'][number] {
  return { name, file: new File([text], name) };
}

function fixture(name: string): string {
  return readFileSync(new URL(`../../../fixtures/play/${name}`, import.meta.url), 'utf8');
}

describe('ImportState', () => {
  it('imports the files chosen through the backend, and sums up what was added and what failed', async () => {
    const importer = new ImportState(api.client());
    const outcome = await importer.importFiles({
      files: [
        picked('diamond-5.nin', fixture('diamond-5.nin')),
        picked('plus-5.nin', fixture('plus-5.nin')),
        picked('broken.nin', 'not a puzzle at all'),
      ],
      skipped: 2,
    });
    expect(importer.phase).toBe('done');
    expect(outcome).toMatchObject({ added: 2, skipped: 2, cancelled: false });
    expect(outcome?.failed.map((failure) => failure.file)).toEqual(['broken.nin']);
    expect(importer.fraction).toBe(1);
    expect(importer.finished).toBe(1);
    const listed = await api.client().call('library.ids', {});
    expect(listed.ids).toHaveLength(2);
  });

  it('counts the same puzzle imported again as a duplicate, not a new puzzle', async () => {
    const importer = new ImportState(api.client());
    const outcome = await importer.importFiles({
      files: [picked('diamond again.nin', fixture('diamond-5.nin'))],
      skipped: 0,
    });
    expect(outcome).toMatchObject({ added: 0, duplicates: 1 });
  });

  it('refuses a second import while one is under way', async () => {
    const importer = new ImportState(api.client());
    const first = importer.importFiles({ files: [picked('gate-5.nin', fixture('gate-5.nin'))], skipped: 0 });
    expect(importer.busy).toBe(true);
    expect(await importer.importFiles({ files: [], skipped: 0 })).toBeNull();
    expect(await first).toMatchObject({ added: 1 });
  });
});
