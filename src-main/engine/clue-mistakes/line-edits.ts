/**
 * The fixes for one mistyped (or misread) line: every clue that undoes one mistake in it. Each fix
 * is the reverse of the mistake it names: a number typed as two ("1 1" for 11) is fixed by
 * joining the digits again, a number left out by putting one back, a digit typed with the key
 * next to it (or read as its look-alike) by the digit it stands for, and so on.
 *
 * Only fixes that change the line's colour totals by exactly what the totals of the puzzle ask
 * (`required`) and that still fit the line are kept; the value of a number that was left out
 * comes from the totals too.
 */
import { minimumLength, sameClue, type Block, type LineClue } from '../puzzle.ts';
import { keyboardSlips, lookAlikeSlips, slippedNumbers } from './digit-slips.ts';
import { MISTAKE_PRIORS, READING_PRIORS } from './mistake-kinds.ts';
import { changesTotalsBy } from './totals.ts';
import type { MistakeKind, NumberReading } from './types.ts';

export interface LineEdit {
  readonly kind: MistakeKind;
  readonly after: LineClue;
  /** The share of the kind's prior this particular fix has (a slip to one key of several). */
  readonly share: number;
  /** The number of the clue the fix changes (-1 when it puts one in). */
  readonly at: number;
}

/** How a clue came in: typed (keys can slip), or read from a photo (digits can look alike). */
export interface EditSource {
  readonly read: boolean;
  /** For a read clue: the reader's confidence and second choices, number by number. */
  readonly numbers?: readonly NumberReading[];
}

/** The second choices of the reader count like this share of a look-alike. */
const ALTERNATIVE_SHARE = 1;

export function lineEdits(
  clue: LineClue,
  length: number,
  colors: number,
  required: Int32Array,
  source: EditSource = { read: false },
): LineEdit[] {
  const priors = source.read ? READING_PRIORS : MISTAKE_PRIORS;
  const out = new Map<string, LineEdit>();
  const offer = (kind: MistakeKind, after: LineClue, at: number, share = 1): void => {
    if (priors[kind] === 0 || sameClue(after, clue) || minimumLength(after) > length) return;
    if (!changesTotalsBy(clue, after, required, colors)) return;
    const key = clueKey(after);
    const known = out.get(key);
    if (!known || priors[kind] * share > priors[known.kind] * known.share)
      out.set(key, { kind, after, share, at });
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
      if (block.length + d >= 1)
        offer('off-by-one', replace(j, 1, [{ ...block, length: block.length + d }]), j);
    }
    for (const swapped of swappedDigits(block.length)) {
      offer('swapped-digits', replace(j, 1, [{ ...block, length: swapped }]), j);
    }
    const slipKind: MistakeKind = source.read ? 'misread-digit' : 'keyboard-slip';
    for (const slip of slippedNumbers(block.length, source.read ? lookAlikeSlips : keyboardSlips)) {
      offer(slipKind, replace(j, 1, [{ ...block, length: slip.value }]), j, slip.weight);
    }
    for (const value of source.numbers?.[j]?.alternatives ?? []) {
      if (value >= 1)
        offer('misread-digit', replace(j, 1, [{ ...block, length: value }]), j, ALTERNATIVE_SHARE);
    }
    if (source.read) {
      // A digit lost (a faint 0 of a 10 taken for a speck) or one too many (a speck taken for a 1).
      for (const slip of digitLostOrAdded(block.length)) {
        offer('misread-digit', replace(j, 1, [{ ...block, length: slip.value }]), j, slip.weight);
      }
    }
    for (const [a, b] of digitSplits(block.length)) {
      offer(
        'merged',
        replace(j, 1, [
          { ...block, length: a },
          { ...block, length: b },
        ]),
        j,
      );
    }
    const left = clue[j - 1];
    const right = clue[j + 1];
    const repeated = (left && sameBlock(left, block)) || (right && sameBlock(right, block));
    offer(repeated ? 'doubled' : 'extra', replace(j, 1, []), j);
    if (right) {
      if (right.color === block.color) {
        const joined = Number(`${block.length}${right.length}`);
        offer('split', replace(j, 2, [{ ...block, length: joined }]), j);
      }
      if (!sameBlock(block, right)) offer('swapped-numbers', replace(j, 2, [right, block]), j);
    }
    for (let c = 1; c < colors; c++) {
      if (c !== block.color) offer('wrong-colour', replace(j, 1, [{ ...block, color: c }]), j);
    }
  }

  const dropped = droppedBlock(required, colors);
  if (dropped) for (let at = 0; at <= k; at++) offer('dropped', replace(at, 0, [dropped]), -1);
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

/** Share of a look-alike that a digit lost or added has, per way it can happen. */
const LOST_DIGIT_SHARE = 0.1;

/** The numbers `n` is when the reader lost one of its digits, or read one that is not there. */
function digitLostOrAdded(n: number): { value: number; weight: number }[] {
  const digits = String(n);
  const out: { value: number; weight: number }[] = [];
  for (let at = 0; at <= digits.length; at++) {
    for (let d = 0; d <= 9; d++) {
      const text = digits.slice(0, at) + String(d) + digits.slice(at);
      if (!text.startsWith('0') && text.length <= 3)
        out.push({ value: Number(text), weight: LOST_DIGIT_SHARE });
    }
  }
  if (digits.length > 1) {
    for (let at = 0; at < digits.length; at++) {
      const text = digits.slice(0, at) + digits.slice(at + 1);
      if (!text.startsWith('0')) out.push({ value: Number(text), weight: LOST_DIGIT_SHARE });
    }
  }
  return out;
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
