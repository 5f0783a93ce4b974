/**
 * A single-cell trial as the screens show it: the supposition, the links as a numbered list, the
 * conclusion, and what the board marks so the player can follow it (the cell tried, ringed, and a
 * band on each line the chain names). It is built from the trial's data rather than read back
 * out of its sentence, so the list and the board cannot disagree.
 */
import type { TrialReason } from '../../../src-main/contract/play-dto.ts';
import { trialParts } from '../../../src-main/engine/explain/trial-sentences.ts';
import type { PaletteColor } from '../../../src-main/engine/puzzle.ts';

export interface ChainLine {
  readonly axis: 'row' | 'column';
  readonly index: number;
  /** The line that can no longer fit its clue: where the chain ends. */
  readonly contradiction: boolean;
}

export interface ChainLink extends ChainLine {
  /** The link as a sentence of its own: "Column 7 (3 1) must leave cells 8 and 9 empty." */
  readonly text: string;
}

export interface TrialView {
  /** "Suppose row 12, column 7 is filled." */
  readonly lead: string;
  readonly links: readonly ChainLink[];
  /** "So row 12, column 7 must be empty." */
  readonly conclusion: string;
  /** The cell tried, 0-based. */
  readonly row: number;
  readonly column: number;
}

/** What the board marks for a trial: the cell tried and each line of its chain once. */
export interface TrialMarks {
  readonly row: number;
  readonly column: number;
  readonly lines: readonly ChainLine[];
}

/**
 * The trial of a hint or a walkthrough step. `settled` is what the step settles: for a trial,
 * the tried cell alone, so its value is what the conclusion says; empty when the trial only rules
 * a colour out.
 */
export function trialView(
  palette: readonly PaletteColor[],
  trial: TrialReason,
  settled: readonly { readonly value: number }[],
): TrialView {
  const parts = trialParts(palette, trial, settled[0]?.value ?? null);
  return {
    lead: parts.lead,
    links: trial.links.map((link, i) => ({
      axis: link.axis,
      index: link.index,
      contradiction: link.contradiction,
      text: sentenceOf(parts.links[i] ?? link.sentence),
    })),
    conclusion: parts.conclusion,
    row: trial.row,
    column: trial.column,
  };
}

export function trialMarks(trial: TrialReason): TrialMarks {
  return { row: trial.row, column: trial.column, lines: chainLines(trial) };
}

/**
 * Each line the chain names, once, in the order first named. A chain may come back to a line
 * with what later links settled; it is still one band on the board, marked as the end if it is.
 */
export function chainLines(trial: TrialReason): ChainLine[] {
  const lines: ChainLine[] = [];
  for (const link of trial.links) {
    const at = lines.findIndex((line) => line.axis === link.axis && line.index === link.index);
    if (at < 0) lines.push({ axis: link.axis, index: link.index, contradiction: link.contradiction });
    else if (link.contradiction) lines[at] = { ...lines[at]!, contradiction: true };
  }
  return lines;
}

/** A link's clause as a sentence: a capital first letter and a full stop. */
export function sentenceOf(clause: string): string {
  const text = clause.trim();
  if (text === '') return text;
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/** "row 3" / "column 12": how the data attribute and the tests name a line. */
export function lineKey(line: Pick<ChainLine, 'axis' | 'index'>): string {
  return `${line.axis} ${line.index + 1}`;
}
