/**
 * The words of an explanation: short sentences in a puzzle book's manner, cells and lines numbered
 * from 1, colours named in colour puzzles ("the second red 3").
 */
import type { LineClue, PaletteColor } from '../puzzle.ts';
import { toRanges } from './reasons.ts';
import type { Axis, BlockSpan, CappedRun, CellRange, RuledOutCell, SettledCell, StepReason } from './step.ts';

/** What the sentences of one line need to know. */
export interface LineWording {
  readonly axis: Axis;
  readonly index: number;
  readonly clue: LineClue;
  readonly length: number;
  readonly palette: readonly PaletteColor[];
  /** The line's cells before the step (domain masks), to tell a block already drawn from a new one. */
  readonly before: ArrayLike<number>;
}

const ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
];

function ordinal(n: number): string {
  if (n <= ORDINALS.length) return ORDINALS[n - 1]!;
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "a", "a and b", "a, b and c". */
export function listing(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`;
}

export function lineName(axis: Axis, index: number): string {
  return `${axis === 'row' ? 'Row' : 'Column'} ${index + 1}`;
}

/** "cell 4", "cells 4 and 5", "cells 4 to 7", "cells 1 to 2, 5 and 9 to 10". */
export function cellsText(ranges: readonly CellRange[]): string {
  const only = ranges.length === 1 ? ranges[0]! : null;
  if (only && only.from === only.to) return `cell ${only.from + 1}`;
  if (only && only.to === only.from + 1) return `cells ${only.from + 1} and ${only.to + 1}`;
  const parts = ranges.map((r) => (r.from === r.to ? `${r.from + 1}` : `${r.from + 1} to ${r.to + 1}`));
  return `cells ${listing(parts)}`;
}

function isColourful(palette: readonly PaletteColor[]): boolean {
  return palette.length > 2;
}

function colorName(palette: readonly PaletteColor[], color: number): string {
  return palette[color]?.name ?? `colour ${color}`;
}

/** "3 1 2" in black and white, "red 3, blue 1" in colour; "0" for an empty clue. */
export function clueText(clue: LineClue, palette: readonly PaletteColor[]): string {
  if (clue.length === 0) return '0';
  if (!isColourful(palette)) return clue.map((b) => b.length).join(' ');
  return clue.map((b) => `${colorName(palette, b.color)} ${b.length}`).join(', ');
}

/** "the 3", "the second 3", "the red 3"; the ordinal only when the clue repeats the block. */
export function blockName(clue: LineClue, j: number, palette: readonly PaletteColor[]): string {
  const block = clue[j]!;
  const same = (b: { length: number; color: number }): boolean =>
    b.length === block.length && b.color === block.color;
  const twins = clue.filter(same).length;
  const position = clue.slice(0, j + 1).filter(same).length;
  const colour = isColourful(palette) ? `${colorName(palette, block.color)} ` : '';
  return `the ${twins > 1 ? `${ordinal(position)} ` : ''}${colour}${block.length}`;
}

function knownCellsText(range: CellRange, color: number, palette: readonly PaletteColor[]): string {
  const kind = isColourful(palette) ? colorName(palette, color) : 'filled';
  const cells = cellsText([range]);
  return `the ${kind} ${cells}`;
}

function emptyClause(cells: readonly CellRange[]): string {
  const count = cells.reduce((sum, r) => sum + r.to - r.from + 1, 0);
  return `${count === 1 ? 'it is' : 'they are'} empty`;
}

function overlapSentences(w: LineWording, spans: readonly BlockSpan[], fromClueAlone: boolean): string[] {
  const lineWord = w.axis === 'row' ? 'row' : 'column';
  const name = (s: BlockSpan): string => blockName(w.clue, s.block.block, w.palette);
  if (fromClueAlone) {
    const only = spans.length === 1 ? spans[0]! : null;
    if (only && w.clue.length === 1) {
      return [
        `${name(only)} in this ${w.length}-cell ${lineWord} covers ${cellsText([only.covers])} wherever it goes`,
      ];
    }
    const needed = w.clue.reduce(
      (sum, b, j) => sum + b.length + (j > 0 && w.clue[j - 1]!.color === b.color ? 1 : 0),
      0,
    );
    const covers = spans.map((s) => `${name(s)} covers ${cellsText([s.covers])}`);
    const where = spans.length === 1 ? 'wherever it goes' : 'wherever they go';
    return [
      `${clueText(w.clue, w.palette)} needs ${needed} of the ${w.length} cells, so ${listing(covers)} ${where}`,
    ];
  }
  return spans.map((s) => {
    const covers = cellsText([s.covers]);
    if (s.anchor) {
      const known = knownCellsText(s.anchor, s.block.color, w.palette);
      return `${name(s)} must cover ${known}, so it lies within ${cellsText([s.within])} and always covers ${covers}`;
    }
    return `given the known cells, ${name(s)} lies within ${cellsText([s.within])}, so it always covers ${covers}`;
  });
}

function fixedSentences(
  w: LineWording,
  spans: readonly BlockSpan[],
  ends: readonly number[],
  fromClueAlone: boolean,
): string[] {
  if (fromClueAlone) {
    const lineWord = w.axis === 'row' ? 'row' : 'column';
    if (w.clue.length === 1) return [`${blockName(w.clue, 0, w.palette)} fills the whole ${lineWord}`];
    const places = spans.map(
      (s) => `${blockName(w.clue, s.block.block, w.palette)} is at ${cellsText([s.within])}`,
    );
    const gaps =
      ends.length > 0 ? `, and ${cellsText(toRanges(ends))} ${ends.length === 1 ? 'is' : 'are'} empty` : '';
    return [
      `${clueText(w.clue, w.palette)} needs all ${w.length} cells of this ${lineWord}, so ${listing(places)}${gaps}`,
    ];
  }
  // A cell between two fixed blocks is mentioned once, with the first of them.
  const told = new Set<number>();
  return spans.map((s) => {
    const at = cellsText([s.within]);
    const name = blockName(w.clue, s.block.block, w.palette);
    const own = ends.filter((e) => (e === s.within.from - 1 || e === s.within.to + 1) && !told.has(e));
    for (const e of own) told.add(e);
    const tail =
      own.length > 0 ? `, so ${cellsText(toRanges(own))} ${own.length === 1 ? 'is' : 'are'} empty` : '';
    let drawn = true;
    for (let i = s.within.from; i <= s.within.to; i++) if (w.before[i] !== 1 << s.block.color) drawn = false;
    if (drawn) return `${name} at ${at} is complete${tail}`;
    if (s.anchor) {
      return `${knownCellsText(s.anchor, s.block.color, w.palette)} must belong to ${name}, which fits only at ${at}${tail}`;
    }
    return `given the known cells, ${name} fits only at ${at}${tail}`;
  });
}

/** Runs of one length and colour share a sentence: "no block that can reach the filled cells 13, 15 and 17 ...". */
function cappedSentences(w: LineWording, runs: readonly CappedRun[]): string[] {
  const groups = new Map<string, CappedRun[]>();
  for (const r of runs) {
    const key = `${r.color}:${r.run.to - r.run.from + 1}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups.values()].map((group) => {
    const first = group[0]!;
    const length = first.run.to - first.run.from + 1;
    const kind = isColourful(w.palette) ? colorName(w.palette, first.color) : 'filled';
    const known = `the ${kind} ${cellsText(group.map((g) => g.run))}`;
    const ends = group.flatMap((g) => g.ends).sort((a, b) => a - b);
    const whole = group.length === 1 ? 'it is a whole block' : 'each is a whole block';
    return `no block that can reach ${known} is longer than ${length}, so ${whole} and ${cellsText(toRanges(ends))} ${
      ends.length === 1 ? 'is' : 'are'
    } empty`;
  });
}

function reasonSentences(w: LineWording, reason: StepReason, settled: readonly SettledCell[]): string[] {
  switch (reason.kind) {
    case 'overlap':
      return overlapSentences(w, reason.spans, reason.fromClueAlone);
    case 'fixed':
      return fixedSentences(w, reason.spans, reason.ends, reason.fromClueAlone);
    case 'unreachable':
      return [`no block can reach ${cellsText(reason.cells)}, so ${emptyClause(reason.cells)}`];
    case 'gap-too-small': {
      const many = reason.gaps.length > 1;
      const gaps = `the gap${many ? 's' : ''} at ${cellsText(reason.gaps)}`;
      return [
        `${gaps} ${many ? 'are' : 'is'} too small for any block that can reach ${many ? 'them' : 'it'}, so ${
          many ? 'they stay' : 'it stays'
        } empty`,
      ];
    }
    case 'capped':
      return cappedSentences(w, reason.runs);
    case 'complete':
      if (w.clue.length === 0) return ['the clue is 0, so every cell is empty'];
      if (w.clue.length === 1)
        return [`${blockName(w.clue, 0, w.palette)} is in place, so the other cells are empty`];
      return [`all the blocks of ${clueText(w.clue, w.palette)} are in place, so the other cells are empty`];
    case 'general': {
      const cells = new Set(reason.cells);
      const text = generalSentence(
        w,
        settled.filter((s) => cells.has(s.cell)),
      );
      return [cells.size < settled.length ? `also, ${text}` : text];
    }
    case 'trial':
      // A trial step has its own sentence (trial-sentences.ts); it never reaches the line's wording.
      return [];
  }
}

/** "every way of placing 3 1 2 that fits the known cells fills cells 4 and 9 and leaves cell 7 empty". */
function generalSentence(
  w: LineWording,
  settled: readonly SettledCell[],
  ruledOut: readonly RuledOutCell[] = [],
): string {
  const head = `every way of placing ${clueText(w.clue, w.palette)} that fits the known cells`;
  const colours = [...new Set(settled.map((s) => s.value).filter((v) => v !== 0))].sort((a, b) => a - b);
  const parts: string[] = [];
  for (const color of colours) {
    const cells = cellsText(toRanges(settled.filter((s) => s.value === color).map((s) => s.cell)));
    parts.push(isColourful(w.palette) ? `makes ${cells} ${colorName(w.palette, color)}` : `fills ${cells}`);
  }
  const empties = settled.filter((s) => s.value === 0).map((s) => s.cell);
  if (empties.length > 0) parts.push(`leaves ${cellsText(toRanges(empties))} empty`);
  if (parts.length === 0) {
    const excluded = [...new Set(ruledOut.flatMap((r) => r.colors))].sort((a, b) => a - b);
    for (const color of excluded) {
      const cells = cellsText(toRanges(ruledOut.filter((r) => r.colors.includes(color)).map((r) => r.cell)));
      parts.push(`rules out ${color === 0 ? 'empty' : colorName(w.palette, color)} for ${cells}`);
    }
  }
  return `${head} ${listing(parts)}`;
}

/** The whole sentence of a step: "Row 5: the 7 in this 10-cell row covers cells 4 to 7 wherever it goes." */
export function stepSentence(
  w: LineWording,
  reasons: readonly StepReason[],
  settled: readonly SettledCell[],
  ruledOut: readonly RuledOutCell[],
): string {
  const parts =
    settled.length === 0
      ? [generalSentence(w, settled, ruledOut)]
      : reasons.flatMap((reason) => reasonSentences(w, reason, settled));
  const text = parts.map((p, i) => (i === 0 ? p : capitalize(p))).join('. ');
  return `${lineName(w.axis, w.index)}: ${text}.`;
}

/** Why a line cannot be completed: "Row 3 reads 2 2 but its clue is 3 1." or a general remark. */
export function contradictionSentence(
  axis: Axis,
  index: number,
  clue: LineClue,
  palette: readonly PaletteColor[],
  decided: readonly number[] | null,
): string {
  const name = lineName(axis, index);
  const wanted = clueText(clue, palette);
  if (decided) {
    const blocks: { length: number; color: number }[] = [];
    for (let i = 0; i < decided.length; i++) {
      const v = decided[i]!;
      if (v === 0) continue;
      const last = blocks.at(-1);
      if (last && i > 0 && decided[i - 1] === v) last.length++;
      else blocks.push({ length: 1, color: v });
    }
    const reads = blocks.length === 0 ? 'is empty' : `reads ${clueText(blocks, palette)}`;
    return `${name} ${reads} but its clue is ${wanted}.`;
  }
  return `${name} cannot match its clue ${wanted} with the cells known so far.`;
}
