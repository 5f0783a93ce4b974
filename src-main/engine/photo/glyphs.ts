/**
 * The glyphs of a straightened clue area: pieces of ink the size of a digit, after ruled lines
 * are cleared (line-runs.ts). Pieces of one broken digit (a thin stroke lost to a bad photo) are
 * joined when they overlap across, or touch from above; what is far too large or too small for a
 * digit is left out. A glyph keeps the component labels it is made of, so the classifier sees its
 * ink and not that of a neighbour whose box overlaps.
 */
import { connectedComponents, type Component, type Components } from './components.ts';
import type { DarknessMap } from './darkness.ts';
import type { GlyphBox, InkBox } from './digit-patch.ts';
import { clearLongRuns } from './line-runs.ts';

export interface Glyph extends GlyphBox {
  readonly labels: readonly number[];
  readonly pixels: number;
}

export interface GlyphField {
  readonly darkness: DarknessMap;
  readonly components: Components;
  readonly glyphs: readonly Glyph[];
  /** Pixels per cell. */
  readonly scale: number;
}

/** Darkness from which a pixel counts as printed in a clue area. */
const CLUE_INK = 70;

/**
 * `clearLines` takes the ruled lines it knows of out of the ink mask first (ruled-lines.ts); `ink`
 * is the darkness from which a pixel is print.
 */
export function glyphField(
  darkness: DarknessMap,
  scale: number,
  clearLines: (mask: Uint8Array, darkness: DarknessMap) => void = () => {},
  ink = CLUE_INK,
): GlyphField {
  const { width, height, data } = darkness;
  const mask = new Uint8Array(data.length);
  for (let i = 0; i < mask.length; i++) mask[i] = data[i]! >= ink ? 1 : 0;
  clearLines(mask, darkness);
  clearLongRuns(mask, width, height, Math.round(scale * 0.75));
  const components = connectedComponents(mask, width, height);
  const minSide = Math.max(2, 0.1 * scale);
  const pieces = components.list.filter((c) => {
    const w = c.maxX - c.minX + 1;
    const h = c.maxY - c.minY + 1;
    return (w >= minSide || h >= minSide) && h <= 1.3 * scale && w <= 3 * scale && c.pixels >= 3;
  });
  return { darkness, components, glyphs: joinPieces(pieces, scale), scale };
}

/** Joins the pieces of broken digits: overlapping across by half, or one just above the other. */
function joinPieces(pieces: readonly Component[], scale: number): Glyph[] {
  const glyphs: { x0: number; y0: number; x1: number; y1: number; labels: number[]; pixels: number }[] =
    pieces.map((c) => ({
      x0: c.minX,
      y0: c.minY,
      x1: c.maxX + 1,
      y1: c.maxY + 1,
      labels: [c.label],
      pixels: c.pixels,
    }));
  glyphs.sort((a, b) => a.x0 - b.x0);
  const overlap = (a0: number, a1: number, b0: number, b1: number): number =>
    Math.min(a1, b1) - Math.max(a0, b0);
  for (let merged = true; merged;) {
    merged = false;
    for (let i = 0; i < glyphs.length && !merged; i++) {
      for (let j = i + 1; j < glyphs.length; j++) {
        const a = glyphs[i]!;
        const b = glyphs[j]!;
        if (b.x0 > a.x1) break;
        const across = overlap(a.x0, a.x1, b.x0, b.x1);
        const gapDown = -overlap(a.y0, a.y1, b.y0, b.y1);
        const height = Math.max(a.y1, b.y1) - Math.min(a.y0, b.y0);
        const narrow = Math.min(a.x1 - a.x0, b.x1 - b.x0);
        if (across >= 0.5 * narrow && gapDown < 0.12 * scale && height <= 0.8 * scale) {
          glyphs[i] = {
            x0: Math.min(a.x0, b.x0),
            y0: Math.min(a.y0, b.y0),
            x1: Math.max(a.x1, b.x1),
            y1: Math.max(a.y1, b.y1),
            labels: [...a.labels, ...b.labels],
            pixels: a.pixels + b.pixels,
          };
          glyphs.splice(j, 1);
          merged = true;
          break;
        }
      }
    }
  }
  return glyphs;
}

/**
 * The glyph's darkness at each pixel of its box: its own pixels, and the unprinted pixels right
 * next to them (the soft edge of a stroke), but nothing of other glyphs. Worked out once for the
 * whole box, since the classifier's patch samples it many times.
 */
export function glyphInk(field: GlyphField, glyph: Glyph): InkBox {
  const { labels: map, width, height } = field.components;
  const own = new Set(glyph.labels);
  const data = field.darkness.data;
  const bx = glyph.x0;
  const by = glyph.y0;
  const bw = Math.max(0, glyph.x1 - glyph.x0);
  const bh = Math.max(0, glyph.y1 - glyph.y0);
  const values = new Uint8Array(bw * bh);
  for (let y = 0; y < bh; y++) {
    for (let x = 0; x < bw; x++) {
      const px = bx + x;
      const py = by + y;
      if (px < 0 || py < 0 || px >= width || py >= height) continue;
      const i = py * width + px;
      const label = map[i]!;
      let mine = label !== 0 && own.has(label);
      if (label === 0) {
        for (let dy = -1; dy <= 1 && !mine; dy++) {
          for (let dx = -1; dx <= 1; dx++) {
            const xx = px + dx;
            const yy = py + dy;
            if (xx < 0 || yy < 0 || xx >= width || yy >= height) continue;
            const n = map[yy * width + xx]!;
            if (n !== 0 && own.has(n)) {
              mine = true;
              break;
            }
          }
        }
      }
      if (mine) values[y * bw + x] = data[i]!;
    }
  }
  return { x0: bx, y0: by, width: bw, height: bh, values };
}

/** The part of a glyph between two columns (or rows): for cutting digits that touch. */
export function cutGlyph(glyph: Glyph, part: { x0?: number; x1?: number; y0?: number; y1?: number }): Glyph {
  return {
    ...glyph,
    x0: part.x0 ?? glyph.x0,
    x1: part.x1 ?? glyph.x1,
    y0: part.y0 ?? glyph.y0,
    y1: part.y1 ?? glyph.y1,
  };
}
