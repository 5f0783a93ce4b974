/**
 * The colours of generated puzzles: black first, as in printed colour puzzles, then colours that
 * stay apart from each other and from black on screen and on paper.
 */
import { BLACK_AND_WHITE, type PaletteColor } from '../puzzle.ts';
import { paletteFromColors } from '../editor/palette.ts';
import { MAX_GENERATED_COLORS } from './generate-limits.ts';

const COLOURS = ['#000000', '#e02424', '#2060d8', '#2e9e3e', '#f28c28', '#7e3fa0'] as const satisfies {
  length: typeof MAX_GENERATED_COLORS;
};

/** The palette for `colors` colours: 1 is black and white. */
export function generatorPalette(colors: number): readonly PaletteColor[] {
  if (colors <= 1) return BLACK_AND_WHITE;
  return paletteFromColors(COLOURS.slice(0, Math.min(colors, MAX_GENERATED_COLORS)));
}
