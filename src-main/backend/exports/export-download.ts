/**
 * A finished export as a download, for either transport: its file streamed from disk (never read
 * whole), named for the save dialog, and removed once sent or abandoned.
 */
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { ExportFiles } from './export-files.ts';

export type ExportDownload =
  | { readonly found: false; readonly message: string }
  | {
      readonly found: true;
      readonly headers: Readonly<Record<string, string>>;
      /** Opens the file's stream; the file is removed when the stream ends or is destroyed. */
      open(): Readable;
    };

export function exportDownload(exports: ExportFiles, exportId: string): ExportDownload {
  const file = exports.take(exportId);
  if (!file) {
    return { found: false, message: 'This export is not here: it was downloaded already, or it expired.' };
  }
  return {
    found: true,
    headers: {
      'Content-Type': 'application/octet-stream',
      'Content-Length': String(file.bytes),
      'Content-Disposition': contentDisposition(file.fileName),
      'Cache-Control': 'no-store',
    },
    open() {
      const stream = createReadStream(file.path);
      stream.once('close', () => file.remove());
      return stream;
    },
  };
}

/** RFC 6266: a plain-ASCII name for old clients, the exact name (RFC 5987) for the rest. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
