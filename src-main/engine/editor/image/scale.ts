/**
 * Shrinks a picture to a puzzle's size by area averaging: each puzzle cell gets the average of the
 * part of the image it covers, weighting a pixel that lies across a cell border by the share that
 * falls inside. Averaging happens in linear light with premultiplied alpha, so a thin black line on
 * white becomes the grey it looks like from afar, and transparent parts count as the white paper.
 *
 * The two passes (across, then down) each touch every source pixel once.
 */
import { srgbToLinear } from './oklab.ts';

/** An image as linear-light RGB (0-1), three numbers per pixel, row by row. */
export interface LinearImage {
  readonly width: number;
  readonly height: number;
  readonly data: Float32Array;
}

/** Where one output pixel takes its input along one axis: source indices and their weights. */
interface Span {
  readonly first: number;
  readonly weights: readonly number[];
}

/** The spans of `to` output pixels over `from` input pixels; weights of a span add up to 1. */
function spans(from: number, to: number): Span[] {
  const scale = from / to;
  const out: Span[] = [];
  for (let i = 0; i < to; i++) {
    const start = i * scale;
    const end = (i + 1) * scale;
    const first = Math.floor(start);
    const last = Math.min(from - 1, Math.ceil(end) - 1);
    const weights: number[] = [];
    for (let s = first; s <= last; s++) {
      weights.push((Math.min(end, s + 1) - Math.max(start, s)) / scale);
    }
    out.push({ first, weights });
  }
  return out;
}

/**
 * The image (RGBA bytes, as a canvas gives them) scaled to `width` x `height` by area averaging and
 * laid on white where it is transparent.
 */
export function areaAverage(
  rgba: ArrayLike<number>,
  sourceWidth: number,
  sourceHeight: number,
  width: number,
  height: number,
): LinearImage {
  if (rgba.length < sourceWidth * sourceHeight * 4) {
    throw new Error(`A ${sourceWidth}x${sourceHeight} image needs ${sourceWidth * sourceHeight * 4} bytes.`);
  }
  const toLinear = new Float32Array(256);
  for (let v = 0; v < 256; v++) toLinear[v] = srgbToLinear(v);

  // Pass 1, across: width x sourceHeight pixels of premultiplied linear RGB and alpha.
  const across = spans(sourceWidth, width);
  const middle = new Float32Array(width * sourceHeight * 4);
  for (let y = 0; y < sourceHeight; y++) {
    for (let x = 0; x < width; x++) {
      const span = across[x]!;
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let k = 0; k < span.weights.length; k++) {
        const at = (y * sourceWidth + span.first + k) * 4;
        const alpha = (rgba[at + 3]! / 255) * span.weights[k]!;
        r += toLinear[rgba[at]!]! * alpha;
        g += toLinear[rgba[at + 1]!]! * alpha;
        b += toLinear[rgba[at + 2]!]! * alpha;
        a += alpha;
      }
      const to = (y * width + x) * 4;
      middle[to] = r;
      middle[to + 1] = g;
      middle[to + 2] = b;
      middle[to + 3] = a;
    }
  }

  // Pass 2, down, then over white: colour + (1 - alpha) * white.
  const down = spans(sourceHeight, height);
  const data = new Float32Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    const span = down[y]!;
    for (let x = 0; x < width; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let k = 0; k < span.weights.length; k++) {
        const at = ((span.first + k) * width + x) * 4;
        const weight = span.weights[k]!;
        r += middle[at]! * weight;
        g += middle[at + 1]! * weight;
        b += middle[at + 2]! * weight;
        a += middle[at + 3]! * weight;
      }
      const to = (y * width + x) * 3;
      const paper = Math.max(0, 1 - a);
      data[to] = Math.min(1, r + paper);
      data[to + 1] = Math.min(1, g + paper);
      data[to + 2] = Math.min(1, b + paper);
    }
  }
  return { width, height, data };
}

/**
 * The largest size within `maxWidth` x `maxHeight` with the image's proportions (at least 1x1):
 * what the import dialog proposes when the person has not typed a size.
 */
export function fitSize(
  sourceWidth: number,
  sourceHeight: number,
  maxWidth: number,
  maxHeight: number,
): { width: number; height: number } {
  const scale = Math.min(maxWidth / sourceWidth, maxHeight / sourceHeight);
  return {
    width: Math.max(1, Math.min(maxWidth, Math.round(sourceWidth * scale))),
    height: Math.max(1, Math.min(maxHeight, Math.round(sourceHeight * scale))),
  };
}
