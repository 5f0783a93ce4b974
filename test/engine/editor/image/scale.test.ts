import { describe, expect, it } from 'vitest';
import { srgbToLinear } from '../../../../src-main/engine/editor/image/oklab.ts';
import { areaAverage, fitSize } from '../../../../src-main/engine/editor/image/scale.ts';
import { BLACK, CLEAR, drawImage, RED, WHITE } from './images.ts';

const KEY = { '#': BLACK, '.': WHITE, r: RED, ' ': CLEAR };

function pixel(data: Float32Array, i: number): number[] {
  return [data[i * 3]!, data[i * 3 + 1]!, data[i * 3 + 2]!];
}

describe('areaAverage', () => {
  it('gives each cell the colour of the block it covers exactly', () => {
    const image = drawImage(['#.', 'r#'], KEY, 4);
    const small = areaAverage(image.data, image.width, image.height, 2, 2);
    expect(pixel(small.data, 0)).toEqual([0, 0, 0]);
    expect(pixel(small.data, 1)).toEqual([1, 1, 1]);
    expect(pixel(small.data, 2)[0]).toBeCloseTo(srgbToLinear(220), 6);
  });

  it('averages black and white in linear light to a half', () => {
    const image = drawImage(['#.'], KEY);
    const one = areaAverage(image.data, 2, 1, 1, 1);
    for (const channel of pixel(one.data, 0)) expect(channel).toBeCloseTo(0.5, 6);
  });

  it('weights a pixel across a cell border by the share inside each cell', () => {
    // Three pixels into two cells: the middle one counts half for each.
    const image = drawImage(['#.#'], KEY);
    const two = areaAverage(image.data, 3, 1, 2, 1);
    expect(pixel(two.data, 0)[0]).toBeCloseTo(1 / 3, 6);
    expect(pixel(two.data, 1)[0]).toBeCloseTo(1 / 3, 6);
  });

  it('keeps a plain colour plain at any scale, up or down', () => {
    const image = drawImage(['rrrrrrr', 'rrrrrrr', 'rrrrrrr'], KEY);
    for (const [w, h] of [
      [3, 2],
      [5, 5],
      [11, 4],
    ] as const) {
      const scaled = areaAverage(image.data, image.width, image.height, w, h);
      for (let i = 0; i < w * h; i++) expect(pixel(scaled.data, i)[0]).toBeCloseTo(srgbToLinear(220), 5);
    }
  });

  it('treats transparent parts as white paper', () => {
    const image = drawImage(['  ', '# '], KEY);
    const scaled = areaAverage(image.data, 2, 2, 1, 1);
    for (const channel of pixel(scaled.data, 0)) expect(channel).toBeCloseTo(0.75, 6);
  });

  it('rejects a buffer too short for the stated size', () => {
    expect(() => areaAverage(new Uint8ClampedArray(12), 2, 2, 1, 1)).toThrow(/16 bytes/);
  });
});

describe('fitSize', () => {
  it('keeps the proportions within the bounds', () => {
    expect(fitSize(800, 600, 40, 40)).toEqual({ width: 40, height: 30 });
    expect(fitSize(100, 400, 50, 50)).toEqual({ width: 13, height: 50 });
    expect(fitSize(5000, 1, 30, 30)).toEqual({ width: 30, height: 1 });
  });
});
