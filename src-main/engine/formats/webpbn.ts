/**
 * Jan Wolter's webpbn XML (pbn_fmt version 0.3): a `<puzzleset>` of `<puzzle type="grid">`
 * elements, each with `<color name= char=>hex</color>` declarations, `<clues type="columns">` and
 * `<clues type="rows">` made of `<line><count color="red">2</count>...</line>`, and optional
 * title, author, copyright, id, description and note. "white" and "black" exist without being
 * declared; a count without a colour has the puzzle's `defaultcolor` (black unless set), the
 * background is `backgroundcolor` (white unless set). A puzzle that gives no clues but a goal
 * image (`<solution type="goal"><image>`) gets the clues of that image. Triddlers and other
 * non-grid types are rejected.
 */
import {
  block,
  puzzleFromGrid,
  type Block,
  type Grid,
  type LineClue,
  type PaletteColor,
  type Puzzle,
  type PuzzleMeta,
} from '../puzzle.ts';
import { colorKeys } from '../clue-text.ts';
import { parseRgb } from './colors.ts';
import { escapeXml } from './entities.ts';
import { FormatError } from './errors.ts';
import { checkPuzzleCount } from './limits.ts';
import { checkSide, finishPalette, parseLength, type ColorDraft } from './text.ts';
import { scanWebpbn, type PuzzleDraft } from './webpbn-scan.ts';

export interface WebpbnEntry {
  readonly puzzle: Puzzle;
  /** The puzzle's id or title, to tell puzzles of one set apart. */
  readonly label?: string;
  /** The goal image given with the clues, in their palette: the picture the file says solves them. */
  readonly goal?: Grid;
}

const PREDEFINED: ReadonlyMap<string, ColorDraft> = new Map([
  ['white', { name: 'white', char: '.', rgb: '#ffffff' }],
  ['black', { name: 'black', char: 'X', rgb: '#000000' }],
]);

type Lookup = (name: string, line: number) => ColorDraft;

/** Goal images that cannot be used are left out, each with a line in `warnings`. */
export function readWebpbn(text: string, warnings: string[] = []): WebpbnEntry[] {
  const read: { puzzle: Puzzle; goal?: Grid }[] = [];
  const stream = scanWebpbn(
    text,
    (name, line) => {
      if (name !== 'puzzle' && name !== 'puzzleset') {
        throw new FormatError(`expected <puzzleset> as the root element, found <${name}>`, line);
      }
    },
    (draft) => {
      checkPuzzleCount(read.length, draft.line);
      read.push(readPuzzle(draft, warnings));
    },
  );
  if (stream.rootName === 'puzzleset' && stream.puzzles === 0) {
    throw new FormatError('the <puzzleset> holds no <puzzle>', stream.rootLine);
  }
  // The set's details fill in what a puzzle does not give itself (they may come after the puzzles).
  const setMeta = metaOf(stream.setMeta);
  return read.map(({ puzzle, goal }) => {
    const meta = { ...setMeta, ...puzzle.meta };
    const withMeta = entry({ ...puzzle, meta }, meta);
    return goal ? { ...withMeta, goal } : withMeta;
  });
}

function metaOf(fields: ReadonlyMap<string, readonly string[]>): PuzzleMeta {
  const field = (name: string): string | undefined => {
    const found = (fields.get(name) ?? []).filter((t) => t !== '');
    return found.length === 0 ? undefined : found.join('\n');
  };
  const notes = [field('description'), field('note')].filter((t) => t !== undefined).join('\n');
  const meta: Record<string, string> = {};
  const put = (key: keyof PuzzleMeta, value: string | undefined): void => {
    if (value !== undefined && value !== '') meta[key] = value;
  };
  put('title', field('title'));
  put('author', field('author'));
  put('copyright', field('copyright'));
  put('source', field('source'));
  put('number', field('id'));
  put('notes', notes);
  return meta;
}

/** A puzzle with only its own details (the set's are added by readWebpbn), and its goal when usable. */
function readPuzzle(draft: PuzzleDraft, warnings: string[]): { puzzle: Puzzle; goal?: Grid } {
  const type = draft.attributes.get('type') ?? 'grid';
  if (type !== 'grid') {
    throw new FormatError(
      `a puzzle of type "${type}" (only rectangular grid puzzles are supported)`,
      draft.line,
    );
  }
  const declared = readColors(draft);
  const lookup: Lookup = (name, line) => {
    const found = declared.get(name) ?? PREDEFINED.get(name);
    if (!found) throw new FormatError(`the colour "${name}" is not declared`, line);
    return found;
  };
  const background = lookup(draft.attributes.get('backgroundcolor') ?? 'white', draft.line);
  const defaultName = draft.attributes.get('defaultcolor') ?? 'black';

  // Palette order: background, default colour, the other declared colours, predefined ones used.
  const used = new Set<string>();
  for (const clues of draft.clues) {
    for (const line of clues.lines) for (const color of line.colors) used.add(color ?? defaultName);
  }
  const order: string[] = [];
  const include = (name: string): void => {
    if (name !== background.name && !order.includes(name)) order.push(name);
  };
  if (declared.has(defaultName) || used.has(defaultName)) include(defaultName);
  for (const name of declared.keys()) include(name);
  for (const name of used) if (PREDEFINED.has(name)) include(name);

  let rows: LineClue[] | undefined;
  let columns: LineClue[] | undefined;
  for (const clues of draft.clues) {
    const kind = clues.type;
    if (kind !== 'rows' && kind !== 'columns') {
      const found = JSON.stringify(kind ?? '');
      throw new FormatError(`<clues> needs type="rows" or type="columns", found ${found}`, clues.line);
    }
    if ((kind === 'rows' ? rows : columns) !== undefined) {
      throw new FormatError(`a second <clues type="${kind}">`, clues.line);
    }
    const lines = clues.lines.map((line, i) =>
      line.texts.map((text, n): Block => {
        const where = `${kind === 'rows' ? 'row' : 'column'} ${i + 1}`;
        const at = line.lines[n]!;
        const length = parseLength(text, where, at);
        const name = line.colors[n] ?? defaultName;
        if (name === background.name) {
          throw new FormatError(`${where}: a block in the background colour "${name}"`, at);
        }
        lookup(name, at);
        return block(length, order.indexOf(name) + 1);
      }),
    );
    checkSide(lines.length, kind === 'rows' ? 'height' : 'width', clues.line);
    if (kind === 'rows') rows = lines;
    else columns = lines;
  }

  const meta = metaOf(draft.meta);
  if (rows === undefined && columns === undefined) {
    const image = goalImage(draft);
    if (image) return { puzzle: { ...goalPuzzle(image, background, lookup), meta } };
  }
  if (rows === undefined || columns === undefined) {
    const missing = rows === undefined ? 'rows' : 'columns';
    throw new FormatError(`the puzzle has no <clues type="${missing}">`, draft.line);
  }
  const palette = finishPalette(
    background,
    order.map((name) => lookup(name, draft.line)),
    draft.line,
  );
  const puzzle: Puzzle = { width: columns.length, height: rows.length, rows, columns, palette, meta };
  const goal = goalOfClues(draft, puzzle, warnings);
  return goal ? { puzzle, goal } : { puzzle };
}

function readColors(draft: PuzzleDraft): Map<string, ColorDraft> {
  const declared = new Map<string, ColorDraft>();
  for (const color of draft.colors) {
    const name = color.name;
    if (name === undefined || name.trim() === '')
      throw new FormatError('a <color> without a name', color.line);
    if (declared.has(name)) throw new FormatError(`the colour "${name}" is declared twice`, color.line);
    const value = color.text.trim();
    const rgb = parseRgb(value);
    if (rgb === undefined) {
      throw new FormatError(
        `the colour "${name}" has value "${value}", not a hex colour such as ff0000`,
        color.line,
      );
    }
    declared.set(name, { name, char: color.char, rgb });
  }
  return declared;
}

function entry(puzzle: Puzzle, meta: PuzzleMeta): WebpbnEntry {
  const label = meta.number ?? meta.title;
  return label === undefined ? { puzzle } : { puzzle, label };
}

/** The goal image (`<solution type="goal"><image>`): each cell's colour name, row by row. */
interface GoalImage {
  readonly width: number;
  readonly height: number;
  readonly names: readonly string[];
  readonly line: number;
}

/** Rows of cell characters between `|` marks; undefined when the puzzle has no goal image. */
function goalImage(draft: PuzzleDraft): GoalImage | undefined {
  const image = draft.solutions.find((solution) => solution.type === 'goal')?.image;
  if (!image) return undefined;
  const byChar = new Map<string, string>([
    ['.', 'white'],
    ['X', 'black'],
  ]);
  for (const { char, name } of draft.colors) {
    if (char !== undefined && name !== undefined) byChar.set(char, name);
  }
  const rows = [...image.text.trim().matchAll(/\|([^|]*)\|/g)].map((m) => m[1]!.replace(/\s/g, ''));
  const height = rows.length;
  const width = rows[0]?.length ?? 0;
  checkSide(width, 'width', image.line);
  checkSide(height, 'height', image.line);
  const names: string[] = [];
  rows.forEach((row, y) => {
    if (row.length !== width) {
      throw new FormatError(
        `goal image row ${y + 1} has ${row.length} cells; the first row has ${width}`,
        image.line,
      );
    }
    for (const char of row) {
      const name = byChar.get(char);
      if (name === undefined)
        throw new FormatError(`goal image row ${y + 1}: no colour has the character "${char}"`, image.line);
      names.push(name);
    }
  });
  return { width, height, names, line: image.line };
}

/**
 * Clues from the goal image, for a puzzle that gives no clues. The palette holds the background
 * and the colours the image uses, in order of first use.
 */
function goalPuzzle(image: GoalImage, background: ColorDraft, lookup: Lookup): Puzzle {
  const order: string[] = [];
  const cells = Uint8Array.from(image.names, (name) => {
    if (name === background.name) return 0;
    if (!order.includes(name)) order.push(name);
    return order.indexOf(name) + 1;
  });
  const palette = finishPalette(
    background,
    order.map((name) => lookup(name, image.line)),
    image.line,
  );
  return puzzleFromGrid({ width: image.width, height: image.height, cells }, palette);
}

/**
 * The goal image of a puzzle that has clues, as a grid in the clues' palette: the picture the
 * file says solves them. Why not, when its size or a colour does not match the clues'.
 */
function goalGrid(image: GoalImage, puzzle: Puzzle): Grid | string {
  if (image.width !== puzzle.width || image.height !== puzzle.height) {
    return `it is ${image.width} x ${image.height}; the clues are ${puzzle.width} x ${puzzle.height}`;
  }
  const index = new Map(puzzle.palette.map((color, i) => [color.name, i]));
  const cells = new Uint8Array(image.names.length);
  for (let i = 0; i < cells.length; i++) {
    const color = index.get(image.names[i]!);
    if (color === undefined) return `it uses the colour "${image.names[i]}", which no clue uses`;
    cells[i] = color;
  }
  return { width: image.width, height: image.height, cells };
}

/** The goal given beside clues; one that cannot be used is left out with a warning, not the clues. */
function goalOfClues(draft: PuzzleDraft, puzzle: Puzzle, warnings: string[]): Grid | undefined {
  let line = draft.line;
  try {
    const image = goalImage(draft);
    if (!image) return undefined;
    line = image.line;
    const goal = goalGrid(image, puzzle);
    if (typeof goal !== 'string') return goal;
    warnings.push(`line ${line}: the goal image was left out: ${goal}`);
  } catch (error) {
    if (!(error instanceof FormatError)) throw error;
    warnings.push(`line ${error.line ?? line}: the goal image was left out: ${error.reason}`);
  }
  return undefined;
}

/**
 * A webpbn puzzle set; the first colour after the background is the default colour. `goals[i]`,
 * when given, is written as puzzle i's goal image.
 */
export function writeWebpbn(puzzles: readonly Puzzle[], goals: readonly (Grid | undefined)[] = []): string {
  return `${WEBPBN_HEAD}${puzzles.map((puzzle, i) => webpbnPuzzle(puzzle, goals[i])).join('')}${WEBPBN_TAIL}`;
}

/** A puzzle set's parts, so a long one can be written a puzzle at a time (writeWebpbn joins them). */
export const WEBPBN_HEAD =
  '<?xml version="1.0"?>\n<!DOCTYPE pbn SYSTEM "http://webpbn.com/pbn-0.3.dtd">\n<puzzleset>\n';
export const WEBPBN_TAIL = '</puzzleset>\n';

/** One `<puzzle>` element, each line ended. */
export function webpbnPuzzle(puzzle: Puzzle, goal: Grid | undefined): string {
  const out: string[] = [];
  const names = uniqueNames(puzzle.palette);
  const chars = uniqueChars(puzzle.palette);
  const attrs = [`type="grid"`, `backgroundcolor="${escapeXml(names[0]!)}"`];
  if (names.length > 1) attrs.splice(1, 0, `defaultcolor="${escapeXml(names[1]!)}"`);
  out.push(`<puzzle ${attrs.join(' ')}>`);
  const meta = puzzle.meta;
  const element = (tag: string, value: string | undefined): void => {
    if (value !== undefined && value !== '') out.push(`<${tag}>${escapeXml(value)}</${tag}>`);
  };
  element('source', meta.source);
  element('id', meta.number);
  element('title', meta.title);
  element('author', meta.author);
  element('copyright', meta.copyright);
  element('description', meta.notes);
  puzzle.palette.forEach((color, i) => {
    const hex = color.rgb.replace(/^#/, '').toLowerCase();
    out.push(`<color name="${escapeXml(names[i]!)}" char="${escapeXml(chars[i]!)}">${hex}</color>`);
  });
  const clues = (type: string, lines: readonly LineClue[]): void => {
    out.push(`<clues type="${type}">`);
    for (const line of lines) {
      const counts = line.map((b) =>
        b.color === 1
          ? `<count>${b.length}</count>`
          : `<count color="${escapeXml(names[b.color]!)}">${b.length}</count>`,
      );
      out.push(`<line>${counts.join('')}</line>`);
    }
    out.push('</clues>');
  };
  clues('columns', puzzle.columns);
  clues('rows', puzzle.rows);
  if (goal) {
    out.push('<solution type="goal">', '<image>');
    for (let y = 0; y < goal.height; y++) {
      const row = goal.cells.subarray(y * goal.width, (y + 1) * goal.width);
      out.push(`|${Array.from(row, (color) => escapeXml(chars[color]!)).join('')}|`);
    }
    out.push('</image>', '</solution>');
  }
  out.push('</puzzle>', '');
  return out.join('\n');
}

function uniqueNames(palette: readonly PaletteColor[]): string[] {
  const seen = new Set<string>();
  return palette.map((color, i) => {
    let name = color.name.trim() === '' ? `color${i}` : color.name;
    for (let n = 2; seen.has(name); n++) name = `${color.name} ${n}`;
    seen.add(name);
    return name;
  });
}

function uniqueChars(palette: readonly PaletteColor[]): string[] {
  const keys = colorKeys(palette);
  const seen = new Set<string>();
  return palette.map((color, i) => {
    // "|" would end a row of the goal image.
    const printable = /^[!-~]$/.test(color.char) && color.char !== '|';
    const char = printable && !seen.has(color.char) ? color.char : keys[i] || '.';
    seen.add(char);
    return char;
  });
}
