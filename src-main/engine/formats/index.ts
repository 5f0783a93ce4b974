/**
 * Every puzzle file format in one place: which exist, how a file's format is recognised (by its
 * extension, then by its content), and one entry point each for reading and writing.
 *
 * Reading either returns puzzles or throws a FormatError that names the line (or JSON path) and
 * the problem. Puzzles whose clues cannot all be met (a clue too long for its line, totals that
 * differ) are returned as they are: `puzzleProblems` in validate.ts lists those for the app to show.
 * What cannot be a puzzle at all is rejected, by the readers with a line number, and again here as
 * a last check.
 */
import type { Grid, Puzzle, PuzzleMeta } from '../puzzle.ts';
import { structuralProblems } from '../validate.ts';
import { FormatError } from './errors.ts';
import { MAX_PUZZLE_FILE_CHARS } from './limits.ts';
import { readJsonEntries, writeJson } from './json.ts';
import { readNinWithWarnings, writeNin } from './nin.ts';
import { readNonEntries, writeNon } from './non.ts';
import { readNonogrid } from './nonogrid.ts';
import { readOlsakG, readOlsakMk, writeOlsakG, writeOlsakMk } from './olsak.ts';
import { readPynogram } from './pynogram.ts';
import { readTaai, taaiWriteProblem, writeTaai } from './taai.ts';
import { readTatham, writeTatham } from './tatham.ts';
import { readWebpbn, writeWebpbn } from './webpbn.ts';

export { FormatError } from './errors.ts';

export type FormatId =
  'non' | 'webpbn' | 'nin' | 'olsak-g' | 'olsak-mk' | 'taai' | 'tatham' | 'json' | 'pynogram' | 'nonogrid';

export interface FormatInfo {
  readonly id: FormatId;
  readonly name: string;
  /** Lower-case, without the dot; the first is the one to save with. */
  readonly extensions: readonly string[];
  readonly canWrite: boolean;
  /** Whether one file can hold several puzzles. */
  readonly multiPuzzle: boolean;
  /** Whether the format can hold colour puzzles. */
  readonly colors: boolean;
  /** Whether it holds the picture that solves the clues (a goal image) beside them. */
  readonly goals: boolean;
  /** The details (title, author...) its files hold; the writer leaves out the others. */
  readonly metaFields: readonly MetaField[];
  /** Of those, the ones the format keeps to one line: line breaks in them are written as spaces. */
  readonly oneLineFields: readonly MetaField[];
  /**
   * How line breaks in the other fields come back: `kept` as written, or `newline` each as "\n"
   * (a format that holds notes line by line, where "\r" and U+2028 end a line too).
   */
  readonly lineBreaks: 'kept' | 'newline';
}

export type MetaField = keyof PuzzleMeta;

const ALL_FIELDS: readonly MetaField[] = [
  'title',
  'author',
  'copyright',
  'source',
  'page',
  'number',
  'notes',
];

export const FORMATS: readonly FormatInfo[] = [
  {
    id: 'json',
    name: 'Nonogram JSON',
    extensions: ['json'],
    canWrite: true,
    multiPuzzle: true,
    colors: true,
    metaFields: ALL_FIELDS,
    oneLineFields: [],
    lineBreaks: 'kept',
    goals: true,
  },
  {
    id: 'webpbn',
    name: 'webpbn XML',
    extensions: ['xml', 'pbn'],
    canWrite: true,
    multiPuzzle: true,
    colors: true,
    metaFields: ['title', 'author', 'copyright', 'source', 'number', 'notes'],
    oneLineFields: [],
    lineBreaks: 'kept',
    goals: true,
  },
  {
    id: 'non',
    name: "Steve Simpson's .non",
    extensions: ['non', 'nonpack'],
    canWrite: true,
    multiPuzzle: true,
    colors: true,
    metaFields: ALL_FIELDS,
    oneLineFields: [],
    lineBreaks: 'kept',
    goals: true,
  },
  {
    id: 'olsak-g',
    name: 'Olšák .g',
    extensions: ['g'],
    canWrite: true,
    multiPuzzle: false,
    colors: true,
    metaFields: ALL_FIELDS,
    oneLineFields: ['title', 'author', 'copyright', 'source', 'page', 'number'],
    lineBreaks: 'newline',
    goals: false,
  },
  {
    id: 'olsak-mk',
    name: 'Olšák .mk',
    extensions: ['mk'],
    canWrite: true,
    multiPuzzle: false,
    colors: false,
    metaFields: [],
    oneLineFields: [],
    lineBreaks: 'kept',
    goals: false,
  },
  {
    id: 'nin',
    name: "Jakub Wilk's .nin",
    extensions: ['nin'],
    canWrite: true,
    multiPuzzle: false,
    colors: false,
    metaFields: [],
    oneLineFields: [],
    lineBreaks: 'kept',
    goals: false,
  },
  {
    id: 'taai',
    name: 'TAAI tournament text',
    extensions: ['txt', 'taai'],
    canWrite: true,
    multiPuzzle: true,
    colors: false,
    metaFields: [],
    oneLineFields: [],
    lineBreaks: 'kept',
    goals: false,
  },
  {
    id: 'tatham',
    name: "Simon Tatham's Pattern game id",
    extensions: ['txt'],
    canWrite: true,
    multiPuzzle: true,
    colors: false,
    metaFields: [],
    oneLineFields: [],
    lineBreaks: 'kept',
    goals: false,
  },
  {
    id: 'pynogram',
    name: 'pynogram text',
    extensions: ['txt'],
    canWrite: false,
    multiPuzzle: false,
    colors: true,
    metaFields: [],
    oneLineFields: [],
    lineBreaks: 'kept',
    goals: false,
  },
  {
    id: 'nonogrid',
    name: 'nonogrid TOML',
    extensions: ['toml'],
    canWrite: false,
    multiPuzzle: false,
    colors: true,
    metaFields: [],
    oneLineFields: [],
    lineBreaks: 'kept',
    goals: false,
  },
];

export function formatInfo(id: FormatId): FormatInfo {
  return FORMATS.find((f) => f.id === id)!;
}

export interface ReadPuzzle {
  readonly puzzle: Puzzle;
  /** 0-based position in the file. */
  readonly index: number;
  /** How the file names this puzzle among the others ("$12", an id), when it does. */
  readonly label?: string;
  /** A picture the file gives as the solution (a goal image beside the clues), unchecked. */
  readonly goal?: Grid;
}

export interface ReadResult {
  readonly format: FormatId;
  readonly puzzles: readonly ReadPuzzle[];
  /** Things the reader skipped, each starting "line N: ", for the app to mention. */
  readonly warnings: readonly string[];
}

/** The format of a file: by extension when that settles it, else by what the text looks like. */
export function detectFormat(fileName: string, text: string): FormatId | undefined {
  const dot = fileName.lastIndexOf('.');
  const extension = dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
  const candidates = FORMATS.filter((f) => f.extensions.includes(extension)).map((f) => f.id);
  if (candidates.length === 1) return candidates[0];
  return sniffFormat(text);
}

/** Recognises a format from the text alone; undefined when nothing fits. */
export function sniffFormat(text: string): FormatId | undefined {
  // The head of a file tells its format; large files need not be scanned whole.
  const head = text.length > 65536 ? text.slice(0, 65536) : text;
  const body = head.startsWith('\uFEFF') ? head.slice(1) : head;
  const lines = body.split(/\r\n|\r|\n/);
  const nonBlank = lines.map((l) => l.trim()).filter((l) => l !== '');
  const first = nonBlank[0] ?? '';
  if (first.startsWith('<')) return 'webpbn';
  if (first.startsWith('{')) return 'json';
  if (/^\$\d+$/.test(first)) return 'taai';
  if (nonBlank.length > 0 && nonBlank.every((l) => /^\d+(x\d+)?[:#]/.test(l))) return 'tatham';
  if (/^\s*\[(clues|colors)\]/m.test(body)) {
    return /^[ \t]*(columns|rows|defs)[ \t]*=[ \t]*("|'|\[)/m.test(body) ? 'nonogrid' : 'pynogram';
  }
  if (
    /^[ \t]*(width|height|columns|rows)[ \t]+\d+[ \t]*$/im.test(body) &&
    /^\s*(rows|columns)\s*$/im.test(body)
  )
    return 'non';
  if (/^(#[dDtT]|:)/m.test(body)) return 'olsak-g';
  if (/^\d+\s+\d+$/.test(first)) return nonBlank.includes('#') ? 'olsak-mk' : 'nin';
  return undefined;
}

/** Reads a file whose format is `format`, or found from its name and content. */
export function readPuzzleFile(fileName: string, text: string, format?: FormatId): ReadResult {
  const id = format ?? detectFormat(fileName, text);
  if (id === undefined) {
    const known = [...new Set(FORMATS.flatMap((f) => f.extensions))].map((e) => `.${e}`).join(', ');
    throw new FormatError(`cannot tell which puzzle format "${fileName}" is in (known: ${known})`);
  }
  if (text.length > MAX_PUZZLE_FILE_CHARS) {
    const mb = (chars: number): string => `${Math.round(chars / (1024 * 1024))} MB`;
    throw new FormatError(
      `the file is ${mb(text.length)}; puzzle files over ${mb(MAX_PUZZLE_FILE_CHARS)} are not read`,
    );
  }
  const warnings: string[] = [];
  const puzzles = readAs(id, text, warnings);
  if (puzzles.length === 0) throw new FormatError('the file holds no puzzle');
  puzzles.forEach(({ puzzle }, i) => {
    const problem = structuralProblems(puzzle)[0];
    if (problem) {
      throw new FormatError(puzzles.length > 1 ? `puzzle ${i + 1}: ${problem.message}` : problem.message);
    }
  });
  return { format: id, puzzles, warnings };
}

function readAs(id: FormatId, text: string, warnings: string[]): ReadPuzzle[] {
  const numbered = (list: readonly Puzzle[]): ReadPuzzle[] =>
    list.map((puzzle, index) =>
      puzzle.meta.title ? { puzzle, index, label: puzzle.meta.title } : { puzzle, index },
    );
  switch (id) {
    case 'json': {
      const entries = readJsonEntries(text, warnings);
      return withGoals(numbered(entries.map((entry) => entry.puzzle)), entries);
    }
    case 'webpbn':
      return readWebpbn(text, warnings).map((entry, index) => ({ ...entry, index }));
    case 'non': {
      const entries = readNonEntries(text, warnings);
      return withGoals(numbered(entries.map((entry) => entry.puzzle)), entries);
    }
    case 'olsak-g':
      return numbered([readOlsakG(text)]);
    case 'olsak-mk':
      return numbered([readOlsakMk(text)]);
    case 'nin': {
      const read = readNinWithWarnings(text);
      warnings.push(...read.warnings);
      return numbered([read.puzzle]);
    }
    case 'taai':
      return readTaai(text, warnings).map(({ number, puzzle }, index) => ({
        puzzle,
        index,
        label: `$${number}`,
      }));
    case 'tatham':
      return numbered(readTatham(text));
    case 'pynogram':
      return numbered([readPynogram(text)]);
    case 'nonogrid':
      return numbered([readNonogrid(text)]);
  }
}

function withGoals(read: ReadPuzzle[], entries: readonly { readonly goal?: Grid }[]): ReadPuzzle[] {
  return read.map((item, i) => {
    const goal = entries[i]!.goal;
    return goal ? { ...item, goal } : item;
  });
}

/** Why `puzzles` cannot be written in a format, or undefined when they can. */
export function writeProblem(id: FormatId, puzzles: readonly Puzzle[]): string | undefined {
  const info = formatInfo(id);
  if (!info.canWrite) return `The app reads ${info.name} files but does not write them.`;
  if (puzzles.length === 0) return 'There is no puzzle to write.';
  const tooMany = countProblem(id, puzzles.length);
  if (tooMany !== undefined) return tooMany;
  if (!info.colors && puzzles.some((p) => p.palette.length > 2)) {
    return `The ${info.name} format holds only black-and-white puzzles.`;
  }
  if (id === 'taai') return taaiWriteProblem(taaiNumbers(puzzles));
  return undefined;
}

/** Why `count` puzzles cannot go in one file of this format, if they cannot. */
export function countProblem(id: FormatId, count: number): string | undefined {
  const info = formatInfo(id);
  return !info.multiPuzzle && count > 1 ? `A ${info.name} file holds one puzzle, not ${count}.` : undefined;
}

/**
 * The file's text. `goals[i]`, when given, is puzzle i's picture; formats that hold one (`goals`
 * in FORMATS) write it, the others leave it out.
 */
export function writePuzzleFile(
  id: FormatId,
  puzzles: readonly Puzzle[],
  goals: readonly (Grid | undefined)[] = [],
): string {
  const problem = writeProblem(id, puzzles);
  if (problem !== undefined) throw new FormatError(problem);
  const only = puzzles[0]!;
  switch (id) {
    case 'json':
      return writeJson(puzzles, goals);
    case 'webpbn':
      return writeWebpbn(puzzles, goals);
    case 'non':
      return writeNon(puzzles, goals);
    case 'olsak-g':
      return writeOlsakG(only);
    case 'olsak-mk':
      return writeOlsakMk(only);
    case 'nin':
      return writeNin(only);
    case 'taai':
      return writeTaai(taaiNumbers(puzzles));
    case 'tatham':
      return writeTatham(puzzles);
    case 'pynogram':
    case 'nonogrid':
      throw new FormatError(`The app does not write ${formatInfo(id).name} files.`);
  }
}

/** Keeps the puzzles' own numbers when they are distinct whole numbers, else numbers them 1, 2, ... */
function taaiNumbers(puzzles: readonly Puzzle[]): { number: number; puzzle: Puzzle }[] {
  const own = puzzles.map((p) => (/^\d+$/.test(p.meta.number ?? '') ? Number(p.meta.number) : NaN));
  const usable = own.every((n) => Number.isInteger(n)) && new Set(own).size === own.length;
  return puzzles.map((puzzle, i) => ({ number: usable ? own[i]! : i + 1, puzzle }));
}
