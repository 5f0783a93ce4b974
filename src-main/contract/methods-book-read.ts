/**
 * Reading a whole scanned book: a PDF of several pages, or a folder of page photos, read page by
 * page into a book collection. methods.ts merges this part into the one method list.
 *
 * The pages are first kept as page images (`photo.upload`, `photo.add`), then `book.read` reads
 * them one page at a time in the solver process, PDF pages in their order and photos in the
 * natural order of their names (page2 before page10). Every page that yields a puzzle is saved in
 * the book at once, with its page picture and the solver's verdict, so a cancel keeps every page
 * read so far; a page with no puzzle is listed with the reader's reason. Progress goes out as
 * `job.progress` (kind `read-book`), and each page as it is done as `book.page`.
 */
import { z } from 'zod';
import type { ReadingQuality } from './photo-reading.ts';
import { recordId as id } from './schema-parts.ts';

const jobId = z.string().min(1).max(64);

/** Most files one book reading takes (photos of a thick book, one a page). */
export const MAX_BOOK_FILES = 2000;

export const bookReadMethodSchemas = {
  /**
   * Reads the page images into a book: the collection `collectionId`, or a new one called `title`
   * (made a book). Answers when every page is read, or at a cancel with the pages read so far.
   */
  'book.read': z
    .object({
      jobId,
      imageIds: z.array(id).min(1).max(MAX_BOOK_FILES),
      title: z.string().trim().min(1).max(200),
      collectionId: id.optional(),
      /** For each page. */
      pageTimeLimitMs: z.number().int().min(1000).max(600_000).default(60_000),
    })
    .strict(),
  /** The pages of the book's last reading, with each puzzle as it is in the library now; null if never read. */
  'book.reading': z.object({ collectionId: id }).strict(),
} as const;

/** A page's puzzle as the solver found it: unique is checked; the others need a look. */
export type BookPageVerdict = 'unique' | 'multiple' | 'none' | 'unknown';

export interface BookPage {
  /** The page in the book, from 1, across all the files read. */
  readonly page: number;
  readonly fileName: string;
  /** For a PDF: its page (from 1). */
  readonly filePage: number | null;
  /** The page picture kept with the puzzle (or, for a page with no puzzle, the file read). */
  readonly imageId: number | null;
  /** The puzzle saved from it, or null when none was found (then `reason` says why). */
  readonly puzzleId: number | null;
  readonly reason: string | null;
  readonly width: number | null;
  readonly height: number | null;
  readonly verdict: BookPageVerdict | null;
  /** How the reading went; null for a page with no puzzle, or once the puzzle was corrected by hand. */
  readonly quality: ReadingQuality | null;
}

export interface BookReading {
  readonly collectionId: number;
  readonly title: string;
  readonly pages: readonly BookPage[];
  /** How many pages there are to read (known once each PDF has been opened). */
  readonly total: number;
  readonly cancelled: boolean;
  /** Time the reading took. */
  readonly ms: number;
}

export interface BookReadMethodResults {
  'book.read': BookReading;
  'book.reading': BookReading | null;
}

export interface BookReadEventPayloads {
  /** A page has been read (and its puzzle saved): the review list grows while the book is read. */
  'book.page': { readonly jobId: string; readonly collectionId: number; readonly page: BookPage };
}
