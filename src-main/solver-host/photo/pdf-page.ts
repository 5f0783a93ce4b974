/**
 * A page of a PDF as pixels, with pdf.js. A scanned book page is one picture placed on the page:
 * that picture is taken as it is, at its own resolution. A page drawn with text and lines (a
 * puzzle printed to PDF) is rendered instead, through @napi-rs/canvas, at RENDER_SIDE pixels on
 * its long side.
 */
import { MAX_PHOTO_PIXELS } from '../../contract/photo-dto.ts';
import { ApiFailure } from '../../contract/result.ts';
import type { RgbImage } from '../../engine/photo/raster.ts';
import { tooLarge } from './picture-size.ts';

const RENDER_SIDE = 3000;
/** A picture this large on a page is a scan of it. */
const SCAN_PIXELS = 500_000;

export interface PdfPage {
  readonly image: RgbImage;
  readonly page: number;
  readonly pages: number;
}

interface PdfImage {
  readonly width: number;
  readonly height: number;
  readonly kind?: number;
  readonly data?: Uint8Array | Uint8ClampedArray;
}

export async function pdfPage(bytes: Uint8Array, pageNumber: number, fileName: string): Promise<PdfPage> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  let document;
  try {
    document = await pdfjs.getDocument({
      data: Uint8Array.from(bytes),
      // A picture over the limit that the scan above missed is dropped undecoded.
      maxImageSize: MAX_PHOTO_PIXELS,
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      isOffscreenCanvasSupported: false,
      verbosity: 0,
    }).promise;
  } catch (error) {
    throw new ApiFailure('format', `The PDF could not be read (${describe(error)}).`);
  }
  try {
    const pages = document.numPages;
    if (pages === 0) throw new ApiFailure('format', 'The PDF has no pages.');
    if (pageNumber > pages) {
      throw new ApiFailure(
        'invalid-arguments',
        `The PDF has ${pages} page${pages === 1 ? '' : 's'}, so there is no page ${pageNumber}.`,
      );
    }
    const page = await document.getPage(pageNumber);
    const scanned = await largestPicture(page, pdfjs.OPS.paintImageXObject, fileName);
    const image = scanned ?? (await renderPage(page));
    return { image, page: pageNumber, pages };
  } finally {
    await document.destroy();
  }
}

type PdfPageProxy = Awaited<
  ReturnType<
    Awaited<
      ReturnType<(typeof import('pdfjs-dist/legacy/build/pdf.mjs'))['getDocument']>['promise']
    >['getPage']
  >
>;

async function largestPicture(
  page: PdfPageProxy,
  paintImage: number,
  fileName: string,
): Promise<RgbImage | null> {
  const operators = await page.getOperatorList();
  let best: PdfImage | null = null;
  for (let i = 0; i < operators.fnArray.length; i++) {
    if (operators.fnArray[i] !== paintImage) continue;
    const name: unknown = operators.argsArray[i]?.[0];
    if (typeof name !== 'string') continue;
    const objects = name.startsWith('g_') ? page.commonObjs : page.objs;
    const image = await new Promise<PdfImage | null>((resolve) => {
      try {
        objects.get(name, (value: unknown) => resolve(isPdfImage(value) ? value : null));
      } catch {
        resolve(null);
      }
    });
    if (image && (!best || image.width * image.height > best.width * best.height)) best = image;
  }
  if (!best || best.width * best.height < SCAN_PIXELS || !best.data) return null;
  // Before toRgb allocates three bytes a pixel.
  if (best.width * best.height > MAX_PHOTO_PIXELS) throw tooLarge(fileName, best.width, best.height);
  return toRgb(best.width, best.height, best.data, best.kind ?? 0);
}

function isPdfImage(value: unknown): value is PdfImage {
  return typeof value === 'object' && value !== null && 'width' in value && 'height' in value;
}

/** pdf.js image kinds: 1 one bit per pixel (grey, packed), 2 RGB, 3 RGBA. */
function toRgb(
  width: number,
  height: number,
  data: Uint8Array | Uint8ClampedArray,
  kind: number,
): RgbImage | null {
  const out = new Uint8Array(width * height * 3);
  if (kind === 2 && data.length >= out.length) {
    out.set(data.subarray(0, out.length));
  } else if (kind === 3 && data.length >= width * height * 4) {
    for (let i = 0, j = 0; i < width * height; i++, j += 4) {
      out[i * 3] = data[j]!;
      out[i * 3 + 1] = data[j + 1]!;
      out[i * 3 + 2] = data[j + 2]!;
    }
  } else if (kind === 1) {
    const rowBytes = Math.ceil(width / 8);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const bit = (data[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1;
        const v = bit ? 255 : 0;
        out.fill(v, (y * width + x) * 3, (y * width + x) * 3 + 3);
      }
    }
  } else return null;
  return { width, height, data: out };
}

async function renderPage(page: PdfPageProxy): Promise<RgbImage> {
  let canvasModule;
  try {
    canvasModule = await import('@napi-rs/canvas');
  } catch {
    throw new ApiFailure(
      'format',
      'This PDF page holds no scanned picture, and PDF drawing is not available here.',
    );
  }
  const base = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: RENDER_SIDE / Math.max(base.width, base.height) });
  const width = Math.ceil(viewport.width);
  const height = Math.ceil(viewport.height);
  const canvas = canvasModule.createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  if (!drawable(canvas)) throw new ApiFailure('format', 'The PDF page could not be drawn.');
  await page.render({ canvas, viewport }).promise;
  const rgba = context.getImageData(0, 0, width, height).data;
  const image = toRgb(width, height, rgba, 3);
  if (!image) throw new ApiFailure('format', 'The PDF page could not be drawn.');
  return image;
}

type RenderCanvas = NonNullable<Parameters<PdfPageProxy['render']>[0]['canvas']>;

/** pdf.js draws on any canvas with a 2D context, which @napi-rs/canvas gives. */
function drawable(canvas: object): canvas is RenderCanvas {
  return 'getContext' in canvas && typeof canvas.getContext === 'function';
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
