import { beforeAll, describe, expect, it, vi } from 'vitest';
import { blackAndWhitePuzzle } from '../../../../src-main/engine/puzzle.ts';
import { LibraryState } from '../../../../src-renderer/views/library/library-state.svelte.ts';
import { entryPuzzle } from '../../../backend/entry-puzzle.ts';
import { useRealApi } from '../../real-api.ts';

const api = useRealApi('library-state');

/** Five puzzles, added in this order (the list shows the newest first). */
const TITLES = ['Anchor', 'Bridge', 'Castle', 'Dragon', 'Eagle'];
let ids: number[] = [];

beforeAll(async () => {
  ids = [];
  for (const [i, title] of TITLES.entries()) {
    // Different clues each, so none is a duplicate of another.
    const puzzle = blackAndWhitePuzzle(
      [[i + 1]],
      Array.from({ length: 6 }, (_, x) => (x <= i ? [1] : [])),
    );
    const created = await api
      .client()
      .call('library.create', { puzzle: entryPuzzle({ ...puzzle, width: 6 }, { title }) });
    ids.push(created.id);
  }
});

async function loaded(library: LibraryState): Promise<void> {
  await vi.waitFor(() => expect(library.loaded && !library.loading).toBe(true), { timeout: 30_000 });
}

describe('LibraryState', () => {
  it('lists what the filters take, and a newer query replaces the answer of an older one', async () => {
    const library = new LibraryState(api.client());
    library.setFilters({ search: 'Castle' });
    library.setFilters({ search: 'a' });
    await loaded(library);
    expect(library.filters.search).toBe('a');
    const titles = Array.from({ length: library.total }, (_, i) => library.item(i)?.title);
    expect(titles.sort()).toEqual(['Anchor', 'Castle', 'Dragon', 'Eagle']);
  });

  it('selects a range from the anchor on top of what was selected before, and moves its end', async () => {
    const library = new LibraryState(api.client());
    library.setFilters({ sort: 'created', descending: false });
    await loaded(library);
    library.toggle(ids[4]!, 4);
    library.toggle(ids[0]!, 0);
    await library.extendTo(2);
    expect([...library.selected].sort()).toEqual([ids[0], ids[1], ids[2], ids[4]].sort());
    await library.extendTo(1);
    expect([...library.selected].sort()).toEqual([ids[0], ids[1], ids[4]].sort());
  });

  it('selects every puzzle the filters take with select all, and a new query clears the selection', async () => {
    const library = new LibraryState(api.client());
    library.setFilters({ search: 'e' });
    await loaded(library);
    await library.selectAll();
    expect(library.selected.size).toBe(library.total);
    library.setFilters({ search: '' });
    expect(library.selected.size).toBe(0);
  });
});
