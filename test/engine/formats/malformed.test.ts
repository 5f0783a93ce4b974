import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  detectFormat,
  FORMATS,
  FormatError,
  readPuzzleFile,
  writePuzzleFile,
} from '../../../src-main/engine/formats/index.ts';
import { blackAndWhitePuzzle } from '../../../src-main/engine/puzzle.ts';
import { FIXTURES, fixtureText } from './helpers.ts';

/** file in test/fixtures/formats/malformed, the line the error must name (or the JSON path), and what it must say. */
const CASES: [string, number | string, RegExp][] = [
  ['truncated.nin', 5, /ends too early: 2 column clue\(s\) are missing for a 3 x 3 puzzle/],
  ['letter.nin', 3, /row 2: "x" is not a whole number/],
  ['negative.nin', 3, /row 2: "-1" is not a whole number/],
  ['zero-size.nin', 1, /the width is 0/],
  ['oversize.nin', 1, /the width 1001 is larger than 1000/],
  ['bad-header.nin', 1, /expected the size as two whole numbers "WIDTH HEIGHT", found "2 2 2"/],
  ['letter.taai.txt', 8, /clue line 2 of \$2: "b" is not a whole number/],
  ['no-header.taai', 1, /expected "\$N" to start a puzzle, found "1"/],
  ['inconsistent.taai.txt', 1, /puzzle \$1 has 3 clue lines, which cannot be split/],
  ['syntax.json.txt', 4, /not valid JSON: expected "," or "]" but found "\[" \(column 16\)/],
  ['bad-block.json', 'rows[1][0]', /expected a block length .* found "x"/],
  ['unknown-color.json', 'rows[1][0]', /the colour 5 is not in the palette/],
  ['zero-size.json', 'width', /the width is 0/],
  ['oversize.json', 'width', /the width 1001 is larger than 1000/],
  ['newer.json', 'version', /version 2, written by a newer version of the app/],
  ['count.json', 'width', /the size is 3 but there are 2 column clues/],
  ['mismatched.xml', 6, /malformed XML: <\/clue> found where <\/clues> \(opened on line 4\) was expected/],
  ['unclosed.xml', 3, /malformed XML: <puzzle> \(opened on line 2\) is never closed/],
  ['entity.xml', 3, /unknown character reference "&bogus;"/],
  ['unknown-color.xml', 10, /the colour "green" is not declared/],
  ['letter.xml', 5, /row 2: "2x" is not a whole number/],
  ['triddler.xml', 3, /type "triddler" \(only rectangular grid puzzles are supported\)/],
  ['zero-size.xml', 3, /the height is 0/],
  ['unknown-color.g', 6, /row 2: "2q" has no colour: no colour "q" is declared/],
  ['no-default.g', 5, /row 2: "1" has no colour: the file declares no default colour/],
  ['letter.g', 3, /row 2: "x" is not a block/],
  ['no-columns.g', 4, /no column clues/],
  ['too-many-colors.g', 1, /32 colours besides the background; at most 31 are supported/],
  ['missing-hash.mk', 4, /more than 2 row clues .* is the "#" missing\?/],
  ['count.mk', 4, /only 2 row clues before the "#" line; the size says 3 rows/],
  ['letter.mk', 3, /row 2: "y" is not a whole number/],
  ['zero-size.mk', 1, /the width is 0/],
  ['count.non', 5, /2 row clues after "rows"; the height is 3/],
  ['letter.non', 5, /row 2: "x" is not a number with an optional colour character/],
  ['unknown-color.non', 5, /the colour "b" is used but not declared/],
  ['no-width.non', 1, /no width line/],
  ['order.non', 1, /"rows" comes before the height/],
  ['zero-size.non', 1, /the width is 0/],
  ['count.sgt.txt', 1, /14 clues for a 5 x 10 puzzle, which needs 5 column clues and 10 row clues/],
  ['letter.sgt.txt', 2, /column 2: "a" is not a whole number/],
  ['seed.sgt.txt', 1, /a random seed, not a game id/],
  ['zero-size.sgt.txt', 1, /the width is 0/],
  ['unknown-color.pyn.txt', 5, /column 2: "1q" uses the colour "q", which is not defined/],
  ['bad-color.pyn.txt', 2, /"notacolour" is not a colour name/],
  ['no-clues.pyn.txt', 3, /no \[clues\] section/],
  ['unclosed.toml', 2, /malformed TOML: a string is not closed/],
  ['unknown-color.toml', 6, /row 1: "1z" uses the colour "z", which is not defined/],
  ['bad-line.toml', 3, /expected "key = value", found "this is not toml"/],
];

function errorOf(file: string): FormatError {
  try {
    readPuzzleFile(file, fixtureText(`malformed/${file}`));
  } catch (error) {
    if (error instanceof FormatError) return error;
    throw error;
  }
  throw new Error(`${file} was read without an error`);
}

describe('malformed files', () => {
  for (const [file, where, what] of CASES) {
    it(`${file}: names ${typeof where === 'number' ? `line ${where}` : where} and the problem`, () => {
      const error = errorOf(file);
      if (typeof where === 'number') {
        expect(error.line).toBe(where);
        expect(error.message.startsWith(`line ${where}: `)).toBe(true);
      } else {
        expect(error.path).toBe(where);
        expect(error.message.startsWith(`${where}: `)).toBe(true);
      }
      expect(error.message).toMatch(what);
    });
  }

  it('covers every fixture in the folder', () => {
    const files = readdirSync(join(FIXTURES, 'malformed')).sort();
    expect(files).toEqual(CASES.map(([file]) => file).sort());
  });

  it('covers every format', () => {
    const formats = new Set(CASES.map(([file]) => detectFormat(file, fixtureText(`malformed/${file}`))));
    expect([...formats].sort()).toEqual(FORMATS.map((f) => f.id).sort());
  });

  it('rejects a side over 1000 in every format it can write, naming where', () => {
    const wide = blackAndWhitePuzzle(
      [Array.from({ length: 501 }, () => 1)],
      Array.from({ length: 1001 }, (_, i) => (i % 2 === 0 ? [1] : [])),
    );
    for (const format of FORMATS.filter((f) => f.canWrite)) {
      const text = writePuzzleFile(format.id, [wide]);
      try {
        readPuzzleFile(`big.${format.extensions[0]}`, text, format.id);
        expect.unreachable(`${format.id} read a 1001-wide puzzle`);
      } catch (error) {
        expect(error).toBeInstanceOf(FormatError);
        const { line, path, reason } = error as FormatError;
        expect([format.id, reason]).toEqual([format.id, expect.stringMatching(/1001 is larger than 1000/)]);
        expect([format.id, line !== undefined || path !== undefined]).toEqual([format.id, true]);
      }
    }
  });

  it('names the file when no format fits', () => {
    expect(() => readPuzzleFile('notes.txt', 'hello there\n')).toThrow(
      /cannot tell which puzzle format "notes.txt" is in/,
    );
  });

  it('meets random edits of every good fixture with a puzzle or a FormatError, never a crash', () => {
    const files = readdirSync(join(FIXTURES, 'good')).map(
      (name) => [name, fixtureText(`good/${name}`)] as const,
    );
    const alphabet = '0123456789 ,.\n\t:#"\'[]{}<>/&;=-abcXrb\\';
    let seed = 12345;
    const random = (below: number): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % below;
    };
    for (let round = 0; round < 3000; round++) {
      const [name, original] = files[random(files.length)]!;
      let text = original;
      for (let edit = random(4); edit >= 0; edit--) {
        const at = random(text.length);
        const char = alphabet[random(alphabet.length)]!;
        const kind = random(3);
        text = text.slice(0, at) + (kind === 2 ? '' : char) + text.slice(kind === 1 ? at : at + 1);
      }
      try {
        readPuzzleFile(name, text);
      } catch (error) {
        if (!(error instanceof FormatError))
          throw new Error(`${name} after edits: ${String(error)}\n${text}`);
      }
    }
  });

  it('turns truncation anywhere in a file into an error, never a crash', () => {
    const sources = [
      'good/flag-colors.xml',
      'good/flag-colors.json',
      'good/flag-colors.non',
      'good/flag-colors.g',
      'good/flag-colors.toml',
    ];
    for (const source of sources) {
      const text = fixtureText(source);
      const name = source.replace('good/', '');
      for (let cut = 1; cut < text.length; cut += 7) {
        try {
          readPuzzleFile(name, text.slice(0, cut));
        } catch (error) {
          expect(error).toBeInstanceOf(FormatError);
        }
      }
    }
  });
});
