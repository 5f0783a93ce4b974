/**
 * What the digit classifier sees of one glyph: its ink (darkness, 0 to 1) scaled to fit a square
 * of PATCH_SIZE - 2 * PATCH_MARGIN pixels with its shape kept, centred in a PATCH_SIZE square,
 * and its width over height as one more input. The same function cuts the training glyphs
 * (scripts/train-digits.ts), so the classifier learns exactly what it will be shown.
 */

export const PATCH_SIZE = 20;
const PATCH_MARGIN = 2;
/** Pixel inputs, then the shape input. */
export const PATCH_INPUTS = PATCH_SIZE * PATCH_SIZE + 1;

/** A glyph: its box (pixels x0 <= x < x1, y0 <= y < y1) in an image of darkness values. */
export interface GlyphBox {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/**
 * A glyph's darkness (0 to 255) over a box of pixels, 0 where the pixel is not the glyph's, so
 * pieces of other glyphs inside the box are left out.
 */
export interface InkBox {
  readonly x0: number;
  readonly y0: number;
  readonly width: number;
  readonly height: number;
  readonly values: Uint8Array;
}

/** The glyph's darkness at a pixel; 0 outside its ink box. */
export function inkAt(ink: InkBox, x: number, y: number): number {
  const lx = x - ink.x0;
  const ly = y - ink.y0;
  return lx < 0 || ly < 0 || lx >= ink.width || ly >= ink.height ? 0 : ink.values[ly * ink.width + lx]!;
}

/** The classifier's input for the part of a glyph's ink inside `box`. */
export function glyphPatch(box: GlyphBox, ink: InkBox): Float32Array {
  const out = new Float32Array(PATCH_INPUTS);
  const w = box.x1 - box.x0;
  const h = box.y1 - box.y0;
  if (w <= 0 || h <= 0) return out;
  const inner = PATCH_SIZE - 2 * PATCH_MARGIN;
  const scale = inner / Math.max(w, h);
  const pw = w * scale;
  const ph = h * scale;
  const ox = (PATCH_SIZE - pw) / 2;
  const oy = (PATCH_SIZE - ph) / 2;
  // Each patch pixel averages the glyph over its footprint: 3 x 3 samples, bilinear between pixels.
  const samples = 3;
  let max = 0;
  for (let py = 0; py < PATCH_SIZE; py++) {
    for (let px = 0; px < PATCH_SIZE; px++) {
      let sum = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const gx = box.x0 + (px + (sx + 0.5) / samples - ox) / scale;
          const gy = box.y0 + (py + (sy + 0.5) / samples - oy) / scale;
          sum += bilinear(ink, gx, gy, box);
        }
      }
      const v = sum / (samples * samples);
      out[py * PATCH_SIZE + px] = v;
      if (v > max) max = v;
    }
  }
  if (max > 0) for (let i = 0; i < PATCH_SIZE * PATCH_SIZE; i++) out[i]! /= max;
  out[PATCH_SIZE * PATCH_SIZE] = Math.min(3, w / h) / 3;
  return out;
}

function bilinear(ink: InkBox, x: number, y: number, box: GlyphBox): number {
  const fx = x - 0.5;
  const fy = y - 0.5;
  const x0 = Math.floor(fx);
  const y0 = Math.floor(fy);
  const tx = fx - x0;
  const ty = fy - y0;
  const a = inside(box, x0, y0) ? inkAt(ink, x0, y0) : 0;
  const b = inside(box, x0 + 1, y0) ? inkAt(ink, x0 + 1, y0) : 0;
  const c = inside(box, x0, y0 + 1) ? inkAt(ink, x0, y0 + 1) : 0;
  const d = inside(box, x0 + 1, y0 + 1) ? inkAt(ink, x0 + 1, y0 + 1) : 0;
  return (a * (1 - tx) + b * tx) * (1 - ty) + (c * (1 - tx) + d * tx) * ty;
}

function inside(box: GlyphBox, x: number, y: number): boolean {
  return x >= box.x0 && y >= box.y0 && x < box.x1 && y < box.y1;
}
