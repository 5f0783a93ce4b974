/**
 * Reading a puzzle from a photo or scan, as the app's shared state (one at a time): the file is
 * sent (photo-upload.ts), kept as a page image and read in the solver process with progress and a
 * cancel. Where no grid is found, the person marks its four corners on the page and it is read
 * again; a PDF of several pages can be read page by page. The reading is then handed to the
 * typing screen (`take`), which makes it a draft.
 *
 * Any screen can start it (the typing screen's buttons, File > Import, a drop on the window, a
 * paste), so it lives beside the import and export states, and its dialog is the shell's.
 */
import type { PhotoPoint, PhotoReading } from '../../../src-main/contract/photo-dto.ts';
import type { LineClue, PaletteColor } from '../../../src-main/engine/puzzle.ts';
import { objectUrlOf } from '../api/base64.ts';
import type { ApiClient } from '../api/client.ts';
import { ApiCallError, messageOf } from '../api/errors.ts';
import { Job } from '../jobs/job.svelte.ts';
import { PhotoUploadStopped, uploadPhoto } from './photo-upload.ts';
import { logFailure } from '../log/log-failure.ts';

/**
 * A saved book page to correct on the typing screen (lib/book-read): the puzzle the draft will
 * replace, its book, its fields and its clues as saved, beside the reading of its page.
 */
export interface BookPageDraft {
  readonly collectionId: number;
  readonly puzzleId: number;
  readonly meta: Readonly<Record<'title' | 'source' | 'page', string>>;
  readonly palette: readonly PaletteColor[];
  readonly rows: readonly LineClue[];
  readonly columns: readonly LineClue[];
}

export type PhotoPhase = 'choose' | 'sending' | 'reading' | 'corners' | 'pages' | 'failed';

export type Corners = readonly [PhotoPoint, PhotoPoint, PhotoPoint, PhotoPoint];

/** Where the corner handles start on a page where no grid was found: a square-ish middle. */
export const DEFAULT_CORNERS: Corners = [
  { x: 0.25, y: 0.25 },
  { x: 0.75, y: 0.25 },
  { x: 0.75, y: 0.75 },
  { x: 0.25, y: 0.75 },
];

export class PhotoReader {
  open = $state(false);
  phase = $state<PhotoPhase>('choose');
  fileName = $state('');
  /** Sending the file: 0 to 1. */
  sent = $state(0);
  error = $state<string | null>(null);
  /** The page picture to mark corners on (an object URL), while marking. */
  pageUrl = $state<string | null>(null);
  corners = $state.raw<Corners>(DEFAULT_CORNERS);
  /** Why the corners are asked for, in words (the reader's own message, or a request to correct). */
  cornersReason = $state('');
  /** The last reading of a PDF of several pages, while the person picks the page to keep. */
  pdfReading = $state.raw<PhotoReading | null>(null);
  /** Whether the file is a PDF, whose other pages can be read; and the page read last (from 1). */
  isPdf = $state(false);
  page = $state(1);
  /** A reading ready for the typing screen. */
  delivered = $state.raw<PhotoReading | null>(null);
  /** With it, the saved book page it is to correct, if it is one. */
  deliveredBook = $state.raw<BookPageDraft | null>(null);
  readonly job: Job<PhotoReading>;

  readonly busy = $derived(this.phase === 'sending' || this.phase === 'reading');

  readonly #api: ApiClient;
  #imageId: number | null = null;
  #page: number | undefined;
  #abort: AbortController | null = null;

  constructor(api: ApiClient) {
    this.#api = api;
    this.job = new Job<PhotoReading>(api, 'read-photo');
  }

  /** Opens the dialog on its file chooser. */
  choose(): void {
    if (this.busy) {
      this.open = true;
      return;
    }
    this.#reset();
    this.open = true;
    this.prepare();
  }

  /**
   * Has the solver load the page reader while the person picks a file or the file is sent: the
   * first reading of a session would otherwise start by loading the image decoder.
   */
  prepare(): void {
    this.#api.call('photo.prepare', {}).catch((error: unknown) => {
      // Only a head start: the reading loads the reader itself if this did not.
      logFailure('The page reader could not be prepared ahead', error);
    });
  }

  /** Sends and reads a file; resolves when it is read, failed or stopped. */
  async read(file: File): Promise<void> {
    if (this.busy) return;
    this.#reset();
    this.open = true;
    this.fileName = file.name || 'Pasted picture';
    this.phase = 'sending';
    this.prepare();
    const abort = new AbortController();
    this.#abort = abort;
    try {
      const image = await uploadPhoto(this.#api, file, (fraction) => (this.sent = fraction), abort.signal);
      this.#imageId = image.id;
      this.isPdf = image.kind === 'pdf';
    } catch (error) {
      if (error instanceof PhotoUploadStopped) this.close();
      else this.#fail(messageOf(error));
      return;
    } finally {
      this.#abort = null;
    }
    await this.#run({});
  }

  /** Reads another page of the PDF just read. */
  async readPage(page: number): Promise<void> {
    this.#page = page;
    this.page = page;
    this.corners = DEFAULT_CORNERS;
    await this.#run({});
  }

  /**
   * Opens the corner marking on an image read before (the typing screen's draft), with the
   * corners it found, to read it again where the grid was taken wrongly.
   */
  async remark(reading: PhotoReading): Promise<void> {
    if (this.busy) return;
    this.#reset();
    this.open = true;
    this.#imageId = reading.imageId;
    this.#page = reading.source.page ?? undefined;
    this.page = reading.source.page ?? 1;
    this.isPdf = reading.source.kind === 'pdf';
    this.fileName = reading.source.fileName;
    this.corners = reading.corners;
    this.cornersReason = 'Drag the four handles onto the corners of the puzzle grid, then read it again.';
    await this.#showPage();
  }

  async readWithCorners(): Promise<void> {
    await this.#run({ corners: this.corners });
  }

  /** The PDF page read is the one: it goes to the typing screen. */
  keepPage(): void {
    if (!this.pdfReading) return;
    this.#deliver(this.pdfReading);
  }

  /** Stops sending or reading; the typing screen keeps whatever draft it had. */
  async cancel(): Promise<void> {
    if (this.phase === 'sending') this.#abort?.abort();
    else if (this.phase === 'reading') await this.job.cancel();
  }

  /** The page image sent last (a PDF the person may want read whole, as a book). */
  get imageId(): number | null {
    return this.#imageId;
  }

  /** Opens a saved book page on the typing screen, with its page's reading beside it. */
  deliverBookPage(reading: PhotoReading, book: BookPageDraft): void {
    this.deliveredBook = book;
    this.delivered = reading;
  }

  /** The book page that comes with the delivered reading (take it first), once. */
  takeBook(): BookPageDraft | null {
    const book = this.deliveredBook;
    this.deliveredBook = null;
    return book;
  }

  /** Hands the delivered reading to the typing screen, once. */
  take(): PhotoReading | null {
    const reading = this.delivered;
    this.delivered = null;
    return reading;
  }

  close(): void {
    if (this.busy) return;
    this.open = false;
    this.#dropPage();
  }

  async #run(extra: { corners?: Corners }): Promise<void> {
    const imageId = this.#imageId;
    if (imageId === null) return;
    this.phase = 'reading';
    this.error = null;
    const page = this.#page;
    const reading = await this.job.run((jobId) =>
      this.#api.call('photo.read', {
        jobId,
        imageId,
        ...(page === undefined ? {} : { page }),
        ...(extra.corners
          ? { corners: [...extra.corners] as [PhotoPoint, PhotoPoint, PhotoPoint, PhotoPoint] }
          : {}),
      }),
    );
    if (reading) {
      if ((reading.source.pages ?? 1) > 1) {
        this.pdfReading = reading;
        this.phase = 'pages';
      } else this.#deliver(reading);
      return;
    }
    if (this.job.status === 'cancelled') {
      this.close();
      return;
    }
    const message = this.job.error ?? 'The page could not be read.';
    // A page that was decoded but held no puzzle the reader could find has its picture kept: the
    // person can mark the grid there. A file that could not be opened has none.
    if (await this.#hasPage(imageId)) {
      this.cornersReason = `${message} Drag the four handles onto the corners of the puzzle grid, then read it again.`;
      await this.#showPage();
    } else this.#fail(message);
  }

  async #hasPage(imageId: number): Promise<boolean> {
    try {
      const data = await this.#api.call('photo.image', { imageId, version: 'page' });
      this.#dropPage();
      this.pageUrl = objectUrlOf(data.data, data.mime);
      return true;
    } catch (error) {
      if (error instanceof ApiCallError && error.code === 'not-found') return false;
      throw error;
    }
  }

  async #showPage(): Promise<void> {
    const imageId = this.#imageId;
    if (imageId === null) return;
    if (!this.pageUrl && !(await this.#hasPage(imageId).catch(() => false))) {
      this.#fail('The page picture could not be shown.');
      return;
    }
    this.phase = 'corners';
  }

  #deliver(reading: PhotoReading): void {
    this.delivered = reading;
    this.phase = 'choose';
    this.open = false;
    this.#dropPage();
  }

  #fail(message: string): void {
    this.error = message;
    this.phase = 'failed';
  }

  #reset(): void {
    this.phase = 'choose';
    this.error = null;
    this.sent = 0;
    this.fileName = '';
    this.pdfReading = null;
    this.corners = DEFAULT_CORNERS;
    this.cornersReason = '';
    this.#imageId = null;
    this.#page = undefined;
    this.isPdf = false;
    this.page = 1;
    this.job.reset();
    this.#dropPage();
  }

  #dropPage(): void {
    if (this.pageUrl) URL.revokeObjectURL(this.pageUrl);
    this.pageUrl = null;
  }
}
