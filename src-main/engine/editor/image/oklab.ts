/**
 * Colours in Oklab (Björn Ottosson, 2020), a space where straight distances match how different two
 * colours look far better than in RGB: colour reduction clusters there, and colour names are
 * matched there. L is lightness (0 black to 1 white); a and b are the green-red and blue-yellow axes.
 */

export interface Lab {
  readonly l: number;
  readonly a: number;
  readonly b: number;
}

/** An sRGB channel (0-255) as linear light (0-1). */
export function srgbToLinear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Linear light (0-1) as an sRGB channel (0-255, rounded and clamped). */
export function linearToSrgb(value: number): number {
  const v = Math.min(1, Math.max(0, value));
  const c = v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055;
  return Math.round(c * 255);
}

/** Oklab of an sRGB colour given as three 0-255 channels. */
export function rgbToLab(r: number, g: number, b: number): Lab {
  return linearToLab(srgbToLinear(r), srgbToLinear(g), srgbToLinear(b));
}

/** Oklab of a colour in linear light (channels 0-1). */
export function linearToLab(r: number, g: number, b: number): Lab {
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return {
    l: 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    a: 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    b: 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  };
}

/** The sRGB colour (0-255 channels, clamped into the gamut) of an Oklab colour. */
export function labToRgb(lab: Lab): [number, number, number] {
  const l = (lab.l + 0.3963377774 * lab.a + 0.2158037573 * lab.b) ** 3;
  const m = (lab.l - 0.1055613458 * lab.a - 0.0638541728 * lab.b) ** 3;
  const s = (lab.l - 0.0894841775 * lab.a - 1.291485548 * lab.b) ** 3;
  return [
    linearToSrgb(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    linearToSrgb(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    linearToSrgb(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ];
}

export function labDistanceSquared(x: Lab, y: Lab): number {
  const dl = x.l - y.l;
  const da = x.a - y.a;
  const db = x.b - y.b;
  return dl * dl + da * da + db * db;
}

/** `#rrggbb` from three 0-255 channels. */
export function rgbHex(r: number, g: number, b: number): string {
  const hex = (v: number): string =>
    Math.min(255, Math.max(0, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${hex(r)}${hex(g)}${hex(b)}`;
}

/** Three 0-255 channels from `#rrggbb` (or `rrggbb`); null when it is not such a colour. */
export function parseHex(color: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color.trim());
  if (!match) return null;
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)];
}
