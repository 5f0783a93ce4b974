/**
 * The thread a PDF page is taken out of its file in (pdf-thread.ts starts it, one per page read):
 * pdf.js with the file, and nothing else. Its heap is limited and it can be stopped, which pdf.js
 * in the thread that asked could not be.
 */
import { parentPort } from 'node:worker_threads';
import { ApiFailure } from '../../contract/result.ts';
import { pdfPage } from './pdf-page.ts';
import type { PdfThreadReply, PdfThreadRequest } from './pdf-thread.ts';

const port = parentPort;
if (port === null) throw new Error('pdf-thread-entry.ts runs as a worker thread.');
port.once('message', (request: PdfThreadRequest) => {
  pdfPage(request.bytes, request.page, request.fileName).then(
    (found) => {
      const { image } = found;
      const reply: PdfThreadReply = { ok: true, ...found };
      port.postMessage(reply, [image.data.buffer as ArrayBuffer]);
    },
    (error: unknown) => {
      const reply: PdfThreadReply =
        error instanceof ApiFailure
          ? { ok: false, code: error.code, message: error.message }
          : { ok: false, code: 'format', message: `The PDF could not be read (${String(error)}).` };
      port.postMessage(reply);
    },
  );
});
