import { describe, expect, it } from 'vitest';
import {
  clearedFilters,
  DEFAULT_FILTERS,
  formatSort,
  isFiltered,
  listArgs,
  parseSort,
  sourceChoices,
} from '../../../../src-renderer/views/library/filters.ts';
import { methodSchemas } from '../../../../src-main/contract/methods.ts';

describe('library filters', () => {
  it('make arguments that the contract accepts', () => {
    const args = listArgs({ ...DEFAULT_FILTERS, search: '  cat ', color: 'bw', collectionId: 3 }, 240, 120);
    const parsed = methodSchemas['library.list'].parse(args);
    expect(parsed).toMatchObject({ search: 'cat', color: 'bw', collectionId: 3, offset: 240, limit: 120 });
  });

  it('tell whether anything narrows the list, not counting the collection', () => {
    expect(isFiltered(DEFAULT_FILTERS)).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTERS, collectionId: 2 })).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTERS, search: ' ' })).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTERS, status: 'solved' })).toBe(true);
    expect(isFiltered({ ...DEFAULT_FILTERS, source: 'Book' })).toBe(true);
  });

  it('clear search and filters but keep the collection and the sort', () => {
    const filters = {
      ...DEFAULT_FILTERS,
      search: 'x',
      size: 'large' as const,
      collectionId: 4,
      sort: 'title' as const,
    };
    expect(clearedFilters(filters)).toEqual({ ...DEFAULT_FILTERS, collectionId: 4, sort: 'title' });
  });

  it('store the sort as text and read it back', () => {
    expect(formatSort('title', false)).toBe('title');
    expect(formatSort('size', true)).toBe('size:desc');
    expect(parseSort('size:desc')).toEqual({ sort: 'size', descending: true });
    expect(parseSort('title')).toEqual({ sort: 'title', descending: false });
    expect(parseSort('colour')).toBeNull();
    expect(parseSort('title:up')).toBeNull();
  });
});

describe('sourceChoices', () => {
  it('offers a site of numbered puzzles once, beside the sources that are not numbered', () => {
    const sources = [
      'Logic Weekly',
      'webpbn.com #16',
      'webpbn.com #6',
      'webpbn.com #803',
      'nonograms.org #2',
    ];
    expect(sourceChoices(sources)).toEqual([
      { value: 'Logic Weekly', label: 'Logic Weekly' },
      { value: 'nonograms.org', label: 'nonograms.org' },
      { value: 'webpbn.com', label: 'webpbn.com (3 puzzles)' },
    ]);
  });
});
