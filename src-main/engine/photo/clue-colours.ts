/**
 * The colours of the clue numbers, and the palette they propose. A number's colour is that of the
 * cell it is printed on when it is on a swatch (swatches.ts), else that of a light cell around it
 * when there is one, else that of its own ink. Colours are taken relative to the paper's (the
 * page's white balance: a lamp's warm light tints the paper and the ink alike), and grouped in
 * Oklab, where distances match how different colours look; ink with no colour at all is black,
 * however thin strokes and blur grey it; a page whose numbers are all black or grey is a
 * black-and-white puzzle.
 *
 * Thin coloured strokes come out of a photo much paler than printed (JPEG keeps colour at half
 * resolution, blur mixes in the paper), so colours are grouped by hue more than by lightness: a
 * 1 and an 8 in one green differ in lightness far more than a green and a brown do in hue.
 */
import { paletteFromColors } from '../editor/palette.ts';
import { rgbHex, rgbToLab, type Lab } from '../editor/image/oklab.ts';
import { BLACK_AND_WHITE, type PaletteColor } from '../puzzle.ts';
import type { DarknessMap } from './darkness.ts';
import type { Rect, RgbImage } from './raster.ts';
import type { Swatch } from './swatches.ts';

/** Colours closer than this (Oklab distance, lightness counted at LIGHTNESS_WEIGHT) are one colour of the palette. */
const SAME_COLOUR = 0.09;
const LIGHTNESS_WEIGHT = 0.5;
/** Chroma (Oklab) from which a colour is a colour rather than a grey, for a page to be in colour. */
const COLOURFUL = 0.06;
/** Chroma below which ink is black (or grey) ink on a page in colour. */
const NO_COLOUR = 0.02;
/** Chroma from which the paper around a number is a light cell of a colour. */
const TINTED = 0.03;

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
  const balance = whiteBalance(rgb, darkness);
  const samples = boxes.map((box) => balance(sampleColour(box, rgb, darkness, swatches, balance)));
  const labs = samples.map(([r, g, b]) => rgbToLab(r, g, b));
  const colourful = labs.filter((lab) => chroma(lab) >= COLOURFUL).length;
  if (colourful < Math.max(2, 0.05 * labs.length)) {
    return { palette: BLACK_AND_WHITE, colours: boxes.map(() => 1) };
  }
  const groups: { lab: Lab; sum: [number, number, number]; count: number; black: boolean }[] = [];
  const member = labs.map((lab, i) => {
    const [r, g, b] = samples[i]!;
    // Ink without colour is the page's black, light or dark as the stroke came out.
    if (chroma(lab) < NO_COLOUR && lab.l < 0.6) {
      let black = groups.findIndex((group) => group.black);
      if (black < 0) {
        groups.push({ lab, sum: [0, 0, 0], count: 0, black: true });
        black = groups.length - 1;
      }
      const group = groups[black]!;
      group.sum = [group.sum[0] + r, group.sum[1] + g, group.sum[2] + b];
      group.count++;
      return black;
    }
    let best = -1;
    let bestDistance = SAME_COLOUR * SAME_COLOUR;
    groups.forEach((group, k) => {
      if (group.black) return;
      const d = hueDistanceSquared(lab, group.lab);
      if (d < bestDistance) {
        best = k;
        bestDistance = d;
      }
    });
    if (best < 0) {
      groups.push({ lab, sum: [r, g, b], count: 1, black: false });
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
    if (g.black || (g.lab.l < 0.35 && chroma(g.lab) < COLOURFUL)) return '#000000';
    return rgbHex(g.sum[0] / g.count, g.sum[1] / g.count, g.sum[2] / g.count);
  });
  const palette = paletteFromColors(hexes);
  const indexOf = new Map(order.map((k, i) => [k, i + 1]));
  return { palette, colours: member.map((k) => indexOf.get(k) ?? 1) };
}

type Rgb = [number, number, number];

/**
 * Scales each channel so that the paper comes out neutral white. The paper is the median colour
 * of the brightest fifth of the pixels with no ink: dark regions with no ink are coloured cells
 * turned inside out (swatches.ts) or the table beyond the page, never paper.
 */
export function whiteBalance(rgb: RgbImage, darkness: DarknessMap): (colour: Rgb) => Rgb {
  const blank: number[] = [];
  const step = Math.max(1, Math.floor(darkness.data.length / 40_000));
  for (let i = 0; i < darkness.data.length; i += step) if (darkness.data[i]! <= 8) blank.push(i);
  if (blank.length < 10) return (colour) => colour;
  const luma = (i: number): number =>
    0.299 * rgb.data[i * 3]! + 0.587 * rgb.data[i * 3 + 1]! + 0.114 * rgb.data[i * 3 + 2]!;
  const bright = blank
    .map((i) => ({ i, l: luma(i) }))
    .sort((a, b) => b.l - a.l)
    .slice(0, Math.ceil(blank.length / 5))
    .map(({ i }) => i);
  const paper = medianRgb(rgb, bright).map((v) => Math.max(1, v));
  const top = Math.max(...paper);
  // A lamp tints paper by a few tens of percent at most; more is not the paper's colour.
  const gain = paper.map((p) => Math.min(1.5, top / p));
  return ([r, g, b]) => [
    Math.min(255, r * gain[0]!),
    Math.min(255, g * gain[1]!),
    Math.min(255, b * gain[2]!),
  ];
}

/** Oklab distance with lightness counted at LIGHTNESS_WEIGHT. */
function hueDistanceSquared(x: Lab, y: Lab): number {
  const dl = LIGHTNESS_WEIGHT * (x.l - y.l);
  return dl * dl + (x.a - y.a) ** 2 + (x.b - y.b) ** 2;
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
  balance: (colour: Rgb) => Rgb,
): Rgb {
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
  const aroundLab = rgbToLab(...balance(around));
  if (chroma(aroundLab) >= TINTED && aroundLab.l < 0.97) return around;
  return ink.length > 0 ? medianRgb(rgb, ink) : around;
}

function medianRgb(rgb: RgbImage, pixels: readonly number[]): Rgb {
  if (pixels.length === 0) return [255, 255, 255];
  const channel = (c: number): number => {
    const values = pixels.map((i) => rgb.data[i * 3 + c]!).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)]!;
  };
  return [channel(0), channel(1), channel(2)];
}
