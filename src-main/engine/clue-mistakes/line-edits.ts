/**
 * The fixes for one mistyped line: every clue that undoes one typing mistake in it. Each fix is
 * the reverse of the mistake it names: a number typed as two ("1 1" for 11) is fixed by joining
 * the digits again, a number left out by putting one back, and so on.
 *
 * Only fixes that change the line's colour totals by exactly what the totals of the puzzle ask
 * (`required`) and that still fit the line are kept; the value of a number that was left out
 * comes from the totals too.
 */
import { minimumLength, sameClue, type Block, type LineClue } from '../puzzle.ts';
import { MISTAKE_PRIORS } from './mistake-kinds.ts';
import { changesTotalsBy } from './totals.ts';
import type { MistakeKind } from './types.ts';

export interface LineEdit {
  readonly kind: MistakeKind;
  readonly after: LineClue;
}

export function lineEdits(clue: LineClue, length: number, colors: number, required: Int32Array): LineEdit[] {
  const out = new Map<string, LineEdit>();
  const offer = (kind: MistakeKind, after: LineClue): void => {
    if (sameClue(after, clue) || minimumLength(after) > length) return;
    if (!changesTotalsBy(clue, after, required, colors)) return;
    const key = clueKey(after);
    const known = out.get(key);
    if (!known || MISTAKE_PRIORS[kind] > MISTAKE_PRIORS[known.kind]) out.set(key, { kind, after });
  };
  const k = clue.length;
  const replace = (at: number, count: number, blocks: readonly Block[]): Block[] => [
    ...clue.slice(0, at),
    ...blocks,
    ...clue.slice(at + count),
  ];

  for (let j = 0; j < k; j++) {
    const block = clue[j]!;
    for (const d of [-1, 1]) {
      if (block.length + d >= 1) offer('off-by-one', replace(j, 1, [{ ...block, length: block.length + d }]));
    }
    for (const swapped of swappedDigits(block.length)) {
      offer('swapped-digits', replace(j, 1, [{ ...block, length: swapped }]));
    }
    for (const [a, b] of digitSplits(block.length)) {
      offer(
        'merged',
        replace(j, 1, [
          { ...block, length: a },
          { ...block, length: b },
        ]),
      );
    }
    const left = clue[j - 1];
    const right = clue[j + 1];
    const repeated = (left && sameBlock(left, block)) || (right && sameBlock(right, block));
    offer(repeated ? 'doubled' : 'extra', replace(j, 1, []));
    if (right) {
      if (right.color === block.color) {
        const joined = Number(`${block.length}${right.length}`);
        offer('split', replace(j, 2, [{ ...block, length: joined }]));
      }
      if (!sameBlock(block, right)) offer('swapped-numbers', replace(j, 2, [right, block]));
    }
    for (let c = 1; c < colors; c++) {
      if (c !== block.color) offer('wrong-colour', replace(j, 1, [{ ...block, color: c }]));
    }
  }

  const dropped = droppedBlock(required, colors);
  if (dropped) for (let at = 0; at <= k; at++) offer('dropped', replace(at, 0, [dropped]));
  return [...out.values()];
}

/** The block a fix must put back: the totals miss exactly one colour, by a positive amount. */
function droppedBlock(required: Int32Array, colors: number): Block | null {
  let found: Block | null = null;
  for (let c = 1; c < colors; c++) {
    const r = required[c]!;
    if (r === 0) continue;
    if (r < 0 || found) return null;
    found = { length: r, color: c };
  }
  return found;
}

/** Numbers made by swapping two neighbouring digits of `n` (12 -> 21, 123 -> 213, 132). */
export function swappedDigits(n: number): number[] {
  const digits = String(n);
  const out: number[] = [];
  for (let i = 0; i + 1 < digits.length; i++) {
    if (digits[i] === digits[i + 1]) continue;
    const swapped = digits.slice(0, i) + digits[i + 1]! + digits[i]! + digits.slice(i + 2);
    if (swapped.startsWith('0')) continue;
    out.push(Number(swapped));
  }
  return out;
}

/** The ways to read the digits of `n` as two numbers (11 -> 1 1; 123 -> 1 23, 12 3). */
export function digitSplits(n: number): [number, number][] {
  const digits = String(n);
  const out: [number, number][] = [];
  for (let i = 1; i < digits.length; i++) {
    const a = digits.slice(0, i);
    const b = digits.slice(i);
    if (a.startsWith('0') || b.startsWith('0')) continue;
    out.push([Number(a), Number(b)]);
  }
  return out;
}

function sameBlock(a: Block, b: Block): boolean {
  return a.length === b.length && a.color === b.color;
}

export function clueKey(clue: LineClue): string {
  return clue.map((b) => `${b.length}.${b.color}`).join(',');
}
