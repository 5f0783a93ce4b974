/**
 * Reading a whole scanned book (a PDF of several pages, or a folder of page photos) into a book
 * collection, as the app's shared state: the files are sent one after another (photo-upload.ts),
 * then `book.read` reads them page by page with progress and a cancel, and the review list grows
 * as each page is done (`book.page`). Whatever was read when the person cancels stays in the book
 * and is listed. A page on the list opens on the typing screen with its page picture (`openPage`).
 *
 * Any screen can start it (File > Read a Book, the photo dialog's "Read as a book", several photos
 * chosen in the import), so it lives beside the photo reader, and its dialog is the shell's.
 */
import type { BookPage, BookReading } from '../../../src-main/contract/methods-book-read.ts';
import { compareFileNames } from '../../../src-main/contract/import-groups.ts';
import type { ApiClient } from '../api/client.ts';
import { messageOf } from '../api/errors.ts';
import { Job } from '../jobs/job.svelte.ts';
import type { PhotoReader } from '../photo/photo-reader.svelte.ts';
import { PhotoUploadStopped, uploadPhoto } from '../photo/photo-upload.ts';

export type BookPhase = 'choose' | 'ready' | 'sending' | 'reading' | 'review';

/** A page file to read: one chosen here, or a PDF already sent (by the photo dialog). */
export type BookSource =
  | { readonly kind: 'file'; readonly file: File; readonly name: string }
  | { readonly kind: 'image'; readonly imageId: number; readonly name: string };

export class BookReadState {
  open = $state(false);
  phase = $state<BookPhase>('choose');
  sources = $state.raw<readonly BookSource[]>([]);
  title = $state('');
  /** Sending the files: 0 to 1, and the one on its way. */
  sent = $state(0);
  sending = $state('');
  error = $state<string | null>(null);
  /** The book's pages so far, in page order. */
  pages = $state.raw<readonly BookPage[]>([]);
  total = $state(0);
  cancelled = $state(false);
  collectionId = $state<number | null>(null);
  readonly job: Job<BookReading>;
  readonly busy = $derived(this.phase === 'sending' || this.phase === 'reading');

  readonly #api: ApiClient;
  readonly #photos: PhotoReader;
  #abort: AbortController | null = null;

  constructor(api: ApiClient, photos: PhotoReader) {
    this.#api = api;
    this.#photos = photos;
    this.job = new Job<BookReading>(api, 'read-book');
  }

  /** Opens the dialog: on the book being read or read last (its review list), else on its file chooser. */
  show(): void {
    this.open = true;
    if (this.busy) return;
    if (this.phase === 'review')
      void this.refresh().catch((error: unknown) => (this.error = messageOf(error)));
    else this.#reset();
  }

  /** Leaves the review list for the file chooser, to read another book. */
  another(): void {
    if (this.busy) return;
    this.#reset();
  }

  /** Takes the files of a book: photos in the natural order of their names, or a PDF. */
  choose(files: readonly File[]): void {
    if (this.busy) return;
    this.#reset();
    const sources = files.map((file): BookSource => ({ kind: 'file', file, name: file.name }));
    this.#ready(sources);
  }

  /** Takes a PDF the photo dialog has already sent, to read all its pages. */
  useImage(imageId: number, name: string): void {
    if (this.busy) return;
    this.#reset();
    this.#ready([{ kind: 'image', imageId, name }]);
  }

  /** Sends the files and reads the book. */
  async start(): Promise<void> {
    const title = this.title.trim();
    if (this.busy || this.sources.length === 0 || title === '') return;
    this.error = null;
    const imageIds = await this.#send();
    if (imageIds === null) return;
    this.phase = 'reading';
    this.pages = [];
    this.total = imageIds.length;
    const stop = this.#api.on('book.page', ({ jobId, collectionId, page }) => {
      if (jobId !== this.job.jobId) return;
      this.collectionId = collectionId;
      this.pages = [...this.pages.filter((p) => p.page !== page.page), page];
    });
    try {
      const book = await this.job.run((jobId) => this.#api.call('book.read', { jobId, imageIds, title }), {
        message: 'Opening the book…',
      });
      if (book) this.#show(book);
      else {
        this.error = this.job.error;
        this.phase = this.collectionId === null ? 'ready' : 'review';
      }
    } finally {
      stop();
    }
  }

  /** Stops sending, or stops reading after the page under way; the pages read stay in the book. */
  async cancel(): Promise<void> {
    if (this.phase === 'sending') this.#abort?.abort();
    else if (this.phase === 'reading') await this.job.cancel();
  }

  /** Shows the review list of a book read before. */
  async review(collectionId: number): Promise<void> {
    if (this.busy) return;
    this.#reset();
    this.open = true;
    try {
      const book = await this.#api.call('book.reading', { collectionId });
      if (book) this.#show(book);
      else this.error = 'This book was not read from a scan, so it has no list of pages.';
    } catch (error) {
      this.error = messageOf(error);
    }
  }

  /** The list again, with each puzzle as the library has it now (after a page was corrected). */
  async refresh(): Promise<void> {
    const id = this.collectionId;
    if (id === null || this.busy) return;
    const book = await this.#api.call('book.reading', { collectionId: id });
    if (book) this.#show(book);
  }

  /**
   * Opens a page's puzzle on the typing screen with its page picture beside it, to correct it
   * against the page and save it back in its place in the book. The dialog closes meanwhile.
   */
  async openPage(page: BookPage): Promise<void> {
    const { puzzleId, imageId } = page;
    if (puzzleId === null || imageId === null || this.collectionId === null) return;
    this.error = null;
    try {
      const [reading, puzzle] = await Promise.all([
        this.#api.call('photo.reading', { imageId }),
        this.#api.call('library.get', { id: puzzleId }),
      ]);
      this.#photos.deliverBookPage(reading, {
        collectionId: this.collectionId,
        puzzleId,
        meta: { title: puzzle.title, source: puzzle.source, page: puzzle.page },
        palette: puzzle.palette,
        rows: puzzle.rows,
        columns: puzzle.columns,
      });
      this.open = false;
    } catch (error) {
      this.error = `Page ${page.page} could not be opened: ${messageOf(error)}`;
    }
  }

  close(): void {
    if (this.busy) return;
    this.open = false;
  }

  #ready(sources: BookSource[]): void {
    this.sources = [...sources].sort((a, b) => compareFileNames(a.name, b.name));
    this.title = bookTitle(this.sources.map((source) => source.name));
    this.phase = 'ready';
    this.open = true;
  }

  /** The page images' ids, or null when the sending failed or was stopped. */
  async #send(): Promise<number[] | null> {
    this.phase = 'sending';
    const abort = new AbortController();
    this.#abort = abort;
    const ids: number[] = [];
    try {
      for (const [n, source] of this.sources.entries()) {
        if (source.kind === 'image') {
          ids.push(source.imageId);
          continue;
        }
        this.sending = source.name;
        const share = (fraction: number): void => void (this.sent = (n + fraction) / this.sources.length);
        ids.push((await uploadPhoto(this.#api, source.file, share, abort.signal)).id);
      }
      return ids;
    } catch (error) {
      this.phase = 'ready';
      if (!(error instanceof PhotoUploadStopped)) this.error = messageOf(error);
      return null;
    } finally {
      this.#abort = null;
    }
  }

  #show(book: BookReading): void {
    this.collectionId = book.collectionId;
    this.title = book.title;
    this.pages = book.pages;
    this.total = book.total;
    this.cancelled = book.cancelled;
    this.phase = 'review';
  }

  #reset(): void {
    this.phase = 'choose';
    this.sources = [];
    this.title = '';
    this.sent = 0;
    this.sending = '';
    this.error = null;
    this.pages = [];
    this.total = 0;
    this.cancelled = false;
    this.collectionId = null;
    this.job.reset();
  }
}

/** The book's name to start from: the PDF's or the first photo's name without its ending and page number. */
export function bookTitle(names: readonly string[]): string {
  const first = names[0] ?? '';
  const base = first.split(/[\\/]/).pop() ?? first;
  const folder = first.includes('/') ? first.split('/')[0]! : '';
  const stem = base.replace(/\.[^.]+$/, '');
  if (names.length === 1) return stem;
  const trimmed = stem.replace(/[\s_-]*(page|p)?[\s_-]*\d+$/i, '').trim();
  return folder || trimmed || 'Scanned book';
}
