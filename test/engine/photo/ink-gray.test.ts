import { describe, expect, it } from 'vitest';
import { toInkGray } from '../../../src-main/engine/photo/raster.ts';

describe('toInkGray', () => {
  it('keeps grey as its luma, and makes a colour as dark as its strength', () => {
    // Grey 200; pure red (luma 76, strength 255: darkness 0); pale yellow (luma 243, strength 60).
    const data = Uint8Array.from([200, 200, 200, 255, 0, 0, 255, 255, 195]);
    const gray = toInkGray({ width: 3, height: 1, data });
    expect([...gray.data]).toEqual([200, 0, 195]);
  });

  it('gives every colour the darker of its luma (rounded down) and 255 less its strength', () => {
    const data = new Uint8Array(3 * 4096);
    for (let i = 0; i < data.length; i++) data[i] = (i * 2654435761) >>> 24;
    const gray = toInkGray({ width: 4096, height: 1, data });
    for (let i = 0; i < 4096; i++) {
      const [r, g, b] = [data[3 * i]!, data[3 * i + 1]!, data[3 * i + 2]!];
      const luma = Math.floor((r * 299 + g * 587 + b * 114 + 500) / 1000);
      const strength = Math.max(r, g, b) - Math.min(r, g, b);
      expect(gray.data[i], `pixel ${r},${g},${b}`).toBe(Math.min(luma, 255 - strength));
    }
  });
});
