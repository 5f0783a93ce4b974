/**
 * The typed lines read as clues, and the checks that need no solver: a line that does not parse,
 * a clue that cannot fit its line (blocks plus the gaps between blocks of one colour), lines still
 * to type, and, once both sides are typed, row and column totals that disagree (per colour too).
 * Every finding names the line it is about, so the screen can point at it.
 *
 * A blank line is "not typed yet"; an empty line of the puzzle is typed as 0.
 */
import { parseClueText } from '../../../src-main/engine/clue-text.ts';
import {
  minimumLength,
  type Block,
  type PaletteColor,
  type Puzzle,
} from '../../../src-main/engine/puzzle.ts';
import { puzzleProblems } from '../../../src-main/engine/validate.ts';

export type Axis = 'row' | 'column';

/** The largest side and block the API takes from this screen (ENTRY_MAX_SIDE in contract-entry.ts). */
export const MAX_ENTRY_SIDE = 200;

export interface LineRef {
  readonly axis: Axis;
  readonly index: number;
}

export type LineState = 'missing' | 'error' | 'ok';

export interface EntryLine extends LineRef {
  readonly text: string;
  /** Null while the line is blank or does not parse. */
  readonly clue: readonly Block[] | null;
  readonly state: LineState;
  /** Why the line is wrong, in words. */
  readonly message: string | null;
  /** Where in the text the wrong part is, when the parser could tell. */
  readonly errorRange: { readonly start: number; readonly end: number } | null;
  /** Cells the clue fills, and cells it needs with the gaps between blocks. */
  readonly filled: number;
  readonly needed: number;
  /** Cells in the line: the puzzle's width for a row, its height for a column. */
  readonly size: number;
}

export type IssueTone = 'error' | 'warning' | 'info';

export interface EntryIssue {
  readonly tone: IssueTone;
  readonly message: string;
  /** The line to go to; absent for findings about the whole puzzle. */
  readonly line?: LineRef;
}

export interface EntryShape {
  readonly width: number;
  readonly height: number;
  readonly palette: readonly PaletteColor[];
  readonly rows: readonly string[];
  readonly columns: readonly string[];
}

export interface EntryReading {
  readonly rows: readonly EntryLine[];
  readonly columns: readonly EntryLine[];
  /** Findings for the whole entry, errors first. */
  readonly issues: readonly EntryIssue[];
  /** Every line typed and readable: the solver can check it. */
  readonly complete: boolean;
  /** The clues as typed, blank or unreadable lines as empty ones; for drawing the board. */
  readonly clues: Pick<Puzzle, 'rows' | 'columns'>;
  /** Filled cells per side, for the totals line. */
  readonly rowTotal: number;
  readonly columnTotal: number;
}

function refOf(line: LineRef): LineRef {
  return { axis: line.axis, index: line.index };
}

export function lineName(line: LineRef): string {
  return `${line.axis === 'row' ? 'Row' : 'Column'} ${line.index + 1}`;
}

export function readLine(
  text: string,
  axis: Axis,
  index: number,
  size: number,
  palette: readonly PaletteColor[],
): EntryLine {
  const base = { axis, index, text, size };
  if (text.trim() === '') {
    return { ...base, clue: null, state: 'missing', message: null, errorRange: null, filled: 0, needed: 0 };
  }
  const parsed = parseClueText(text, palette);
  if ('error' in parsed) {
    const errorRange =
      parsed.at === undefined ? null : { start: parsed.at, end: parsed.end ?? parsed.at + 1 };
    return { ...base, clue: null, state: 'error', message: parsed.error, errorRange, filled: 0, needed: 0 };
  }
  const filled = parsed.clue.reduce((sum, block) => sum + block.length, 0);
  const needed = minimumLength(parsed.clue);
  const tooLong = needed > size;
  return {
    ...base,
    clue: parsed.clue,
    state: tooLong ? 'error' : 'ok',
    message: tooLong ? tooLongMessage(filled, needed, axis, size) : null,
    errorRange: null,
    filled,
    needed,
  };
}

function tooLongMessage(filled: number, needed: number, axis: Axis, size: number): string {
  const gaps = needed - filled;
  const detail =
    gaps === 0 ? '' : ` (${filled} filled and ${gaps} ${gaps === 1 ? 'gap' : 'gaps'} between blocks)`;
  return `This clue needs ${needed} cells${detail}, but the ${axis} has only ${size}.`;
}

export function readEntry(shape: EntryShape): EntryReading {
  const { width, height, palette } = shape;
  const rows = Array.from({ length: height }, (_, i) =>
    readLine(shape.rows[i] ?? '', 'row', i, width, palette),
  );
  const columns = Array.from({ length: width }, (_, i) =>
    readLine(shape.columns[i] ?? '', 'column', i, height, palette),
  );
  const issues: EntryIssue[] = [];
  for (const line of [...rows, ...columns]) {
    if (line.state === 'error' && line.message !== null) {
      issues.push({ tone: 'error', message: `${lineName(line)}: ${line.message}`, line: refOf(line) });
    }
  }
  const missingRows = rows.filter((line) => line.state === 'missing');
  const missingColumns = columns.filter((line) => line.state === 'missing');
  // A clue too long for its line still goes to the solver (it answers "no solution", and the
  // mistake finder can then suggest the fix); only unreadable or blank lines hold the check back.
  const complete = [...rows, ...columns].every(
    (line) => line.clue !== null && line.clue.every((block) => block.length <= MAX_ENTRY_SIDE),
  );
  const clues = {
    rows: rows.map((line) => line.clue ?? []),
    columns: columns.map((line) => line.clue ?? []),
  };
  if (complete) {
    // Both sides are typed: compare what they fill, per colour too (the engine words it).
    const puzzle: Puzzle = { width, height, palette, meta: {}, ...clues };
    for (const problem of puzzleProblems(puzzle)) {
      if (problem.code === 'totals-differ' || problem.code === 'color-totals-differ') {
        issues.push({ tone: 'error', message: problem.message });
      }
    }
  }
  for (const [missing, noun, total] of [
    [missingRows, 'row', height],
    [missingColumns, 'column', width],
  ] as const) {
    const first = missing[0];
    if (!first) continue;
    issues.push({ tone: 'info', message: missingMessage(missing, noun, total), line: refOf(first) });
  }
  return {
    rows,
    columns,
    issues,
    complete,
    clues,
    rowTotal: rows.reduce((sum, line) => sum + line.filled, 0),
    columnTotal: columns.reduce((sum, line) => sum + line.filled, 0),
  };
}

/** "Rows 4, 7-30 still to type" (1-based, ranges joined). */
function missingMessage(missing: readonly EntryLine[], noun: string, total: number): string {
  if (missing.length === total) return `No ${noun}s typed yet.`;
  const ranges: string[] = [];
  let start = missing[0]!.index;
  let previous = start;
  const close = (): void => {
    ranges.push(start === previous ? `${start + 1}` : `${start + 1}–${previous + 1}`);
  };
  for (const line of missing.slice(1)) {
    if (line.index === previous + 1) {
      previous = line.index;
      continue;
    }
    close();
    start = line.index;
    previous = line.index;
  }
  close();
  const label =
    missing.length === 1
      ? noun[0]!.toUpperCase() + noun.slice(1)
      : `${noun[0]!.toUpperCase()}${noun.slice(1)}s`;
  const shown = ranges.length > 6 ? [...ranges.slice(0, 6), '…'] : ranges;
  return `${label} ${shown.join(', ')} still to type.`;
}
