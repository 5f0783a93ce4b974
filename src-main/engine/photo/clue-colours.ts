/**
 * The colours of the clue numbers, and the palette they propose. A number's colour is that of the
 * cell it is printed on when it is on a swatch (swatches.ts), else that of a light cell around it
 * when there is one, else that of its own ink. The colours are grouped in Oklab, where distances
 * match how different colours look; black ink is black; a page whose numbers are all black or
 * grey is a black-and-white puzzle.
 */
import { paletteFromColors } from '../editor/palette.ts';
import { labDistanceSquared, rgbHex, rgbToLab, type Lab } from '../editor/image/oklab.ts';
import { BLACK_AND_WHITE, type PaletteColor } from '../puzzle.ts';
import type { DarknessMap } from './darkness.ts';
import type { Rect, RgbImage } from './raster.ts';
import type { Swatch } from './swatches.ts';

/** Colours closer than this (Oklab distance) are one colour of the palette. */
const SAME_COLOUR = 0.09;
/** Chroma (Oklab) from which a colour is a colour rather than a grey. */
const COLOURFUL = 0.06;

export interface NumberColours {
  readonly palette: readonly PaletteColor[];
  /** The palette index of each number, in the order given. */
  readonly colours: readonly number[];
}

/** The colour of each number (its box on the straightened page), and the palette they make. */
export function clueColours(
  boxes: readonly Rect[],
  rgb: RgbImage,
  darkness: DarknessMap,
  swatches: readonly Swatch[],
): NumberColours {
  const samples = boxes.map((box) => sampleColour(box, rgb, darkness, swatches));
  const labs = samples.map(([r, g, b]) => rgbToLab(r, g, b));
  const colourful = labs.filter((lab) => chroma(lab) >= COLOURFUL).length;
  if (colourful < Math.max(2, 0.05 * labs.length)) {
    return { palette: BLACK_AND_WHITE, colours: boxes.map(() => 1) };
  }
  const groups: { lab: Lab; sum: [number, number, number]; count: number }[] = [];
  const member = labs.map((lab, i) => {
    let best = -1;
    let bestDistance = SAME_COLOUR * SAME_COLOUR;
    groups.forEach((group, k) => {
      const d = labDistanceSquared(lab, group.lab);
      if (d < bestDistance) {
        best = k;
        bestDistance = d;
      }
    });
    const [r, g, b] = samples[i]!;
    if (best < 0) {
      groups.push({ lab, sum: [r, g, b], count: 1 });
      return groups.length - 1;
    }
    const group = groups[best]!;
    group.sum = [group.sum[0] + r, group.sum[1] + g, group.sum[2] + b];
    group.count++;
    group.lab = rgbToLab(group.sum[0] / group.count, group.sum[1] / group.count, group.sum[2] / group.count);
    return best;
  });
  // The commonest colour first, as books list their colours; black ink is called black.
  const order = groups.map((_, k) => k).sort((a, b) => groups[b]!.count - groups[a]!.count);
  const hexes = order.map((k) => {
    const g = groups[k]!;
    if (g.lab.l < 0.35 && chroma(g.lab) < COLOURFUL) return '#000000';
    return rgbHex(g.sum[0] / g.count, g.sum[1] / g.count, g.sum[2] / g.count);
  });
  const palette = paletteFromColors(hexes);
  const indexOf = new Map(order.map((k, i) => [k, i + 1]));
  return { palette, colours: member.map((k) => indexOf.get(k) ?? 1) };
}

function chroma(lab: Lab): number {
  return Math.hypot(lab.a, lab.b);
}

/**
 * The colour a number stands for: the swatch it is printed on; or the light cell around it (the
 * ring just outside its box, when that is coloured); or its ink (its darker pixels).
 */
function sampleColour(
  box: Rect,
  rgb: RgbImage,
  darkness: DarknessMap,
  swatches: readonly Swatch[],
): [number, number, number] {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const swatch = swatches.find(
    (s) => cx >= s.box.x && cx < s.box.x + s.box.width && cy >= s.box.y && cy < s.box.y + s.box.height,
  );
  if (swatch) return medianRgb(rgb, swatch.pixels);
  const pad = Math.max(2, Math.round(0.25 * box.height));
  const ring: number[] = [];
  const ink: number[] = [];
  for (let y = Math.floor(box.y) - pad; y < box.y + box.height + pad; y++) {
    for (let x = Math.floor(box.x) - pad; x < box.x + box.width + pad; x++) {
      if (x < 0 || y < 0 || x >= rgb.width || y >= rgb.height) continue;
      const i = y * rgb.width + x;
      const inside = x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height;
      if (inside && darkness.data[i]! >= 110) ink.push(i);
      else if (!inside && darkness.data[i]! < 40) ring.push(i);
    }
  }
  const around = medianRgb(rgb, ring);
  const aroundLab = rgbToLab(...around);
  if (chroma(aroundLab) >= COLOURFUL && aroundLab.l < 0.97) return around;
  return ink.length > 0 ? medianRgb(rgb, ink) : around;
}

function medianRgb(rgb: RgbImage, pixels: readonly number[]): [number, number, number] {
  if (pixels.length === 0) return [255, 255, 255];
  const channel = (c: number): number => {
    const values = pixels.map((i) => rgb.data[i * 3 + c]!).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)]!;
  };
  return [channel(0), channel(1), channel(2)];
}
