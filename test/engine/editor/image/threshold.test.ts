import { describe, expect, it } from 'vitest';
import { areaAverage } from '../../../../src-main/engine/editor/image/scale.ts';
import {
  lightnessOf,
  otsuThreshold,
  thresholdGrid,
} from '../../../../src-main/engine/editor/image/threshold.ts';
import { rowsOf } from '../grids.ts';
import { BLACK, BLUE, drawImage, WHITE } from './images.ts';

describe('otsuThreshold', () => {
  it('cuts a two-peaked histogram between its peaks', () => {
    const values = [...new Array<number>(40).fill(30), ...new Array<number>(60).fill(200)];
    const t = otsuThreshold(values);
    expect(t).toBeGreaterThan(30);
    expect(t).toBeLessThanOrEqual(200);
  });

  it('follows the gap when the dark group is spread out', () => {
    const values = [10, 20, 30, 40, 50, 60, 180, 190, 200, 210];
    const t = otsuThreshold(values);
    expect(t).toBeGreaterThan(60);
    expect(t).toBeLessThanOrEqual(180);
  });

  it('makes an image of one dark lightness all dark and one light lightness all light', () => {
    expect(thresholdGrid([20, 20], 2, 1, otsuThreshold([20, 20])).cells).toEqual(new Uint8Array([1, 1]));
    expect(thresholdGrid([240], 1, 1, otsuThreshold([240])).cells).toEqual(new Uint8Array([0]));
  });
});

describe('thresholdGrid', () => {
  it('fills the cells darker than the threshold, or the others when inverted', () => {
    expect(rowsOf(thresholdGrid([10, 200, 127, 128], 2, 2, 128))).toEqual(['#.', '#.']);
    expect(rowsOf(thresholdGrid([10, 200, 127, 128], 2, 2, 128, true))).toEqual(['.#', '.#']);
  });

  it('turns a drawing into its black-and-white picture at the Otsu threshold', () => {
    const image = drawImage(['..##..', '.#..#.', '.#..#.', '..##..'], { '.': WHITE, '#': BLACK }, 5);
    const small = areaAverage(image.data, image.width, image.height, 6, 4);
    const light = lightnessOf(small);
    expect(rowsOf(thresholdGrid(light, 6, 4, otsuThreshold(light)))).toEqual([
      '..##..',
      '.#..#.',
      '.#..#.',
      '..##..',
    ]);
  });

  it('measures lightness perceptually: blue is dark, white is 255', () => {
    const image = drawImage(['b.'], { b: BLUE, '.': WHITE });
    const light = lightnessOf(areaAverage(image.data, 2, 1, 2, 1));
    expect(light[0]).toBeLessThan(128);
    expect(light[1]).toBe(255);
  });
});
