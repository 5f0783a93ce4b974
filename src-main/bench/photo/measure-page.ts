/**
 * One page of the reader's benchmark set, read and judged against its true clues: which lines
 * came out exactly (numbers and colours), whether the puzzle is right as read or after the
 * mistake finder's first suggestion, and how long the reading took (wall clock and processor).
 */
import { join } from 'node:path';
import { readingPuzzle } from '../../contract/photo-reading.ts';
import { labDistanceSquared, parseHex, rgbToLab } from '../../engine/editor/image/oklab.ts';
import type { LineClue, PaletteColor, Puzzle } from '../../engine/puzzle.ts';
import { readPhotoOrFail } from '../../solver-host/photo/read-photo-job.ts';
import { afterFirstFix } from './first-fix.ts';
import type { PageEntry, PageTruth } from './page-set.ts';

export interface PageOutcome {
  readonly page: PageEntry;
  /** Null when no puzzle was found (with the reader's message). */
  readonly size: string | null;
  readonly message: string | null;
  readonly lines: number;
  readonly exactLines: number;
  /** Right as read, or right after the first suggested fix. */
  readonly rightAsRead: boolean;
  readonly rightAfterFix: boolean;
  readonly wallMs: number;
  readonly cpuMs: number;
}

/**
 * `palette`: the true puzzle's palette, to match the colours read to (a reading numbers its
 * colours by how often they occur, not as the file does).
 */
export async function measurePage(
  folder: string,
  page: PageEntry,
  palette: readonly PaletteColor[],
): Promise<PageOutcome> {
  const truth = page.truth;
  const lines = truth.width + truth.height;
  const startedWall = performance.now();
  const startedCpu = process.cpuUsage();
  let reading;
  try {
    ({ reading } = await readPhotoOrFail(
      { path: join(folder, page.file), fileName: page.file },
      { signal: { aborted: false }, timeLimitMs: 120_000, progress: () => {} },
    ));
  } catch (error) {
    return failed(
      page,
      lines,
      error instanceof Error ? error.message : String(error),
      startedWall,
      startedCpu,
    );
  }
  const cpu = process.cpuUsage(startedCpu);
  const wallMs = performance.now() - startedWall;
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const size = `${reading.width}x${reading.height}`;
  if (reading.width !== truth.width || reading.height !== truth.height) {
    return {
      page,
      size,
      message: 'wrong size',
      lines,
      exactLines: 0,
      rightAsRead: false,
      rightAfterFix: false,
      wallMs,
      cpuMs,
    };
  }
  const read = readingPuzzle(reading);
  const puzzle = truth.colors > 1 ? recoloured(read, palette) : read;
  const expected = truthPuzzle(truth, puzzle);
  let exactLines = 0;
  puzzle.rows.forEach((clue, i) => (sameLine(clue, expected.rows[i]!, truth.colors) ? exactLines++ : 0));
  puzzle.columns.forEach((clue, i) =>
    sameLine(clue, expected.columns[i]!, truth.colors) ? exactLines++ : 0,
  );
  const rightAsRead = exactLines === lines;
  let rightAfterFix = rightAsRead;
  if (!rightAsRead) {
    const fixed = afterFirstFix(puzzle, reading);
    if (fixed) {
      rightAfterFix = [...fixed.rows, ...fixed.columns].every((clue, i) =>
        sameLine(clue, [...expected.rows, ...expected.columns][i]!, truth.colors),
      );
    }
  }
  return { page, size, message: null, lines, exactLines, rightAsRead, rightAfterFix, wallMs, cpuMs };
}

function failed(
  page: PageEntry,
  lines: number,
  message: string,
  startedWall: number,
  startedCpu: NodeJS.CpuUsage,
): PageOutcome {
  const cpu = process.cpuUsage(startedCpu);
  return {
    page,
    size: null,
    message,
    lines,
    exactLines: 0,
    rightAsRead: false,
    rightAfterFix: false,
    wallMs: performance.now() - startedWall,
    cpuMs: (cpu.user + cpu.system) / 1000,
  };
}

/** The reading with its colours renamed to the true palette's nearest colours. */
function recoloured(read: Puzzle, palette: readonly PaletteColor[]): Puzzle {
  const toTruth = read.palette.map((colour, i) => (i === 0 ? 0 : nearestColour(colour.rgb, palette)));
  const clue = (c: LineClue): LineClue => c.map((b) => ({ ...b, color: toTruth[b.color] ?? b.color }));
  return { ...read, palette, rows: read.rows.map(clue), columns: read.columns.map(clue) };
}

/** The index of the palette's colour nearest to `rgb` (not the background). */
export function nearestColour(rgb: string, palette: readonly PaletteColor[]): number {
  const [r, g, b] = parseHex(rgb) ?? [0, 0, 0];
  const lab = rgbToLab(r, g, b);
  let best = 1;
  let bestDistance = Infinity;
  for (let i = 1; i < palette.length; i++) {
    const [pr, pg, pb] = parseHex(palette[i]!.rgb) ?? [0, 0, 0];
    const d = labDistanceSquared(lab, rgbToLab(pr, pg, pb));
    if (d < bestDistance) {
      bestDistance = d;
      best = i;
    }
  }
  return best;
}

function truthPuzzle(truth: PageTruth, read: Puzzle): Puzzle {
  const clues = (
    numbers: readonly (readonly number[])[],
    colours?: readonly (readonly number[])[],
  ): LineClue[] =>
    numbers.map((line, i) => line.map((length, j) => ({ length, color: colours?.[i]?.[j] ?? 1 })));
  return {
    ...read,
    rows: clues(truth.rows, truth.rowColors),
    columns: clues(truth.columns, truth.columnColors),
  };
}

/** Numbers equal, and colours too on a colour page (the palette read is matched by order of first use elsewhere). */
function sameLine(a: LineClue, b: LineClue, colors: number): boolean {
  return (
    a.length === b.length &&
    a.every((block, i) => block.length === b[i]!.length && (colors === 1 || block.color === b[i]!.color))
  );
}
