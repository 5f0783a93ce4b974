/**
 * The library's search, filters and sort as one value, the choices offered for each, and the
 * library.list arguments they make.
 */
import type { MethodArgs, ParsedArgs } from '../../../src-main/contract/methods.ts';

type ListQuery = ParsedArgs<'library.list'>;

export type LibraryFilters = Omit<ListQuery, 'offset' | 'limit'>;
export type SortKey = ListQuery['sort'];

export const DEFAULT_FILTERS: LibraryFilters = {
  search: '',
  status: 'any',
  size: 'any',
  color: 'any',
  level: 'any',
  collectionId: null,
  source: null,
  sort: 'created',
  descending: true,
};

export interface Choice<T> {
  readonly value: T;
  readonly label: string;
}

export const STATUS_CHOICES: readonly Choice<ListQuery['status']>[] = [
  { value: 'any', label: 'Any status' },
  { value: 'new', label: 'New' },
  { value: 'in-progress', label: 'In progress' },
  { value: 'solved', label: 'Solved' },
  { value: 'revealed', label: 'Revealed' },
];

export const SIZE_CHOICES: readonly Choice<ListQuery['size']>[] = [
  { value: 'any', label: 'Any size' },
  { value: 'small', label: 'Small' },
  { value: 'medium', label: 'Medium' },
  { value: 'large', label: 'Large' },
  { value: 'huge', label: 'Huge' },
];

export const COLOR_CHOICES: readonly Choice<ListQuery['color']>[] = [
  { value: 'any', label: 'Colour or B&W' },
  { value: 'bw', label: 'Black and white' },
  { value: 'color', label: 'Colour' },
];

export const LEVEL_CHOICES: readonly Choice<ListQuery['level']>[] = [
  { value: 'any', label: 'Any difficulty' },
  { value: 'easy', label: 'Easy' },
  { value: 'medium', label: 'Medium' },
  { value: 'hard', label: 'Hard' },
  { value: 'expert', label: 'Expert' },
  { value: 'not-unique', label: 'Not unique' },
  { value: 'no-solution', label: 'No solution' },
  { value: 'unrated', label: 'Not rated yet' },
];

export const SORT_CHOICES: readonly Choice<SortKey>[] = [
  { value: 'created', label: 'Date added' },
  { value: 'title', label: 'Title' },
  { value: 'size', label: 'Size' },
  { value: 'difficulty', label: 'Difficulty' },
  { value: 'played', label: 'Last played' },
  { value: 'status', label: 'Status' },
  // A collection's own order: a folder's files in natural order, a book page by page.
  { value: 'book', label: 'Book order' },
];

export function listArgs(filters: LibraryFilters, offset: number, limit: number): MethodArgs<'library.list'> {
  return { ...filters, search: filters.search.trim(), offset, limit };
}

/** Whether anything narrows the list (the collection chosen in the side panel does not count). */
export function isFiltered(filters: LibraryFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.status !== 'any' ||
    filters.size !== 'any' ||
    filters.color !== 'any' ||
    filters.level !== 'any' ||
    filters.source !== null
  );
}

export function clearedFilters(filters: LibraryFilters): LibraryFilters {
  return {
    ...DEFAULT_FILTERS,
    collectionId: filters.collectionId,
    sort: filters.sort,
    descending: filters.descending,
  };
}

/** The sort as stored in settings: "title" or "title:desc". */
export function formatSort(sort: SortKey, descending: boolean): string {
  return descending ? `${sort}:desc` : sort;
}

export function parseSort(text: string): { sort: SortKey; descending: boolean } | null {
  const [key, direction] = text.split(':');
  const choice = SORT_CHOICES.find((each) => each.value === key);
  if (!choice || (direction !== undefined && direction !== 'desc')) return null;
  return { sort: choice.value, descending: direction === 'desc' };
}

/** "webpbn.com #6" is puzzle 6 of the site webpbn.com. */
const NUMBERED_SOURCE = /^(.+) #\d+$/;

/**
 * The Source filter's choices: a site whose puzzles are numbered ("webpbn.com #6", "#16", …) is
 * one choice, which takes all of them (the library's query matches the site and "site #N"), so
 * the list does not run to one entry a puzzle.
 */
export function sourceChoices(sources: readonly string[]): Choice<string>[] {
  const counts = new Map<string, number>();
  for (const source of sources) {
    const site = NUMBERED_SOURCE.exec(source)?.[1] ?? source;
    counts.set(site, (counts.get(site) ?? 0) + (site === source ? 0 : 1));
  }
  return [...counts]
    .sort(([a], [b]) => a.localeCompare(b, 'en', { sensitivity: 'base' }))
    .map(([site, numbered]) => ({
      value: site,
      label: numbered > 1 ? `${site} (${numbered} puzzles)` : site,
    }));
}
