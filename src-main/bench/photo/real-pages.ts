/**
 * The page reader on real pages: the phone photos of magazine pages (`photos/`) and the
 * screenshots of sites and apps (`screens/`) of the public benchmark sets, each with its clues
 * typed by hand in a `.clj` file beside it. Each is read as the app reads it and judged against
 * those clues: the grid's size, the lines read exactly, whether the puzzle is right as read or
 * after the mistake finder's first suggestion, how many numbers were read wrong without being
 * marked doubtful (and how many read right were marked), and the time taken.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOUBTFUL_BELOW, readingPuzzle } from '../../contract/photo-reading.ts';
import type { PhotoLine, PhotoReading } from '../../contract/photo-dto.ts';
import type { Puzzle } from '../../engine/puzzle.ts';
import { readPhotoOrFail } from '../../solver-host/photo/read-photo-job.ts';
import { afterFirstFix } from './first-fix.ts';

export interface RealPage {
  /** The folder in the benchmark sets and the picture's file name. */
  readonly set: string;
  readonly file: string;
  readonly path: string;
  readonly truth: TypedClues;
}

export interface TypedClues {
  /** Row clues top to bottom, column clues left to right; an empty line is []. */
  readonly rows: readonly (readonly number[])[];
  readonly columns: readonly (readonly number[])[];
}

export interface RealOutcome {
  readonly page: RealPage;
  /** The size read (columns x rows), or null when no puzzle was found. */
  readonly size: string | null;
  readonly message: string | null;
  readonly lines: number;
  readonly exactLines: number;
  readonly rightAsRead: boolean;
  readonly rightAfterFix: boolean;
  /** Numbers of the truth, numbers read wrong (or missed) not marked doubtful, and right ones marked. */
  readonly numbers: number;
  readonly wrongNumbers: number;
  readonly wrongUnmarked: number;
  readonly rightMarked: number;
  readonly seconds: number;
  /** Lines not read exactly: "row 3: read 1 06, truth 6". */
  readonly misread: readonly string[];
}

/** The pictures with typed clues in `set` (a folder of the benchmark sets), by name. */
export function realPages(benchRoot: string, set: string): RealPage[] {
  const dir = join(benchRoot, set);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => /\.(jpe?g|png)$/i.test(f) && existsSync(join(dir, f.replace(/\.[^.]+$/, '.clj'))))
    .sort()
    .map((file) => ({
      set,
      file,
      path: join(dir, file),
      truth: parseTypedClues(readFileSync(join(dir, file.replace(/\.[^.]+$/, '.clj')), 'utf8')),
    }));
}

/**
 * The `.clj` clue files: `{:left [[6] [2 9] ...] :up [[4 4 2] ...]}`, rows (`:left`) top to
 * bottom, columns (`:up`) left to right.
 */
export function parseTypedClues(text: string): TypedClues {
  const section = (name: string): number[][] => {
    const start = text.indexOf(`:${name}`);
    if (start < 0) throw new Error(`The clue file has no :${name} section.`);
    const open = text.indexOf('[', start);
    let depth = 0;
    let end = open;
    for (; end < text.length; end++) {
      if (text[end] === '[') depth++;
      if (text[end] === ']' && --depth === 0) break;
    }
    const body = text.slice(open + 1, end);
    return [...body.matchAll(/\[([^\]]*)\]/g)].map((m) =>
      m[1]!
        .split(/[\s,]+/)
        .filter((t) => t !== '')
        .map(Number)
        .filter((n) => n !== 0),
    );
  };
  return { rows: section('left'), columns: section('up') };
}

export async function measureRealPage(page: RealPage): Promise<RealOutcome> {
  const { truth } = page;
  const lines = truth.rows.length + truth.columns.length;
  const numbers = [...truth.rows, ...truth.columns].reduce((s, l) => s + l.length, 0);
  const started = performance.now();
  const failed = (message: string): RealOutcome => ({
    page,
    size: null,
    message,
    lines,
    exactLines: 0,
    rightAsRead: false,
    rightAfterFix: false,
    numbers,
    wrongNumbers: numbers,
    wrongUnmarked: 0,
    rightMarked: 0,
    seconds: (performance.now() - started) / 1000,
    misread: [],
  });
  let reading: Omit<PhotoReading, 'imageId'>;
  try {
    ({ reading } = await readPhotoOrFail(
      { path: page.path, fileName: page.file },
      { signal: { aborted: false }, timeLimitMs: 120_000, progress: () => {} },
    ));
  } catch (error) {
    return failed(error instanceof Error ? error.message : String(error));
  }
  const seconds = (performance.now() - started) / 1000;
  const size = `${reading.width}x${reading.height}`;
  if (reading.width !== truth.columns.length || reading.height !== truth.rows.length) {
    return { ...failed('wrong size'), size, seconds };
  }
  const readLines: readonly PhotoLine[] = [...reading.rows, ...reading.columns];
  const truthLines = [...truth.rows, ...truth.columns];
  let exactLines = 0;
  let wrongNumbers = 0;
  let wrongUnmarked = 0;
  let rightMarked = 0;
  const misread: string[] = [];
  readLines.forEach((line, i) => {
    const expected = truthLines[i]!;
    const values = line.numbers.map((n) => n.value);
    const exact = values.length === expected.length && values.every((v, k) => v === expected[k]);
    if (exact) exactLines++;
    else {
      const name = i < truth.rows.length ? `row ${i + 1}` : `column ${i - truth.rows.length + 1}`;
      misread.push(
        `${name}: read ${values.join(' ') || '(empty)'}, truth ${expected.join(' ') || '(empty)'}`,
      );
    }
    // Numbers matched from the grid's side (where clues are aligned): a number read wrong, or
    // one missed, counts as wrong; it is marked when its line's reading says it is doubtful.
    const n = Math.max(values.length, expected.length);
    for (let k = 1; k <= n; k++) {
      const got = line.numbers[line.numbers.length - k];
      const want = expected[expected.length - k];
      const right = got !== undefined && want !== undefined && got.value === want;
      const doubtful = got ? got.confidence < DOUBTFUL_BELOW : line.confidence < DOUBTFUL_BELOW;
      if (right) {
        if (doubtful) rightMarked++;
      } else {
        wrongNumbers++;
        if (!doubtful) wrongUnmarked++;
      }
    }
  });
  const puzzle = readingPuzzle(reading);
  const rightAsRead = exactLines === lines;
  let rightAfterFix = rightAsRead;
  if (!rightAsRead) {
    const fixed = afterFirstFix(puzzle, reading);
    if (fixed) rightAfterFix = sameClues(fixed, truth);
  }
  return {
    page,
    size,
    message: null,
    lines,
    exactLines,
    rightAsRead,
    rightAfterFix,
    numbers,
    wrongNumbers,
    wrongUnmarked,
    rightMarked,
    seconds,
    misread,
  };
}

function sameClues(puzzle: Puzzle, truth: TypedClues): boolean {
  const same = (a: readonly { length: number }[], b: readonly number[]): boolean =>
    a.length === b.length && a.every((block, i) => block.length === b[i]);
  return (
    puzzle.rows.every((clue, i) => same(clue, truth.rows[i]!)) &&
    puzzle.columns.every((clue, i) => same(clue, truth.columns[i]!))
  );
}
