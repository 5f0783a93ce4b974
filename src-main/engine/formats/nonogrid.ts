/**
 * The TOML puzzle files of the nonogrid solver (read only): a `[clues]` table whose `columns` and
 * `rows` are strings in pynogram's clue syntax (usually `"""` multi-line strings, comments inside
 * included), and an optional `[colors]` table whose `defs` is a list of pynogram colour
 * definitions. Only the TOML these files need is read: tables, `key = value`, basic and literal
 * strings (single- and multi-line), arrays of strings, comments; other values are skipped.
 */
import { FormatError } from './errors.ts';
import { assemblePuzzle, commentMeta, parseClueItems, parseColorDef, type SourceLine } from './pynogram.ts';
import type { Puzzle } from '../puzzle.ts';

type TomlValue =
  | { readonly kind: 'string'; readonly lines: SourceLine[]; readonly line: number }
  | { readonly kind: 'array'; readonly items: { text: string; line: number }[]; readonly line: number }
  | { readonly kind: 'other'; readonly line: number };

interface TomlDocument {
  readonly tables: Map<string, Map<string, TomlValue>>;
  readonly leadingComments: string[];
}

export function readNonogrid(text: string): Puzzle {
  const doc = parseToml(text);
  const clues = doc.tables.get('clues');
  if (!clues) throw new FormatError('no [clues] table', 1);
  const lines = (key: string): SourceLine[] => {
    const value = clues.get(key);
    if (!value) throw new FormatError(`[clues] has no "${key}"`, 1);
    if (value.kind === 'string') return value.lines;
    if (value.kind === 'array') return value.items;
    throw new FormatError(`"${key}" must be a string of clues`, value.line);
  };
  const columns = parseClueItems(lines('columns'));
  const rows = parseClueItems(lines('rows'));
  const defs = doc.tables.get('colors')?.get('defs');
  if (defs && defs.kind !== 'array')
    throw new FormatError('"defs" must be a list of colour strings', defs.line);
  const colors = defs ? defs.items.map((item) => parseColorDef(item.text, item.line)) : [];
  const line = clues.get('columns')!.line;
  return { ...assemblePuzzle(columns, rows, colors, line), meta: commentMeta(doc.leadingComments) };
}

function parseToml(source: string): TomlDocument {
  const text = source.startsWith('\uFEFF') ? source.slice(1) : source;
  const tables = new Map<string, Map<string, TomlValue>>([['', new Map()]]);
  const leadingComments: string[] = [];
  let current = tables.get('')!;
  let pos = 0;
  let line = 1;
  const fail = (message: string): never => {
    throw new FormatError(`malformed TOML: ${message}`, line);
  };
  const skipBlank = (newlines: boolean): void => {
    while (pos < text.length) {
      const c = text[pos]!;
      if (c === ' ' || c === '\t' || c === '\r') pos++;
      else if (c === '\n' && newlines) {
        pos++;
        line++;
      } else if (c === '#') {
        const end = text.indexOf('\n', pos);
        const comment = text.slice(pos + 1, end < 0 ? text.length : end);
        if (tables.size === 1 && current.size === 0) leadingComments.push(comment.replace(/^ /, ''));
        pos = end < 0 ? text.length : end;
      } else break;
    }
  };
  const endOfLine = (): void => {
    skipBlank(false);
    if (pos < text.length && text[pos] !== '\n') fail(`unexpected "${text[pos]}" after a value`);
  };
  const readString = (): { lines: SourceLine[]; flat: string } => {
    const startLine = line;
    const triple = text.startsWith('"""', pos) || text.startsWith("'''", pos);
    const quote = text[pos]!;
    const delimiter = triple ? quote.repeat(3) : quote;
    pos += delimiter.length;
    let firstLine = startLine;
    if (triple && text[pos] === '\n') {
      pos++;
      line++;
      firstLine++;
    } else if (triple && text.startsWith('\r\n', pos)) {
      pos += 2;
      line++;
      firstLine++;
    }
    const end = text.indexOf(delimiter, pos);
    if (end < 0) {
      line = startLine;
      fail('a string is not closed');
    }
    const raw = text.slice(pos, end);
    if (!triple && raw.includes('\n')) fail('a single-line string runs past the end of its line');
    const pieces = raw.split('\n');
    line += pieces.length - 1;
    pos = end + delimiter.length;
    const decoded = pieces.map((piece, i) => ({
      text: quote === '"' ? unescape(piece.replace(/\r$/, ''), firstLine + i) : piece.replace(/\r$/, ''),
      line: firstLine + i,
    }));
    return { lines: decoded, flat: decoded.map((d) => d.text).join('\n') };
  };
  const readValue = (): TomlValue => {
    const at = line;
    if (text[pos] === '"' || text[pos] === "'")
      return { kind: 'string', lines: readString().lines, line: at };
    if (text[pos] === '[') {
      pos++;
      const items: { text: string; line: number }[] = [];
      for (;;) {
        skipBlank(true);
        if (text[pos] === ']') {
          pos++;
          return { kind: 'array', items, line: at };
        }
        if (pos >= text.length) fail('a list is not closed with "]"');
        if (text[pos] !== '"' && text[pos] !== "'") fail('only lists of strings are supported');
        const itemLine = line;
        items.push({ text: readString().flat, line: itemLine });
        skipBlank(true);
        if (text[pos] === ',') pos++;
        else if (text[pos] !== ']') fail('expected "," or "]" in a list');
      }
    }
    const end = text.indexOf('\n', pos);
    pos = end < 0 ? text.length : end;
    return { kind: 'other', line: at };
  };

  for (;;) {
    skipBlank(true);
    if (pos >= text.length) break;
    if (text[pos] === '[') {
      const close = text.indexOf(']', pos);
      const name = close < 0 ? '' : text.slice(pos + 1, close).trim();
      if (!/^[A-Za-z0-9_.-]+$/.test(name)) fail('expected a table name such as [clues]');
      if (tables.has(name)) fail(`the table [${name}] appears twice`);
      current = new Map();
      tables.set(name, current);
      pos = close + 1;
      endOfLine();
      continue;
    }
    const key = /^([A-Za-z0-9_-]+)[ \t]*=[ \t]*/.exec(text.slice(pos, pos + 200));
    if (!key) {
      const end = text.indexOf('\n', pos);
      fail(`expected "key = value", found "${text.slice(pos, end < 0 ? text.length : end).trim()}"`);
    }
    if (current.has(key![1]!)) fail(`"${key![1]}" is given twice`);
    pos += key![0].length;
    current.set(key![1]!, readValue());
    endOfLine();
  }
  return { tables, leadingComments };
}

function unescape(text: string, line: number): string {
  return text.replace(/\\(u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|.|$)/g, (_, code: string) => {
    const simple: Record<string, string> = {
      n: '\n',
      t: '\t',
      r: '\r',
      '"': '"',
      '\\': '\\',
      b: '\b',
      f: '\f',
      '': '',
    };
    if (code in simple) return simple[code]!;
    const point = /^[uU]/.test(code) ? parseInt(code.slice(1), 16) : -1;
    if (point >= 0 && point <= 0x10ffff) return String.fromCodePoint(point);
    throw new FormatError(`malformed TOML: unknown escape "\\${code}"`, line);
  });
}
