/**
 * Typing mistakes made on purpose, for measuring the mistake finder: each kind the finder knows
 * how to undo, put into a correct puzzle at a random place. A seeded random source makes every
 * run of a test or benchmark inject the same mistakes.
 */
import type { Block, LineClue, Puzzle } from '../../engine/puzzle.ts';
import type { LineAxis } from '../../engine/validate.ts';
import { digitSplits, swappedDigits } from '../../engine/clue-mistakes/line-edits.ts';
import { keyboardSlips, slippedNumbers } from '../../engine/clue-mistakes/digit-slips.ts';
import type { MistakeKind } from '../../engine/clue-mistakes/types.ts';

/** The mistakes of the issue: a number off by one, two digits swapped, ... */
export const INJECTED_KINDS = [
  'off-by-one',
  'swapped-digits',
  'split',
  'merged',
  'dropped',
  'doubled',
  'line-skipped',
  'line-repeated',
  'keyboard-slip',
] as const satisfies readonly MistakeKind[];

export type InjectedKind = (typeof INJECTED_KINDS)[number];

export interface InjectedMistake {
  readonly kind: InjectedKind;
  /** The puzzle as it was typed, mistake included. */
  readonly typed: Puzzle;
  readonly axis: LineAxis;
  /** The mistyped line (for a shift, the skipped or repeated one). */
  readonly index: number;
}

interface Site {
  readonly axis: LineAxis;
  readonly index: number;
  /** The typed clues of the whole axis. */
  readonly lines: readonly LineClue[];
}

/** Puts one mistake of `kind` at a random place; null when the puzzle has no place for it. */
export function injectMistake(
  puzzle: Puzzle,
  kind: InjectedKind,
  random: () => number,
): InjectedMistake | null {
  const sites: Site[] = [];
  for (const axis of ['row', 'column'] as const) {
    const lines = axis === 'row' ? puzzle.rows : puzzle.columns;
    for (let index = 0; index < lines.length; index++) {
      for (const typed of mistypedAxis(lines, index, kind, random)) sites.push({ axis, index, lines: typed });
    }
  }
  const site = sites[Math.floor(random() * sites.length)];
  if (!site) return null;
  const typed: Puzzle =
    site.axis === 'row' ? { ...puzzle, rows: site.lines } : { ...puzzle, columns: site.lines };
  return { kind, typed, axis: site.axis, index: site.index };
}

/** Every way to make the mistake in line `index` of an axis, as the whole axis typed. */
function mistypedAxis(
  lines: readonly LineClue[],
  index: number,
  kind: InjectedKind,
  random: () => number,
): LineClue[][] {
  const n = lines.length;
  if (kind === 'line-skipped') {
    return index + 1 < n ? [[...lines.slice(0, index), ...lines.slice(index + 1), []]] : [];
  }
  if (kind === 'line-repeated') {
    return index + 1 < n
      ? [[...lines.slice(0, index + 1), lines[index]!, ...lines.slice(index + 1, n - 1)]]
      : [];
  }
  const clue = lines[index]!;
  return lineMistakes(clue, kind, random).map((typed) => lines.map((c, i) => (i === index ? typed : c)));
}

function lineMistakes(clue: LineClue, kind: InjectedKind, random: () => number): LineClue[] {
  const out: LineClue[] = [];
  const replace = (at: number, count: number, blocks: readonly Block[]): Block[] => [
    ...clue.slice(0, at),
    ...blocks,
    ...clue.slice(at + count),
  ];
  for (let j = 0; j < clue.length; j++) {
    const block = clue[j]!;
    const next = clue[j + 1];
    switch (kind) {
      case 'off-by-one': {
        const up = block.length === 1 || random() < 0.5;
        out.push(replace(j, 1, [{ ...block, length: block.length + (up ? 1 : -1) }]));
        break;
      }
      case 'swapped-digits':
        for (const length of swappedDigits(block.length)) out.push(replace(j, 1, [{ ...block, length }]));
        break;
      case 'split':
        for (const [a, b] of digitSplits(block.length)) {
          out.push(
            replace(j, 1, [
              { ...block, length: a },
              { ...block, length: b },
            ]),
          );
        }
        break;
      case 'merged':
        if (next && next.color === block.color) {
          out.push(replace(j, 2, [{ ...block, length: Number(`${block.length}${next.length}`) }]));
        }
        break;
      case 'dropped':
        out.push(replace(j, 1, []));
        break;
      case 'doubled':
        out.push(replace(j, 1, [block, block]));
        break;
      case 'keyboard-slip': {
        // One digit hits a neighbouring key, the nearer keys the likelier (digit-slips.ts).
        const slips = slippedNumbers(block.length, keyboardSlips);
        let pick = random() * slips.reduce((sum, s) => sum + s.weight, 0);
        const slip = slips.find((s) => (pick -= s.weight) < 0) ?? slips[slips.length - 1];
        if (slip) out.push(replace(j, 1, [{ ...block, length: slip.value }]));
        break;
      }
      default:
        break;
    }
  }
  return out;
}
