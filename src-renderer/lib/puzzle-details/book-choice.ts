/**
 * The "Book or magazine" field and the books of the library. The field is the puzzle's own text,
 * but a collector who types a book's name there means the book: so the field offers the book
 * collections by name, and a name that is one of them puts the puzzle into that collection.
 */
import type { Collection } from '../../../src-main/contract/dto.ts';

/** The name a book collection goes by: its book title, else the collection's name. */
export function bookName(collection: Collection): string {
  return collection.book?.title.trim() || collection.name;
}

/** The book collections, by name, for the field's suggestions. */
export function bookNames(collections: readonly Collection[]): string[] {
  return collections.filter((each) => each.book !== null).map(bookName);
}

/** The book collection the text names (case and outer spaces aside), or null. */
export function bookNamed(collections: readonly Collection[], text: string): Collection | null {
  const wanted = text.trim().toLocaleLowerCase('en');
  if (wanted === '') return null;
  return (
    collections.find(
      (each) =>
        each.book !== null &&
        (bookName(each).toLocaleLowerCase('en') === wanted || each.name.toLocaleLowerCase('en') === wanted),
    ) ?? null
  );
}
