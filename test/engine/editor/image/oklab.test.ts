import { describe, expect, it } from 'vitest';
import { labToRgb, parseHex, rgbHex, rgbToLab } from '../../../../src-main/engine/editor/image/oklab.ts';

describe('Oklab', () => {
  it('puts black at lightness 0 and white at 1 with no hue', () => {
    expect(rgbToLab(0, 0, 0).l).toBeCloseTo(0, 6);
    const white = rgbToLab(255, 255, 255);
    expect(white.l).toBeCloseTo(1, 3);
    expect(Math.abs(white.a) + Math.abs(white.b)).toBeLessThan(1e-3);
  });

  it('converts sRGB colours there and back unchanged', () => {
    for (const hex of ['#000000', '#ffffff', '#e02424', '#1f5f2a', '#2060d8', '#f5d000', '#7f7f7f']) {
      const [r, g, b] = parseHex(hex)!;
      expect(rgbHex(...labToRgb(rgbToLab(r, g, b)))).toBe(hex);
    }
  });

  it('sees pure blue as darker than yellow', () => {
    expect(rgbToLab(0, 0, 255).l).toBeLessThan(rgbToLab(255, 255, 0).l);
  });

  it('reads and writes #rrggbb colours and rejects anything else', () => {
    expect(parseHex('#FF8000')).toEqual([255, 128, 0]);
    expect(parseHex('red')).toBeNull();
    expect(rgbHex(300, -5, 15.6)).toBe('#ff0010');
  });
});
