/**
 * Icons of the play screen that the app's shared set does not have, in the same form (SVG path
 * data on a 24x24 grid, drawn with a 1.75px stroke by Glyph.svelte).
 */
export const GLYPHS = {
  undo: 'M9 14 4.5 9.5 9 5M4.5 9.5H14a5.5 5.5 0 0 1 0 11h-3',
  redo: 'M15 14l4.5-4.5L15 5M19.5 9.5H10a5.5 5.5 0 0 0 0 11h3',
  bulb: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z',
  eye: 'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12zM12 14.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  restart: 'M4.5 12a7.5 7.5 0 1 0 2.2-5.3M4.5 4.5v4h4',
  fill: 'M5 5h14v14H5z',
  cross: 'M7 7l10 10M17 7 7 17',
  eraser: 'M8.5 19.5h11M4.5 15.5l9-9 5 5-8 8h-3z',
  guess: 'M6 20V4M6 14c0-3.5 3-6 7-6h5M15 5l3 3-3 3',
  chart: 'M4 20h16M6.5 20v-6M11 20V8M15.5 20v-9M20 20V5',
  trophy:
    'M8 4.5h8v5a4 4 0 0 1-8 0zM8 6.5H5a3 3 0 0 0 3 4M16 6.5h3a3 3 0 0 1-3 4M12 13.5V17M8.5 20h7M10 17h4v3h-4z',
} as const;

export type GlyphName = keyof typeof GLYPHS;
