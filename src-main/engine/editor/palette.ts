/**
 * The editor's palette operations: names for new colours (the nearest of a small list of common
 * colour names, compared in Oklab), a unique character for each colour as text formats need, and
 * adding, renaming, recolouring and removing colours. Index 0 is the background and stays.
 */
import { BACKGROUND, BLACK, MAX_COLORS, type Grid, type PaletteColor } from '../puzzle.ts';
import { labDistanceSquared, parseHex, rgbToLab } from './image/oklab.ts';
import { removeColorFromGrid } from './transform.ts';

const NAMED: readonly (readonly [string, string])[] = [
  ['black', '#000000'],
  ['dark grey', '#555555'],
  ['grey', '#808080'],
  ['light grey', '#c8c8c8'],
  ['white', '#ffffff'],
  ['dark red', '#8b1a1a'],
  ['red', '#e02424'],
  ['pink', '#f472b6'],
  ['orange', '#f28c28'],
  ['brown', '#8b5a2b'],
  ['tan', '#d2b48c'],
  ['yellow', '#f5d000'],
  ['olive', '#808000'],
  ['light green', '#90e090'],
  ['green', '#2e9e3e'],
  ['dark green', '#1f5f2a'],
  ['teal', '#108080'],
  ['light blue', '#87c5f0'],
  ['blue', '#2060d8'],
  ['navy', '#1a237e'],
  ['purple', '#7e3fa0'],
  ['lilac', '#c09ee0'],
];

const NAMED_LAB = NAMED.map(([name, hex]) => {
  const [r, g, b] = parseHex(hex) ?? [0, 0, 0];
  return { name, lab: rgbToLab(r, g, b) };
});

/** The common name nearest to a `#rrggbb` colour, such as "dark green". */
export function colorName(rgb: string): string {
  const [r, g, b] = parseHex(rgb) ?? [0, 0, 0];
  const lab = rgbToLab(r, g, b);
  let best = NAMED_LAB[0]!;
  for (const candidate of NAMED_LAB) {
    if (labDistanceSquared(lab, candidate.lab) < labDistanceSquared(lab, best.lab)) best = candidate;
  }
  return best.name;
}

/** `name`, or `name 2`, `name 3`... whichever is not taken yet (compared without case). */
export function uniqueName(name: string, taken: readonly string[]): string {
  const lower = new Set(taken.map((each) => each.toLowerCase()));
  const base = name.trim() || 'colour';
  if (!lower.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base} ${n}`;
    if (!lower.has(candidate.toLowerCase())) return candidate;
  }
}

const SPARE_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789%@&*+=';

/** A character for a colour: its first free letter, else any free one. '.' is the background's. */
export function uniqueChar(name: string, taken: readonly string[]): string {
  const used = new Set(['.', ...taken]);
  if (name === 'black' && !used.has('#')) return '#';
  for (const ch of name.replace(/[^a-z0-9]/gi, '') + SPARE_CHARS) {
    if (!used.has(ch)) return ch;
  }
  return '?';
}

/** A palette of the background and the given display colours, each named after its look. */
export function paletteFromColors(colors: readonly string[]): PaletteColor[] {
  const palette: PaletteColor[] = [BACKGROUND];
  for (const rgb of colors) {
    const name = uniqueName(
      colorName(rgb),
      palette.map((c) => c.name),
    );
    palette.push({
      name,
      char: uniqueChar(
        name,
        palette.map((c) => c.char),
      ),
      rgb,
    });
  }
  return palette;
}

/** What a palette edit gives: the palette and the picture remapped to it. */
export interface PaletteEdit {
  readonly palette: readonly PaletteColor[];
  readonly grid: Grid;
}

export function canAddColor(palette: readonly PaletteColor[]): boolean {
  return palette.length - 1 < MAX_COLORS;
}

/** The palette with one more colour, named after its look; unchanged when it is full. */
export function addColor(palette: readonly PaletteColor[], rgb: string): PaletteColor[] {
  if (!canAddColor(palette)) return palette.slice();
  const name = uniqueName(
    colorName(rgb),
    palette.map((c) => c.name),
  );
  const char = uniqueChar(
    name,
    palette.map((c) => c.char),
  );
  return [...palette, { name, char, rgb }];
}

/**
 * The palette with colour `index` renamed. A name another colour has gets a number added; an empty
 * name keeps the old one.
 */
export function renameColor(palette: readonly PaletteColor[], index: number, name: string): PaletteColor[] {
  const color = palette[index];
  const trimmed = name.trim();
  if (!color || index === 0 || trimmed === '' || trimmed === color.name) return palette.slice();
  const others = palette.filter((_, i) => i !== index).map((c) => c.name);
  return palette.map((c, i) => (i === index ? { ...c, name: uniqueName(trimmed, others) } : c));
}

/** The palette with colour `index` shown in `rgb` (a `#rrggbb`); anything else changes nothing. */
export function recolor(palette: readonly PaletteColor[], index: number, rgb: string): PaletteColor[] {
  if (!palette[index] || parseHex(rgb) === null) return palette.slice();
  return palette.map((c, i) => (i === index ? { ...c, rgb: rgb.toLowerCase() } : c));
}

/** Colour `index` removed: its cells become empty. The last colour besides the background stays. */
export function removeColor(palette: readonly PaletteColor[], grid: Grid, index: number): PaletteEdit {
  if (index <= 0 || index >= palette.length || palette.length <= 2) return { palette, grid };
  return {
    palette: palette.filter((_, i) => i !== index),
    grid: removeColorFromGrid(grid, index),
  };
}

/** The black-and-white palette, fresh (a new picture starts with it). */
export function blackAndWhitePalette(): PaletteColor[] {
  return [BACKGROUND, BLACK];
}
