import { describe, expect, it } from 'vitest';
import {
  addColor,
  blackAndWhitePalette,
  canAddColor,
  colorName,
  paletteFromColors,
  recolor,
  removeColor,
  renameColor,
  uniqueChar,
  uniqueName,
} from '../../../src-main/engine/editor/palette.ts';
import { MAX_COLORS } from '../../../src-main/engine/puzzle.ts';
import { gridOf, rowsOf } from './grids.ts';

describe('colour names', () => {
  it('names a colour after the nearest common colour', () => {
    expect(colorName('#d01818')).toBe('red');
    expect(colorName('#0a0a0a')).toBe('black');
    expect(colorName('#2a6f35')).toBe('dark green');
    expect(colorName('#3b6fe0')).toBe('blue');
    expect(colorName('#f7d81b')).toBe('yellow');
  });

  it('adds a number to a name that is taken, ignoring case', () => {
    expect(uniqueName('red', ['white', 'Red'])).toBe('red 2');
    expect(uniqueName('red', ['red', 'red 2'])).toBe('red 3');
    expect(uniqueName('  ', [])).toBe('colour');
  });

  it('picks a free character, preferring the letters of the name', () => {
    expect(uniqueChar('black', [])).toBe('#');
    expect(uniqueChar('red', ['r'])).toBe('e');
    expect(uniqueChar('red', ['r', 'e', 'd'])).toBe('a');
  });
});

describe('palette edits', () => {
  it('builds a palette with the background first and distinct names and characters', () => {
    const palette = paletteFromColors(['#e02020', '#d82828', '#101010']);
    expect(palette.map((c) => c.name)).toEqual(['white', 'red', 'red 2', 'black']);
    expect(new Set(palette.map((c) => c.char)).size).toBe(4);
  });

  it('adds colours up to the limit and no further', () => {
    let palette = blackAndWhitePalette();
    while (canAddColor(palette)) palette = addColor(palette, '#3060c0');
    expect(palette).toHaveLength(MAX_COLORS + 1);
    expect(addColor(palette, '#ff0000')).toHaveLength(MAX_COLORS + 1);
    expect(new Set(palette.map((c) => c.name)).size).toBe(palette.length);
  });

  it('renames a colour, keeping names distinct and the background as it is', () => {
    const palette = addColor(blackAndWhitePalette(), '#e02020');
    expect(renameColor(palette, 2, 'ink')[2]!.name).toBe('ink');
    expect(renameColor(palette, 2, 'Black')[2]!.name).toBe('Black 2');
    expect(renameColor(palette, 2, '   ')[2]!.name).toBe('red');
    expect(renameColor(palette, 0, 'paper')[0]!.name).toBe('white');
  });

  it('changes a display colour only to a #rrggbb value', () => {
    const palette = blackAndWhitePalette();
    expect(recolor(palette, 1, '#1A2B3C')[1]!.rgb).toBe('#1a2b3c');
    expect(recolor(palette, 1, 'blue')[1]!.rgb).toBe('#000000');
  });

  it('removes a colour, emptying its cells and keeping the others', () => {
    const palette = addColor(addColor(blackAndWhitePalette(), '#e02020'), '#2060d8');
    const edit = removeColor(palette, gridOf(['123', '.21']), 2);
    expect(edit.palette.map((c) => c.name)).toEqual(['white', 'black', 'blue']);
    expect(rowsOf(edit.grid)).toEqual(['#.2', '..#']);
  });

  it('keeps the background and the last colour', () => {
    const palette = blackAndWhitePalette();
    const grid = gridOf(['#.']);
    expect(removeColor(palette, grid, 1).palette).toHaveLength(2);
    expect(removeColor(addColor(palette, '#e02020'), grid, 0).palette).toHaveLength(3);
  });
});
