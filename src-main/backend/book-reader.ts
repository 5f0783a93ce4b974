/**
 * `book.read`'s work: the pages of a scanned book read one at a time through the solver host's
 * `read-photo` job (one job a page, so the solver process stays responsive and a cancel waits for
 * one page at most), each puzzle saved in the book as soon as it is read and then checked by the
 * solver (`check-entry`), and the review list written after every page. It runs as a local job
 * (local-jobs.ts), so `jobs.cancel` with the book's job id stops it: the page being read is
 * cancelled in the solver, and every page read before stays in the book.
 */
import { rmSync } from 'node:fs';
import { compareFileNames } from '../contract/import-groups.ts';
import type { ParsedArgs } from '../contract/methods.ts';
import type { BookPage, BookPageVerdict, BookReading } from '../contract/methods-book-read.ts';
import type { PageImageInfo, PhotoReading } from '../contract/photo-dto.ts';
import { readingPuzzle, readingQuality } from '../contract/photo-reading.ts';
import { ApiFailure } from '../contract/result.ts';
import { addPuzzle } from '../library/add-puzzle.ts';
import { writeBookReading } from '../library/book-readings.ts';
import { setBook } from '../library/books.ts';
import { ensureCollection, existingCollection } from '../library/collections.ts';
import {
  addPageImage,
  attachPageImage,
  getPageImage,
  storePagePreview,
  storeReading,
} from '../library/page-images.ts';
import { readCopyFile } from '../library/photo-upload.ts';
import { metaFields, setVerdict } from '../library/puzzles.ts';
import { structuralProblems } from '../engine/validate.ts';
import type { Puzzle } from '../engine/puzzle.ts';
import { toApiFailure } from './api-errors.ts';
import type { HandlerContext } from './handler-context.ts';
import { TEMPLATE, writeCopy } from './handlers/photo.ts';

/** A book page's puzzle is checked as the typing screen checks one: quickly, or "not checked". */
const CHECK_TIME_LIMIT_MS = 10_000;
const CANCELLED = 'The book reading was cancelled.';

type Args = ParsedArgs<'book.read'>;

export async function readBook(
  context: HandlerContext,
  args: Args,
  signal: AbortSignal,
): Promise<BookReading> {
  const { db, emit } = context;
  const started = Date.now();
  // Photos in the natural order of their names; a PDF's pages in its own order, where it stands.
  const images = args.imageIds
    .map((id) => getPageImage(db, id))
    .sort((a, b) => compareFileNames(a.fileName, b.fileName));
  const collectionId = args.collectionId ?? ensureCollection(db, args.title).id;
  const collection = existingCollection(db, collectionId);
  if (!collection.book) {
    setBook(db, collectionId, {
      title: args.title,
      author: '',
      publisher: '',
      year: '',
      isbn: '',
      notes: '',
    });
  }
  const pages: BookPage[] = [];
  // A PDF counts as one page until it is opened and says how many it has.
  let total = images.length;
  let cancelled = false;
  const record = (): BookReading => ({
    collectionId,
    title: args.title,
    pages: [...pages],
    total,
    cancelled,
    ms: Date.now() - started,
  });
  const reader = new PageReader(context, args, collectionId, signal);
  try {
    for (const image of images) {
      for (let filePage = 1; ; filePage++) {
        if (signal.aborted) break;
        const page = pages.length + 1;
        const where = image.kind === 'pdf' ? `${image.fileName}, page ${filePage}` : image.fileName;
        const progress = (share: number): void =>
          emit('job.progress', {
            jobId: args.jobId,
            kind: 'read-book',
            fraction: Math.min(1, (page - 1 + share) / total),
            message: `Reading page ${page} of ${total}: ${where}`,
          });
        progress(0);
        const read = await reader.read(image, image.kind === 'pdf' ? filePage : null, page, progress);
        if (read === null) break;
        pages.push(read.page);
        if (filePage === 1 && read.filePages !== null) total += read.filePages - 1;
        writeBookReading(db, record());
        emit('book.page', { jobId: args.jobId, collectionId, page: read.page });
        if (read.page.puzzleId !== null) emit('library.changed', { ids: [read.page.puzzleId] });
        if (read.filePages === null || filePage >= read.filePages) break;
      }
    }
  } finally {
    cancelled = signal.aborted;
    reader.dispose();
    writeBookReading(db, record());
  }
  emit('job.progress', {
    jobId: args.jobId,
    kind: 'read-book',
    fraction: 1,
    message: cancelled ? `Cancelled after ${pages.length} of ${total} pages` : `Read ${total} pages`,
  });
  return record();
}

interface ReadPage {
  readonly page: BookPage;
  /** How many pages the file has (1 for a photo); null when a PDF could not be opened. */
  readonly filePages: number | null;
}

/** Reads one page after another, each in its own solver job, and cancels the one running on abort. */
class PageReader {
  readonly #context: HandlerContext;
  readonly #args: Args;
  readonly #collectionId: number;
  readonly #signal: AbortSignal;
  #running: string | null = null;
  #jobs = 0;
  /** The file copied out of the library for the solver, kept while its pages are read. */
  #copy: { imageId: number; path: string } | null = null;
  readonly #onAbort = (): void => {
    if (this.#running) this.#context.solver.cancel(this.#running, CANCELLED);
  };

  constructor(context: HandlerContext, args: Args, collectionId: number, signal: AbortSignal) {
    this.#context = context;
    this.#args = args;
    this.#collectionId = collectionId;
    this.#signal = signal;
    signal.addEventListener('abort', this.#onAbort);
  }

  dispose(): void {
    this.#signal.removeEventListener('abort', this.#onAbort);
    this.#dropCopy();
  }

  /** The page read and saved, or null when the reading was cancelled on it. */
  async read(
    image: PageImageInfo,
    filePage: number | null,
    page: number,
    progress: (share: number) => void,
  ): Promise<ReadPage | null> {
    const { db, solver } = this.#context;
    const blank = {
      page,
      fileName: image.fileName,
      filePage,
      imageId: image.id,
      puzzleId: null,
      width: null,
      height: null,
      verdict: null,
      quality: null,
    };
    let result;
    try {
      const path = this.#copyOf(image.id);
      result = await this.#job((jobId) =>
        solver.run(
          'read-photo',
          {
            puzzle: TEMPLATE,
            options: { path, fileName: image.fileName, ...(filePage === null ? {} : { page: filePage }) },
          },
          {
            jobId,
            timeLimitMs: this.#args.pageTimeLimitMs,
            onProgress: ({ fraction }) => progress(0.9 * fraction),
          },
        ),
      );
    } catch (error) {
      if (this.#signal.aborted) return null;
      // A bad page never stops the book: it is listed with what went wrong.
      return { page: { ...blank, reason: messageOf(error) }, filePages: filePage === null ? 1 : null };
    }
    const filePages =
      filePage === null ? 1 : result.reading === null ? (result.pages ?? null) : result.reading.source.pages;
    if (result.reading === null) {
      if (filePage === null) storePagePreview(db, image.id, null, Buffer.from(result.pageJpeg, 'base64'));
      return { page: { ...blank, reason: result.failure }, filePages };
    }
    const saved = this.#save(image, filePage, page, result);
    if ('reason' in saved) return { page: { ...blank, reason: saved.reason }, filePages };
    progress(0.92);
    const verdict = await this.#check(saved.puzzleId, saved.puzzle);
    return {
      page: {
        ...blank,
        imageId: saved.imageId,
        puzzleId: saved.puzzleId,
        reason: null,
        width: saved.puzzle.width,
        height: saved.puzzle.height,
        verdict,
        quality: readingQuality(result.reading),
      },
      filePages,
    };
  }

  /**
   * Keeps the page picture and saves the puzzle in the book, in one transaction. A PDF page gets
   * its own page image (the page as read, JPEG), so each puzzle keeps its own page as a single
   * reading does, without a copy of the whole PDF for every page.
   */
  #save(
    image: PageImageInfo,
    filePage: number | null,
    page: number,
    result: { reading: Omit<PhotoReading, 'imageId'>; pageJpeg: string; straightenedJpeg: string },
  ): { imageId: number; puzzleId: number; puzzle: Puzzle } | { reason: string } {
    const { db } = this.#context;
    const pageJpeg = Buffer.from(result.pageJpeg, 'base64');
    const puzzle: Puzzle = {
      ...readingPuzzle(result.reading),
      meta: { title: `${this.#args.title}, page ${page}`, source: this.#args.title, page: String(page) },
    };
    const problems = structuralProblems(puzzle);
    if (problems.length > 0) {
      return { reason: `The clues read do not make a puzzle: ${problems[0]!.message}` };
    }
    return db.transaction(() => {
      let imageId = image.id;
      let reading = result.reading;
      if (filePage !== null) {
        const fileName = `${image.fileName}, page ${filePage}`;
        imageId = addPageImage(db, { fileName, kind: 'jpeg', original: pageJpeg }).id;
        reading = {
          ...reading,
          source: {
            ...reading.source,
            fileName,
            kind: 'jpeg',
            bytes: pageJpeg.length,
            page: null,
            pages: null,
          },
        };
      }
      storeReading(db, imageId, {
        page: null,
        preview: pageJpeg,
        straightened: Buffer.from(result.straightenedJpeg, 'base64'),
        json: JSON.stringify(reading),
      });
      const stored = addPuzzle(db, {
        puzzle,
        meta: metaFields(puzzle.meta),
        collectionId: this.#collectionId,
      });
      attachPageImage(db, imageId, stored.id);
      return { imageId, puzzleId: stored.id, puzzle };
    })();
  }

  /** The solver's verdict, stored with the puzzle; "unknown" when it took too long or was cancelled. */
  async #check(puzzleId: number, puzzle: Puzzle): Promise<BookPageVerdict> {
    let verdict: BookPageVerdict = 'unknown';
    try {
      const check = await this.#job((jobId) =>
        this.#context.solver.run(
          'check-entry',
          { puzzle, options: {} },
          { jobId, timeLimitMs: CHECK_TIME_LIMIT_MS },
        ),
      );
      if (check.verdict === 'unique' || check.verdict === 'multiple' || check.verdict === 'none') {
        verdict = check.verdict;
      } else if (check.verdict === 'invalid') {
        // Clues that cannot all hold (totals that differ, a line too long) have no solution.
        verdict = 'none';
      }
      const solution = check.verdict === 'unique' ? (check.solutions[0] ?? null) : null;
      setVerdict(this.#context.db, puzzleId, verdict, solution);
    } catch (error) {
      if (!(error instanceof ApiFailure) || (error.code !== 'cancelled' && error.code !== 'timeout'))
        throw error;
    }
    return verdict;
  }

  async #job<T>(run: (jobId: string) => Promise<T>): Promise<T> {
    if (this.#signal.aborted) throw new ApiFailure('cancelled', CANCELLED);
    const jobId = `${this.#args.jobId.slice(0, 50)}/${++this.#jobs}`;
    this.#running = jobId;
    try {
      return await run(jobId);
    } finally {
      this.#running = null;
    }
  }

  #copyOf(imageId: number): string {
    if (this.#copy?.imageId === imageId) return this.#copy.path;
    this.#dropCopy();
    const path = readCopyFile(this.#context.info.dataDir, imageId);
    writeCopy(this.#context.db, path, imageId);
    this.#copy = { imageId, path };
    return path;
  }

  #dropCopy(): void {
    if (this.#copy) rmSync(this.#copy.path, { force: true });
    this.#copy = null;
  }
}

function messageOf(error: unknown): string {
  const failure = toApiFailure(error);
  return failure instanceof Error ? failure.message : String(failure);
}
