/**
 * Decoding a page for the reader (decode-page.ts): one decode gives the picture the reader works
 * on, and the page JPEG for the person is made from it when asked.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodePage, WORKING_SIDE } from '../../src-main/solver-host/photo/decode-page.ts';
import { largestDeclaredImage } from '../../src-main/solver-host/photo/pdf-images.ts';
import { hasWholeEnd, MENDED_BYTES } from '../../src-main/solver-host/photo/pdf-structure.ts';
import { megapixelsText } from '../../src-main/solver-host/photo/picture-size.ts';
import { junkPdf, nestedSaves, pdfOf, pictureDeclaring } from './crafted-pdfs.ts';

/** A wide picture: transparent, with an opaque black square at its left end. */
async function transparentPage(width: number, height: number): Promise<Buffer> {
  const square = await sharp({
    create: { width: 40, height: 40, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 1 } },
  })
    .png()
    .toBuffer();
  return sharp({
    create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([{ input: square, left: 10, top: 10 }])
    .png()
    .toBuffer();
}

describe('decoding a page', () => {
  it('takes a transparent page as white paper, the print on it as it is', async () => {
    const decoded = await decodePage(await transparentPage(300, 200), 'clear.png');
    const { working } = decoded;
    expect([working.width, working.height]).toEqual([300, 200]);
    const pixel = (x: number, y: number) => [
      ...working.data.subarray((y * 300 + x) * 3, (y * 300 + x) * 3 + 3),
    ];
    expect(pixel(200, 100)).toEqual([255, 255, 255]);
    expect(pixel(20, 20)).toEqual([0, 0, 0]);
  });

  it('makes the page JPEG from the working picture, at most 2400 pixels on its long side', async () => {
    const decoded = await decodePage(await transparentPage(3000, 600), 'wide.png');
    expect(decoded.working.width).toBeLessThanOrEqual(WORKING_SIDE);
    const jpeg = await decoded.preview();
    const meta = await sharp(jpeg).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([2400, 480]);
    const { data } = await sharp(jpeg).extract({ left: 1200, top: 200, width: 1, height: 1 }).raw().toBuffer({
      resolveWithObject: true,
    });
    expect(Math.min(...data)).toBeGreaterThan(245);
  });
});

describe('pictures over 50 megapixels', () => {
  it('are refused from the size a PDF declares, with enough decimals to show it is over (50.01, not 50)', async () => {
    const refusal = decodePage(pictureDeclaring('10000', '5001'), 'wide.pdf');
    await expect(refusal).rejects.toMatchObject({ code: 'invalid-arguments' });
    await expect(refusal).rejects.toThrow(
      '"wide.pdf" is 10000 x 5001 pixels (50.01 megapixels); pictures up to 50 megapixels can be read. Make it smaller first.',
    );
  });

  it('are refused from the size a PDF declares through references to other objects', async () => {
    const pdf = pictureDeclaring('6 0 R', '7 0 R', ['20000', '20000']);
    expect(largestDeclaredImage(pdf)).toEqual({ width: 20000, height: 20000 });
    await expect(decodePage(pdf, 'bomb.pdf')).rejects.toThrow(
      '"bomb.pdf" is 20000 x 20000 pixels (400 megapixels)',
    );
  });

  it('are named in megapixels with one decimal, more (cut, not rounded) only where fewer would read as the limit', () => {
    expect(megapixelsText(12_345_678)).toBe('12.3');
    expect(megapixelsText(400_000_000)).toBe('400');
    expect(megapixelsText(50_000_001)).toBe('50.000001');
    expect(megapixelsText(50_040_000)).toBe('50.04');
    expect(megapixelsText(10001 * 5000)).toBe('50.005');
  });
});

describe('PDFs that would hold pdf.js up', () => {
  it('refuses a damaged PDF larger than can be mended, before pdf.js scans it, saying why', async () => {
    const refusal = decodePage(junkPdf(MENDED_BYTES + 1024), 'junk.pdf');
    await expect(refusal).rejects.toMatchObject({ code: 'format' });
    await expect(refusal).rejects.toThrow('"junk.pdf" is not a whole PDF: the table at its end');
  });

  it('tells a whole end from a missing one or one pointing at nothing', () => {
    expect(hasWholeEnd(pictureDeclaring('100', '100'))).toBe(true);
    expect(hasWholeEnd(junkPdf(10_000))).toBe(false);
    const pointingAtJunk = Buffer.concat([junkPdf(10_000), Buffer.from('\nstartxref\n500\n%%EOF\n')]);
    expect(hasWholeEnd(pointingAtJunk)).toBe(false);
  });

  it('stops opening a page of 100,000 nested saves at the deadline, as a time-out', async () => {
    const pdf = nestedSaves(100_000);
    await expect(decodePage(pdf, 'nested.pdf', 1, { deadline: Date.now() + 1500 })).rejects.toMatchObject({
      code: 'timeout',
    });
  });

  it('refuses a PDF whose page tree holds itself as a format error, saying why', async () => {
    const loop = pdfOf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Pages /Parent 2 0 R /Kids [2 0 R] /Count 1 >>',
    ]);
    const refusal = decodePage(loop, 'loop.pdf');
    await expect(refusal).rejects.toMatchObject({ code: 'format' });
    await expect(refusal).rejects.toThrow('circular reference');
  });

  it('stops opening a page when the reading is cancelled', async () => {
    const pdf = nestedSaves(100_000);
    await expect(decodePage(pdf, 'nested.pdf', 1, { cancelled: () => true })).rejects.toMatchObject({
      code: 'cancelled',
    });
  });
});
