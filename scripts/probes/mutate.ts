/**
 * Mutations of a good puzzle file, the kind a damaged download, a wrong editor or a hostile sender
 * makes: characters changed, tokens of every format dropped in, pieces cut, repeated or swapped,
 * the file cut short, and a few bombs (deep nesting, huge numbers, endless lines).
 */
import type { Random } from './random.ts';

const CHARACTERS = [
  '0',
  '1',
  '9',
  ' ',
  '\t',
  '\n',
  '\r',
  '\r\n',
  ',',
  '.',
  ':',
  '#',
  '$',
  '"',
  "'",
  '<',
  '>',
  '/',
  '&',
  ';',
  '=',
  '[',
  ']',
  '{',
  '}',
  '|',
  '-',
  'x',
  'X',
  'a',
  '\u0000',
  '\u2028',
  '\u2029',
  '\uFEFF',
  'é',
  '🧩',
];

const TOKENS = [
  '<puzzle>',
  '</puzzle>',
  '<count>',
  '</count>',
  '<line>',
  '<clues type="rows">',
  '<color name="x">zz</color>',
  '<![CDATA[',
  ']]>',
  '<!--',
  '&#0;',
  '&#x110000;',
  '&amp',
  '&nope;',
  '<!DOCTYPE x [',
  '{"rows":',
  '[[[',
  ']]]',
  '"width": 1e309',
  '"height": -1',
  '99999999999999999999',
  '0',
  '-1',
  '1001',
  '====',
  '$1',
  '$',
  ': rows',
  ': columns',
  '#d',
  '#t',
  '0:. white',
  'color a #ff0000',
  'width 5',
  'height 0',
  'rows',
  'columns',
  'goal "',
  '[clues]',
  'rows = ',
  'columns = ',
  '[colors]',
  '5x5:',
  '10x10:1.1/',
  'title "',
  '\\',
  '\u2028',
  '\r',
];

function at(text: string, random: Random): number {
  return random.int(text.length + 1);
}

const MUTATIONS: ((text: string, random: Random) => string)[] = [
  (text, random) => {
    const i = at(text, random);
    return text.slice(0, i) + random.pick(CHARACTERS) + text.slice(i + 1);
  },
  (text, random) => {
    const i = at(text, random);
    return text.slice(0, i) + random.pick(TOKENS) + text.slice(i);
  },
  (text, random) => {
    const i = at(text, random);
    return text.slice(0, i) + text.slice(i + 1 + random.int(200));
  },
  (text, random) => {
    const i = at(text, random);
    const piece = text.slice(i, i + 1 + random.int(100));
    return text.slice(0, i) + piece.repeat(2 + random.int(random.next() < 0.1 ? 20_000 : 20)) + text.slice(i);
  },
  (text, random) => text.slice(0, at(text, random)),
  (text, random) => {
    const lines = text.split('\n');
    const a = random.int(lines.length);
    const b = random.int(lines.length);
    [lines[a], lines[b]] = [lines[b]!, lines[a]!];
    return lines.join('\n');
  },
  (text, random) => {
    const i = at(text, random);
    const depth = 1000 + random.int(200_000);
    const [open, close] = random.pick([
      ['<a>', '</a>'],
      ['[', ']'],
      ['{"a":', '}'],
    ] as const);
    return (
      text.slice(0, i) + open.repeat(depth) + close.repeat(random.next() < 0.5 ? depth : 0) + text.slice(i)
    );
  },
  (text, random) => {
    const i = at(text, random);
    return text.slice(0, i) + '1 '.repeat(10_000 + random.int(200_000)) + text.slice(i);
  },
  (text, random) => text.replace(/\d+/, () => String(10 ** (1 + random.int(12)))),
];

/** One to four mutations of `text`. */
export function mutate(text: string, random: Random): string {
  let out = text;
  const count = 1 + random.int(4);
  for (let n = 0; n < count; n++) out = random.pick(MUTATIONS)(out, random);
  return out;
}
