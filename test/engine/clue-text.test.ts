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
    expect(parseClueText('3q', COLORS)).toEqual({
      error: '"3q": this puzzle has no colour "q" (use r for red, b for blue, a for brown).',
    });
  });

  it('rejects text that does not start with a number, a 0 block and oversize blocks', () => {
    expect(parseClueText('r3', COLORS)).toEqual({ error: '"r3" does not start with a number.' });
    expect(parseClueText('3 0 2', BLACK_AND_WHITE)).toHaveProperty('error');
    expect(parseClueText('1001', BLACK_AND_WHITE)).toEqual({
      error: '1001 is longer than any line can be (at most 1000).',
    });
  });
});
