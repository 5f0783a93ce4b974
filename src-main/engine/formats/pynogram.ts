/**
 * The text format of the pynogram solver (read only), as its sample files describe it:
 *
 *   [colors]                       [clues]
 *   r = (red) %                    columns = 3 1, 1 1 1, '1 1 1', 1 3
 *   g = (0, 255, 0) *              rows =
 *   b = (88CC44) &                     4
 *                                      1, 4 ; comments start with ";" or "#"
 *
 * Clues are separated by commas and/or line ends; a clue may be quoted; `0` is an empty clue and
 * blank or comment lines are skipped. A block is a length with an optional colour name ("2g");
 * without one it is black. A colour is `name = (description) character`, the description an SVG
 * colour name, an `r, g, b` triple or hex digits. The clue and colour parsing is shared with the
 * nonogrid TOML reader, whose strings hold the same text.
 */
import { block, BACKGROUND, BLACK, type LineClue, type Puzzle } from '../puzzle.ts';
import { fallbackRgb, parseRgb } from './colors.ts';
import { FormatError } from './errors.ts';
import {
  checkCountedSize,
  checkSide,
  finishPalette,
  lineLabel,
  parseLength,
  splitLines,
  type ColorDraft,
} from './text.ts';

export interface SourceLine {
  readonly text: string;
  readonly line: number;
}

export interface ColorDef extends ColorDraft {
  /** The name blocks use as their suffix. */
  readonly key: string;
  readonly line: number;
}

export interface ClueItem {
  readonly blocks: readonly { readonly length: number; readonly key: string }[];
  readonly line: number;
}

export function stripComment(text: string): string {
  const at = text.search(/[#;]/);
  return at < 0 ? text : text.slice(0, at);
}

export function parseColorDef(text: string, line: number): ColorDef {
  const match = /^\s*([^\s=()]+)\s*=\s*(?:\(([^)]*)\)|([^\s()]+))\s*(\S)?\s*$/.exec(text);
  if (!match) throw new FormatError(`expected a colour such as "r = (red) %", found "${text.trim()}"`, line);
  const key = match[1]!;
  const description = (match[2] ?? match[3] ?? '').trim();
  const rgb = parseRgb(description);
  if (rgb === undefined)
    throw new FormatError(`"${description}" is not a colour name, an r, g, b triple or hex digits`, line);
  const name = /^[A-Za-z]+$/.test(description) ? description.toLowerCase() : key;
  return { key, name, char: match[4] ?? key.charAt(0), rgb, line };
}

/** The clues of a `columns` or `rows` value, comments already removed by the caller or not. */
export function parseClueItems(lines: readonly SourceLine[]): ClueItem[] {
  const items: ClueItem[] = [];
  for (const { text, line } of lines) {
    for (const piece of stripComment(text).split(',')) {
      let item = piece.trim();
      const quoted = /^(['"])(.*)\1$/.exec(item);
      if (quoted) item = quoted[2]!.trim();
      else if (item === '') continue;
      if (/['"]/.test(item)) throw new FormatError(`unbalanced quotes in "${piece.trim()}"`, line);
      items.push({ blocks: parseBlocks(item, line), line });
    }
  }
  return items;
}

function parseBlocks(item: string, line: number): ClueItem['blocks'] {
  if (item === '' || item === '0') return [];
  return item.split(/\s+/).map((token) => {
    const match = /^(\d+)(.*)$/.exec(token);
    if (!match)
      throw new FormatError(`"${token}" is not a block (a length, then a colour name if any)`, line);
    return { length: parseLength(match[1]!, `"${item}"`, line), key: match[2]! };
  });
}

/** Puts clue items and colour definitions together into a puzzle with checked colours. */
export function assemblePuzzle(
  columns: readonly ClueItem[],
  rows: readonly ClueItem[],
  colors: readonly ColorDef[],
  line: number,
): Puzzle {
  if (columns.length === 0) throw new FormatError('no column clues', line);
  if (rows.length === 0) throw new FormatError('no row clues', line);
  checkSide(columns.length, 'width', line);
  checkSide(rows.length, 'height', line);
  const seen = new Set<string>();
  for (const def of colors) {
    if (seen.has(def.key)) throw new FormatError(`the colour "${def.key}" is defined twice`, def.line);
    seen.add(def.key);
  }
  const usesDefault = [...columns, ...rows].some((item) => item.blocks.some((b) => b.key === ''));
  const order: ColorDraft[] = [];
  const keys: string[] = [];
  if (usesDefault || colors.length === 0) {
    order.push(BLACK);
    keys.push('');
  }
  for (const def of colors) {
    order.push(def.rgb === undefined ? { ...def, rgb: fallbackRgb(order.length) } : def);
    keys.push(def.key);
  }
  const palette = finishPalette(BACKGROUND, order, colors[0]?.line ?? line);
  const resolve = (items: readonly ClueItem[], isRow: boolean): LineClue[] =>
    items.map((item, index) =>
      item.blocks.map((b) => {
        const color = keys.indexOf(b.key) + 1;
        if (color === 0) {
          throw new FormatError(
            `${lineLabel(isRow, index)}: "${b.length}${b.key}" uses the colour "${b.key}", which is not defined`,
            item.line,
          );
        }
        return block(b.length, color);
      }),
    );
  // Resolve in file order, so that the first error reported is the first one in the file.
  let resolvedColumns: LineClue[] = [];
  const columnsFirst = (columns[0]?.line ?? 0) <= (rows[0]?.line ?? 0);
  if (columnsFirst) resolvedColumns = resolve(columns, false);
  const resolvedRows = resolve(rows, true);
  if (!columnsFirst) resolvedColumns = resolve(columns, false);
  checkCountedSize(resolvedRows, resolvedColumns, Math.max(rows.at(-1)!.line, columns.at(-1)!.line));
  return {
    width: columns.length,
    height: rows.length,
    rows: resolvedRows,
    columns: resolvedColumns,
    palette,
    meta: {},
  };
}

export function readPynogram(text: string): Puzzle {
  const lines = splitLines(text);
  let section = '';
  let key = '';
  const values: Record<'columns' | 'rows', SourceLine[]> = { columns: [], rows: [] };
  const found = new Set<string>();
  const colors: ColorDef[] = [];
  const comments: string[] = [];
  let clueLine = 0;
  lines.forEach((raw, i) => {
    const line = i + 1;
    const text = stripComment(raw);
    if (text.trim() === '') {
      if (section === '' && /^\s*#/.test(raw)) comments.push(raw.replace(/^\s*#\s?/, ''));
      return;
    }
    const header = /^\s*\[(\w+)\]\s*$/.exec(text);
    if (header) {
      section = header[1]!.toLowerCase();
      key = '';
      if (section !== 'clues' && section !== 'colors')
        throw new FormatError(`unknown section [${header[1]}]`, line);
      if (section === 'clues') clueLine = line;
      return;
    }
    if (section === 'colors') {
      colors.push(parseColorDef(text, line));
      return;
    }
    if (section !== 'clues')
      throw new FormatError(`"${text.trim()}" before any [clues] or [colors] section`, line);
    const assignment = /^\s*(\w+)\s*=(.*)$/.exec(text);
    if (assignment) {
      key = assignment[1]!.toLowerCase();
      if (key !== 'columns' && key !== 'rows')
        throw new FormatError(`unknown key "${assignment[1]}" in [clues]`, line);
      if (found.has(key)) throw new FormatError(`"${key}" is given twice`, line);
      found.add(key);
      values[key as 'columns' | 'rows'].push({ text: assignment[2]!, line });
      return;
    }
    if (key === '') throw new FormatError(`"${text.trim()}" before "columns =" or "rows ="`, line);
    values[key as 'columns' | 'rows'].push({ text, line });
  });
  if (clueLine === 0) throw new FormatError('no [clues] section', lines.length || 1);
  const puzzle = assemblePuzzle(
    parseClueItems(values.columns),
    parseClueItems(values.rows),
    colors,
    clueLine,
  );
  return { ...puzzle, meta: commentMeta(comments) };
}

/** Leading comments: a "source: ..." line gives the source, the rest become notes. */
export function commentMeta(comments: readonly string[]): Puzzle['meta'] {
  const meta: { source?: string; notes?: string } = {};
  const notes: string[] = [];
  for (const comment of comments) {
    const source = /^\s*source\s*:\s*(\S.*)$/i.exec(comment);
    if (source && meta.source === undefined) meta.source = source[1]!.trim();
    else notes.push(comment.trimEnd());
  }
  const text = notes.join('\n').trim();
  if (text !== '') meta.notes = text;
  return meta;
}
