/**
 * The words of a trial: "Suppose row 12, column 7 is filled. Then column 7 (3 1) must leave cells
 * 8 and 9 empty, and row 12 can no longer fit its 5. So row 12, column 7 must be empty." Each link
 * is one clause: the line with its clue, what it must do, and, when one simple reason accounts for
 * it, that reason in a few words. Also the sentences for where no single trial helps.
 */
import type { LineClue, PaletteColor } from '../puzzle.ts';
import { toRanges } from './reasons.ts';
import { blockName, cellsText, clueText, lineName, listing } from './sentences.ts';
import type { Axis, RuledOutCell, SettledCell, StepReason, TrialReason } from './step.ts';

export interface LinkWording {
  readonly axis: Axis;
  readonly index: number;
  readonly clue: LineClue;
  readonly palette: readonly PaletteColor[];
}

/** "row 12, column 7". */
export function cellName(row: number, column: number): string {
  return `row ${row + 1}, column ${column + 1}`;
}

function valueWord(palette: readonly PaletteColor[], value: number): string {
  if (value === 0) return 'empty';
  if (palette.length <= 2) return 'filled';
  return palette[value]?.name ?? `colour ${value}`;
}

function lower(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** "fill cells 4 and 5 and leave cell 9 empty", "make cell 3 red", "rule out red for cell 2". */
function actionText(
  w: LinkWording,
  settled: readonly SettledCell[],
  ruledOut: readonly RuledOutCell[],
): string {
  const parts: string[] = [];
  const colours = [...new Set(settled.map((s) => s.value).filter((v) => v !== 0))].sort((a, b) => a - b);
  for (const colour of colours) {
    const cells = cellsText(toRanges(settled.filter((s) => s.value === colour).map((s) => s.cell)));
    parts.push(w.palette.length <= 2 ? `fill ${cells}` : `make ${cells} ${valueWord(w.palette, colour)}`);
  }
  const empties = settled.filter((s) => s.value === 0).map((s) => s.cell);
  if (empties.length > 0) parts.push(`leave ${cellsText(toRanges(empties))} empty`);
  const excluded = [...new Set(ruledOut.flatMap((r) => r.colors))].sort((a, b) => a - b);
  for (const colour of excluded) {
    const cells = cellsText(toRanges(ruledOut.filter((r) => r.colors.includes(colour)).map((r) => r.cell)));
    parts.push(`rule out ${valueWord(w.palette, colour)} for ${cells}`);
  }
  return listing(parts);
}

/** A few words for a link that one simple reason accounts for, or '' (the line's own wording is longer). */
function shortReason(w: LinkWording, reasons: readonly StepReason[], count: number): string {
  if (reasons.length !== 1) return '';
  const reason = reasons[0]!;
  const them = count === 1 ? 'it' : 'them';
  switch (reason.kind) {
    case 'fixed':
      if (reason.spans.length !== 1) return '';
      return `${blockName(w.clue, reason.spans[0]!.block.block, w.palette)} fits only at ${cellsText([reason.spans[0]!.within])}`;
    case 'overlap':
      if (reason.spans.length !== 1) return '';
      return `${blockName(w.clue, reason.spans[0]!.block.block, w.palette)} covers ${them} wherever it goes`;
    case 'unreachable':
      return `no block can reach ${them}`;
    case 'gap-too-small':
      return `no block fits in the gap`;
    case 'capped': {
      if (reason.runs.length !== 1) return '';
      const { run, color } = reason.runs[0]!;
      const verb = run.from === run.to ? 'makes' : 'make';
      return `the ${valueWord(w.palette, color)} ${cellsText([run])} already ${verb} a whole block`;
    }
    case 'complete':
      return 'all its blocks are in place';
    case 'general':
    case 'trial':
      return '';
  }
}

/**
 * One link as a clause: "column 7 (3 1) must leave cells 8 and 9 empty: no block can reach them",
 * or for the last one "row 12 can no longer fit its 5".
 */
export function linkSentence(
  w: LinkWording,
  settled: readonly SettledCell[],
  ruledOut: readonly RuledOutCell[],
  reasons: readonly StepReason[],
  contradiction: boolean,
): string {
  const line = lower(lineName(w.axis, w.index));
  if (contradiction) {
    const clue =
      w.clue.length === 1
        ? blockName(w.clue, 0, w.palette).replace(/^the /, '')
        : clueText(w.clue, w.palette);
    return `${line} can no longer fit its ${w.clue.length === 1 ? clue : `clue ${clue}`}`;
  }
  const why = shortReason(w, reasons, settled.length + ruledOut.length);
  return `${line} (${clueText(w.clue, w.palette)}) must ${actionText(w, settled, ruledOut)}${why ? ` (${why})` : ''}`;
}

/** A trial's words in three parts, for a screen that shows the links as a list. */
export interface TrialParts {
  /** "Suppose row 12, column 7 is filled." */
  readonly lead: string;
  /** Each link's clause, in order, as TrialLink.sentence has it. */
  readonly links: readonly string[];
  /** "So row 12, column 7 must be empty." */
  readonly conclusion: string;
}

/**
 * The parts of a trial: supposition, links, conclusion. `settledTo` is the value the cell must
 * take, or null when the trial only rules one out.
 */
export function trialParts(
  palette: readonly PaletteColor[],
  trial: TrialReason,
  settledTo: number | null,
): TrialParts {
  const cell = cellName(trial.row, trial.column);
  const conclusion =
    settledTo === null
      ? `cannot be ${valueWord(palette, trial.tried)}`
      : `must be ${valueWord(palette, settledTo)}`;
  return {
    lead: `Suppose ${cell} is ${valueWord(palette, trial.tried)}.`,
    links: trial.links.map((link) => link.sentence),
    conclusion: `So ${cell} ${conclusion}.`,
  };
}

/** The whole trial as one sentence, from the same parts the screens list. */
export function trialSentence(
  palette: readonly PaletteColor[],
  trial: TrialReason,
  settledTo: number | null,
): string {
  const { lead, links, conclusion } = trialParts(palette, trial, settledTo);
  return `${lead} Then ${listing(links)}. ${conclusion}`;
}

export const DEEPER_GUESS_SENTENCE =
  'No single row or column settles another cell, and no single cell tried either way settles one: ' +
  'the puzzle needs a deeper guess from here (try a cell and follow it through several guesses).';

/** Cells named in the "several solutions" sentence before "and N more". */
const NAMED_CELLS = 4;

/** For a puzzle known to have several solutions; `differing` are grid positions still open where two differ. */
export function severalSolutionsSentence(width: number, differing: readonly number[]): string {
  const head = 'This puzzle has more than one solution, so logic alone cannot settle the rest';
  if (differing.length === 0) return `${head}: a guess is needed from here.`;
  const named = differing.slice(0, NAMED_CELLS).map((at) => cellName(Math.floor(at / width), at % width));
  const more = differing.length - named.length;
  // Each cell's name holds a comma ("row 3, column 7"), so the cells are parted by semicolons.
  const last = more > 0 ? `${more} more ${more === 1 ? 'cell' : 'cells'}` : named.pop()!;
  const cells = named.length === 0 ? last : `${named.join('; ')} and ${last}`;
  return `${head}. Two of its solutions differ at ${cells}: choose one and carry on.`;
}
