/** Small PDFs made by the tests, each with one crafted trait; objects are numbered from 1 in order. */
import { deflateSync } from 'node:zlib';

/** A PDF of these objects (the first the catalogue), with a correct cross-reference table. */
export function pdfOf(objects: readonly (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  let size = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(size);
    const part = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      Buffer.from(object),
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(part);
    size += part.length;
  });
  const rows = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}` +
        `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${size}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

export function stream(dictionary: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`),
    data,
    Buffer.from('\nendstream'),
  ]);
}

/**
 * One page showing one grey picture that declares `width` x `height` pixels (as written: numbers,
 * or references `7 0 R`) but holds only a few compressed bytes: its size is all that is tested.
 */
export function pictureDeclaring(width: string, height: string, extra: readonly string[] = []): Buffer {
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im0 5 0 R >> >> /Contents 4 0 R >>',
    stream('', Buffer.from('q 612 0 0 792 0 0 cm /Im0 Do Q')),
    stream(
      `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`,
      deflateSync(Buffer.alloc(1000)),
    ),
    ...extra,
  ]);
}

/** One page whose content is `depth` nested `q` (save) operators and as many `Q`: pdf.js takes minutes over it. */
export function nestedSaves(depth: number): Buffer {
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    stream('', Buffer.from('q '.repeat(depth) + 'Q '.repeat(depth))),
  ]);
}

/** "%PDF-1.4" and then `bytes` of the letter A: no objects, no end. */
export function junkPdf(bytes: number): Buffer {
  const junk = Buffer.alloc(bytes, 'A');
  Buffer.from('%PDF-1.4\n').copy(junk);
  return junk;
}
