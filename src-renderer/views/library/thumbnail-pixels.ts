/**
 * A thumbnail as RGBA pixels, one per cell, for a canvas that the page then scales up without
 * smoothing. The background (palette index 0) stays transparent so the card's paper colour shows,
 * which keeps thumbnails right in both themes. A puzzle in progress in the dark theme sits on the
 * dark surface rather than on paper, so its black marks are drawn in the theme's light ink (`ink`)
 * to stay visible; colours stay as they are.
 */
import type { Thumbnail } from '../../../src-main/contract/dto.ts';
import { decodeGrid } from '../../../src-main/engine/grid-codec.ts';
import { parseRgb } from '../../lib/color.ts';

/** Below this luminance (0 to 1) a colour reads as black, and takes the ink given instead. */
const DARK_INK = 0.2;

export function thumbnailPixels(
  thumbnail: Thumbnail,
  ink: readonly [number, number, number] | null = null,
): Uint8ClampedArray<ArrayBuffer> {
  const { width, height } = thumbnail;
  const pixels = new Uint8ClampedArray(width * height * 4);
  if (thumbnail.kind === 'blank' || thumbnail.cells.length !== width * height) return pixels;
  const grid = decodeGrid(thumbnail.cells, width, height);
  const colors = thumbnail.rgb.map((rgb) => {
    const color = parseRgb(rgb);
    return ink !== null && luminance(color) < DARK_INK ? ink : color;
  });
  for (let i = 0; i < grid.cells.length; i++) {
    const index = grid.cells[i]!;
    if (index === 0) continue;
    const [r, g, b] = colors[index] ?? [0, 0, 0];
    pixels[i * 4] = r;
    pixels[i * 4 + 1] = g;
    pixels[i * 4 + 2] = b;
    pixels[i * 4 + 3] = 255;
  }
  return pixels;
}

function luminance([r, g, b]: readonly [number, number, number]): number {
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}
