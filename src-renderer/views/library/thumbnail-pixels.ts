/**
 * A thumbnail as RGBA pixels, one per cell, for a canvas that the page then scales up without
 * smoothing. The background (palette index 0) stays transparent so the card's paper colour shows,
 * which keeps thumbnails right in both themes.
 */
import type { Thumbnail } from '../../../src-main/contract/dto.ts';
import { decodeGrid } from '../../../src-main/engine/grid-codec.ts';
import { parseRgb } from '../../lib/color.ts';

export function thumbnailPixels(thumbnail: Thumbnail): Uint8ClampedArray<ArrayBuffer> {
  const { width, height } = thumbnail;
  const pixels = new Uint8ClampedArray(width * height * 4);
  if (thumbnail.kind === 'blank' || thumbnail.cells.length !== width * height) return pixels;
  const grid = decodeGrid(thumbnail.cells, width, height);
  const colors = thumbnail.rgb.map(parseRgb);
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
