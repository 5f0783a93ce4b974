/**
 * Decoding a page for the reader (decode-page.ts): one decode gives the picture the reader works
 * on, and the page JPEG for the person is made from it when asked.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodePage, WORKING_SIDE } from '../../src-main/solver-host/photo/decode-page.ts';

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
