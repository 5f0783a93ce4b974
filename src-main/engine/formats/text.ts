/**
 * Pieces every text reader shares: lines, sizes, block lengths and palettes, each checked the same
 * way so that every format rejects the same impossible things with the same words.
 */
import {
  block,
  BACKGROUND,
  MAX_COLORS,
  MAX_SIDE,
  minimumLength,
  type Block,
  type LineClue,
  type PaletteColor,
  type Puzzle,
} from '../puzzle.ts';
import { fallbackRgb } from './colors.ts';
import { FormatError } from './errors.ts';

/**
 * What ends a line for the readers: \n, \r\n and \r split lines (splitLines), and a regular
 * expression's "." stops at U+2028 and U+2029 too. A writer whose format has no escape for them
 * writes them as spaces.
 */
export const ONE_LINE_BREAKS = /\r\n|[\n\r\u2028\u2029]/g;

/**
 * The lines of a text, without a byte-order mark and without the empty "line" after a final
 * newline. Any of \n, \r\n and \r ends a line.
 */
export function splitLines(text: string): string[] {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const lines = body.split(/\r\n|\r|\n/);
  if (lines.length > 0 && lines.at(-1) === '') lines.pop();
  return lines;
}

export function isBlank(line: string): boolean {
  return line.trim() === '';
}

/** "row 3" / "column 12", 1-based, for messages that follow "line N: ". */
export function lineLabel(isRow: boolean, index: number): string {
  return `${isRow ? 'row' : 'column'} ${index + 1}`;
}

/** A width or height: a whole number from 1 to MAX_SIDE. */
export function parseSide(token: string | undefined, what: 'width' | 'height', line?: number): number {
  if (token === undefined || token === '') throw new FormatError(`the ${what} is missing`, line);
  if (!/^\d+$/.test(token)) throw new FormatError(`the ${what} "${token}" is not a whole number`, line);
  const value = Number(token);
  checkSide(value, what, line);
  return value;
}

export function checkSide(value: number, what: 'width' | 'height', line?: number): void {
  if (value < 1)
    throw new FormatError(`the ${what} is ${value}; a puzzle needs at least one row and one column`, line);
  if (value > MAX_SIDE) {
    throw new FormatError(`the ${what} ${value} is larger than ${MAX_SIDE}, the largest size handled`, line);
  }
}

/**
 * For formats that do not state the size and take it from how many clue lines there are: a clue
 * that does not fit the lines counted means the count is wrong, most likely a file cut short, so
 * the file is refused rather than read as a smaller puzzle. `line` is where the clues end.
 */
export function checkCountedSize(
  rows: readonly LineClue[],
  columns: readonly LineClue[],
  line?: number,
): void {
  const misfit = (clues: readonly LineClue[], room: number): number =>
    clues.findIndex((clue) => minimumLength(clue) > room);
  const row = misfit(rows, columns.length);
  const column = misfit(columns, rows.length);
  if (row < 0 && column < 0) return;
  const [what, index, clue, count, side] =
    row >= 0
      ? (['row', row, rows[row]!, columns.length, 'columns'] as const)
      : (['column', column, columns[column]!, rows.length, 'rows'] as const);
  throw new FormatError(
    `${what} ${index + 1} needs ${minimumLength(clue)} cells; the file gives ${count} ${side}. ` +
      'The file does not state the size, so it looks cut short (or a clue line is missing)',
    line,
  );
}

/** A block length written as digits: 1 to MAX_SIDE. `where` is e.g. "row 3". */
export function parseLength(token: string, where: string, line?: number): number {
  if (!/^\d+$/.test(token)) throw new FormatError(`${where}: "${token}" is not a whole number`, line);
  const value = Number(token);
  if (value === 0)
    throw new FormatError(`${where}: a block of length 0 (write a lone 0 for an empty line)`, line);
  if (value > MAX_SIDE)
    throw new FormatError(`${where}: a block of ${token} is longer than any line can be`, line);
  return value;
}

/**
 * A black-and-white clue: numbers separated by `separators`; empty text or a lone 0 is an empty
 * line. Every block gets colour 1.
 */
export function plainClue(raw: string, where: string, line?: number, separators: RegExp = /\s+/): Block[] {
  const text = raw.trim();
  if (text === '' || text === '0') return [];
  return text.split(separators).map((token) => block(parseLength(token, where, line), 1));
}

/**
 * `plainClue` for whitespace-separated digits without building strings on the way, for files of
 * thousands of lines; the label for messages is only made when a line needs the careful path.
 */
export function plainClueFast(raw: string, where: () => string, line: number): Block[] {
  const blocks: Block[] = [];
  let value = -1;
  for (let i = 0; i <= raw.length; i++) {
    const code = i < raw.length ? raw.charCodeAt(i) : 32;
    if (code >= 48 && code <= 57) {
      value = (value < 0 ? 0 : value * 10) + (code - 48);
      if (value > MAX_SIDE) return plainClue(raw, where(), line);
    } else if (code === 32 || code === 9) {
      if (value > 0) blocks.push(block(value, 1));
      else if (value === 0 && raw.trim() !== '0') return plainClue(raw, where(), line);
      value = -1;
    } else {
      return plainClue(raw, where(), line);
    }
  }
  return blocks;
}

export interface ColorDraft {
  readonly name: string;
  readonly char?: string;
  readonly rgb?: string;
}

/**
 * Completes a palette: the background first, then the colours; a colour without a usable
 * character or display colour gets a distinct one. Throws when there are more than MAX_COLORS.
 */
export function finishPalette(
  background: ColorDraft | undefined,
  colors: readonly ColorDraft[],
  line?: number,
): PaletteColor[] {
  if (colors.length > MAX_COLORS) {
    throw new FormatError(
      `${colors.length} colours besides the background; at most ${MAX_COLORS} are supported`,
      line,
    );
  }
  const used = new Set<string>();
  const pickChar = (draft: ColorDraft, fallback = ''): string => {
    const wanted = [draft.char, fallback, draft.name.charAt(0)];
    const free = wanted.find((c) => c !== undefined && /^[!-~]$/.test(c) && !used.has(c));
    const char =
      free ?? [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].find((c) => !used.has(c))!;
    used.add(char);
    return char;
  };
  const bg = background ?? BACKGROUND;
  const palette: PaletteColor[] = [{ name: bg.name, char: pickChar(bg, '.'), rgb: bg.rgb ?? BACKGROUND.rgb }];
  colors.forEach((draft, i) => {
    palette.push({
      name: draft.name,
      char: pickChar(draft),
      rgb: draft.rgb ?? fallbackRgb(i),
    });
  });
  return palette;
}

/** Writers of black-and-white formats refuse colour rather than drop it. */
export function requireBlackAndWhite(puzzle: Puzzle, format: string): void {
  if (puzzle.palette.length > 2) {
    throw new FormatError(
      `${format} holds only black-and-white puzzles; this one has ${puzzle.palette.length - 1} colours`,
    );
  }
}
