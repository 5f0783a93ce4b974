import { describe, expect, it } from 'vitest';
import { clueColours } from '../../../src-main/engine/photo/clue-colours.ts';
import type { DarknessMap } from '../../../src-main/engine/photo/darkness.ts';
import type { Rect, RgbImage } from '../../../src-main/engine/photo/raster.ts';
import { invertSwatches } from '../../../src-main/engine/photo/swatches.ts';

/** A strip of paper (white unless given) with a digit-sized block of ink in each of `inks`, 20 pixels apart. */
function strip(
  inks: readonly [number, number, number][],
  paper: [number, number, number] = [255, 255, 255],
): {
  rgb: RgbImage;
  darkness: DarknessMap;
  boxes: Rect[];
} {
  const width = inks.length * 20;
  const height = 20;
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i++) rgb.set(paper, i * 3);
  const dark = new Uint8Array(width * height);
  const boxes: Rect[] = [];
  inks.forEach(([r, g, b], k) => {
    const box = { x: k * 20 + 6, y: 4, width: 8, height: 12 };
    boxes.push(box);
    for (let y = box.y; y < box.y + box.height; y++) {
      for (let x = box.x; x < box.x + box.width; x++) {
        const i = y * width + x;
        rgb.set([r, g, b], i * 3);
        dark[i] = 255 - Math.round(0.299 * r + 0.587 * g + 0.114 * b);
      }
    }
  });
  return { rgb: { width, height, data: rgb }, darkness: { width, height, data: dark }, boxes };
}

const BLACK: [number, number, number] = [20, 20, 20];
const RED: [number, number, number] = [200, 30, 30];
const BLUE: [number, number, number] = [30, 60, 200];

describe('clue colours', () => {
  it('proposes black and white when every number is black', () => {
    const { rgb, darkness, boxes } = strip([BLACK, BLACK, BLACK, BLACK]);
    const { palette, colours } = clueColours(boxes, rgb, darkness, []);
    expect(palette.map((c) => c.name)).toEqual(['white', 'black']);
    expect(colours).toEqual([1, 1, 1, 1]);
  });

  it('calls ink with no colour black, however light its thin strokes came out', () => {
    const GREY: [number, number, number] = [95, 95, 95];
    const { rgb, darkness, boxes } = strip([RED, RED, RED, BLACK, GREY]);
    const { palette, colours } = clueColours(boxes, rgb, darkness, []);
    expect(palette.map((c) => c.name)).toEqual(['white', 'red', 'black']);
    expect(colours).toEqual([1, 1, 1, 2, 2]);
  });

  it('takes colours relative to the paper, so that a warm light does not turn black ink brown', () => {
    // Paper and ink under a lamp that gives a quarter less blue and a tenth less green.
    const warm = ([r, g, b]: [number, number, number]): [number, number, number] => [
      r,
      Math.round(g * 0.9),
      Math.round(b * 0.75),
    ];
    const { rgb, darkness, boxes } = strip(
      ([RED, BLACK, RED, [70, 70, 70]] as [number, number, number][]).map(warm),
      warm([250, 250, 250]),
    );
    const { palette, colours } = clueColours(boxes, rgb, darkness, []);
    expect(palette.map((c) => c.name)).toEqual(['white', 'red', 'black']);
    expect(colours).toEqual([1, 2, 1, 2]);
  });

  it('groups numbers by their ink, the commonest colour first', () => {
    const { rgb, darkness, boxes } = strip([RED, BLUE, RED, BLACK, RED, BLUE]);
    const { palette, colours } = clueColours(boxes, rgb, darkness, []);
    expect(palette.map((c) => c.name)).toEqual(['white', 'red', 'blue', 'black']);
    expect(colours).toEqual([1, 2, 1, 3, 1, 2]);
  });
});

describe('swatches', () => {
  it('turns a dark cell with a light number inside out, so the number is the ink', () => {
    // A 30 x 30 dark blue cell (grey 60) with a light 6 x 14 bar (grey 240) in it, on paper.
    const width = 40;
    const gray = new Uint8Array(width * width).fill(255);
    for (let y = 5; y < 35; y++) for (let x = 5; x < 35; x++) gray[y * width + x] = 60;
    for (let y = 13; y < 27; y++) for (let x = 17; x < 23; x++) gray[y * width + x] = 240;
    const darkness = { width, height: width, data: gray.map((g) => 255 - g) };
    const found = invertSwatches(darkness, gray, 36);
    expect(found).toHaveLength(1);
    expect(darkness.data[20 * width + 20]).toBeGreaterThan(200);
    expect(darkness.data[8 * width + 8]).toBe(0);
  });
});
