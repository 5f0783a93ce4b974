/**
 * What the clues themselves say about a reading, used to choose among the classifier's second
 * choices before the mistake finder runs. Two things hold for every puzzle:
 * - a line's numbers fit its length: their sum, plus one empty cell between each two, is at most
 *   the line's length (a 15-cell row cannot hold 8 9, so one of those digits was misread);
 * - the rows and the columns shade the same cells: the numbers of all rows add up to those of
 *   all columns, colour by colour.
 * A line that cannot fit takes the likeliest set of at most two second-choice digits that makes it
 * fit. When the totals then disagree, a single second-choice digit that makes them agree is taken
 * only when it is much likelier than any other that would: totals alone cannot say which line is
 * wrong, the classifier's doubt can. The digit changed keeps the one it replaced as its second
 * choice, so the mistake finder can still try it back.
 */
import type { ReadDigit, ReadLine, ReadNumber } from './read-clues.ts';

/** Second choices less likely than this are not taken, whatever they would mend. */
const PLAUSIBLE = 0.04;
/** For the totals: how likely the best mend must be against the digit read, and against the next mend. */
const TOTALS_ODDS = 0.1;
const CLEAR_MARGIN = 4;

export interface Reading {
  readonly rows: readonly ReadLine[];
  readonly columns: readonly ReadLine[];
}

export function mendByConstraints(reading: Reading, width: number, height: number): Reading {
  const rows = reading.rows.map((line) => fitted(line, width));
  const columns = reading.columns.map((line) => fitted(line, height));
  return balanced(rows, columns, width, height);
}

/** Whether a line's numbers fit in `length` cells: blocks of one colour need a cell between them, of two colours none. */
export function fits(numbers: readonly Pick<ReadNumber, 'value' | 'color'>[], length: number): boolean {
  let room = 0;
  numbers.forEach((n, i) => {
    room += n.value + (i > 0 && numbers[i - 1]!.color === n.color ? 1 : 0);
  });
  return room <= length;
}

interface Swap {
  readonly number: number;
  readonly digit: number;
  /** How much likelier the reading gets (below 1: less likely). */
  readonly odds: number;
}

/** Each digit of a line that may be read as its second choice, with the odds of that. */
function swapsOf(line: ReadLine): Swap[] {
  const out: Swap[] = [];
  line.numbers.forEach((n, number) =>
    n.digits.forEach((d, digit) => {
      if (d.runnerUp < 0 || d.runnerUpConfidence < PLAUSIBLE) return;
      if (digit === 0 && d.runnerUp === 0) return;
      out.push({ number, digit, odds: d.runnerUpConfidence / Math.max(1e-6, d.confidence) });
    }),
  );
  return out;
}

function applySwaps(line: ReadLine, swaps: readonly Swap[]): ReadLine {
  const numbers = line.numbers.map((n, k) => {
    const mine = swaps.filter((s) => s.number === k);
    if (mine.length === 0) return n;
    const digits = n.digits.map((d, i): ReadDigit =>
      mine.some((s) => s.digit === i)
        ? {
            ...d,
            digit: d.runnerUp,
            confidence: d.runnerUpConfidence,
            runnerUp: d.digit,
            runnerUpConfidence: d.confidence,
          }
        : d,
    );
    const confidence = mine.reduce((c, s) => c * s.odds, n.confidence);
    return { ...n, digits, value: Number(digits.map((d) => d.digit).join('')), confidence };
  });
  const confidence = Math.min(line.confidence, ...numbers.map((n) => n.confidence));
  return { ...line, numbers, confidence };
}

/** The line as read if it fits; else the likeliest reading with one or two digits swapped that does. */
function fitted(line: ReadLine, length: number): ReadLine {
  if (fits(line.numbers, length)) return line;
  const swaps = swapsOf(line);
  let best: ReadLine | null = null;
  let bestOdds = 0;
  const consider = (chosen: readonly Swap[]): void => {
    const odds = chosen.reduce((o, s) => o * s.odds, 1);
    if (odds <= bestOdds) return;
    const mended = applySwaps(line, chosen);
    if (mended.numbers.some((n) => n.value === 0) || !fits(mended.numbers, length)) return;
    best = mended;
    bestOdds = odds;
  };
  swaps.forEach((a, i) => {
    consider([a]);
    for (const b of swaps.slice(i + 1)) consider([a, b]);
  });
  return best ?? line;
}

/** Shaded cells per colour: row totals less column totals. */
function difference(rows: readonly ReadLine[], columns: readonly ReadLine[]): Map<number, number> {
  const out = new Map<number, number>();
  const add = (n: ReadNumber, sign: number): void => {
    out.set(n.color, (out.get(n.color) ?? 0) + sign * n.value);
  };
  for (const line of rows) for (const n of line.numbers) add(n, 1);
  for (const line of columns) for (const n of line.numbers) add(n, -1);
  for (const [colour, d] of out) if (d === 0) out.delete(colour);
  return out;
}

function balanced(rows: ReadLine[], columns: ReadLine[], width: number, height: number): Reading {
  const off = difference(rows, columns);
  if (off.size !== 1) return { rows, columns };
  const [[colour, gap]] = [...off] as [[number, number]];
  const candidates: { axis: 'row' | 'column'; index: number; line: ReadLine; odds: number }[] = [];
  for (const [axis, lines, length] of [
    ['row', rows, width],
    ['column', columns, height],
  ] as const) {
    lines.forEach((line, index) => {
      for (const swap of swapsOf(line)) {
        const n = line.numbers[swap.number]!;
        if (n.color !== colour) continue;
        const mended = applySwaps(line, [swap]);
        const change = mended.numbers[swap.number]!.value - n.value;
        // A row's number adds to the row total, a column's to the column total.
        if ((axis === 'row' ? change : -change) !== -gap) continue;
        if (mended.numbers[swap.number]!.value === 0 || !fits(mended.numbers, length)) continue;
        candidates.push({ axis, index, line: mended, odds: swap.odds });
      }
    });
  }
  candidates.sort((a, b) => b.odds - a.odds);
  const best = candidates[0];
  const next = candidates[1];
  if (!best || best.odds < TOTALS_ODDS || (next && best.odds < CLEAR_MARGIN * next.odds)) {
    return { rows, columns };
  }
  if (best.axis === 'row') rows[best.index] = best.line;
  else columns[best.index] = best.line;
  return { rows, columns };
}
