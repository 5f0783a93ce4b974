/**
 * The images the page reader works on: one byte per pixel (grey, 0 black to 255 white) or three
 * (sRGB), row by row, with no padding. The reader decodes nothing itself: the caller hands it
 * pixels (the solver process decodes JPEG, PNG, WebP and PDF pages), so everything here is pure.
 */

export interface GrayImage {
  readonly width: number;
  readonly height: number;
  /** width * height bytes, 0 black to 255 white. */
  readonly data: Uint8Array;
}

export interface RgbImage {
  readonly width: number;
  readonly height: number;
  /** width * height * 3 bytes: red, green, blue. */
  readonly data: Uint8Array;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A rectangle in pixels: left, top, width, height. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The four sides of a cell or pixel, as (row, column) steps. */
export const FOUR_SIDES = [
  [0, 1],
  [0, -1],
  [1, 0],
  [-1, 0],
] as const;

/** Lightness as the eye sees it (Rec. 601 weights), one byte per pixel. */
export function lumaOf(image: RgbImage): Uint8Array {
  const { data } = image;
  const out = new Uint8Array(image.width * image.height);
  for (let i = 0, j = 0; i < out.length; i++, j += 3) {
    out[i] = (data[j]! * 299 + data[j + 1]! * 587 + data[j + 2]! * 114 + 500) / 1000;
  }
  return out;
}

/**
 * Grey for finding print: lightness, but no lighter than white less the colour's strength. Yellow
 * or orange print is nearly as light as the paper, yet plainly print; counting colour as darkness
 * keeps it (and grid lines printed in colour) in sight, while dark colours keep their own
 * lightness (their soft edges do not grow). Grey and black are unchanged.
 */
export function toInkGray(image: RgbImage): GrayImage {
  const { width, height, data } = image;
  const out = new Uint8Array(width * height);
  // Whole numbers only, and no Math.min/max calls: this runs over every pixel of a 50 megapixel
  // photo. The darker of the rounded-down luma and 255 less the colour's strength.
  for (let i = 0, j = 0; i < out.length; i++, j += 3) {
    const r = data[j]!;
    const g = data[j + 1]!;
    const b = data[j + 2]!;
    const luma = ((r * 299 + g * 587 + b * 114 + 500) / 1000) | 0;
    const high = r > g ? (r > b ? r : b) : g > b ? g : b;
    const low = r < g ? (r < b ? r : b) : g < b ? g : b;
    const colourless = 255 - COLOUR_AS_INK * (high - low);
    out[i] = luma < colourless ? luma : colourless;
  }
  return { width, height, data: out };
}

/** How many grey levels of darkness each level of a colour's strength (max - min of its channels) is worth. */
const COLOUR_AS_INK = 1;

/**
 * Half the size each way, each pixel the darkest of its four: thin lines survive whole, which a
 * mean would fade (the grid is looked for on this copy).
 */
export function halveDarkest(image: GrayImage): GrayImage {
  const width = Math.floor(image.width / 2);
  const height = Math.floor(image.height / 2);
  const { data } = image;
  const w = image.width;
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const a = 2 * y * w;
    const b = a + w;
    for (let x = 0; x < width; x++) {
      const k = 2 * x;
      out[y * width + x] = Math.min(data[a + k]!, data[a + k + 1]!, data[b + k]!, data[b + k + 1]!);
    }
  }
  return { width, height, data: out };
}

/**
 * One channel (0 red, 1 green, 2 blue) of an RGB image at a point between pixel centres (pixel
 * (0, 0) has its centre at (0.5, 0.5)), by bilinear interpolation; outside the image it is white.
 */
export function sampleRgb(image: RgbImage, x: number, y: number, channel: number): number {
  const { width, height, data } = image;
  const fx = x - 0.5;
  const fy = y - 0.5;
  const x0 = Math.floor(fx);
  const y0 = Math.floor(fy);
  if (x0 < -1 || y0 < -1 || x0 >= width || y0 >= height) return 255;
  const tx = fx - x0;
  const ty = fy - y0;
  const at = (px: number, py: number): number =>
    px < 0 || py < 0 || px >= width || py >= height ? 255 : data[(py * width + px) * 3 + channel]!;
  const top = at(x0, y0) * (1 - tx) + at(x0 + 1, y0) * tx;
  const bottom = at(x0, y0 + 1) * (1 - tx) + at(x0 + 1, y0 + 1) * tx;
  return top * (1 - ty) + bottom * ty;
}
