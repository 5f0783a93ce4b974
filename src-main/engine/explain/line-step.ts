/**
 * One line's step: what the exact line solver settles in it, why, and in which words.
 */
import { LineSolver } from '../line-solver.ts';
import type { LineClue, PaletteColor } from '../puzzle.ts';
import { decidedValue, lineReasons, settledCells } from './reasons.ts';
import { contradictionSentence, stepSentence } from './sentences.ts';
import type { Axis, LogicStep, RuledOutCell } from './step.ts';

export interface LineInput {
  readonly axis: Axis;
  readonly index: number;
  readonly clue: LineClue;
  readonly palette: readonly PaletteColor[];
  /** The line's cells as domain masks (bit 0 for empty, bit c for colour c); not changed. */
  readonly cells: Uint32Array;
}

export type LineOutcome =
  | { readonly kind: 'step'; readonly step: LogicStep }
  /** The line solver learns nothing new in this line. */
  | { readonly kind: 'nothing' }
  | { readonly kind: 'contradiction'; readonly sentence: string };

const sharedSolver = new LineSolver();

/**
 * Explains what line logic gives in one line. `after` may pass the line solver's result when the
 * caller already has it; otherwise the line is solved here.
 */
export function explainLine(input: LineInput, after?: Uint32Array): LineOutcome {
  const { axis, index, clue, palette, cells } = input;
  let result = after;
  if (!result) {
    const copy = cells.slice();
    if (!sharedSolver.solve(clue, copy, copy.length)) {
      return { kind: 'contradiction', sentence: lineContradiction(input) };
    }
    result = copy;
  }
  const settled = settledCells(cells, result);
  const ruledOut: RuledOutCell[] = [];
  for (let i = 0; i < cells.length; i++) {
    const gone = cells[i]! & ~result[i]!;
    if (gone === 0 || decidedValue(result[i]!) >= 0) continue;
    const colors: number[] = [];
    for (let c = 0; c < 32; c++) if ((gone >>> c) & 1) colors.push(c);
    ruledOut.push({ cell: i, colors });
  }
  if (settled.length === 0 && ruledOut.length === 0) return { kind: 'nothing' };
  const reasons = lineReasons(clue, cells, settled);
  const wording = { axis, index, clue, length: cells.length, palette, before: cells };
  const sentence = stepSentence(wording, reasons, settled, ruledOut);
  return { kind: 'step', step: { axis, index, settled, ruledOut, reasons, sentence } };
}

/** The sentence for a line that no placement of its clue fits. */
export function lineContradiction(input: LineInput): string {
  const values = Array.from(input.cells, decidedValue);
  const decided = values.every((v) => v >= 0) ? values : null;
  return contradictionSentence(input.axis, input.index, input.clue, input.palette, decided);
}
