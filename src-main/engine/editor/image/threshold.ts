/**
 * Black and white from an image: a cell is filled when it is darker than a threshold. Darkness is
 * Oklab lightness, which follows what the eye sees (pure blue is dark, yellow is light) better than
 * an average of the channels.
 *
 * The default threshold is Otsu's (1979): of all cut points of the lightness histogram, the one
 * that makes the two groups most distinct, i.e. maximises the weighted spread between the group
 * means, w0 * w1 * (mean0 - mean1)^2. It needs no tuning and picks the valley of a two-peaked
 * histogram, which is what a drawing on paper has.
 */
import type { Grid } from '../../puzzle.ts';
import { linearToLab } from './oklab.ts';
import type { LinearImage } from './scale.ts';

/** Thresholds and lightness are on a 0-255 scale, so a slider can step through whole numbers. */
export const LEVELS = 256;

/** Each pixel's Oklab lightness on the 0-255 scale. */
export function lightnessOf(image: LinearImage): Uint8Array {
  const out = new Uint8Array(image.width * image.height);
  for (let i = 0; i < out.length; i++) {
    const lab = linearToLab(image.data[i * 3]!, image.data[i * 3 + 1]!, image.data[i * 3 + 2]!);
    out[i] = Math.round(Math.min(1, Math.max(0, lab.l)) * 255);
  }
  return out;
}

/**
 * Otsu's threshold of a lightness list: values below it are the dark group. An image of a single
 * lightness has no cut to make; it comes out all filled when dark and all empty when light.
 */
export function otsuThreshold(values: ArrayLike<number>): number {
  const histogram = new Array<number>(LEVELS).fill(0);
  for (let i = 0; i < values.length; i++) histogram[values[i]!]! += 1;
  const total = values.length;
  if (total === 0) return LEVELS / 2;
  let sumAll = 0;
  for (let v = 0; v < LEVELS; v++) sumAll += v * histogram[v]!;

  let best = -1;
  let bestThreshold = LEVELS / 2;
  let countBelow = 0;
  let sumBelow = 0;
  // Threshold t puts values 0..t-1 below.
  for (let t = 1; t < LEVELS; t++) {
    countBelow += histogram[t - 1]!;
    sumBelow += (t - 1) * histogram[t - 1]!;
    const countAbove = total - countBelow;
    if (countBelow === 0 || countAbove === 0) continue;
    const meanBelow = sumBelow / countBelow;
    const meanAbove = (sumAll - sumBelow) / countAbove;
    const spread = countBelow * countAbove * (meanBelow - meanAbove) ** 2;
    if (spread > best) {
      best = spread;
      bestThreshold = t;
    }
  }
  if (best < 0) {
    // One lightness only: dark images become filled, light ones empty.
    const only = values[0]!;
    return only < LEVELS / 2 ? only + 1 : only;
  }
  return bestThreshold;
}

/** The black-and-white picture: cells darker than `threshold` filled (or, with `invert`, the rest). */
export function thresholdGrid(
  lightness: ArrayLike<number>,
  width: number,
  height: number,
  threshold: number,
  invert = false,
): Grid {
  const cells = new Uint8Array(width * height);
  for (let i = 0; i < cells.length; i++) {
    const dark = lightness[i]! < threshold;
    cells[i] = dark !== invert ? 1 : 0;
  }
  return { width, height, cells };
}
