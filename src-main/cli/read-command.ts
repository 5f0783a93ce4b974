/**
 * `nonogram read IMAGE... [--json] [--timeout SECONDS]`: reads puzzles from photos or scans of
 * pages as the app does (the solver process's read-photo job, run here in this process), checks
 * them with the solver and, when a reading has no single solution, applies the mistake finder's
 * first suggestion.
 */
import { basename } from 'node:path';
import {
  DOUBTFUL_BELOW,
  lineConfidences,
  readingConfidence,
  readingPuzzle,
  readingQuality,
  type ReadingQuality,
} from '../contract/photo-reading.ts';
import type { PhotoReading } from '../contract/photo-dto.ts';
import { ApiFailure } from '../contract/result.ts';
import { applyChanges } from '../engine/clue-mistakes/apply.ts';
import { checkEntry } from '../engine/clue-mistakes/check-entry.ts';
import { findMistakes } from '../engine/clue-mistakes/find-mistakes.ts';
import type { EntryVerdict } from '../engine/clue-mistakes/types.ts';
import type { LineClue, PaletteColor, Puzzle } from '../engine/puzzle.ts';
import { readPhotoOrFail } from '../solver-host/photo/read-photo-job.ts';
import { numberOption, parseArgs, UsageError } from './args.ts';
import type { Output } from './output.ts';

/** Each line's clue as numbers, or [number, colour letter] pairs for a colour puzzle. */
type ClueOut = (number | [number, string])[];

export interface ReadLine {
  readonly file: string;
  readonly width: number | null;
  readonly height: number | null;
  readonly rows: ClueOut[];
  readonly columns: ClueOut[];
  readonly confidence: number[];
  /** How far the reading can be trusted (contract/photo-reading.ts); null when nothing was read. */
  readonly quality?: ReadingQuality;
  readonly verdict: EntryVerdict | 'error';
  readonly fixed?: { readonly rows: ClueOut[]; readonly columns: ClueOut[] };
  readonly ms: number;
  readonly message?: string;
}

/** Time for reading, the solver's check and the mistake finder, unless --timeout says otherwise. */
const READ_MS = 60_000;
const CHECK_MS = 10_000;
const FINDER_MS = 20_000;

export async function readCommand(argv: readonly string[], out: Output): Promise<number> {
  const args = parseArgs(argv, [{ name: 'json' }, { name: 'timeout', value: true }]);
  if (args.positional.length === 0) throw new UsageError('read needs at least one picture or PDF');
  const timeout = numberOption(args, 'timeout', 0, 0, 86_400);
  const json = args.flags.has('json');
  let failures = 0;
  for (const file of args.positional) {
    const line = await readOne(file, timeout * 1000);
    if (line.verdict === 'error') failures++;
    if (json) out.line(JSON.stringify(line));
    else describe(line, out);
  }
  return failures > 0 ? 1 : 0;
}

async function readOne(file: string, timeoutMs: number): Promise<ReadLine> {
  const started = Date.now();
  const limit = (fallback: number): number =>
    timeoutMs > 0 ? Math.max(1, timeoutMs - (Date.now() - started)) : fallback;
  let reading: Omit<PhotoReading, 'imageId'>;
  try {
    ({ reading } = await readPhotoOrFail(
      { path: file, fileName: basename(file) },
      { signal: { aborted: false }, timeLimitMs: limit(READ_MS), progress: () => {} },
    ));
  } catch (error) {
    const message = error instanceof ApiFailure || error instanceof Error ? error.message : String(error);
    return {
      file,
      width: null,
      height: null,
      rows: [],
      columns: [],
      confidence: [],
      verdict: 'error',
      ms: Date.now() - started,
      message,
    };
  }
  const puzzle = readingPuzzle(reading);
  const check = checkEntry(puzzle, { timeLimitMs: limit(CHECK_MS) });
  const totalsDiffer = check.problems.some(
    (p) => p.code === 'totals-differ' || p.code === 'color-totals-differ',
  );
  const verdict: EntryVerdict = totalsDiffer ? 'invalid' : check.verdict;
  let fixed: Puzzle | null = null;
  if (verdict !== 'unique') {
    const found = findMistakes(puzzle, {
      reading: readingConfidence(reading),
      timeLimitMs: limit(FINDER_MS),
      maxSuggestions: 1,
    });
    const best = found.suggestions[0];
    if (best) fixed = applyChanges(puzzle, best.changes);
  }
  const colour = puzzle.palette.length > 2;
  return {
    file,
    width: reading.width,
    height: reading.height,
    rows: puzzle.rows.map((clue) => clueOut(clue, puzzle.palette, colour)),
    columns: puzzle.columns.map((clue) => clueOut(clue, puzzle.palette, colour)),
    confidence: lineConfidences(reading),
    quality: readingQuality(reading),
    verdict,
    ...(fixed
      ? {
          fixed: {
            rows: fixed.rows.map((clue) => clueOut(clue, puzzle.palette, colour)),
            columns: fixed.columns.map((clue) => clueOut(clue, puzzle.palette, colour)),
          },
        }
      : {}),
    ms: Date.now() - started,
  };
}

function clueOut(clue: LineClue, palette: readonly PaletteColor[], colour: boolean): ClueOut {
  return clue.map((block) => (colour ? [block.length, palette[block.color]?.char ?? '?'] : block.length));
}

const VERDICT_WORDS: Readonly<Record<ReadLine['verdict'], string>> = {
  unique: 'one solution',
  multiple: 'several solutions',
  none: 'no solution',
  timeout: 'no verdict within the time limit',
  invalid: 'the row and column totals disagree',
  error: 'not read',
};

function describe(line: ReadLine, out: Output): void {
  if (line.verdict === 'error') {
    out.line(`${line.file}: ${line.message ?? 'not read'}`);
    return;
  }
  const text = (clue: ClueOut): string =>
    clue.length === 0 ? '0' : clue.map((n) => (Array.isArray(n) ? `${n[0]}${n[1]}` : String(n))).join(' ');
  const least = Math.min(...line.confidence);
  out.line(
    `${line.file}: ${line.width}x${line.height}, ${VERDICT_WORDS[line.verdict]} (${line.ms} ms, least line confidence ${least.toFixed(2)})`,
  );
  const quality = line.quality;
  if (quality && quality.verdict !== 'clear') {
    out.line(
      quality.verdict === 'poor'
        ? `Read poorly: ${quality.doubtfulLines} of ${quality.lines} lines in doubt; compare them with the page (marked ?).`
        : `${quality.doubtfulLines} of ${quality.lines} lines to check against the page (marked ?).`,
    );
  }
  // A line read with doubt is marked, as the typing screen marks it.
  const mark = (i: number): string => ((line.confidence[i] ?? 1) < DOUBTFUL_BELOW ? ' ?' : '');
  out.line('Rows:');
  line.rows.forEach((clue, i) => out.line(`  ${String(i + 1).padStart(3)}  ${text(clue)}${mark(i)}`));
  out.line('Columns:');
  line.columns.forEach((clue, i) =>
    out.line(`  ${String(i + 1).padStart(3)}  ${text(clue)}${mark(line.rows.length + i)}`),
  );
  if (line.fixed) {
    const changed = [
      ...line.fixed.rows.flatMap((clue, i) =>
        text(clue) !== text(line.rows[i]!) ? [`row ${i + 1}: ${text(line.rows[i]!)} → ${text(clue)}`] : [],
      ),
      ...line.fixed.columns.flatMap((clue, i) =>
        text(clue) !== text(line.columns[i]!)
          ? [`column ${i + 1}: ${text(line.columns[i]!)} → ${text(clue)}`]
          : [],
      ),
    ];
    out.line(`The mistake finder's first suggestion: ${changed.join('; ')}`);
  }
}
