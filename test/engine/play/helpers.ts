import { readFileSync } from 'node:fs';
import { fixturePath } from '../../fixture-path.ts';
import { BLANK, CROSS, type Marks } from '../../../src-main/engine/play/types.ts';
import type { Block, LineClue, Puzzle } from '../../../src-main/engine/puzzle.ts';
import { BLACK_AND_WHITE } from '../../../src-main/engine/puzzle.ts';

export function benchText(path: string): string {
  return readFileSync(fixturePath(path), 'utf8');
}

/** Marks written as text ('/' and spaces ignored): '.' blank, 'x' cross, '#' colour 1, 'r' colour 2, 'b' colour 3. */
const MARK_CHARS: Record<string, number> = { '.': BLANK, x: CROSS, '#': 1, r: 2, b: 3 };

export function marksOf(text: string): Marks {
  return Uint8Array.from([...text.replace(/[\s/]/g, '')], (ch) => {
    const mark = MARK_CHARS[ch];
    if (mark === undefined) throw new Error(`"${ch}" is not a mark`);
    return mark;
  });
}

export function textOf(marks: Marks, width = marks.length): string {
  const chars = Object.fromEntries(Object.entries(MARK_CHARS).map(([ch, mark]) => [mark, ch]));
  let out = '';
  marks.forEach((mark, i) => {
    if (i > 0 && i % width === 0) out += '/';
    out += chars[mark] ?? '?';
  });
  return out;
}

/** A clue written as "2 1" (colour 1) or "2r 1b" (colours 2 and 3). */
export function clueOf(text: string): LineClue {
  return text
    .split(' ')
    .filter((part) => part !== '')
    .map((part): Block => {
      const color = part.endsWith('r') ? 2 : part.endsWith('b') ? 3 : 1;
      return { length: Number.parseInt(part, 10), color };
    });
}

const THREE_COLORS = [
  ...BLACK_AND_WHITE,
  { name: 'red', char: 'r', rgb: '#ff0000' },
  { name: 'blue', char: 'b', rgb: '#0000ff' },
];

/** A one-row puzzle whose row has `clue`; the columns are whatever the tests do not look at. */
export function rowPuzzle(clue: string, width: number): Puzzle {
  return {
    width,
    height: 1,
    rows: [clueOf(clue)],
    columns: Array.from({ length: width }, () => []),
    palette: THREE_COLORS,
    meta: {},
  };
}
