/**
 * Steve Simpson's `.non` format (his "puzzle-file format", fmt2) with the colour extension and
 * bundling of mikix's nonogram-db FORMAT.md (2015):
 *
 *   title "Dancer"          by "Jan Wolter"      copyright "..."     catalogue "webpbn.com #1"
 *   width 5                 height 10            color a #ff0000
 *   rows                    (then HEIGHT clue lines: "2,1" or, in colour, "3b,1a")
 *   columns                 (then WIDTH clue lines)
 *
 * `columns N` and `rows N` may stand for `width N` and `height N`. Clues are numbers separated by
 * commas, each with an optional colour character; `0` is an empty clue. The two descriptions
 * differ on blank lines inside a clue block (fmt2 ignores them, FORMAT.md makes them empty clues),
 * so a block is read the way that gives exactly the expected number of clues. A number without a
 * character has the default colour (black). Characters used without any `color` line get colours
 * picked by the app, as FORMAT.md allows; once `color` lines exist, an undeclared character is an
 * error rather than a guess. A `goal` image (one quoted string of every cell row by row, or
 * pbnsolve's form: `goal` and then a line per row) is read as the picture the file says solves
 * the clues: `0` (or `.`) is blank, any other character in a black-and-white puzzle is filled, and
 * in a colour one it is the colour's character. A goal that cannot be read is left out with a
 * warning; the clues are still read. Other unknown properties (`saved` images among them) are
 * ignored. Puzzles in one file are separated by a line `====`.
 * String values may be quoted and may use HTML character references.
 */
import { block, BACKGROUND, BLACK, type Grid, type LineClue, type Puzzle } from '../puzzle.ts';
import { colorKeys } from '../clue-text.ts';
import { fallbackRgb, nameOfRgb, parseRgb } from './colors.ts';
import { decodeEntities } from './entities.ts';
import { FormatError } from './errors.ts';
import { checkPuzzleCount } from './limits.ts';
import {
  finishPalette,
  isBlank,
  lineLabel,
  parseLength,
  parseSide,
  splitLines,
  type ColorDraft,
} from './text.ts';

export interface NonEntry {
  readonly puzzle: Puzzle;
  /** The goal image, in the clues' palette; unchecked against the clues. */
  readonly goal?: Grid;
}

/** The puzzles with their goal images; goals that cannot be read are left out, with a warning. */
export function readNonEntries(text: string, warnings: string[]): NonEntry[] {
  const lines = splitLines(text);
  const entries: NonEntry[] = [];
  let start = 0;
  for (let i = 0; i <= lines.length; i++) {
    if (i === lines.length || /^====\s*$/.test(lines[i]!)) {
      const chunk = lines.slice(start, i);
      if (chunk.some((l) => !isBlank(l)) || entries.length === 0) {
        checkPuzzleCount(entries.length, start + 1);
        entries.push(readOne(chunk, start, warnings));
      }
      start = i + 1;
    }
  }
  return entries;
}

/** Keywords that stand alone on a line: they end pbnsolve's multi-line goal image. */
const BLOCK_KEYS: ReadonlySet<string> = new Set(['rows', 'columns', 'goal', 'saved']);

/** A goal as written: its characters row by row, and the line it starts on. */
interface GoalText {
  readonly chars: string[];
  readonly line: number;
}

interface ClueLine {
  readonly tokens: string[];
  readonly line: number;
}

/** A block before its colour character is turned into a palette index. */
interface RawBlock {
  readonly length: number;
  readonly char: string;
}

function readOne(lines: readonly string[], offset: number, warnings: string[]): NonEntry {
  let width: number | undefined;
  let height: number | undefined;
  const meta: Record<string, string> = {};
  const notes: string[] = [];
  const declared = new Map<string, ColorDraft & { line: number }>();
  let rowLines: ClueLine[] | undefined;
  let columnLines: ClueLine[] | undefined;
  let firstLine: number | undefined;
  let goalText: GoalText | undefined;
  const lineNo = (i: number): number => offset + i + 1;

  let i = 0;
  while (i < lines.length) {
    const raw = lines[i]!.trim();
    if (raw === '' || /^\d/.test(raw)) {
      // Clue-like lines outside a block: goal images of pbnsolve's kind; nothing to read.
      i++;
      continue;
    }
    firstLine ??= lineNo(i);
    // [\s\S], not ".": a hand-written value may hold U+2028, which "." does not match.
    const match = /^(\S+)\s*([\s\S]*)$/.exec(raw)!;
    const key = match[1]!.toLowerCase();
    const value = match[2]!;
    if ((key === 'width' || key === 'height' || key === 'rows' || key === 'columns') && value !== '') {
      const side = key === 'width' || key === 'columns' ? 'width' : 'height';
      if ((side === 'width' ? width : height) !== undefined)
        throw new FormatError(`the ${side} is given twice`, lineNo(i));
      const n = parseSide(value, side, lineNo(i));
      if (side === 'width') width = n;
      else height = n;
      i++;
    } else if (key === 'rows' || key === 'columns') {
      const isRows = key === 'rows';
      const count = isRows ? height : width;
      if (count === undefined) {
        throw new FormatError(
          `"${key}" comes before the ${isRows ? 'height' : 'width'}; the size must come first`,
          lineNo(i),
        );
      }
      if ((isRows ? rowLines : columnLines) !== undefined)
        throw new FormatError(`a second "${key}" block`, lineNo(i));
      let end = i + 1;
      while (end < lines.length && (isBlank(lines[end]!) || /^\s*\d/.test(lines[end]!))) end++;
      const block = pickClueLines(lines, i + 1, end, count, key, lineNo);
      if (isRows) rowLines = block;
      else columnLines = block;
      i = end;
    } else if (key === 'color' || key === 'colour') {
      const parts = value.split(/\s+/);
      const char = parts[0] ?? '';
      if (parts.length !== 2 || [...char].length !== 1 || /[\d,]/.test(char)) {
        throw new FormatError(`expected "color <character> <#rrggbb>", found "${raw}"`, lineNo(i));
      }
      const rgb = parseRgb(parts[1]!);
      if (rgb === undefined)
        throw new FormatError(`"${parts[1]}" is not a colour such as #ff0000`, lineNo(i));
      if (declared.has(char)) throw new FormatError(`the colour "${char}" is declared twice`, lineNo(i));
      declared.set(char, { name: nameOfRgb(rgb) ?? char, char, rgb, line: lineNo(i) });
      i++;
    } else if (key === 'goal') {
      const line = lineNo(i);
      i++;
      if (value.trim() !== '')
        goalText = { chars: [...unquote(value, line, warnings).replace(/\s/g, '')], line };
      else {
        // pbnsolve's form: a line per row, each a single word, up to a blank line or a keyword.
        const chars: string[] = [];
        while (
          i < lines.length &&
          /^\S+$/.test(lines[i]!.trim()) &&
          !BLOCK_KEYS.has(lines[i]!.trim().toLowerCase())
        ) {
          chars.push(...lines[i]!.trim());
          i++;
        }
        goalText = { chars, line };
      }
    } else {
      const text = unquote(value, lineNo(i), warnings);
      if (key === 'title') meta.title = text;
      else if (key === 'by' || key === 'author') meta.author = text;
      else if (key === 'copyright') meta.copyright = text;
      else if (key === 'catalogue' || key === 'catalog') meta.source = text;
      else if (key === 'page' || key === 'number') meta[key] = text;
      else if (key === 'notes' || key === 'description') notes.push(text);
      else if (key === 'license') notes.push(`License: ${text}`);
      i++;
    }
  }
  if (width === undefined || height === undefined) {
    throw new FormatError(`no ${width === undefined ? 'width' : 'height'} line`, firstLine ?? offset + 1);
  }
  if (!rowLines || !columnLines)
    throw new FormatError(`no "${rowLines ? 'columns' : 'rows'}" block`, firstLine);
  if (notes.length > 0) meta.notes = notes.join('\n');

  // Palette: background, the default colour if used, declared colours, then colours only used.
  const order: string[] = [];
  const used = new Set<string>();
  const parse = (line: ClueLine, where: string): RawBlock[] =>
    line.tokens.map((token) => {
      const m = /^(\d+)(\D?)$/.exec(token);
      if (!m)
        throw new FormatError(
          `${where}: "${token}" is not a number with an optional colour character`,
          line.line,
        );
      used.add(m[2]!);
      return { length: parseLength(m[1]!, where, line.line), char: m[2]! };
    });
  const rowsRaw = rowLines.map((b, r) => parse(b, lineLabel(true, r)));
  const columnsRaw = columnLines.map((b, c) => parse(b, lineLabel(false, c)));
  if (used.has('')) order.push('');
  for (const char of declared.keys()) order.push(char);
  for (const char of used) {
    if (order.includes(char)) continue;
    if (declared.size > 0) {
      const at = [...rowLines, ...columnLines].find((b) => b.tokens.some((t) => t.endsWith(char)))!;
      throw new FormatError(`the colour "${char}" is used but not declared with a "color" line`, at.line);
    }
    order.push(char);
  }
  if (order.length === 0) order.push('');
  const drafts = order.map((char, n): ColorDraft =>
    char === '' ? BLACK : (declared.get(char) ?? { name: char, char, rgb: fallbackRgb(n) }),
  );
  const palette = finishPalette(BACKGROUND, drafts, firstLine);
  const resolve = (line: RawBlock[]): LineClue => line.map((b) => block(b.length, order.indexOf(b.char) + 1));
  const puzzle: Puzzle = {
    width,
    height,
    rows: rowsRaw.map(resolve),
    columns: columnsRaw.map(resolve),
    palette,
    meta,
  };
  if (!goalText) return { puzzle };
  const goal = readGoal(goalText, puzzle, order);
  if (typeof goal === 'string') {
    warnings.push(`line ${goalText.line}: the goal image was left out: ${goal}`);
    return { puzzle };
  }
  return { puzzle, goal };
}

/**
 * The goal in the palette built for the clues (`order` holds each colour's character, '' for
 * the default black), or why it cannot be read. `0` and `.` are blank; with one colour any other
 * character is filled; with several, a cell gives its colour's character, or `1` for the default.
 */
function readGoal(goal: GoalText, puzzle: Puzzle, order: readonly string[]): Grid | string {
  const expected = puzzle.width * puzzle.height;
  if (goal.chars.length !== expected) {
    return `it has ${goal.chars.length} cells; a ${puzzle.width} x ${puzzle.height} grid has ${expected}`;
  }
  const single = order.length === 1;
  const cells = new Uint8Array(expected);
  for (let i = 0; i < expected; i++) {
    const char = goal.chars[i]!;
    const color = order.indexOf(char === '1' && !order.includes('1') ? '' : char);
    if (color >= 0) cells[i] = color + 1;
    else if (char === '0' || char === '.') cells[i] = 0;
    else if (single) cells[i] = 1;
    else {
      const row = Math.floor(i / puzzle.width) + 1;
      return `row ${row} uses "${char}", which is not one of the puzzle's colour characters`;
    }
  }
  return { width: puzzle.width, height: puzzle.height, cells };
}

/** The clue lines of a block, blank lines ignored (fmt2) or taken as empty clues (FORMAT.md). */
function pickClueLines(
  lines: readonly string[],
  from: number,
  to: number,
  count: number,
  key: string,
  lineNo: (i: number) => number,
): ClueLine[] {
  const entries: { text: string; index: number }[] = [];
  for (let i = from; i < to; i++) entries.push({ text: lines[i]!.trim(), index: i });
  const nonBlank = entries.filter((e) => e.text !== '');
  let chosen = nonBlank;
  if (nonBlank.length !== count) {
    let first = 0;
    let last = entries.length;
    while (last > first && entries[last - 1]!.text === '') last--;
    const withBlanks = entries.slice(0, last);
    while (first < last && entries[first]!.text === '') first++;
    const inner = entries.slice(first, last);
    if (withBlanks.length === count) chosen = withBlanks;
    else if (inner.length === count) chosen = inner;
    else {
      const noun = key === 'rows' ? 'row' : 'column';
      const size = key === 'rows' ? 'height' : 'width';
      const at = nonBlank.length > count ? lineNo(nonBlank[count]!.index) : lineNo(Math.max(from, to - 1));
      throw new FormatError(`${nonBlank.length} ${noun} clues after "${key}"; the ${size} is ${count}`, at);
    }
  }
  return chosen.map((e) => ({
    tokens: e.text === '' || e.text === '0' ? [] : e.text.split(/\s*,\s*/),
    line: lineNo(e.index),
  }));
}

/** A property's value, without its quotes; one whose closing quote is missing is read to the end of the line, with a warning. */
function unquote(value: string, line: number, warnings: string[]): string {
  const v = value.trim();
  const quoted = v.length >= 2 && v.startsWith('"') && v.endsWith('"');
  if (v.startsWith('"') && !quoted) {
    warnings.push(
      `line ${line}: a value starts with " but does not end with one; it was read to the end of the line`,
    );
  }
  const inner = quoted ? v.slice(1, -1) : v.startsWith('"') ? v.slice(1) : v;
  return decodeEntities(inner, (ref) => ref);
}

/**
 * A value in quotes, with what the reader would take otherwise written as references: "&" and
 * the quote, and every character that ends a line for the reader (\n, \r, U+2028, U+2029).
 */
function quote(value: string): string {
  const escaped = value.replace(/[&"\n\r\u2028\u2029]/g, (c) =>
    c === '&' ? '&amp;' : c === '"' ? '&quot;' : `&#${c.charCodeAt(0)};`,
  );
  return `"${escaped}"`;
}

/** `goals[i]`, when given, is written as puzzle i's goal image. */
export function writeNon(puzzles: readonly Puzzle[], goals: readonly (Grid | undefined)[] = []): string {
  return puzzles.map((puzzle, i) => writeNonPuzzle(puzzle, goals[i])).join(NON_SEPARATOR);
}

/** What stands between two puzzles of a .non file. */
export const NON_SEPARATOR = '====\n';

export function writeNonPuzzle(puzzle: Puzzle, goal: Grid | undefined): string {
  const out: string[] = [];
  const meta = puzzle.meta;
  const property = (key: string, value: string | undefined): void => {
    if (value !== undefined && value !== '') out.push(`${key} ${quote(value)}`);
  };
  property('title', meta.title);
  property('by', meta.author);
  property('copyright', meta.copyright);
  property('catalogue', meta.source);
  property('page', meta.page);
  property('number', meta.number);
  property('notes', meta.notes);
  out.push(`width ${puzzle.width}`, `height ${puzzle.height}`);
  const colour = puzzle.palette.length > 2;
  const keys = colorKeys(puzzle.palette);
  if (colour)
    puzzle.palette.slice(1).forEach((c, i) => out.push(`color ${keys[i + 1]} ${c.rgb.toLowerCase()}`));
  const clue = (line: LineClue): string =>
    line.length === 0 ? '0' : line.map((b) => `${b.length}${colour ? keys[b.color] : ''}`).join(',');
  out.push('', 'rows', ...puzzle.rows.map(clue), '', 'columns', ...puzzle.columns.map(clue), '');
  if (goal) {
    const cellChar = (color: number): string => (color === 0 ? '0' : colour ? keys[color]! : '1');
    out.push(`goal "${Array.from(goal.cells, cellChar).join('')}"`, '');
  }
  return out.join('\n');
}
