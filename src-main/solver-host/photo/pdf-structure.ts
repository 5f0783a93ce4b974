/**
 * Whether a PDF's end is whole, checked on its last bytes before pdf.js is given the file. A PDF
 * ends with `startxref`, the offset of its cross-reference table (or stream), and `%%EOF`. Where
 * that is missing or points at nothing, pdf.js mends the file by scanning every byte of it, and
 * the scan takes some 40 bytes of memory per byte of file: 1.6 GB for "%PDF-" and 40 MB of junk.
 * So a damaged PDF is mended only when it is small (MENDED_BYTES); a larger one is refused with
 * the reason.
 */
import { ApiFailure } from '../../contract/result.ts';

/** Damaged PDFs up to this size are left to pdf.js to mend (some 160 MB of memory at most). */
export const MENDED_BYTES = 4 * 1024 * 1024;
/** `%%EOF` may be followed by a little junk; `startxref` and its number stand before it. */
const TAIL_BYTES = 4096;

/** True when the file's last bytes name where its cross-reference table is, and one is there. */
export function hasWholeEnd(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const tailStart = Math.max(0, buffer.length - TAIL_BYTES);
  const tail = buffer.toString('latin1', tailStart);
  const at = tail.lastIndexOf('startxref');
  if (at < 0) return false;
  const offset = /^startxref\s+(\d+)\s/.exec(tail.slice(at))?.[1];
  if (offset === undefined) return false;
  const start = Number(offset);
  if (!Number.isSafeInteger(start) || start >= buffer.length) return false;
  const table = buffer.toString('latin1', start, Math.min(buffer.length, start + 64)).trimStart();
  return table.startsWith('xref') || /^\d+\s+\d+\s+obj\b/.test(table);
}

export function checkPdfEnd(bytes: Uint8Array, fileName: string): void {
  if (bytes.length <= MENDED_BYTES || hasWholeEnd(bytes)) return;
  throw new ApiFailure(
    'format',
    `"${fileName}" is not a whole PDF: the table at its end that says where its parts are is missing ` +
      `or wrong, and a damaged PDF of ${Math.round(bytes.length / 1024 / 1024)} MB is too large to mend. ` +
      'Save or export it again from the program that made it.',
  );
}
