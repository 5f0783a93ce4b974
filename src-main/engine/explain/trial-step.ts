/**
 * A trial as a step: the search's finding (trial-search.ts) turned into a LogicStep of the row of
 * the cell tried, whose one reason is the trial with its links in a player's words. Callers
 * apply it like any step (domains.ts applyStep); the screens can show each link.
 */
import type { Puzzle } from '../puzzle.ts';
import type { CancelSignal } from '../solver/types.ts';
import { decidedValue, lineReasons } from './reasons.ts';
import type { LogicStep, RuledOutCell, SettledCell, TrialLink, TrialReason } from './step.ts';
import type { ChainLinkData } from './trial-chain.ts';
import { findTrial } from './trial-search.ts';
import { linkSentence, trialSentence } from './trial-sentences.ts';

/** The step a single-cell trial gives over `domains` (where no line settles anything), or null. */
export function trialStep(puzzle: Puzzle, domains: Uint32Array, signal?: CancelSignal): LogicStep | null {
  const finding = findTrial(puzzle, domains, signal);
  if (!finding) return null;
  const row = Math.floor(finding.cell / puzzle.width);
  const column = finding.cell % puzzle.width;
  const links = finding.links.map((link) => trialLink(puzzle, link));
  const value = decidedValue(finding.mask);
  const settled: SettledCell[] = value >= 0 ? [{ cell: column, value }] : [];
  const ruledOut: RuledOutCell[] = value >= 0 ? [] : [{ cell: column, colors: [finding.value] }];
  const reason: TrialReason = { kind: 'trial', row, column, tried: finding.value, links };
  const sentence = trialSentence(puzzle.palette, reason, value >= 0 ? value : null);
  return { axis: 'row', index: row, settled, ruledOut, reasons: [reason], sentence };
}

/** The trial a step rests on, or null for a line step. */
export function trialOf(step: LogicStep): TrialReason | null {
  const reason = step.reasons[0];
  return reason?.kind === 'trial' ? reason : null;
}

function trialLink(puzzle: Puzzle, link: ChainLinkData): TrialLink {
  const { height, rows, columns, palette } = puzzle;
  const axis = link.line < height ? 'row' : 'column';
  const index = link.line < height ? link.line : link.line - height;
  const clue = axis === 'row' ? rows[index]! : columns[index]!;
  const settled: SettledCell[] = [];
  const ruledOut: RuledOutCell[] = [];
  for (const { position, mask } of link.needed) {
    const value = decidedValue(mask);
    if (value >= 0) settled.push({ cell: position, value });
    else ruledOut.push({ cell: position, colors: colorsOf(link.before[position]! & ~mask) });
  }
  const reasons = settled.length > 0 ? lineReasons(clue, link.before, settled) : [];
  const wording = { axis, index, clue, palette } as const;
  const sentence = linkSentence(wording, settled, ruledOut, reasons, link.contradiction);
  return { axis, index, settled, ruledOut, contradiction: link.contradiction, sentence };
}

function colorsOf(mask: number): number[] {
  const out: number[] = [];
  for (let c = 0; c < 32; c++) if ((mask >>> c) & 1) out.push(c);
  return out;
}
