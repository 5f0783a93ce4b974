/**
 * A scanned book read into a book collection through the API, on a real backend: the pages kept
 * as page images in a real SQLite library and read one at a time by a real solver process. The
 * pages are test/fixtures/photo (scripts/make-photo-fixtures.ts); the timings go to the log.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PHOTO_PIECE_BYTES } from '../../src-main/contract/photo-dto.ts';
import { fixturePath } from '../fixture-path.ts';
import { useTestBackend } from './test-backend.ts';

interface TrueClues {
  readonly width: number;
  readonly height: number;
  readonly rows: number[][];
  readonly columns: number[][];
}

const clues = JSON.parse(readFileSync(fixturePath('photo/clues.json'), 'utf8')) as {
  'book-two-pages.pdf': { pages: TrueClues[] };
};

const { call, failure, backend } = useTestBackend('book-read');

let uploads = 0;

/** Sends a fixture (under the name given) and keeps it as a page image. */
async function add(fixture: string, name = fixture) {
  const bytes = readFileSync(fixturePath('photo', fixture));
  const uploadId = `book-upload-${++uploads}`;
  for (let offset = 0; offset < bytes.length; offset += PHOTO_PIECE_BYTES) {
    const data = bytes.subarray(offset, offset + PHOTO_PIECE_BYTES).toString('base64');
    await call('photo.upload', { uploadId, offset, data });
  }
  return call('photo.add', { uploadId, fileName: name, bytes: bytes.length });
}

const numbers = (clue: readonly (readonly { length: number }[])[]) =>
  clue.map((line) => line.map((b) => b.length));

describe('reading a scanned book', () => {
  it('reads a two-page PDF into a book of two puzzles in page order, with their page numbers, pictures and verdicts', async () => {
    const pdf = await add('book-two-pages.pdf');
    const started = performance.now();
    const book = await call('book.read', { jobId: 'book-1', imageIds: [pdf.id], title: 'Scanned book' });
    console.log(`A 2-page PDF read into a book in ${Math.round(performance.now() - started)} ms`);

    expect(book).toMatchObject({ title: 'Scanned book', total: 2, cancelled: false });
    expect(book.pages.map((p) => [p.page, p.filePage, p.verdict])).toEqual([
      [1, 1, 'unique'],
      [2, 2, 'unique'],
    ]);
    const collection = await call('collections.get', { id: book.collectionId });
    expect(collection.book?.title).toBe('Scanned book');
    const list = await call('library.list', { collectionId: book.collectionId, sort: 'book' });
    expect(list.items.map((p) => [p.id, p.page, p.source])).toEqual(
      book.pages.map((p) => [p.puzzleId, String(p.page), 'Scanned book']),
    );
    for (const [index, page] of book.pages.entries()) {
      const puzzle = await call('library.get', { id: page.puzzleId! });
      const truth = clues['book-two-pages.pdf'].pages[index]!;
      expect(numbers(puzzle.rows)).toEqual(truth.rows);
      expect(numbers(puzzle.columns)).toEqual(truth.columns);
      expect(puzzle.verdict).toBe('unique');
      const images = await call('photo.images', { puzzleId: page.puzzleId! });
      expect(images.map((i) => i.id)).toEqual([page.imageId]);
      expect((await call('photo.reading', { imageId: page.imageId! })).width).toBe(truth.width);
    }
    expect(await call('book.reading', { collectionId: book.collectionId })).toEqual(book);
  });

  it('keeps the first page’s puzzle in the book when the reading is cancelled after the first page', async () => {
    const pdf = await add('book-two-pages.pdf', 'cancelled.pdf');
    const stop = backend().subscribe((event, payload) => {
      if (event === 'book.page' && 'jobId' in payload && payload.jobId === 'book-2') {
        void call('jobs.cancel', { jobId: 'book-2' });
      }
    });
    const book = await call('book.read', { jobId: 'book-2', imageIds: [pdf.id], title: 'Cut short' });
    stop();
    expect(book.cancelled).toBe(true);
    expect(book.pages).toHaveLength(1);
    expect(book.pages[0]).toMatchObject({ page: 1, verdict: 'unique' });
    const list = await call('library.list', { collectionId: book.collectionId, sort: 'book' });
    expect(list.items.map((p) => p.id)).toEqual([book.pages[0]!.puzzleId]);
    expect(await call('book.reading', { collectionId: book.collectionId })).toMatchObject({
      cancelled: true,
      pages: [{ page: 1 }],
    });
  });

  it('lists a page with no puzzle with the reader’s reason and goes on to the next page', async () => {
    const pdf = await add('two-pages.pdf');
    const book = await call('book.read', { jobId: 'book-3', imageIds: [pdf.id], title: 'Chapter' });
    expect(book.pages).toHaveLength(2);
    expect(book.pages[0]).toMatchObject({ page: 1, puzzleId: null, verdict: null });
    expect(book.pages[0]!.reason).toMatch(/grid/i);
    expect(book.pages[1]).toMatchObject({ page: 2, verdict: 'unique' });
  });

  it('reads a folder of ten page photos in the natural order of their names, page2 before page10', async () => {
    const pictures = [
      'scan-10x10.png',
      'smudged-10x10.png',
      'misprint-10x10.png',
      'photo-15x15.jpg',
      'colour-10x10.png',
      'no-puzzle.jpg',
      'scan-10x10.png',
      'smudged-10x10.png',
      'misprint-10x10.png',
      'photo-15x15.jpg',
    ];
    // Sent last page first, so the order comes from the names and not from the sending.
    const images = [];
    for (let n = 10; n >= 1; n--)
      images.push(await add(pictures[n - 1]!, `page${n}${pictures[n - 1]!.slice(-4)}`));
    const started = performance.now();
    const book = await call('book.read', {
      jobId: 'book-4',
      imageIds: images.map((i) => i.id),
      title: 'Folder',
    });
    console.log(
      `A folder of 10 page photos read into a book in ${Math.round(performance.now() - started)} ms`,
    );
    expect(book.pages.map((p) => p.fileName)).toEqual(
      pictures.map((name, i) => `page${i + 1}${name.slice(-4)}`),
    );
    expect(book.pages.map((p) => p.page)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(book.pages[5]).toMatchObject({ puzzleId: null });
    expect(book.pages[0]).toMatchObject({ width: 10, height: 10, verdict: 'unique' });
    // The misprinted column makes the page's clues disagree: it is saved, to be looked at.
    expect(book.pages[2]!.verdict).not.toBe('unique');
  });

  it('saves a corrected page back in its place in the book, with its picture, its new verdict and no lines in doubt', async () => {
    const first = await add('scan-10x10.png', 'p1.png');
    const second = await add('photo-15x15.jpg', 'p2.jpg');
    const book = await call('book.read', {
      jobId: 'book-6',
      imageIds: [first.id, second.id],
      title: 'Corrected',
    });
    const old = book.pages[0]!;
    const puzzle = await call('library.get', { id: old.puzzleId! });
    // The person changes the first row: 2 becomes 1, so the clues no longer have a solution.
    const rows = puzzle.rows.map((clue, i) => (i === 0 ? [{ length: 1, color: 1 }] : clue));
    const saved = await call('library.create', {
      puzzle: {
        width: puzzle.width,
        height: puzzle.height,
        rows,
        columns: puzzle.columns,
        palette: puzzle.palette,
        meta: { page: '1', source: 'Corrected' },
      },
      replaces: old.puzzleId,
    });
    expect(saved.duplicateOf).toBeUndefined();
    const list = await call('library.list', { collectionId: book.collectionId, sort: 'book' });
    expect(list.items.map((p) => p.id)).toEqual([saved.id, book.pages[1]!.puzzleId]);
    // Earlier tests read the same scan, so the puzzle may have other pictures of it too.
    expect((await call('photo.images', { puzzleId: saved.id })).map((i) => i.id)).toContain(old.imageId);
    const review = await call('book.reading', { collectionId: book.collectionId });
    expect(review?.pages[0]).toMatchObject({ puzzleId: saved.id, verdict: 'none', quality: null });
  });

  it('answers a book of a page image that is not there with a not-found error that names it', async () => {
    const error = await failure('book.read', { jobId: 'book-5', imageIds: [999_999], title: 'Missing' });
    expect(error.code).toBe('not-found');
    expect(error.message).toMatch(/Page image 999999 was not found/);
  });
});
