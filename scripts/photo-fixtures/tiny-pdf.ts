/**
 * The smallest PDF a scanner writes: one page per JPEG picture, the picture filling the page.
 * Enough to test reading PDF pages without a PDF library; an empty list makes a PDF with no pages.
 */

export interface PdfPicture {
  readonly jpeg: Uint8Array;
  readonly width: number;
  readonly height: number;
}

export function pdfWithPictures(pictures: readonly PdfPicture[]): Buffer {
  const objects: Buffer[] = [];
  const pageIds = pictures.map((_, i) => 3 + i * 3);
  objects.push(Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'));
  objects.push(
    Buffer.from(
      `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pictures.length} >>`,
    ),
  );
  pictures.forEach((picture, i) => {
    const page = 3 + i * 3;
    // 72 points to the inch: the page is the picture at 150 dpi.
    const w = (picture.width * 72) / 150;
    const h = (picture.height * 72) / 150;
    objects.push(
      Buffer.from(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w.toFixed(2)} ${h.toFixed(2)}] ` +
          `/Resources << /XObject << /Im0 ${page + 1} 0 R >> >> /Contents ${page + 2} 0 R >>`,
      ),
    );
    objects.push(
      Buffer.concat([
        Buffer.from(
          `<< /Type /XObject /Subtype /Image /Width ${picture.width} /Height ${picture.height} ` +
            `/ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode /Length ${picture.jpeg.length} >>\nstream\n`,
        ),
        Buffer.from(picture.jpeg),
        Buffer.from('\nendstream'),
      ]),
    );
    const content = `q ${w.toFixed(2)} 0 0 ${h.toFixed(2)} 0 0 cm /Im0 Do Q`;
    objects.push(Buffer.from(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`));
  });
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, i) => {
    const object = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    offsets.push(length);
    parts.push(object);
    length += object.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  ].join('');
  parts.push(Buffer.from(xref));
  return Buffer.concat(parts);
}
