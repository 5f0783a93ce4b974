import { describe, expect, it } from 'vitest';
import { thumbnailPixels } from '../../../../src-renderer/views/library/thumbnail-pixels.ts';

describe('thumbnailPixels', () => {
  it('paints each cell in its palette colour and leaves the background transparent', () => {
    const pixels = thumbnailPixels({
      id: 1,
      width: 3,
      height: 1,
      cells: '012',
      rgb: ['#ffffff', '#000000', '#d62828'],
      kind: 'solution',
    });
    expect([...pixels]).toEqual([0, 0, 0, 0, 0, 0, 0, 255, 214, 40, 40, 255]);
  });

  it('draws black marks in the ink given (the dark theme) and keeps colours', () => {
    const pixels = thumbnailPixels(
      { id: 1, width: 3, height: 1, cells: '012', rgb: ['#ffffff', '#000000', '#d62828'], kind: 'progress' },
      [231, 234, 240],
    );
    expect([...pixels]).toEqual([0, 0, 0, 0, 231, 234, 240, 255, 214, 40, 40, 255]);
  });

  it('leaves a blank thumbnail empty', () => {
    const pixels = thumbnailPixels({
      id: 1,
      width: 2,
      height: 1,
      cells: '11',
      rgb: ['#fff', '#000'],
      kind: 'blank',
    });
    expect([...pixels].every((value) => value === 0)).toBe(true);
  });
});
