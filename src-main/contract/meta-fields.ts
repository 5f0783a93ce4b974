/**
 * A puzzle's descriptive fields (and a book's), written once as plain data: their names, the labels the screens
 * show and the longest text each takes. The argument schemas (methods.ts, methods-entry.ts) build
 * their limits from this table, and the renderer, which must not load the schemas (zod), reads
 * the same table for its forms, so a field's limit cannot differ between a form and the API.
 */
import type { BookInfo, PuzzleMetaFields } from './dto.ts';

export type MetaKey = keyof PuzzleMetaFields;
export type BookKey = keyof BookInfo;

/** A text field of a form and of the API. */
export interface TextField<K extends string> {
  readonly key: K;
  readonly label: string;
  /** The longest text the API accepts, in UTF-16 code units (an input's maxlength counts the same). */
  readonly max: number;
  /** Free text over several lines (a textarea), not a one-line field. */
  readonly multiline: boolean;
}

export type MetaField = TextField<MetaKey>;
export type BookField = TextField<BookKey>;

/** Every field, in the order the forms show them. */
export const META_FIELDS: readonly MetaField[] = [
  { key: 'title', label: 'Title', max: 500, multiline: false },
  { key: 'author', label: 'Author', max: 500, multiline: false },
  { key: 'source', label: 'Book or magazine', max: 500, multiline: false },
  { key: 'page', label: 'Page', max: 50, multiline: false },
  { key: 'number', label: 'Puzzle number', max: 50, multiline: false },
  { key: 'copyright', label: 'Copyright', max: 500, multiline: false },
  { key: 'notes', label: 'Notes', max: 10_000, multiline: true },
];

/** A book's fields (a collection marked as a book), in the order the forms show them. */
export const BOOK_FIELDS: readonly BookField[] = [
  { key: 'title', label: 'Title', max: 500, multiline: false },
  { key: 'author', label: 'Author', max: 500, multiline: false },
  { key: 'publisher', label: 'Publisher', max: 500, multiline: false },
  { key: 'year', label: 'Year', max: 50, multiline: false },
  { key: 'isbn', label: 'ISBN', max: 50, multiline: false },
  { key: 'notes', label: 'Notes', max: 10_000, multiline: true },
];

export function bookField(key: BookKey): BookField {
  const field = BOOK_FIELDS.find((each) => each.key === key);
  if (!field) throw new Error(`There is no book field called "${key}".`);
  return field;
}

export function metaField(key: MetaKey): MetaField {
  const field = META_FIELDS.find((each) => each.key === key);
  if (!field) throw new Error(`There is no puzzle field called "${key}".`);
  return field;
}
