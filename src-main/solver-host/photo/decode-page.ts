/**
 * A photo or scan as the page reader wants it: the picture upright (a phone's EXIF turn applied),
 * in sRGB on white (a transparent page is paper), shrunk to at most WORKING_SIDE pixels on its
 * long side (plenty for clue digits, and it keeps a 50 megapixel photo quick), plus a JPEG of the
 * page for the person to look at. Decoding is sharp's (libvips); a PDF page is pdf.js's
 * (pdf-page.ts).
 *
 * The file is decoded once. The page JPEG is made from the working picture when asked for
 * (`preview`): the reading job asks before the reader starts, so libvips's threads encode it on
 * the other processor while the reader works on this one's.
 *
 * Every refusal says what is wrong: a file that is no picture, a damaged one, one over 50
 * megapixels, a PDF without pages.
 */
import sharp, { type Sharp } from 'sharp';
import { MAX_PHOTO_PIXELS, type PhotoKind } from '../../contract/photo-dto.ts';
import { ApiFailure } from '../../contract/result.ts';
import type { RgbImage } from '../../engine/photo/raster.ts';
import { photoKind } from './image-kind.ts';
import { pdfPageInThread, type PdfLimits } from './pdf-thread.ts';
import { checkPixels } from './picture-size.ts';

// libvips keeps the results of recent operations (up to 50 MB) for the next ones to reuse; a
// page is decoded once, so the cache only held pages' pixels between readings, outside any
// thread a restart could give back (solver-process.ts).
sharp.cache(false);

/** Long side of the picture the reader works on, and of the page shown to the person. */
export const WORKING_SIDE = 3200;
const PREVIEW_SIDE = 2400;

export interface DecodedPage {
  readonly kind: PhotoKind;
  /** The page picture's full size. */
  readonly width: number;
  readonly height: number;
  /** For a PDF: the page (from 1) and how many there are. */
  readonly page: number | null;
  readonly pages: number | null;
  /** The picture the reader works on, and its size over the full size. */
  readonly working: RgbImage;
  readonly scale: number;
  /** Makes the page as a JPEG, at most PREVIEW_SIDE pixels on its long side. */
  preview(): Promise<Buffer>;
}

/** `limits` bound a PDF's opening, which runs in a thread of its own (pdf-thread.ts). */
export async function decodePage(
  bytes: Uint8Array,
  fileName: string,
  page?: number,
  limits: PdfLimits = {},
): Promise<DecodedPage> {
  const kind = photoKind(bytes);
  if (!kind) {
    throw new ApiFailure(
      'format',
      `"${fileName}" is not a JPEG, PNG or WebP picture or a PDF, so it cannot be read as a puzzle page.`,
    );
  }
  if (kind === 'pdf') {
    const pdf = await pdfPageInThread(bytes, page ?? 1, fileName, limits);
    const { image } = pdf;
    checkPixels(fileName, image.width, image.height);
    const raw = sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.length), {
      raw: { width: image.width, height: image.height, channels: 3 },
    });
    return finish(kind, raw, image.width, image.height, pdf.page, pdf.pages);
  }
  if (page !== undefined && page !== 1) {
    throw new ApiFailure(
      'invalid-arguments',
      `"${fileName}" is a single picture, so it has no page ${page}.`,
    );
  }
  let width: number;
  let height: number;
  let turned: boolean;
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    turned = (meta.orientation ?? 1) >= 5;
    width = turned ? meta.height : meta.width;
    height = turned ? meta.width : meta.height;
  } catch (error) {
    throw damaged(fileName, error);
  }
  checkPixels(fileName, width, height);
  const input = sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS + 1, failOn: 'truncated' }).rotate();
  return finish(kind, input, width, height, null, null, fileName);
}

async function finish(
  kind: PhotoKind,
  input: Sharp,
  width: number,
  height: number,
  page: number | null,
  pages: number | null,
  fileName = 'the PDF page',
): Promise<DecodedPage> {
  const scale = Math.min(1, WORKING_SIDE / Math.max(width, height));
  let working: RgbImage;
  try {
    const { data, info } = await input
      .resize({ width: Math.round(width * scale), height: Math.round(height * scale), fit: 'fill' })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error(`${info.channels} channels after conversion`);
    working = {
      width: info.width,
      height: info.height,
      data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    };
  } catch (error) {
    throw damaged(fileName, error);
  }
  return {
    kind,
    width,
    height,
    page,
    pages,
    working,
    scale: working.width / width,
    preview: () => pagePicture(working),
  };
}

/** The page for the person to look at and mark corners on, from the picture the reader works on. */
function pagePicture(working: RgbImage): Promise<Buffer> {
  const { data } = working;
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.length), {
    raw: { width: working.width, height: working.height, channels: 3 },
  })
    .resize({ width: PREVIEW_SIDE, height: PREVIEW_SIDE, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 85 })
    .toBuffer();
}

function damaged(fileName: string, error: unknown): ApiFailure {
  if (error instanceof ApiFailure) return error;
  const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return new ApiFailure(
    'format',
    `"${fileName}" could not be decoded; the file may be damaged or cut short (${detail}).`,
  );
}
