/**
 * A PDF page taken out of its file in a thread of its own (pdf-thread-entry.ts), so that what
 * pdf.js does with a crafted file stays bounded: its heap has a limit (a damaged file it mends by
 * scanning takes some 40 bytes of memory per byte of file), and the thread is stopped at the
 * reading's deadline or when it is cancelled (a page of 100,000 nested `q` operators keeps pdf.js
 * busy for minutes, and a call into it cannot be interrupted). Either way the reading fails with a
 * sentence and the process goes on.
 */
import { fileURLToPath } from 'node:url';
import { MAX_PHOTO_PIXELS } from '../../contract/photo-dto.ts';
import type { ErrorCode } from '../../contract/result.ts';
import { ApiFailure } from '../../contract/result.ts';
import type { PdfPage } from './pdf-page.ts';
import { largestDeclaredImage } from './pdf-images.ts';
import { checkPdfEnd } from './pdf-structure.ts';
import { tooLarge } from './picture-size.ts';
import { startWorkerThread, type WorkerEntry } from '../worker-thread.ts';

/** pdf.js's heap for one page: a scanned page's picture is outside it (typed arrays), its parsing is not. */
export const PDF_HEAP_MB = 128;
/** How often a cancel is looked for while the thread works. */
const CANCEL_POLL_MS = 100;

export interface PdfThreadRequest {
  readonly bytes: Uint8Array;
  readonly page: number;
  readonly fileName: string;
}

export type PdfThreadReply =
  | ({ readonly ok: true } & PdfPage)
  | { readonly ok: false; readonly code: ErrorCode; readonly message: string };

export interface PdfLimits {
  /** When the thread is stopped (Date.now() time); none: it runs until it answers. */
  readonly deadline?: number;
  readonly cancelled?: () => boolean;
}

/**
 * Built, the entry is a bundle beside this code's (out/electron/pdf-thread.mjs, out/cli/); from
 * the sources, the TypeScript file through tsx.
 */
function entry(): WorkerEntry {
  if (!import.meta.url.endsWith('.ts')) return { entry: new URL('./pdf-thread.mjs', import.meta.url).href };
  return {
    entry: fileURLToPath(new URL('./pdf-thread-entry.ts', import.meta.url)),
    tsx: import.meta.resolve('tsx/esm/api'),
  };
}

export async function pdfPageInThread(
  bytes: Uint8Array,
  page: number,
  fileName: string,
  limits: PdfLimits = {},
): Promise<PdfPage> {
  // Both on the file's bytes, before a thread is started or the file copied to it.
  checkPdfEnd(bytes, fileName);
  // Refused from the size it declares, before pdf.js decodes a byte of it (pdf-images.ts).
  const declared = largestDeclaredImage(bytes);
  if (declared && declared.width * declared.height > MAX_PHOTO_PIXELS) {
    throw tooLarge(fileName, declared.width, declared.height);
  }
  const worker = startWorkerThread(entry(), {
    resourceLimits: { maxOldGenerationSizeMb: PDF_HEAP_MB, maxYoungGenerationSizeMb: 32 },
  });
  return new Promise<PdfPage>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(poll);
      void worker.terminate();
      outcome();
    };
    const stop = (failure: ApiFailure): void => settle(() => reject(failure));
    const timer =
      limits.deadline === undefined
        ? undefined
        : setTimeout(
            () => stop(new ApiFailure('timeout', `"${fileName}" took longer to open than the time allowed.`)),
            Math.max(0, limits.deadline - Date.now()),
          );
    const poll = setInterval(() => {
      if (limits.cancelled?.()) stop(new ApiFailure('cancelled', 'The reading was cancelled.'));
    }, CANCEL_POLL_MS);
    worker.once('message', (reply: PdfThreadReply) =>
      settle(() => {
        if (reply.ok) resolve({ image: reply.image, page: reply.page, pages: reply.pages });
        else reject(new ApiFailure(reply.code, reply.message));
      }),
    );
    worker.once('error', (error: Error & { code?: string }) =>
      stop(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new ApiFailure(
              'format',
              `"${fileName}" needs more memory to open than a page may take; the PDF may be damaged.`,
            )
          : new ApiFailure('format', `"${fileName}" could not be opened (${error.message}).`),
      ),
    );
    worker.once('exit', (code) =>
      stop(new ApiFailure('format', `"${fileName}" could not be opened (the reader stopped, code ${code}).`)),
    );
    worker.postMessage({ bytes, page, fileName } satisfies PdfThreadRequest);
  });
}
