/**
 * Random pictures that make good puzzles: smoothed noise cut at a threshold, which gives blobs
 * rather than salt and pepper. The more smoothing, the larger the shapes and the longer the blocks
 * in the clues, and long blocks are what line logic starts from; with no smoothing the picture is
 * noise, whose clues are many short blocks and rarely solve by logic alone.
 *
 * Colour pictures cut the filled part into regions of one colour with a second set of smoothed
 * fields, one per colour: each cell takes the colour whose field is highest there.
 */
import type { Grid } from '../puzzle.ts';
import type { Random } from '../seeded-random.ts';

export interface PictureStyle {
  /** Passes of a 3x3 box blur over the noise: 0 for noise, about a tenth of the side for big shapes. */
  readonly smoothing: number;
  /** The share of cells filled, 0 to 1. */
  readonly density: number;
}

/** A picture of `colors` colours (palette indices 1..colors; 0 is empty). */
export function randomPicture(
  width: number,
  height: number,
  colors: number,
  style: PictureStyle,
  random: Random,
): Grid {
  const filled = smoothedNoise(width, height, style.smoothing, random);
  const threshold = quantile(filled, 1 - style.density);
  const cells = new Uint8Array(width * height);
  if (colors <= 1) {
    for (let i = 0; i < cells.length; i++) cells[i] = filled[i]! >= threshold ? 1 : 0;
    return { width, height, cells };
  }
  // Colour regions a little larger than the shapes, so shapes are not confetti of colours.
  const fields: Float64Array[] = [];
  for (let c = 0; c < colors; c++) fields.push(smoothedNoise(width, height, style.smoothing + 1, random));
  for (let i = 0; i < cells.length; i++) {
    if (filled[i]! < threshold) continue;
    let best = 0;
    for (let c = 1; c < colors; c++) if (fields[c]![i]! > fields[best]![i]!) best = c;
    cells[i] = best + 1;
  }
  return { width, height, cells };
}

function smoothedNoise(width: number, height: number, passes: number, random: Random): Float64Array {
  let field = new Float64Array(width * height);
  for (let i = 0; i < field.length; i++) field[i] = random();
  let next = new Float64Array(width * height);
  for (let pass = 0; pass < passes; pass++) {
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        let sum = 0;
        let count = 0;
        for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++) {
          for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++) {
            sum += field[ny * width + nx]!;
            count++;
          }
        }
        next[y * width + x] = sum / count;
      }
    }
    [field, next] = [next, field];
  }
  return field;
}

/** The value below which a share `q` of the field lies. */
function quantile(field: Float64Array, q: number): number {
  const sorted = Float64Array.from(field).sort();
  const at = Math.min(sorted.length - 1, Math.max(0, Math.floor(q * sorted.length)));
  return sorted[at]!;
}
