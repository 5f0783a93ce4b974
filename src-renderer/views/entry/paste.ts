/**
 * A pasted block of clues, one line per row or column, spread over the lines from the cursor on in
 * typing order (rows then columns, or the other way round, as the book prints them).
 *
 * What the block may contain besides clue lines: blank lines (skipped), a heading line such as
 * "Rows", "Columns:", "Across" or "Down" (the following lines go to that side, from its first
 * line), and a label before a clue such as "R3:" or "Column 12:" (dropped; the order still decides
 * where the line goes). A bare number before a clue ("3. 1 2") is not taken for a label: it may be
 * part of the clue.
 */
import type { Axis, LineRef } from './entry-lines.ts';

export interface PastedLine {
  /** Set on the first line after a heading: that side starts here. */
  readonly startsSide: Axis | null;
  readonly text: string;
}

const HEADING = /^\s*(rows?|horizontal|across|left|columns?|cols?|vertical|down|top)\s*[:=]?\s*$/i;
const LABEL = /^\s*(?:r|row|c|col|column)\s*\d+\s*[:=]\s*/i;

export function pastedLines(text: string): PastedLine[] {
  const out: PastedLine[] = [];
  let pendingSide: Axis | null = null;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const heading = HEADING.exec(raw);
    if (heading) {
      pendingSide = /^(rows?|horizontal|across|left)$/i.test(heading[1]!) ? 'row' : 'column';
      continue;
    }
    const line = raw.replace(LABEL, '').trim();
    if (line === '') continue;
    out.push({ startsSide: pendingSide, text: line });
    pendingSide = null;
  }
  return out;
}

/** Whether pasted text is a block of lines rather than a piece of one line. */
export function isBlock(text: string): boolean {
  return /[\r\n]/.test(text.trim());
}

export interface PastePlan {
  readonly assignments: readonly { readonly line: LineRef; readonly text: string }[];
  /** Lines of the block that had no line left to go to. */
  readonly overflow: number;
  /** Where the cursor goes after the paste: the line after the last one filled. */
  readonly next: LineRef | null;
}

/** Spreads pasted lines over `order` (every line in typing order) from position `start` on. */
export function planPaste(lines: readonly PastedLine[], order: readonly LineRef[], start: number): PastePlan {
  const assignments: { line: LineRef; text: string }[] = [];
  let position = start;
  let overflow = 0;
  for (const pasted of lines) {
    if (pasted.startsSide !== null) {
      const first = order.findIndex((line) => line.axis === pasted.startsSide);
      if (first >= 0) position = first;
    }
    const target = order[position];
    if (!target) {
      overflow++;
      continue;
    }
    assignments.push({ line: target, text: pasted.text });
    position++;
  }
  return { assignments, overflow, next: order[Math.min(position, order.length - 1)] ?? null };
}
