/**
 * Reads an image file into RGBA pixels for the import: the browser decodes it (PNG, JPEG, GIF,
 * WebP...) and draws it on an offscreen canvas. Large photos are first brought down to at most
 * MAX_SOURCE pixels a side by the browser's own smooth scaling; the exact area averaging to the
 * puzzle's size (engine/editor/image/scale.ts) then works on that.
 */

/** Far more than a puzzle's 200 cells a side, so the averaging still sees every detail. */
const MAX_SOURCE = 1200;

export interface SourceImage {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly rgba: Uint8ClampedArray;
}

export async function readImageFile(file: File): Promise<SourceImage> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new Error(`“${file.name}” is not an image this app can read (PNG, JPEG, GIF or WebP).`);
  }
  try {
    const scale = Math.min(1, MAX_SOURCE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This window cannot draw images.');
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    return { name: file.name, width, height, rgba: context.getImageData(0, 0, width, height).data };
  } finally {
    bitmap.close();
  }
}
