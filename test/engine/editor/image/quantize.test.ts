import { describe, expect, it } from 'vitest';
import { parseHex, rgbToLab, labDistanceSquared } from '../../../../src-main/engine/editor/image/oklab.ts';
import {
  assignColors,
  labPixels,
  paletteOf,
  sampleLab,
  type ReducedImage,
} from '../../../../src-main/engine/editor/image/quantize.ts';
import { areaAverage, type LinearImage } from '../../../../src-main/engine/editor/image/scale.ts';
import { rowsOf } from '../grids.ts';
import { BLACK, BLUE, drawImage, RED, WHITE } from './images.ts';

const FLAG = ['........', '.rrrr...', '.rrrrbb.', '.rrrrbb.', '....bb..', '........'];
const KEY = { '.': WHITE, r: RED, b: BLUE, '#': BLACK };

function near(hex: string, rgba: readonly number[]): boolean {
  const [r, g, b] = parseHex(hex)!;
  return labDistanceSquared(rgbToLab(r, g, b), rgbToLab(rgba[0]!, rgba[1]!, rgba[2]!)) < 0.001;
}

/** The image reduced to `k` colours, chosen from `sample` or else from the image's own cells. */
function reduceColors(image: LinearImage, k: number, sample?: Float32Array): ReducedImage {
  return assignColors(image, paletteOf(sample ?? labPixels(image), k));
}

describe('a palette chosen by paletteOf and applied by assignColors', () => {
  const image = drawImage(FLAG, KEY, 6);
  const small = areaAverage(image.data, image.width, image.height, 8, 6);

  it('finds the colours of a drawing and gives each cell its own', () => {
    const reduced = reduceColors(small, 3);
    expect(reduced.colors).toHaveLength(3);
    expect(near(reduced.colors[0]!, WHITE)).toBe(true);
    expect(near(reduced.colors[1]!, RED)).toBe(true);
    expect(near(reduced.colors[2]!, BLUE)).toBe(true);
    expect(rowsOf(reduced.grid)).toEqual(FLAG.map((row) => row.replace(/r/g, '#').replace(/b/g, '2')));
  });

  it('makes the colour around the border the background, even when it is dark', () => {
    const dark = drawImage(['####', '#..#', '####'], KEY, 3);
    const reduced = reduceColors(areaAverage(dark.data, 12, 9, 4, 3), 2);
    expect(near(reduced.colors[0]!, BLACK)).toBe(true);
    expect(rowsOf(reduced.grid)).toEqual(['....', '.##.', '....']);
  });

  it('returns fewer colours when the image has fewer than asked for', () => {
    expect(reduceColors(small, 8).colors).toHaveLength(3);
  });

  it('merges the closest colours when asked for fewer', () => {
    const reduced = reduceColors(small, 2);
    expect(reduced.colors).toHaveLength(2);
    expect(near(reduced.colors[0]!, WHITE)).toBe(true);
  });

  it('keeps the colours of the full-size image, not the blends along edges of the small one', () => {
    const drawing = drawImage(
      ['........', '.rr..##.', '.rr..##.', '........', '.bbbbbb.', '........'],
      KEY,
      8,
    );
    // 64x48 into 30x23: no cell border meets a pixel border, so edge cells are blends.
    const cells = areaAverage(drawing.data, 64, 48, 30, 23);
    const sample = sampleLab(drawing.data, 64, 48);
    const reduced = reduceColors(cells, 4, sample);
    expect(reduced.colors).toHaveLength(4);
    for (const color of [RED, BLUE, BLACK]) {
      expect(reduced.colors.some((hex) => near(hex, color))).toBe(true);
    }
    expect(near(reduced.colors[0]!, WHITE)).toBe(true);
  });

  it('samples a large image evenly, at most about the asked number of pixels', () => {
    const big = drawImage(['r.', '.b'], KEY, 150);
    const sample = sampleLab(big.data, big.width, big.height, 1000);
    expect(sample.length / 3).toBeGreaterThan(800);
    expect(sample.length / 3).toBeLessThanOrEqual(1100);
  });

  it('gives the same answer every time', () => {
    const photo = drawImage(
      ['.rb#', 'b#r.', '#.br'],
      { ...KEY, r: [200, 90, 40, 255], b: [40, 120, 180, 255] },
      7,
    );
    const scaled = areaAverage(photo.data, photo.width, photo.height, 9, 5);
    const first = reduceColors(scaled, 4);
    const second = reduceColors(scaled, 4);
    expect(second.colors).toEqual(first.colors);
    expect(second.grid.cells).toEqual(first.grid.cells);
  });
});
