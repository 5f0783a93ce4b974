import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalClues, clueHash, fnv1a64 } from '../../src-main/engine/clue-hash.ts';
import { readNin } from '../../src-main/engine/formats/nin.ts';
import { puzzleFromGrid, type PaletteColor, type Puzzle } from '../../src-main/engine/puzzle.ts';
import { FIXTURES } from '../fixture-path.ts';

const nin = (name: string): Puzzle => readNin(readFileSync(resolve(FIXTURES, name), 'utf8'));

const WHITE: PaletteColor = { name: 'white', char: '.', rgb: '#ffffff' };
const RED: PaletteColor = { name: 'red', char: 'r', rgb: '#ff0000' };
const BLUE: PaletteColor = { name: 'blue', char: 'b', rgb: '#0000ff' };

/** A 3x2 picture: palette indices row by row. */
function picture(cells: number[], palette: readonly PaletteColor[]): Puzzle {
  return puzzleFromGrid({ width: 3, height: 2, cells: Uint8Array.from(cells) }, palette);
}

describe('fnv1a64', () => {
  it('matches the published FNV-1a 64-bit test vectors', () => {
    expect(fnv1a64('')).toBe('cbf29ce484222325');
    expect(fnv1a64('a')).toBe('af63dc4c8601ec8c');
    expect(fnv1a64('foobar')).toBe('85944171f73967e8');
  });
});

describe('clueHash', () => {
  it('is the same for the same clues whatever the metadata', () => {
    const a = nin('jwilk/data000.nin');
    const b = { ...nin('jwilk/data000.nin'), meta: { title: 'Another name', author: 'Someone' } };
    expect(clueHash(a)).toBe(clueHash(b));
    expect(clueHash(a)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('differs between different puzzles of one set', () => {
    const hashes = new Set(
      Array.from({ length: 40 }, (_, i) => clueHash(nin(`jwilk/data${String(i).padStart(3, '0')}.nin`))),
    );
    expect(hashes.size).toBe(40);
  });

  it('ignores palette names, display colours and the order of palette entries', () => {
    const redBlue = picture([1, 2, 0, 0, 2, 1], [WHITE, RED, BLUE]);
    const blueRed = picture([2, 1, 0, 0, 1, 2], [WHITE, BLUE, RED]);
    const renamed = picture(
      [1, 2, 0, 0, 2, 1],
      [WHITE, { ...RED, name: 'r', rgb: '#ee1111' }, { ...BLUE, name: 'b' }],
    );
    expect(clueHash(blueRed)).toBe(clueHash(redBlue));
    expect(clueHash(renamed)).toBe(clueHash(redBlue));
  });

  it('tells apart puzzles whose blocks are coloured differently', () => {
    const twoColours = picture([1, 2, 0, 0, 2, 1], [WHITE, RED, BLUE]);
    const swappedInOneRow = picture([1, 2, 0, 0, 1, 2], [WHITE, RED, BLUE]);
    expect(clueHash(swappedInOneRow)).not.toBe(clueHash(twoColours));
  });

  it('depends on the size, not only on the clue text', () => {
    const narrow = puzzleFromGrid({ width: 2, height: 1, cells: Uint8Array.from([1, 0]) });
    const wide = puzzleFromGrid({ width: 3, height: 1, cells: Uint8Array.from([1, 0, 0]) });
    expect(canonicalClues(narrow)).toBe('v1;2x1;r:1.1;c:1.1/');
    expect(clueHash(wide)).not.toBe(clueHash(narrow));
  });
});
