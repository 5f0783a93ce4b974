/** Palette colours (`#rrggbb`) as numbers, and the text colour that reads on each. */

export function parseRgb(color: string): [number, number, number] {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color.trim());
  if (!match) return [0, 0, 0];
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)];
}

/** Black or white, whichever reads better on the given colour. */
export function contrastText(color: string): '#111111' | '#ffffff' {
  const [r, g, b] = parseRgb(color);
  const luminance = (0.299 * r + 0.587 * g + 0.114 * b) / 255;
  return luminance > 0.6 ? '#111111' : '#ffffff';
}
