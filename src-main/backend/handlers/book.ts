/**
 * `book.*`: a scanned book read page by page into a book collection (book-reader.ts), and the
 * review list of its pages, each puzzle as the library has it now (a page corrected on the typing
 * screen shows its new verdict).
 */
import { z } from 'zod';
import type { Handlers } from '../../contract/methods.ts';
import type { BookPage, BookReading } from '../../contract/methods-book-read.ts';
import { allBookReadingKeys, readBookReading, writeBookReading } from '../../library/book-readings.ts';
import { existingCollection } from '../../library/collections.ts';
import { getPuzzleDetail } from '../../library/puzzles.ts';
import { readBook } from '../book-reader.ts';
import type { HandlerContext } from '../handler-context.ts';

const count = z.number().int().min(0);
const storedPage = z.object({
  page: count,
  fileName: z.string(),
  filePage: count.nullable(),
  imageId: count.nullable(),
  puzzleId: count.nullable(),
  reason: z.string().nullable(),
  width: count.nullable(),
  height: count.nullable(),
  verdict: z.enum(['unique', 'multiple', 'none', 'unknown']).nullable(),
  quality: z
    .object({
      doubtfulLines: count,
      lines: count,
      overfullLines: count,
      totalsAgree: z.boolean(),
      verdict: z.enum(['clear', 'check', 'poor']),
    })
    .nullable(),
}) satisfies z.ZodType<BookPage>;

const storedReading = z.object({
  collectionId: count,
  title: z.string(),
  pages: z.array(storedPage),
  total: count,
  cancelled: z.boolean(),
  ms: z.number().min(0),
}) satisfies z.ZodType<BookReading>;

export function bookHandlers(context: HandlerContext): Pick<Handlers, 'book.read' | 'book.reading'> {
  const { db } = context;
  return {
    'book.read': (args) => context.localJobs.run(args.jobId, (signal) => readBook(context, args, signal)),
    'book.reading': async ({ collectionId }) => {
      existingCollection(db, collectionId);
      const parsed = storedReading.safeParse(readBookReading(db, collectionId));
      if (!parsed.success) return null;
      return { ...parsed.data, pages: parsed.data.pages.map((page) => livePage(context, page)) };
    },
  };
}

/** The page with its puzzle's size and verdict as they are now; a puzzle deleted since is listed without one. */
function livePage({ db }: HandlerContext, page: BookPage): BookPage {
  if (page.puzzleId === null) return page;
  const puzzle = getPuzzleDetail(db, page.puzzleId);
  if (!puzzle) return { ...page, puzzleId: null, reason: 'Its puzzle has been deleted from the library.' };
  return { ...page, width: puzzle.width, height: puzzle.height, verdict: puzzle.verdict };
}

/**
 * A book page's puzzle was replaced by its correction: the review lists name the new puzzle, whose
 * reading is no longer the reader's but the person's (so no lines are in doubt any more).
 */
export function followReplacement({ db }: HandlerContext, oldId: number, newId: number): void {
  for (const collectionId of allBookReadingKeys(db)) {
    const parsed = storedReading.safeParse(readBookReading(db, collectionId));
    if (!parsed.success || !parsed.data.pages.some((page) => page.puzzleId === oldId)) continue;
    writeBookReading(db, {
      ...parsed.data,
      pages: parsed.data.pages.map((page) =>
        page.puzzleId === oldId ? { ...page, puzzleId: newId, quality: null } : page,
      ),
    });
  }
}
