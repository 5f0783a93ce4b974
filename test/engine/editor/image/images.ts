/**
 * Images for the image-import tests, drawn from text rows: each character is one pixel of the
 * colour the key gives, scaled up by a whole factor, as RGBA bytes like a canvas returns.
 */
export interface RgbaImage {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray;
}

export function drawImage(
  rows: readonly string[],
  key: Readonly<Record<string, readonly [number, number, number, number]>>,
  scale = 1,
): RgbaImage {
  const width = (rows[0]?.length ?? 0) * scale;
  const height = rows.length * scale;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const ch = rows[Math.floor(y / scale)]![Math.floor(x / scale)]!;
      const color = key[ch];
      if (!color) throw new Error(`no colour for "${ch}"`);
      data.set(color, (y * width + x) * 4);
    }
  }
  return { width, height, data };
}

export const WHITE = [255, 255, 255, 255] as const;
export const BLACK = [0, 0, 0, 255] as const;
export const RED = [220, 30, 40, 255] as const;
export const BLUE = [30, 60, 200, 255] as const;
export const CLEAR = [0, 0, 0, 0] as const;
