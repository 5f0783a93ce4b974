/**
 * How much darker than the paper each pixel is, so that ink reads the same in a shadow as in full
 * light. The paper's brightness is estimated in blocks (the brightest pixel of each block, then the
 * brightest of its neighbours, so a block inside a large dark area still sees paper), and each
 * pixel's darkness is 1 - grey / paper, scaled to 0-255.
 */
import type { GrayImage } from './raster.ts';

export interface DarknessMap {
  readonly width: number;
  readonly height: number;
  /** 0 paper to 255 black, one byte per pixel. */
  readonly data: Uint8Array;
}

/** Darkness above which a pixel is ink at all: faint grey lines still count. */
export const FAINT_INK = 40;
/** Darkness of print meant to be read: digits and black lines, not light guide lines. */
export const STRONG_INK = 110;

/** The block side for the paper estimate: large against digits, small against the page. */
export function paperBlock(width: number, height: number): number {
  return Math.max(12, Math.round(Math.max(width, height) / 60));
}

export function darknessMap(image: GrayImage, block = paperBlock(image.width, image.height)): DarknessMap {
  const { width, height, data } = image;
  const bw = Math.ceil(width / block);
  const bh = Math.ceil(height / block);
  const maxima = new Float32Array(bw * bh);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / block) * bw;
    const offset = y * width;
    for (let bx = 0, x0 = 0; bx < bw; bx++, x0 += block) {
      const end = Math.min(width, x0 + block);
      let most = maxima[row + bx]!;
      for (let x = x0; x < end; x++) {
        const v = data[offset + x]!;
        if (v > most) most = v;
      }
      maxima[row + bx] = most;
    }
  }
  const paper = new Float32Array(bw * bh);
  for (let by = 0; by < bh; by++) {
    for (let bx = 0; bx < bw; bx++) {
      let best = 0;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = by + dy;
        if (yy < 0 || yy >= bh) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = bx + dx;
          if (xx < 0 || xx >= bw) continue;
          best = Math.max(best, maxima[yy * bw + xx]!);
        }
      }
      paper[by * bw + bx] = Math.max(24, best);
    }
  }
  // Where each column falls between block centres: the same for every row, so worked out once.
  const left = new Int32Array(width);
  const right = new Int32Array(width);
  const share = new Float64Array(width);
  for (let x = 0; x < width; x++) {
    const fx = Math.min(bw - 1, Math.max(0, (x + 0.5) / block - 0.5));
    left[x] = Math.floor(fx);
    right[x] = Math.min(bw - 1, left[x]! + 1);
    share[x] = fx - left[x]!;
  }
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    // Paper between block centres by bilinear interpolation, so block edges leave no steps.
    const fy = Math.min(bh - 1, Math.max(0, (y + 0.5) / block - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(bh - 1, y0 + 1);
    const ty = fy - y0;
    const offset = y * width;
    for (let x = 0; x < width; x++) {
      const x0 = left[x]!;
      const x1 = right[x]!;
      const tx = share[x]!;
      const top = paper[y0 * bw + x0]! * (1 - tx) + paper[y0 * bw + x1]! * tx;
      const bottom = paper[y1 * bw + x0]! * (1 - tx) + paper[y1 * bw + x1]! * tx;
      const p = top * (1 - ty) + bottom * ty;
      const d = 255 * (1 - data[offset + x]! / p);
      out[offset + x] = d <= 0 ? 0 : d >= 255 ? 255 : d;
    }
  }
  return { width, height, data: out };
}

/** 1 where the darkness reaches `threshold`, else 0. */
export function inkMask(map: DarknessMap, threshold: number): Uint8Array {
  const { data } = map;
  const out = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i++) out[i] = data[i]! >= threshold ? 1 : 0;
  return out;
}
