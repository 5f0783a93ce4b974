/**
 * Clues as a player writes them: "5 4" for black and white, "2r 1b" for colour.
 *
 * In a colour puzzle every colour gets a one-letter key (see `colorKeys`): its own character when
 * that is a letter, else the first letter of its name, else the first free letter. A block is its
 * length followed by the key; a number without a key means the first colour after the background.
 * An empty line is written "0". The parser also accepts commas, dots, semicolons, hyphens and
 * slashes between numbers, the key before the number ("r3", as some magazines print it) and full colour names as
 * keys ("3red"), so clues copied from most sources can be typed or pasted as they are.
 */
import { MAX_SIDE, type Block, type LineClue, type PaletteColor } from './puzzle.ts';

const LETTER = /^[A-Za-z]$/;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** One distinct letter per palette entry (index 0, the background, gets ''). */
export function colorKeys(palette: readonly PaletteColor[]): string[] {
  const keys: string[] = [''];
  const taken = new Set<string>();
  for (let c = 1; c < palette.length; c++) {
    const color = palette[c]!;
    const candidates = [color.char, color.name, color.name.charAt(0).toLowerCase()];
    let key = candidates.find((k) => LETTER.test(k) && !taken.has(k));
    key ??= [...ALPHABET].find((k) => !taken.has(k)) ?? `?${c}`;
    taken.add(key);
    keys.push(key);
  }
  return keys;
}

/** "5 4" (black and white), "2r 1b" (colour), "0" for an empty line. */
export function formatClue(clue: LineClue, palette: readonly PaletteColor[]): string {
  if (clue.length === 0) return '0';
  if (palette.length <= 2) return clue.map((b) => String(b.length)).join(' ');
  const keys = colorKeys(palette);
  return clue.map((b) => `${b.length}${keys[b.color] ?? `?${b.color}`}`).join(' ');
}

/** `at` and `end`: where in the text the first wrong token is, so an editor can point at it. */
export type ClueParse =
  { readonly clue: Block[] } | { readonly error: string; readonly at?: number; readonly end?: number };

/** What may stand between two numbers: spaces or tabs, commas, dots, semicolons, hyphens, slashes. */
const TOKENS = /[^\s,.;\-/]+/g;

/**
 * Reads what `formatClue` writes, and the usual variations of it: any of the separators above,
 * a colour key after the number ("3r") or before it ("r3"), blocks written together ("3r2b").
 */
export function parseClueText(text: string, palette: readonly PaletteColor[]): ClueParse {
  const tokens = [...text.matchAll(TOKENS)].map((m) => ({ token: m[0], at: m.index }));
  if (tokens.length === 0 || (tokens.length === 1 && tokens[0]!.token === '0')) return { clue: [] };
  const keys = colorKeys(palette);
  const clue: Block[] = [];
  for (const { token, at } of tokens) {
    const fail = (error: string): ClueParse => ({ error, at, end: at + token.length });
    const pieces = token.match(/\d+|\D+/g) ?? [];
    const keyFirst = !/^\d/.test(token);
    if (keyFirst && pieces.length % 2 === 1) {
      return fail(
        pieces.length === 1
          ? `"${token}" is not a number.`
          : `"${token}": the colour ${pieces.at(-1)} has no number after it.`,
      );
    }
    for (let i = 0; i < pieces.length; i += 2) {
      const digits = keyFirst ? pieces[i + 1]! : pieces[i]!;
      const key = (keyFirst ? pieces[i] : pieces[i + 1]) ?? '';
      const length = Number(digits);
      if (length === 0) return fail('A block cannot be 0 cells long; write a single 0 for an empty line.');
      if (length > MAX_SIDE) return fail(`${digits} is longer than any line can be (at most ${MAX_SIDE}).`);
      const color = key === '' ? 1 : findColor(key, keys, palette);
      if (color === undefined) return fail(unknownColorMessage(token, key, keys, palette));
      if (color >= palette.length) return fail('This puzzle has no colour to fill blocks with.');
      clue.push({ length, color });
    }
  }
  return { clue };
}

/** The palette index a colour key or name stands for, if any. */
export function findColor(
  key: string,
  keys: readonly string[],
  palette: readonly PaletteColor[],
): number | undefined {
  const exact = keys.indexOf(key);
  if (exact > 0) return exact;
  const lower = key.toLowerCase();
  const folded = keys.flatMap((k, c) => (c > 0 && k.toLowerCase() === lower ? [c] : []));
  if (folded.length === 1) return folded[0];
  const byName = palette.findIndex((p, c) => c > 0 && p.name.toLowerCase() === lower);
  if (byName > 0) return byName;
  const byChar = palette.findIndex((p, c) => c > 0 && p.char === key);
  return byChar > 0 ? byChar : undefined;
}

function unknownColorMessage(
  token: string,
  key: string,
  keys: readonly string[],
  palette: readonly PaletteColor[],
): string {
  const known = keys
    .slice(1)
    .map((k, i) => `${k} for ${palette[i + 1]!.name}`)
    .join(', ');
  return `"${token}": this puzzle has no colour "${key}" (${known === '' ? 'it has no colours' : `use ${known}`}).`;
}
