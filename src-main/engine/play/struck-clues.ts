/**
 * Clue numbers the player has struck out, as on paper: a note that a number is dealt with, which
 * the app's own "done" greying (clue-feedback.ts) cannot always prove. They are not moves: striking
 * a number changes no cell, so undo leaves it alone and clicking the number again brings it back.
 *
 * A struck number is named by a short key, "r3.0" for the first number of row 3 (rows and columns
 * count from 0), "c10.2" for the third number of column 10. The set is stored as its keys in
 * order, separated by spaces.
 */
import type { LineClue } from '../puzzle.ts';
import type { Axis } from './lines.ts';

/** One number of one line's clue: `index` counts the clue's numbers from the first. */
export interface ClueNumber {
  readonly axis: Axis;
  readonly line: number;
  readonly index: number;
}

export interface ClueLists {
  readonly rows: readonly LineClue[];
  readonly columns: readonly LineClue[];
}

/** No number struck: a fresh attempt's set. */
export const NONE_STRUCK: ReadonlySet<string> = new Set();

const KEY = /^([rc])(\d{1,4})\.(\d{1,4})$/;

export function struckKey(number: ClueNumber): string {
  return `${number.axis === 'row' ? 'r' : 'c'}${number.line}.${number.index}`;
}

/** Whether the puzzle has that number (an empty line's lone 0 is not one you can strike). */
export function hasClueNumber(clues: ClueLists, number: ClueNumber): boolean {
  const lines = number.axis === 'row' ? clues.rows : clues.columns;
  const clue = Number.isInteger(number.line) ? lines[number.line] : undefined;
  return (
    clue !== undefined && Number.isInteger(number.index) && number.index >= 0 && number.index < clue.length
  );
}

/** The keys with `number` struck (`struck` true) or not; the set given is left as it was. */
export function withStruck(keys: ReadonlySet<string>, number: ClueNumber, struck: boolean): Set<string> {
  const next = new Set(keys);
  if (struck) next.add(struckKey(number));
  else next.delete(struckKey(number));
  return next;
}

/** Which numbers of one line are struck, or null when none are. */
export function struckInLine(
  keys: ReadonlySet<string>,
  axis: Axis,
  line: number,
  count: number,
): boolean[] | null {
  if (keys.size === 0) return null;
  let any = false;
  const struck = Array.from({ length: count }, (_, index) => {
    const hit = keys.has(struckKey({ axis, line, index }));
    any ||= hit;
    return hit;
  });
  return any ? struck : null;
}

/** The stored text: keys sorted rows first, by line, then by number, so equal sets store alike. */
export function encodeStruck(keys: ReadonlySet<string>): string {
  const numbers = [...keys].map(parseKey).filter((number) => number !== null);
  numbers.sort(
    (a, b) => (a.axis === b.axis ? 0 : a.axis === 'row' ? -1 : 1) || a.line - b.line || a.index - b.index,
  );
  return numbers.map(struckKey).join(' ');
}

/**
 * The keys in stored text, keeping only numbers the puzzle has: text from a damaged file, or
 * from an edit of the puzzle's clues, loses the numbers that no longer exist and nothing else.
 */
export function decodeStruck(text: string, clues: ClueLists): Set<string> {
  const keys = new Set<string>();
  for (const word of text.split(/\s+/)) {
    const number = parseKey(word);
    if (number !== null && hasClueNumber(clues, number)) keys.add(struckKey(number));
  }
  return keys;
}

function parseKey(key: string): ClueNumber | null {
  const match = KEY.exec(key);
  if (!match) return null;
  return { axis: match[1] === 'r' ? 'row' : 'column', line: Number(match[2]), index: Number(match[3]) };
}
