/**
 * The size limit on pictures read as pages, and the message that says a picture is past it.
 * The message names the size with as many decimals as it takes to show that it is over: 10000 x
 * 5001 pixels is 50.005 megapixels, not "50 megapixels" beside a limit of 50.
 */
import { MAX_PHOTO_PIXELS } from '../../contract/photo-dto.ts';
import { ApiFailure } from '../../contract/result.ts';

const LIMIT_MEGAPIXELS = MAX_PHOTO_PIXELS / 1e6;

/**
 * Megapixels with the fewest decimals (one at least) that still show `pixels` over the limit.
 * Cut, not rounded: rounded, 50.004 megapixels would read as 50.0 and 50.005 as 50.01.
 */
export function megapixelsText(pixels: number): string {
  for (let decimals = 1; decimals <= 6; decimals++) {
    const cut = Math.floor(pixels / 10 ** (6 - decimals)) / 10 ** decimals;
    if (pixels <= MAX_PHOTO_PIXELS || cut > LIMIT_MEGAPIXELS) return String(cut);
  }
  return String(pixels / 1e6);
}

export function tooLarge(fileName: string, width: number, height: number): ApiFailure {
  return new ApiFailure(
    'invalid-arguments',
    `"${fileName}" is ${width} x ${height} pixels (${megapixelsText(width * height)} megapixels); ` +
      `pictures up to ${LIMIT_MEGAPIXELS} megapixels can be read. Make it smaller first.`,
  );
}

export function checkPixels(fileName: string, width: number, height: number): void {
  if (width * height > MAX_PHOTO_PIXELS) throw tooLarge(fileName, width, height);
  if (width < 50 || height < 50) {
    throw new ApiFailure(
      'invalid-arguments',
      `"${fileName}" is only ${width} x ${height} pixels, too small to hold a puzzle.`,
    );
  }
}
