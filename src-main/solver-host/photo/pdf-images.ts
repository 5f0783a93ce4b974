/**
 * The sizes a PDF declares for its pictures, read from the file's bytes before pdf.js decodes
 * anything. A picture's pixels are in a stream, and a stream's dictionary is never compressed
 * into an object stream, so every picture's `/Width` and `/Height` stand in the file as written
 * (as numbers, or as references to objects holding the numbers). A 390 KB file can declare a
 * 20000 x 20000 picture of zeros; pdf.js would decode it whole, gigabytes, before our size check
 * saw it. pdf.js's own `maxImageSize` is the guarantee (it drops such a picture undecoded); this
 * scan is for the message, which names the size.
 *
 * Inline pictures (`BI ... ID`, inside a page's content stream) are not seen here; pdf.js's limit
 * covers them.
 */

export interface DeclaredImage {
  readonly width: number;
  readonly height: number;
}

const SUBTYPE_IMAGE = Buffer.from('/Image');
/** How far around `/Subtype /Image` the rest of its dictionary is looked for. */
const DICTIONARY_REACH = 4096;
/**
 * The scan stops after this many pictures, and follows this many references (each a search of
 * the whole file), so a file made of nothing but `/Subtype /Image` costs no more than a few passes.
 * Beyond them pdf.js's limit still holds; only the message is plainer.
 */
const MAX_PICTURES = 256;
const MAX_REFERENCES = 16;

/** The largest picture the file declares (by pixels), or null when it declares none. */
export function largestDeclaredImage(bytes: Uint8Array): DeclaredImage | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  let largest: DeclaredImage | null = null;
  let pictures = 0;
  const references = { left: MAX_REFERENCES };
  for (let at = buffer.indexOf(SUBTYPE_IMAGE); at >= 0; at = buffer.indexOf(SUBTYPE_IMAGE, at + 1)) {
    // `/ImageB`, `/ImageMask`: another name; and only the value of `/Subtype` says it is a picture.
    const next = buffer[at + SUBTYPE_IMAGE.length];
    if (next !== undefined && /[A-Za-z0-9]/.test(String.fromCharCode(next))) continue;
    const before = buffer.toString('latin1', Math.max(0, at - 64), at);
    if (!/\/Subtype\s*$/.test(before)) continue;
    if (++pictures > MAX_PICTURES) break;
    const dictionary = dictionaryAround(buffer, at);
    const width = numberOf(buffer, dictionary, 'Width', references);
    const height = numberOf(buffer, dictionary, 'Height', references);
    if (width === null || height === null) continue;
    if (!largest || width * height > largest.width * largest.height) largest = { width, height };
  }
  return largest;
}

/** The text of the object around `at`: from its `obj` to its `stream` (or `endobj`), within reach. */
function dictionaryAround(buffer: Buffer, at: number): string {
  const from = Math.max(0, at - DICTIONARY_REACH);
  const start = buffer.subarray(from, at).lastIndexOf('obj');
  const after = buffer.subarray(at, at + DICTIONARY_REACH);
  const ends = [after.indexOf('stream'), after.indexOf('endobj')].filter((end) => end >= 0);
  const end = ends.length > 0 ? Math.min(...ends) : after.length;
  return buffer.toString('latin1', start >= 0 ? from + start : from, at + end);
}

/** `/Key 123`, or `/Key 7 0 R` with object 7 holding the number; null when neither is there. */
function numberOf(
  buffer: Buffer,
  dictionary: string,
  key: string,
  references: { left: number },
): number | null {
  const match = new RegExp(String.raw`/${key}\s+(\d+)(?:\s+(\d+)\s+R)?(?![\d.])`).exec(dictionary);
  if (!match) return null;
  if (match[2] === undefined) return Number(match[1]);
  if (references.left-- <= 0) return null;
  const header = `${match[1]} ${match[2]} obj`;
  const body = /^\s*(\d+)(?![\d.])/;
  for (let at = buffer.indexOf(header); at >= 0; at = buffer.indexOf(header, at + 1)) {
    // `17 0 obj` holds `7 0 obj`: the object's number must start where its line does.
    if (at > 0 && /\d/.test(String.fromCharCode(buffer[at - 1]!))) continue;
    const found = body.exec(buffer.toString('latin1', at + header.length, at + header.length + 32));
    return found ? Number(found[1]) : null;
  }
  return null;
}
