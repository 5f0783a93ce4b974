/**
 * The two input formats of Mirek Olšák's `grid` solver.
 *
 * `.g` (described in the header comments of its sample files, e.g. oko.g and rose.g): text before
 * the first line that starts with `#` or `:` is a free comment. A line starting `#d` opens the
 * colour declarations, `<inchar>:<outchar> <colour> <comment>`, where inchar `0` is the background
 * and `1` the default colour of blocks written without a letter; the colour is an X11 name or
 * `#rrggbb`. Each line starting with `:` opens a group of clues: rows, then columns; text after the
 * line that closes the columns is ignored. Blocks are lengths with an optional colour letter
 * ("3", "2g"); an empty line is an empty clue. Triddlers (`#t`) and triangle cells (a colour written
 * `black/orange` or `white\black`) are rejected: they are not rectangular one-cell-one-colour puzzles.
 *
 * `.mk`: the line `HEIGHT WIDTH`, the row clues, a line `#`, the column clues; numbers separated
 * by spaces, `0` or an empty line for an empty clue (as Jan Wolter's pbnsolve documents it; the
 * sample files confirm the order: every row clue fits in WIDTH cells).
 */
import {
  block,
  BLACK,
  BACKGROUND,
  type Block,
  type LineClue,
  type Puzzle,
  type PuzzleMeta,
} from '../puzzle.ts';
import { colorKeys } from '../clue-text.ts';
import { fallbackRgb, parseRgb, rgbOfName } from './colors.ts';
import { FormatError } from './errors.ts';
import {
  checkCountedSize,
  checkSide,
  finishPalette,
  isBlank,
  lineLabel,
  ONE_LINE_BREAKS,
  parseLength,
  parseSide,
  plainClue,
  requireBlackAndWhite,
  splitLines,
  type ColorDraft,
} from './text.ts';

interface Declared extends ColorDraft {
  readonly key: string;
}

export function readOlsakG(text: string): Puzzle {
  const lines = splitLines(text);
  const preamble: string[] = [];
  const declared: Declared[] = [];
  let background: ColorDraft | undefined;
  let i = 0;
  let inColors = false;
  let colorsLine = 0;
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith(':')) break;
    if (inColors) {
      if (isBlank(line)) continue;
      const decl = parseDeclaration(line, i + 1);
      if (decl.key === '0') background = decl;
      else if (declared.some((d) => d.key === decl.key)) {
        throw new FormatError(`the colour letter "${decl.key}" is declared twice`, i + 1);
      } else declared.push(decl);
    } else if (line.startsWith('#')) {
      const kind = line.charAt(1).toLowerCase();
      if (kind === 't') throw new FormatError('triddlers (triangular grids) are not supported', i + 1);
      if (kind === 'd') {
        inColors = true;
        colorsLine = i + 1;
      }
    } else {
      preamble.push(line);
    }
  }
  if (i === lines.length)
    throw new FormatError('no clues: the rows must start after a line beginning with ":"', lines.length);

  // The default colour (letter 1) comes first, so unlettered blocks are palette colour 1.
  const ordered = [...declared.filter((d) => d.key === '1'), ...declared.filter((d) => d.key !== '1')];
  if (declared.length === 0) ordered.push({ key: '1', name: BLACK.name, char: BLACK.char, rgb: BLACK.rgb });
  const palette = finishPalette(background ?? BACKGROUND, ordered, colorsLine || undefined);
  const colorOf = new Map(ordered.map((d, index) => [d.key, index + 1]));

  const groups: { clues: LineClue[]; blankRun: number }[] = [];
  for (; i < lines.length && groups.length <= 2; i++) {
    const line = lines[i]!;
    if (line.startsWith(':')) {
      const open = groups.at(-1);
      if (open) open.blankRun = 0;
      groups.push({ clues: [], blankRun: 0 });
      continue;
    }
    const group = groups.at(-1)!;
    if (groups.length > 2) break;
    const isRow = groups.length === 1;
    const where = lineLabel(isRow, group.clues.length);
    group.blankRun = isBlank(line) ? group.blankRun + 1 : 0;
    group.clues.push(colorClue(line, where, i + 1, colorOf));
  }
  const [rowGroup, columnGroup] = groups;
  if (!columnGroup)
    throw new FormatError('no column clues: a line beginning with ":" must follow the rows', lines.length);
  // Blank lines at the very end of the file are not clues.
  const columns = columnGroup.clues.slice(0, columnGroup.clues.length - columnGroup.blankRun);
  const rows = rowGroup!.clues;
  checkSide(rows.length, 'height', lines.length);
  checkSide(columns.length, 'width', lines.length);
  checkCountedSize(rows, columns, lines.length);
  return { width: columns.length, height: rows.length, rows, columns, palette, meta: preambleMeta(preamble) };
}

function parseDeclaration(line: string, lineNo: number): Declared {
  const match = /^\s*(\S):(.)\s*(\S+)(?:\s+(.*))?$/.exec(line);
  if (!match) {
    throw new FormatError(`expected a colour declaration such as "r:%  red", found "${line.trim()}"`, lineNo);
  }
  const key = match[1]!;
  const outchar = match[2]!;
  const word = match[3]!;
  if (/[/\\]/.test(word))
    throw new FormatError(`the colour "${word}" is a triangle cell; triangles are not supported`, lineNo);
  if (/^\d$/.test(key) && key !== '0' && key !== '1') {
    throw new FormatError(
      `"${key}" cannot be a colour letter (digits other than 0 and 1 are reserved)`,
      lineNo,
    );
  }
  if (key === ',') throw new FormatError('"," cannot be a colour letter', lineNo);
  const rgb = parseRgb(word);
  const name = word.startsWith('#') || rgb === undefined ? (/^[01]$/.test(key) ? word : key) : word;
  const char = /^[!-~]$/.test(outchar) ? outchar : undefined;
  return { key, name, char, rgb: rgb ?? fallbackRgb(key.charCodeAt(0)) };
}

function colorClue(
  line: string,
  where: string,
  lineNo: number,
  colorOf: ReadonlyMap<string, number>,
): Block[] {
  const text = line.trim();
  if (text === '' || text === '0') return [];
  return text.split(/[\s,]+/).map((token): Block => {
    const match = /^(\d+)(\D?)$/.exec(token);
    if (!match)
      throw new FormatError(
        `${where}: "${token}" is not a block (a length, then a colour letter if any)`,
        lineNo,
      );
    const length = parseLength(match[1]!, where, lineNo);
    const key = match[2] === '' ? '1' : match[2]!;
    const color = colorOf.get(key);
    if (color === undefined) {
      const why =
        key === '1' ? 'the file declares no default colour ("1:")' : `no colour "${key}" is declared`;
      throw new FormatError(`${where}: "${token}" has no colour: ${why}`, lineNo);
    }
    return block(length, color);
  });
}

/**
 * The comment before the clues: `Title: ...` and the like are fields, `Notes: ...` lines (as this
 * app writes them) are the notes line by line, and any other text is notes too (or the title,
 * when it is one line and no title is given).
 */
function preambleMeta(preamble: readonly string[]): PuzzleMeta {
  const meta: Record<string, string> = {};
  const notes: string[] = [];
  const rest: string[] = [];
  for (const line of preamble) {
    const field = /^\s*(title|author|copyright|source|page|number)\s*:\s*([\s\S]*)$/i.exec(line);
    const note = /^Notes: ?([\s\S]*)$/.exec(line);
    if (note) notes.push(note[1]!);
    else if (field && field[2]!.trim() !== '') meta[field[1]!.toLowerCase()] = field[2]!.trim();
    else rest.push(line);
  }
  const text = rest.join('\n').trim();
  if (text !== '' && !text.includes('\n') && meta.title === undefined && notes.length === 0)
    meta.title = text;
  else if (text !== '') notes.push(text);
  if (notes.join('').trim() !== '') meta.notes = notes.join('\n');
  return meta;
}

export function writeOlsakG(puzzle: Puzzle): string {
  const out: string[] = [];
  const meta = puzzle.meta;
  const fields: [string, string | undefined][] = [
    ['Title', meta.title],
    ['Author', meta.author],
    ['Copyright', meta.copyright],
    ['Source', meta.source],
    ['Page', meta.page],
    ['Number', meta.number],
  ];
  for (const [label, value] of fields) if (value) out.push(`${label}: ${oneLine(value)}`);
  // Each line of the notes is marked, so none is taken for a field, a colour list or the clues.
  if (meta.notes) out.push(...meta.notes.split(ONE_LINE_BREAKS).map((line) => `Notes: ${line}`));
  const [bg, ...colors] = puzzle.palette;
  const plain =
    colors.length === 1 &&
    colors[0]!.rgb.toLowerCase() === BLACK.rgb &&
    bg!.rgb.toLowerCase() === BACKGROUND.rgb;
  const keys = colorKeys(puzzle.palette).map((k, c) => (c === 1 ? '1' : k));
  if (!plain) {
    out.push('#d');
    const word = (name: string, rgb: string): string =>
      rgbOfName(name) === rgb.toLowerCase() ? name : rgb.toUpperCase();
    out.push(`   0:${bg!.char === ' ' ? '.' : bg!.char}  ${word(bg!.name, bg!.rgb)}`);
    colors.forEach((color, i) => out.push(`   ${keys[i + 1]}:${color.char}  ${word(color.name, color.rgb)}`));
  }
  const clue = (line: LineClue): string =>
    line.length === 0 ? '0' : line.map((b) => `${b.length}${b.color === 1 ? '' : keys[b.color]}`).join(' ');
  out.push(': rows', ...puzzle.rows.map(clue), ': columns', ...puzzle.columns.map(clue), ': end', '');
  return out.join('\n');
}

function oneLine(text: string): string {
  return text.replace(ONE_LINE_BREAKS, ' ');
}

export function readOlsakMk(text: string): Puzzle {
  const lines = splitLines(text);
  let at = 0;
  while (at < lines.length && isBlank(lines[at]!)) at++;
  if (at === lines.length) throw new FormatError('the file is empty', 1);
  const header = lines[at]!.trim().split(/\s+/);
  if (header.length !== 2) {
    throw new FormatError(`expected the size as "HEIGHT WIDTH", found "${lines[at]!.trim()}"`, at + 1);
  }
  const height = parseSide(header[0], 'height', at + 1);
  const width = parseSide(header[1], 'width', at + 1);
  const rows: LineClue[] = [];
  let i = at + 1;
  for (; i < lines.length && lines[i]!.trim() !== '#'; i++) {
    if (rows.length >= height && isBlank(lines[i]!)) continue;
    if (rows.length >= height) {
      throw new FormatError(
        `more than ${height} row clues before a "#" line (the size says ${height} rows; is the "#" missing?)`,
        i + 1,
      );
    }
    rows.push(plainClue(lines[i]!, lineLabel(true, rows.length), i + 1));
  }
  if (i === lines.length)
    throw new FormatError('no "#" line between the row clues and the column clues', lines.length);
  if (rows.length < height) {
    throw new FormatError(
      `only ${rows.length} row clues before the "#" line; the size says ${height} rows`,
      i + 1,
    );
  }
  const columns: LineClue[] = [];
  for (i++; i < lines.length; i++) {
    if (columns.length >= width) {
      if (isBlank(lines[i]!)) continue;
      throw new FormatError(`extra text after the ${width} column clues: "${lines[i]!.trim()}"`, i + 1);
    }
    columns.push(plainClue(lines[i]!, lineLabel(false, columns.length), i + 1));
  }
  if (columns.length < width) {
    throw new FormatError(`the file ends after ${columns.length} of the ${width} column clues`, lines.length);
  }
  return { width, height, rows, columns, palette: [BACKGROUND, BLACK], meta: {} };
}

export function writeOlsakMk(puzzle: Puzzle): string {
  requireBlackAndWhite(puzzle, 'The .mk format');
  const line = (clue: LineClue): string => (clue.length === 0 ? '0' : clue.map((b) => b.length).join(' '));
  return [
    `${puzzle.height} ${puzzle.width}`,
    ...puzzle.rows.map(line),
    '#',
    ...puzzle.columns.map(line),
    '',
  ].join('\n');
}
