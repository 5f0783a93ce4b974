/**
 * A few colours from an image: the cells are clustered by colour in Oklab, so the colours kept are
 * the ones a person would call different.
 *
 * Median cut (Heckbert, 1982) gives a deterministic first guess: start with every pixel in one box,
 * and split the box that holds the most spread (its pixel count times its widest side) at the
 * median of that side until there are k boxes. Lloyd's k-means then moves each centre to the mean
 * of the pixels nearest to it, until nothing moves. Median cut alone leaves colours where the box
 * edges fell; k-means alone depends on a random start; together they are stable and close.
 *
 * The colours are chosen on the full-size image (a sample of its pixels), then each puzzle cell
 * takes the nearest. The background (palette index 0) is the colour that covers most of the
 * puzzle's border, since a nonogram's picture usually stands on an empty surround; the other
 * colours follow by how many cells they have.
 */
import type { Grid } from '../../puzzle.ts';
import { labDistanceSquared, labToRgb, linearToLab, rgbHex, srgbToLinear, type Lab } from './oklab.ts';
import type { LinearImage } from './scale.ts';

export interface ReducedImage {
  /** Palette index per cell; 0 is the background. */
  readonly grid: Grid;
  /** Display colour per palette index, `#rrggbb`, index 0 the background. */
  readonly colors: readonly string[];
}

const MAX_ITERATIONS = 30;

/** Each pixel's Oklab colour as three numbers, row by row. */
export function labPixels(image: LinearImage): Float32Array {
  const out = new Float32Array(image.width * image.height * 3);
  for (let i = 0; i < image.width * image.height; i++) {
    const lab = linearToLab(image.data[i * 3]!, image.data[i * 3 + 1]!, image.data[i * 3 + 2]!);
    out[i * 3] = lab.l;
    out[i * 3 + 1] = lab.a;
    out[i * 3 + 2] = lab.b;
  }
  return out;
}

function labAt(pixels: Float32Array, i: number): Lab {
  return { l: pixels[i * 3]!, a: pixels[i * 3 + 1]!, b: pixels[i * 3 + 2]! };
}

function meanOf(pixels: Float32Array, members: readonly number[]): Lab {
  let l = 0;
  let a = 0;
  let b = 0;
  for (const i of members) {
    l += pixels[i * 3]!;
    a += pixels[i * 3 + 1]!;
    b += pixels[i * 3 + 2]!;
  }
  const n = Math.max(1, members.length);
  return { l: l / n, a: a / n, b: b / n };
}

/** The median-cut boxes' mean colours: at most `k`, fewer when the image has fewer distinct colours. */
export function medianCut(pixels: Float32Array, k: number): Lab[] {
  const count = pixels.length / 3;
  let boxes: number[][] = [Array.from({ length: count }, (_, i) => i)];
  while (boxes.length < k) {
    let bestBox = -1;
    let bestAxis = 0;
    let bestScore = 0;
    boxes.forEach((box, index) => {
      for (let axis = 0; axis < 3; axis++) {
        let low = Infinity;
        let high = -Infinity;
        for (const i of box) {
          const v = pixels[i * 3 + axis]!;
          if (v < low) low = v;
          if (v > high) high = v;
        }
        const score = (high - low) * box.length;
        if (score > bestScore) {
          bestScore = score;
          bestBox = index;
          bestAxis = axis;
        }
      }
    });
    if (bestBox < 0) break;
    const box = boxes[bestBox]!.slice().sort((x, y) => pixels[x * 3 + bestAxis]! - pixels[y * 3 + bestAxis]!);
    // Cut between two different values nearest the median, so equal colours stay together.
    const middle = Math.floor(box.length / 2);
    let cut = middle;
    const valueAt = (n: number): number => pixels[box[n]! * 3 + bestAxis]!;
    while (cut < box.length && valueAt(cut) === valueAt(cut - 1)) cut++;
    if (cut === box.length) {
      cut = middle;
      while (cut > 0 && valueAt(cut) === valueAt(cut - 1)) cut--;
    }
    if (cut === 0) break;
    boxes = [...boxes.slice(0, bestBox), box.slice(0, cut), box.slice(cut), ...boxes.slice(bestBox + 1)];
  }
  return boxes.map((box) => meanOf(pixels, box));
}

/** Index of the centre nearest to pixel `i`. */
function nearest(pixels: Float32Array, i: number, centres: readonly Lab[]): number {
  const lab = labAt(pixels, i);
  let best = 0;
  let bestDistance = Infinity;
  centres.forEach((centre, c) => {
    const distance = labDistanceSquared(lab, centre);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = c;
    }
  });
  return best;
}

/** Lloyd's iterations from the given centres; returns the final centres and each pixel's cluster. */
export function kMeans(
  pixels: Float32Array,
  initial: readonly Lab[],
): { centres: Lab[]; assignment: Uint8Array } {
  const count = pixels.length / 3;
  let centres = initial.slice();
  const assignment = new Uint8Array(count);
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    let moved = iteration === 0;
    for (let i = 0; i < count; i++) {
      const c = nearest(pixels, i, centres);
      if (c !== assignment[i]) {
        assignment[i] = c;
        moved = true;
      }
    }
    if (!moved) break;
    const members: number[][] = centres.map(() => []);
    for (let i = 0; i < count; i++) members[assignment[i]!]!.push(i);
    // A centre that lost all its pixels keeps its place; it is dropped at the end.
    centres = centres.map((centre, c) => (members[c]!.length > 0 ? meanOf(pixels, members[c]!) : centre));
  }
  return { centres, assignment };
}

/** How many border cells each cluster holds. */
function borderCounts(assignment: Uint8Array, width: number, height: number, clusters: number): number[] {
  const counts = new Array<number>(clusters).fill(0);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (y === 0 || y === height - 1 || x === 0 || x === width - 1) {
        counts[assignment[y * width + x]!]! += 1;
      }
    }
  }
  return counts;
}

/**
 * Each pixel of the image in Oklab, composited over white, taking at most about `maxPixels` of
 * them evenly spread: the colours to cluster. Clustering the full-size picture rather than the
 * shrunken one keeps the colours an image is drawn in; in the shrunken one, the cells along every
 * edge are blends of two colours, numerous enough to pull a cluster of their own.
 */
export function sampleLab(
  rgba: ArrayLike<number>,
  width: number,
  height: number,
  maxPixels = 40_000,
): Float32Array {
  const step = Math.max(1, Math.sqrt((width * height) / maxPixels));
  const xs: number[] = [];
  const ys: number[] = [];
  for (let x = step / 2; x < width; x += step) xs.push(Math.floor(x));
  for (let y = step / 2; y < height; y += step) ys.push(Math.floor(y));
  const out = new Float32Array(xs.length * ys.length * 3);
  let i = 0;
  for (const y of ys) {
    for (const x of xs) {
      const at = (y * width + x) * 4;
      const alpha = rgba[at + 3]! / 255;
      const over = (channel: number): number => srgbToLinear(channel) * alpha + (1 - alpha);
      const lab = linearToLab(over(rgba[at]!), over(rgba[at + 1]!), over(rgba[at + 2]!));
      out[i++] = lab.l;
      out[i++] = lab.a;
      out[i++] = lab.b;
    }
  }
  return out;
}

/** The `k` colours (at most) that best represent the given Oklab pixels. */
export function paletteOf(pixels: Float32Array, k: number): Lab[] {
  const { centres, assignment } = kMeans(pixels, medianCut(pixels, Math.max(1, k)));
  const used = new Set(assignment);
  return centres.filter((_, c) => used.has(c));
}

/**
 * Each cell given the nearest of the colours; colours no cell takes are dropped, the one around
 * the border becomes the background (index 0), the rest follow by how many cells they have.
 */
export function assignColors(image: LinearImage, centres: readonly Lab[]): ReducedImage {
  const { width, height } = image;
  const pixels = labPixels(image);
  const assignment = new Uint8Array(width * height);
  for (let i = 0; i < assignment.length; i++) assignment[i] = nearest(pixels, i, centres);

  const sizes = new Array<number>(centres.length).fill(0);
  for (const c of assignment) sizes[c]! += 1;
  const border = borderCounts(assignment, width, height, centres.length);
  const used = centres.map((_, c) => c).filter((c) => sizes[c]! > 0);
  const background = used.reduce((best, c) => {
    if (border[c]! !== border[best]!) return border[c]! > border[best]! ? c : best;
    return centres[c]!.l > centres[best]!.l ? c : best;
  }, used[0]!);
  const order = [background, ...used.filter((c) => c !== background).sort((x, y) => sizes[y]! - sizes[x]!)];

  const indexOf = new Uint8Array(centres.length);
  order.forEach((c, index) => (indexOf[c] = index));
  const cells = assignment.map((c) => indexOf[c]!);
  const colors = order.map((c) => rgbHex(...labToRgb(centres[c]!)));
  return { grid: { width, height, cells }, colors };
}
