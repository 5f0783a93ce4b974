/**
 * Where in the library one is: all puzzles, the shelf of books, or one collection. Each place has
 * its own search and filters, so a search made in All puzzles does not follow into a book (where it
 * would match nothing and grey out Print and Export); the place is the library route's parameter
 * (`#/library/all`, `#/library/books`, `#/library/12`), so the browser's Back returns to the
 * place before with its search as it was left.
 */
import { idParam } from '../../lib/shell/routes.ts';
import { DEFAULT_FILTERS, type LibraryFilters } from './filters.ts';

export type LibraryPlace = 'all' | 'books' | number;

/** The place a route parameter names; null (plain `#/library`) means the place shown last. */
export function placeOfParam(param: string | null): LibraryPlace | null {
  if (param === 'all' || param === 'books') return param;
  return idParam(param);
}

export function paramOfPlace(place: LibraryPlace): string {
  return String(place);
}

/** The filters a place starts with the first time it opens: nothing narrows it, the sort stays. */
export function cleanFilters(place: LibraryPlace, current: LibraryFilters): LibraryFilters {
  const collectionId = typeof place === 'number' ? place : null;
  // Book order belongs to a collection; elsewhere the list falls back to the newest first.
  const bookOrderLost = current.sort === 'book' && collectionId === null;
  return {
    ...DEFAULT_FILTERS,
    collectionId,
    sort: bookOrderLost ? DEFAULT_FILTERS.sort : current.sort,
    descending: bookOrderLost ? DEFAULT_FILTERS.descending : current.descending,
  };
}
