/**
 * Clue numbers printed on coloured cells (the app's own colour printing does this): a dark cell
 * with a white number is one large piece of ink with the number as a hole in it. Such a swatch is
 * found by its shape (about a cell each way, mostly solid) and turned inside out in the darkness
 * map: the cell becomes paper and its light number becomes ink, so the number reads like any
 * other. Light swatches with dark numbers (yellow, light green) need nothing: their numbers are
 * darker than they are.
 */
import { connectedComponents } from './components.ts';
import type { DarknessMap } from './darkness.ts';
import type { Rect } from './raster.ts';

/** Darkness from which a coloured cell counts as a swatch. */
const SWATCH_INK = 45;

export interface Swatch {
  readonly box: Rect;
  /** The pixels of the cell itself (not of its number), as indices into the image. */
  readonly pixels: readonly number[];
}

/**
 * Finds the swatches among the pieces of ink about `scale` pixels each way, and turns each inside
 * out in `darkness` (changed in place). Returns them, for their colours. `clearLines` takes ruled
 * lines out of the ink first, so that swatches boxed by lines, or touching their neighbours
 * across a line, come apart.
 */
export function invertSwatches(
  darkness: DarknessMap,
  gray: Uint8Array,
  scale: number,
  clearLines: (mask: Uint8Array, darkness: DarknessMap) => void = () => {},
): Swatch[] {
  const { width, height, data } = darkness;
  const mask = new Uint8Array(data.length);
  for (let i = 0; i < mask.length; i++) mask[i] = data[i]! >= SWATCH_INK ? 1 : 0;
  clearLines(mask, darkness);
  const pieces = connectedComponents(mask, width, height);
  const swatches: Swatch[] = [];
  for (const c of pieces.list) {
    const w = c.maxX - c.minX + 1;
    const h = c.maxY - c.minY + 1;
    // A cell is nearly a cell each way and solid; digits, even two bold ones together, are
    // smaller than that and mostly paper.
    if (w < 0.7 * scale || h < 0.7 * scale || w > 1.1 * scale || h > 1.1 * scale) continue;
    if (c.pixels < 0.7 * w * h) continue;
    const own: number[] = [];
    const levels: number[] = [];
    for (let y = c.minY; y <= c.maxY; y++) {
      for (let x = c.minX; x <= c.maxX; x++) {
        const i = y * width + x;
        if (pieces.labels[i] === c.label) {
          own.push(i);
          levels.push(gray[i]!);
        }
      }
    }
    levels.sort((a, b) => a - b);
    const cell = levels[Math.floor(levels.length / 2)]!;
    const paper = 255;
    if (paper - cell < 40) continue;
    // A light number is the pixels much lighter than the cell: in a blurred photo a thin one may
    // not even leave a hole in the piece. A dark number is much darker than the cell.
    // The cell's soft outer edge is lighter than the cell too: it is not counted, and cleared.
    const rim = Math.max(1, Math.round(0.08 * scale));
    const holes = holesOf(pieces.labels, c.label, c.minX, c.minY, w, h, width);
    let light = 0;
    let dark = 0;
    for (let y = rim; y < h - rim; y++) {
      for (let x = rim; x < w - rim; x++) {
        const i = (c.minY + y) * width + c.minX + x;
        if (pieces.labels[i] !== c.label && !holes[y * w + x]) continue;
        if (gray[i]! > cell + 60) light++;
        else if (gray[i]! < cell - 50) dark++;
      }
    }
    const lightNumber = light > 0.02 * w * h && light > dark;
    const darkNumber = !lightNumber && dark > 0.02 * w * h;
    if (!lightNumber && !darkNumber) continue;
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const i = (c.minY + y) * width + c.minX + x;
        const inside = pieces.labels[i] === c.label || holes[y * w + x] === 1;
        if (!inside) continue;
        if (lightNumber) {
          // Inside out: the cell becomes paper, its light number ink.
          const edge = x < rim || y < rim || x >= w - rim || y >= h - rim;
          data[i] = edge ? 0 : clamp((255 * (gray[i]! - cell)) / (paper - cell));
        } else {
          // The cell is the paper its dark number is printed on.
          data[i] = clamp(255 * (1 - gray[i]! / cell));
        }
      }
    }
    swatches.push({ box: { x: c.minX, y: c.minY, width: w, height: h }, pixels: own });
  }
  return swatches;
}

function clamp(v: number): number {
  return v <= 0 ? 0 : v >= 255 ? 255 : v;
}

/** 1 for the box's pixels outside the piece that are enclosed by it. */
function holesOf(
  labels: Int32Array,
  label: number,
  x0: number,
  y0: number,
  w: number,
  h: number,
  width: number,
): Uint8Array {
  const outside = new Uint8Array(w * h);
  const queue: number[] = [];
  const push = (x: number, y: number): void => {
    const k = y * w + x;
    if (outside[k] || labels[(y0 + y) * width + x0 + x] === label) return;
    outside[k] = 1;
    queue.push(k);
  };
  for (let x = 0; x < w; x++) {
    push(x, 0);
    push(x, h - 1);
  }
  for (let y = 0; y < h; y++) {
    push(0, y);
    push(w - 1, y);
  }
  for (let q = 0; q < queue.length; q++) {
    const k = queue[q]!;
    const x = k % w;
    const y = (k - x) / w;
    if (x > 0) push(x - 1, y);
    if (x + 1 < w) push(x + 1, y);
    if (y > 0) push(x, y - 1);
    if (y + 1 < h) push(x, y + 1);
  }
  const holes = new Uint8Array(w * h);
  for (let k = 0; k < w * h; k++) {
    const x = k % w;
    const y = (k - x) / w;
    holes[k] = !outside[k] && labels[(y0 + y) * width + x0 + x] !== label ? 1 : 0;
  }
  return holes;
}
