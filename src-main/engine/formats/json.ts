/**
 * Our own JSON form, versioned so later versions can still read old files:
 *
 *   { "format": "nonogram", "version": 1, "width": 5, "height": 10,
 *     "palette": [{ "name": "white", "char": ".", "rgb": "#ffffff" }, { "name": "black", ... }],
 *     "rows": [[2], [2, 1], ...], "columns": [...], "meta": { "title": "...", ... } }
 *
 * An optional "goal" gives the picture that solves the clues: a string per row, one palette
 * index per cell (0-9, then a-v for 10-31), as the app stores pictures. A goal that cannot be
 * used is left out with a warning, and the clues are still read.
 *
 * Palette entry 0 is the background. A block is a number (a block of colour 1, all a
 * black-and-white puzzle needs) or `[length, colour]` with the colour as a palette index; when
 * reading, the colour may also be a palette name or character. Several puzzles go in
 * `{ "format": "nonogram", "version": 1, "puzzles": [ ... ] }`.
 *
 * A document without "format" is read as the plain shape other tools write:
 * `{ "rows": [[2], [2, 1]], "columns": [...] }` with optional "width", "height" and "palette".
 * Errors name the JSON path (`rows[3][1]`); syntax errors also name the line.
 */
import { decodeGrid, encodeGrid } from '../grid-codec.ts';
import {
  block,
  BLACK_AND_WHITE,
  MAX_COLORS,
  MAX_SIDE,
  type Block,
  type Grid,
  type LineClue,
  type PaletteColor,
  type Puzzle,
  type PuzzleMeta,
} from '../puzzle.ts';
import { colorKeys, findColor } from '../clue-text.ts';
import { parseRgb } from './colors.ts';
import { FormatError } from './errors.ts';
import { MAX_PUZZLES_PER_FILE } from './limits.ts';
import { findJsonSyntaxFault } from './json-syntax.ts';
import { checkSide } from './text.ts';

export const JSON_FORMAT = 'nonogram';
export const JSON_VERSION = 1;

const META_KEYS = ['title', 'author', 'copyright', 'source', 'page', 'number', 'notes'] as const;

type Json = unknown;

function fail(path: string, message: string): never {
  throw new FormatError(message, undefined, path === '' ? '(top level)' : path);
}

function parseText(text: string): Json {
  try {
    return JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text);
  } catch {
    const fault = findJsonSyntaxFault(text.startsWith('\uFEFF') ? text.slice(1) : text);
    if (fault) throw new FormatError(`not valid JSON: ${fault.message} (column ${fault.column})`, fault.line);
    throw new FormatError('not valid JSON');
  }
}

function isObject(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface JsonEntry {
  readonly puzzle: Puzzle;
  /** The goal picture, in the puzzle's palette; unchecked against the clues. */
  readonly goal?: Grid;
}

/** The puzzles with their goal pictures; goals that cannot be used are left out, with a warning. */
export function readJsonEntries(text: string, warnings: string[]): JsonEntry[] {
  const doc = parseText(text);
  if (!isObject(doc)) fail('', 'expected a JSON object with "rows" and "columns" (or "puzzles")');
  if (doc.format !== undefined) {
    if (doc.format !== JSON_FORMAT)
      fail('format', `expected "${JSON_FORMAT}", found ${JSON.stringify(doc.format)}`);
    const version = doc.version;
    if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
      fail('version', 'expected a whole number, the version of the file format');
    }
    if (version > JSON_VERSION) {
      fail(
        'version',
        `the file is version ${version}, written by a newer version of the app; this one reads version ${JSON_VERSION}`,
      );
    }
  }
  if (doc.puzzles !== undefined) {
    if (!Array.isArray(doc.puzzles) || doc.puzzles.length === 0)
      fail('puzzles', 'expected a list of puzzles');
    const items: readonly Json[] = doc.puzzles;
    if (items.length > MAX_PUZZLES_PER_FILE) {
      fail(
        'puzzles',
        `more than ${MAX_PUZZLES_PER_FILE.toLocaleString('en')} puzzles; split the file into smaller ones`,
      );
    }
    return items.map((p, i) => readEntry(p, `puzzles[${i}]`, warnings));
  }
  return [readEntry(doc, '', warnings)];
}

function readEntry(value: Json, path: string, warnings: string[]): JsonEntry {
  const puzzle = readPuzzle(value, path);
  const goal = isObject(value) ? readGoal(value.goal, puzzle) : undefined;
  if (typeof goal !== 'string') return goal ? { puzzle, goal } : { puzzle };
  warnings.push(`${path === '' ? 'goal' : `${path}.goal`}: the goal picture was left out: ${goal}`);
  return { puzzle };
}

/** The goal picture, undefined when there is none, or why it cannot be used. */
function readGoal(value: Json, puzzle: Puzzle): Grid | string | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || !value.every((row) => typeof row === 'string'))
    return 'expected a list of rows, each a string of palette indices';
  const rows: readonly string[] = value;
  if (rows.length !== puzzle.height) return `it has ${rows.length} rows; the puzzle has ${puzzle.height}`;
  const short = rows.findIndex((row) => row.length !== puzzle.width);
  if (short >= 0)
    return `row ${short + 1} has ${rows[short]!.length} cells; the puzzle is ${puzzle.width} wide`;
  let grid: Grid;
  try {
    grid = decodeGrid(rows.join(''), puzzle.width, puzzle.height);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  const outside = grid.cells.findIndex((color) => color >= puzzle.palette.length);
  if (outside >= 0)
    return `row ${Math.floor(outside / puzzle.width) + 1} uses colour ${grid.cells[outside]}, which the palette does not have`;
  return grid;
}

function readPuzzle(value: Json, path: string): Puzzle {
  const at = (key: string): string => (path === '' ? key : `${path}.${key}`);
  if (!isObject(value)) fail(path, 'expected a puzzle object');
  const palette = readPalette(value.palette, at('palette'));
  const rows = readLines(value.rows, at('rows'), palette);
  const columns = readLines(value.columns, at('columns'), palette);
  const width = readSide(value.width, at('width'), columns.length, 'column');
  const height = readSide(value.height, at('height'), rows.length, 'row');
  return { width, height, rows, columns, palette, meta: readMeta(value.meta, at('meta')) };
}

function readSide(value: Json, path: string, lines: number, noun: string): number {
  if (value === undefined) {
    if (lines === 0) fail(path, `there are no ${noun} clues`);
    checkSide(lines, path.endsWith('width') ? 'width' : 'height');
    return lines;
  }
  if (typeof value !== 'number' || !Number.isInteger(value)) fail(path, 'expected a whole number');
  try {
    checkSide(value, path.endsWith('width') ? 'width' : 'height');
  } catch (error) {
    if (error instanceof FormatError) fail(path, error.reason);
    throw error;
  }
  if (value !== lines) fail(path, `the size is ${value} but there are ${lines} ${noun} clues`);
  return value;
}

function readPalette(value: Json, path: string): PaletteColor[] {
  if (value === undefined) return [...BLACK_AND_WHITE];
  if (!Array.isArray(value) || value.length === 0)
    fail(path, 'expected a list of colours, the background first');
  const entries: readonly Json[] = value;
  if (entries.length - 1 > MAX_COLORS) {
    fail(path, `${entries.length - 1} colours besides the background; at most ${MAX_COLORS} are supported`);
  }
  return entries.map((entry, i): PaletteColor => {
    const here = `${path}[${i}]`;
    if (!isObject(entry))
      fail(here, 'expected a colour such as {"name": "red", "char": "r", "rgb": "#ff0000"}');
    const name = entry.name;
    if (typeof name !== 'string' || name.trim() === '') fail(`${here}.name`, 'expected the colour name');
    const rgb =
      entry.rgb === undefined
        ? parseRgb(name)
        : typeof entry.rgb === 'string'
          ? parseRgb(entry.rgb)
          : undefined;
    if (rgb === undefined) fail(`${here}.rgb`, 'expected a colour such as "#ff0000"');
    const char = entry.char ?? (i === 0 ? '.' : name.charAt(0));
    if (typeof char !== 'string' || [...char].length !== 1) fail(`${here}.char`, 'expected one character');
    return { name, char, rgb };
  });
}

function readLines(value: Json, path: string, palette: readonly PaletteColor[]): LineClue[] {
  if (!Array.isArray(value)) fail(path, 'expected a list of clues, one list of blocks per line');
  const lines: readonly Json[] = value;
  const keys = colorKeys(palette);
  return lines.map((line, i) => {
    const here = `${path}[${i}]`;
    if (!Array.isArray(line)) fail(here, 'expected a list of blocks, such as [3, 1] or [[3, 1], [1, 2]]');
    const blocks: readonly Json[] = line;
    if (blocks.length === 1 && blocks[0] === 0) return [];
    return blocks.map((block, b) => readBlock(block, `${here}[${b}]`, palette, keys));
  });
}

function readBlock(
  value: Json,
  path: string,
  palette: readonly PaletteColor[],
  keys: readonly string[],
): Block {
  let length: Json = value;
  let color: Json = 1;
  if (Array.isArray(value)) {
    const pair: readonly Json[] = value;
    if (pair.length !== 2) fail(path, 'expected [length, colour]');
    [length, color] = pair;
  } else if (isObject(value)) {
    length = value.length;
    color = value.color ?? 1;
  }
  if (typeof length !== 'number' || !Number.isInteger(length) || length < 1) {
    fail(path, `expected a block length (a whole number of at least 1), found ${JSON.stringify(length)}`);
  }
  if (length > MAX_SIDE) fail(path, `a block of ${length} is longer than any line can be`);
  const index = typeof color === 'string' ? findColor(color, keys, palette) : color;
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 1 || index >= palette.length) {
    fail(path, `the colour ${JSON.stringify(color)} is not in the palette`);
  }
  return block(length, index);
}

function readMeta(value: Json, path: string): PuzzleMeta {
  if (value === undefined) return {};
  if (!isObject(value)) fail(path, 'expected an object such as {"title": "..."}');
  const meta: Record<string, string> = {};
  for (const key of META_KEYS) {
    const field = value[key];
    if (field === undefined || field === null) continue;
    if (typeof field === 'number') meta[key] = String(field);
    else if (typeof field === 'string') meta[key] = field;
    else fail(`${path}.${key}`, 'expected text');
  }
  return meta;
}

/**
 * One puzzle as a puzzle document, several as a collection; clues one line each. `goals[i]`,
 * when given, is written as puzzle i's goal picture.
 */
export function writeJson(puzzles: readonly Puzzle[], goals: readonly (Grid | undefined)[] = []): string {
  if (puzzles.length === 1) return `{\n${puzzleBody(puzzles[0]!, goals[0], '  ', true)}\n}\n`;
  const items = puzzles.map((p, i) => jsonCollectionItem(p, goals[i]));
  return `${JSON_COLLECTION_HEAD}${items.join(JSON_COLLECTION_SEPARATOR)}${JSON_COLLECTION_TAIL}`;
}

/** A collection's parts, so a long one can be written a puzzle at a time (writeJson joins them). */
export const JSON_COLLECTION_HEAD = `{\n  "format": "${JSON_FORMAT}",\n  "version": ${JSON_VERSION},\n  "puzzles": [\n`;
export const JSON_COLLECTION_SEPARATOR = ',\n';
export const JSON_COLLECTION_TAIL = '\n  ]\n}\n';

export function jsonCollectionItem(puzzle: Puzzle, goal: Grid | undefined): string {
  return `    {\n${puzzleBody(puzzle, goal, '      ', false)}\n    }`;
}

function puzzleBody(puzzle: Puzzle, goal: Grid | undefined, indent: string, header: boolean): string {
  const plain = puzzle.palette.length <= 2;
  const clue = (line: LineClue): string =>
    JSON.stringify(plain ? line.map((b) => b.length) : line.map((b) => [b.length, b.color])).replace(
      /,/g,
      ', ',
    );
  const list = (items: string[]): string =>
    items.length === 0 ? '[]' : `[\n${items.map((s) => `${indent}  ${s}`).join(',\n')}\n${indent}]`;
  const meta: Record<string, string> = {};
  for (const key of META_KEYS) {
    const v = puzzle.meta[key];
    if (v !== undefined) meta[key] = v;
  }
  const fields: string[] = [];
  if (header) fields.push(`"format": "${JSON_FORMAT}"`, `"version": ${JSON_VERSION}`);
  fields.push(
    `"width": ${puzzle.width}`,
    `"height": ${puzzle.height}`,
    `"palette": ${list(puzzle.palette.map((c) => JSON.stringify({ name: c.name, char: c.char, rgb: c.rgb })))}`,
    `"rows": ${list(puzzle.rows.map(clue))}`,
    `"columns": ${list(puzzle.columns.map(clue))}`,
    `"meta": ${JSON.stringify(meta)}`,
  );
  if (goal) {
    const text = encodeGrid(goal);
    const rows: string[] = [];
    for (let y = 0; y < goal.height; y++)
      rows.push(JSON.stringify(text.slice(y * goal.width, (y + 1) * goal.width)));
    fields.push(`"goal": ${list(rows)}`);
  }
  return fields.map((f) => indent + f).join(',\n');
}
