/** How the library names a collection that may be a book, and what it says of its progress. */
import type { Collection } from '../../../src-main/contract/dto.ts';

/** The book's own title where it has one, else the collection's name. */
export function shelfTitle(collection: Collection): string {
  const title = collection.book?.title.trim() ?? '';
  return title === '' ? collection.name : title;
}

/** "by Jan Wolter · Puzzle Press · 1998", from what the book gives; '' for none. */
export function bookByline(collection: Collection): string {
  const book = collection.book;
  if (!book) return '';
  return [book.author.trim() && `by ${book.author.trim()}`, book.publisher.trim(), book.year.trim()]
    .filter((part) => part !== '')
    .join(' · ');
}

/** "37 of 120 solved", "All 12 solved", "Empty". */
export function progressText(collection: Pick<Collection, 'count' | 'solved'>): string {
  const { count, solved } = collection;
  if (count === 0) return 'Empty';
  if (solved >= count) return count === 1 ? 'Solved' : `All ${count.toLocaleString('en')} solved`;
  return `${solved.toLocaleString('en')} of ${count.toLocaleString('en')} solved`;
}

/** Where a puzzle is in its book, as a card shows it: "p. 12, no. 3", "p. 12", "no. 3", or ''. */
export function placeInBook(page: string, number: string): string {
  return [page.trim() && `p. ${page.trim()}`, number.trim() && `no. ${number.trim()}`]
    .filter((part) => part !== '')
    .join(', ');
}
