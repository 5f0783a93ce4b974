import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestBackend } from './test-backend.ts';
import { FIXTURES } from '../fixture-path.ts';

const api = useTestBackend('books');

const jwilkText = (n: number): string =>
  readFileSync(join(FIXTURES, 'jwilk', `data${String(n).padStart(3, '0')}.nin`), 'utf8');

/** The first `count` puzzles of the generated tournament-style file, as a file of their own. */
function taaiText(count: number): string {
  const text = readFileSync(join(FIXTURES, 'tournament/tournament.txt'), 'utf8');
  return text.slice(0, text.indexOf(`$${count + 1}\n`));
}

let jobs = 0;
const jobId = (): string => `books-${++jobs}`;

describe('an import', () => {
  it('makes a collection of a folder in the natural order of its files, recording each file', async () => {
    const files = [10, 2, 1].map((n) => ({ name: `Wilk set/data${n}.nin`, text: jwilkText(n) }));
    const result = await api.call('library.import', {
      jobId: jobId(),
      files,
      collection: { kind: 'groups', names: {} },
    });
    expect(result.added).toBe(3);
    expect(result.collections).toEqual([
      { id: expect.any(Number), name: 'Wilk set', created: true, added: 3 },
    ]);
    const { id } = result.collections[0]!;
    const page = await api.call('library.list', { collectionId: id, sort: 'book' });
    expect(page.items.map((p) => p.sourceFile)).toEqual([
      'Wilk set/data1.nin',
      'Wilk set/data2.nin',
      'Wilk set/data10.nin',
    ]);
    expect(page.items.map((p) => p.title)).toEqual(['data1', 'data2', 'data10']);
  });

  it('makes a collection of a file of several puzzles under the name chosen, with readable titles', async () => {
    const result = await api.call('library.import', {
      jobId: jobId(),
      files: [{ name: 'taai2011.txt', text: taaiText(3) }],
      collection: { kind: 'groups', names: { taai2011: 'Tournament 2011' } },
    });
    expect(result.collections).toMatchObject([{ name: 'Tournament 2011', created: true, added: 3 }]);
    const page = await api.call('library.list', { collectionId: result.collections[0]!.id, sort: 'book' });
    expect(page.items.map((p) => p.title)).toEqual(['taai2011 #1', 'taai2011 #2', 'taai2011 #3']);
  });

  it('puts everything into the collection open, duplicates included, and names what each duplicates', async () => {
    const open = await api.call('collections.create', { name: 'Favourites' });
    const first = await api.call('library.import', {
      jobId: jobId(),
      files: [{ name: 'cat.nin', text: jwilkText(6) }],
    });
    expect(first.collections).toEqual([]);
    const [catId] = first.addedIds;
    const result = await api.call('library.import', {
      jobId: jobId(),
      files: [
        { name: 'again.nin', text: jwilkText(6) },
        { name: 'new.nin', text: jwilkText(7) },
      ],
      collection: { kind: 'existing', id: open.id },
    });
    expect(result).toMatchObject({ added: 1, duplicates: 1 });
    expect(result.duplicateOf).toEqual([
      { file: 'again.nin', existingId: catId, message: "Duplicate of 'cat'" },
    ]);
    expect(result.collections).toEqual([{ id: open.id, name: 'Favourites', created: false, added: 2 }]);
    const ids = await api.call('library.ids', { collectionId: open.id, sort: 'book' });
    expect(ids.ids).toEqual([catId, result.addedIds[0]]);
  });

  it('into a named collection reaches the same one from every call of an import sent in parts', async () => {
    const parts = [[20], [21, 22]];
    const ids: number[] = [];
    for (const part of parts) {
      const result = await api.call('library.import', {
        jobId: jobId(),
        files: part.map((n) => ({ name: `p${n}.nin`, text: jwilkText(n) })),
        collection: { kind: 'named', name: 'Sent in parts' },
      });
      ids.push(...result.addedIds);
    }
    const collections = await api.call('collections.list', {});
    const made = collections.filter((c) => c.name === 'Sent in parts');
    expect(made).toHaveLength(1);
    expect((await api.call('library.ids', { collectionId: made[0]!.id, sort: 'book' })).ids).toEqual(ids);
  });

  it('refuses a collection that is not there, saying so', async () => {
    const error = await api.failure('library.import', {
      jobId: jobId(),
      files: [{ name: 'x.nin', text: jwilkText(30) }],
      collection: { kind: 'existing', id: 99_999 },
    });
    expect(error.code).toBe('not-found');
    expect(error.message).toMatch(/collection/);
  });
});

describe('books', () => {
  it('are marked with their details, show their progress and continue where the reader is', async () => {
    const result = await api.call('library.import', {
      jobId: jobId(),
      files: [40, 41, 42].map((n) => ({ name: `Logic Art/page ${n}.nin`, text: jwilkText(n) })),
      collection: { kind: 'groups', names: {} },
    });
    const { id } = result.collections[0]!;
    const book = {
      title: 'Logic Art 3',
      author: 'Ann Bee',
      publisher: 'Grid Press',
      year: '2004',
      isbn: '978-0-00-000000-0',
      notes: '',
    };
    expect(await api.call('collections.setBook', { id, book })).toMatchObject({ book, count: 3, solved: 0 });
    expect(await api.call('collections.continue', { id })).toEqual({ puzzleId: result.addedIds[0] });
    const { attempt } = await api.call('play.open', { puzzleId: result.addedIds[0]! });
    await api.call('play.reveal', { attemptId: attempt.id, elapsedMs: 1000, jobId: jobId() });
    expect(await api.call('collections.continue', { id })).toEqual({ puzzleId: result.addedIds[1] });
    expect((await api.call('collections.get', { id })).book).toEqual(book);
    expect((await api.call('collections.setBook', { id, book: null })).book).toBeNull();
  });

  it('check the details given', async () => {
    const { id } = await api.call('collections.create', { name: 'Checked' });
    const error = await api.failure('collections.setBook', {
      id,
      book: { title: 'x', author: '', publisher: '', year: '', isbn: '9'.repeat(60), notes: '' },
    });
    expect(error.code).toBe('invalid-arguments');
    expect(error.message).toMatch(/isbn/);
  });
});

describe('a selection of any size', () => {
  it('is every puzzle the filters take; it can be added to a collection, deleted and restored', async () => {
    const all = await api.call('library.ids', {});
    const page = await api.call('library.list', { limit: 1 });
    expect(all.ids).toHaveLength(page.total);
    const target = await api.call('collections.create', { name: 'Everything' });
    expect((await api.call('collections.add', { id: target.id, puzzleIds: all.ids })).count).toBe(
      all.ids.length,
    );
    expect((await api.call('library.ids', { collectionId: target.id, sort: 'book' })).ids).toEqual(all.ids);
    expect(await api.call('library.delete', { ids: all.ids })).toEqual({ deleted: all.ids.length });
    expect((await api.call('library.ids', {})).ids).toEqual([]);
    expect(await api.call('library.restore', { ids: all.ids })).toEqual({ restored: all.ids.length });
    expect((await api.call('library.ids', {})).ids).toEqual(all.ids);
  });

  it('is read in one call for a printout, in the order asked, leaving out what is gone', async () => {
    const { ids } = await api.call('library.ids', { sort: 'title' });
    const [first, second, third] = ids;
    await api.call('library.delete', { ids: [second!] });
    const details = await api.call('library.details', { ids: [third!, second!, first!] });
    expect(details.map((detail) => detail.id)).toEqual([third, first]);
    expect(details[0]!.rows.length).toBe(details[0]!.height);
    await api.call('library.restore', { ids: [second!] });
  });
});

describe('the news of a change to a collection', () => {
  it('names only the puzzles that joined or left it, not every id sent', async () => {
    const { ids } = await api.call('library.ids', { sort: 'title' });
    const [member, joining] = ids;
    const target = await api.call('collections.create', { name: 'News' });
    await api.call('collections.add', { id: target.id, puzzleIds: [member!] });
    api.events.length = 0;
    const missing = Math.max(...ids) + 1000;
    await api.call('collections.add', { id: target.id, puzzleIds: [member!, joining!, missing] });
    await api.call('collections.add', { id: target.id, puzzleIds: [member!, missing] });
    await api.call('collections.remove', { id: target.id, puzzleIds: [joining!, missing] });
    const news = api.events
      .filter((event) => event.event === 'library.changed')
      .map((event) => event.payload);
    expect(news).toEqual([{ ids: [joining] }, { ids: [joining] }]);
  });
});
