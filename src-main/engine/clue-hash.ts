/**
 * A puzzle's identity for finding duplicates: a 64-bit FNV-1a hash of a canonical text of its clues.
 *
 * Two puzzles are the same puzzle when they have the same size and the same clues, and the same
 * blocks share a colour. The palette itself does not count: names, display colours, unused
 * entries and the order of the entries may all differ. So colours are renumbered in the order
 * they first appear (rows top to bottom, then columns left to right, blocks in reading order)
 * before the text is built. A puzzle typed in from a book with "red" and "blue" and the same one
 * read from a file with "r" and "b" listed the other way round hash alike; a black-and-white
 * puzzle and the same clues drawn in dark blue do too, which is what a collector means by
 * "I already have this one".
 *
 * Example: a 2x1 puzzle with rows [2 colour 3] and columns [1 colour 3][1 colour 3] has the
 * canonical text `v1;2x1;r:2.1;c:1.1/1.1` whatever palette entry 3 is.
 *
 * FNV-1a (Fowler, Noll, Vo) is enough here: the hash is not a defence against crafted input,
 * it only has to spread real clue sets, and 64 bits keep an accidental clash between two
 * puzzles of a personal library below one in a billion up to millions of puzzles.
 */
import type { LineClue, Puzzle } from './puzzle.ts';

/** Bump when the canonical text changes, so stored hashes can be recomputed. */
export const CLUE_HASH_VERSION = 1;

export function canonicalClues(puzzle: Puzzle): string {
  const renumber = new Map<number, number>();
  const line = (clue: LineClue): string => {
    let text = '';
    for (let i = 0; i < clue.length; i++) {
      const block = clue[i]!;
      let color = renumber.get(block.color);
      if (color === undefined) {
        color = renumber.size + 1;
        renumber.set(block.color, color);
      }
      text += `${i === 0 ? '' : ','}${block.length}.${color}`;
    }
    return text;
  };
  const rows = puzzle.rows.map(line).join('/');
  const columns = puzzle.columns.map(line).join('/');
  return `v${CLUE_HASH_VERSION};${puzzle.width}x${puzzle.height};r:${rows};c:${columns}`;
}

/** 16 lowercase hex digits. */
export function clueHash(puzzle: Puzzle): string {
  return fnv1a64(canonicalClues(puzzle));
}

/**
 * FNV-1a with a 64-bit state kept as two 32-bit halves (BigInt would be several times slower).
 * Multiplying by the prime 2^40 + 0x1b3 is `h * 0x1b3 + (h << 40)`: the low half gets the low
 * bits of `lo * 0x1b3`, the high half its carry, `hi * 0x1b3` and `lo << 8` (from the shift by 40).
 * The text is hashed per UTF-16 code unit, which for the ASCII canonical text is per byte.
 */
export function fnv1a64(text: string): string {
  let hi = 0xcbf29ce4;
  let lo = 0x84222325;
  for (let i = 0; i < text.length; i++) {
    lo ^= text.charCodeAt(i);
    const low = (lo >>> 0) * 0x1b3;
    const carry = Math.floor(low / 0x100000000);
    hi = (Math.imul(hi, 0x1b3) + carry + (lo << 8)) >>> 0;
    lo = low >>> 0;
  }
  return hi.toString(16).padStart(8, '0') + lo.toString(16).padStart(8, '0');
}
