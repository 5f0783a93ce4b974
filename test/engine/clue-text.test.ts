import { describe, expect, it } from 'vitest';
import { colorKeys, formatClue, parseClueText } from '../../src-main/engine/clue-text.ts';
import { BLACK_AND_WHITE, type PaletteColor } from '../../src-main/engine/puzzle.ts';

const COLORS: PaletteColor[] = [
  { name: 'white', char: '.', rgb: '#ffffff' },
  { name: 'red', char: '%', rgb: '#ff0000' },
  { name: 'blue', char: 'b', rgb: '#0000ff' },
  { name: 'brown', char: '*', rgb: '#a52a2a' },
];

describe('colorKeys', () => {
  it('uses the colour character when it is a letter, else the first free letter of the name', () => {
    expect(colorKeys(COLORS)).toEqual(['', 'r', 'b', 'a']);
  });

  it('gives black the key b in a black-and-white palette', () => {
    expect(colorKeys(BLACK_AND_WHITE)).toEqual(['', 'b']);
  });
});

describe('formatClue', () => {
  it('writes plain numbers for black and white', () => {
    expect(
      formatClue(
        [
          { length: 5, color: 1 },
          { length: 4, color: 1 },
        ],
        BLACK_AND_WHITE,
      ),
    ).toBe('5 4');
  });

  it('writes an empty line as 0', () => {
    expect(formatClue([], COLORS)).toBe('0');
  });

  it('suffixes every block with its colour key in a colour puzzle', () => {
    expect(
      formatClue(
        [
          { length: 2, color: 1 },
          { length: 1, color: 2 },
          { length: 3, color: 3 },
        ],
        COLORS,
      ),
    ).toBe('2r 1b 3a');
  });
});

describe('parseClueText', () => {
  it('accepts spaces, commas and dots between numbers', () => {
    expect(parseClueText('3, 1.2  4', BLACK_AND_WHITE)).toEqual({
      clue: [3, 1, 2, 4].map((length) => ({ length, color: 1 })),
    });
  });

  it('reads an unsuffixed number as the first colour after the background', () => {
    expect(parseClueText('3r 2 1b', COLORS)).toEqual({
      clue: [
        { length: 3, color: 1 },
        { length: 2, color: 1 },
        { length: 1, color: 2 },
      ],
    });
  });

  it('accepts keys in either case, full colour names and blocks written together', () => {
    expect(parseClueText('2R 1blue 3brown', COLORS)).toEqual({
      clue: [
        { length: 2, color: 1 },
        { length: 1, color: 2 },
        { length: 3, color: 3 },
      ],
    });
    expect(parseClueText('2r1b', COLORS)).toEqual({
      clue: [
        { length: 2, color: 1 },
        { length: 1, color: 2 },
      ],
    });
  });

  it('reads what formatClue writes', () => {
    const clue = [
      { length: 12, color: 3 },
      { length: 1, color: 1 },
    ];
    expect(parseClueText(formatClue(clue, COLORS), COLORS)).toEqual({ clue });
  });

  it('reads empty text and a lone 0 as an empty line', () => {
    expect(parseClueText('  ', COLORS)).toEqual({ clue: [] });
    expect(parseClueText('0', COLORS)).toEqual({ clue: [] });
  });

  it('explains an unknown colour and lists the keys', () => {
    expect(parseClueText('3q', COLORS)).toMatchObject({
      error: '"3q": this puzzle has no colour "q" (use r for red, b for blue, a for brown).',
    });
  });

  it('rejects a 0 block and oversize blocks', () => {
    expect(parseClueText('3 0 2', BLACK_AND_WHITE)).toHaveProperty('error');
    expect(parseClueText('1001', BLACK_AND_WHITE)).toMatchObject({
      error: '1001 is longer than any line can be (at most 1000).',
    });
  });

  it.each([
    ['spaces', '3 1  2'],
    ['tabs', '3\t1\t2'],
    ['commas', '3,1,2'],
    ['commas and spaces', '3, 1, 2'],
    ['dots', '3.1.2'],
    ['semicolons', '3;1;2'],
    ['hyphens', '3-1-2'],
    ['slashes', '3/1/2'],
    ['mixed separators with spaces around', '  3 ,1. 2  '],
  ])('reads numbers separated by %s', (_style, text) => {
    expect(parseClueText(text, BLACK_AND_WHITE)).toEqual({
      clue: [3, 1, 2].map((length) => ({ length, color: 1 })),
    });
  });

  it('reads a colour key before the number, as some magazines print it', () => {
    expect(parseClueText('r3 b1, a12', COLORS)).toEqual({
      clue: [
        { length: 3, color: 1 },
        { length: 1, color: 2 },
        { length: 12, color: 3 },
      ],
    });
    expect(parseClueText('r3b1', COLORS)).toEqual({
      clue: [
        { length: 3, color: 1 },
        { length: 1, color: 2 },
      ],
    });
  });

  it('reads colour clues with commas and dots like black-and-white ones', () => {
    expect(parseClueText('2r,1b.3a', COLORS)).toEqual({
      clue: [
        { length: 2, color: 1 },
        { length: 1, color: 2 },
        { length: 3, color: 3 },
      ],
    });
  });

  it('says where in the text the wrong token is', () => {
    expect(parseClueText('3 1 x 2', BLACK_AND_WHITE)).toEqual({
      error: '"x" is not a number.',
      at: 4,
      end: 5,
    });
    expect(parseClueText('2r 3q', COLORS)).toMatchObject({ at: 3, end: 5 });
    expect(parseClueText('1 r3b', COLORS)).toEqual({
      error: '"r3b": the colour b has no number after it.',
      at: 2,
      end: 5,
    });
  });
});
