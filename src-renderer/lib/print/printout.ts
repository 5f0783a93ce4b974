/**
 * Gathers what a printout shows: each puzzle's clues and details from the library and, when
 * solutions are wanted, its picture. A puzzle whose solution is not known yet is solved first, by
 * the solver process, with progress reported and a way to stop.
 */
import type { PrintSettings, PuzzleDetail, SolveReport } from '../../../src-main/contract/dto.ts';
import type { LineClue, PaletteColor } from '../../../src-main/engine/puzzle.ts';
import type { ApiClient } from '../api/client.ts';
import { plural } from '../format.ts';
import { Job } from '../jobs/job.svelte.ts';

/** The most puzzles one printout takes: past this the print dialog itself becomes the long task. */
export const MAX_PRINTED_PUZZLES = 500;
/** How long the solver may take over one puzzle whose solution is not known yet. */
export const PRINT_SOLVE_LIMIT_MS = 20_000;

export type PrintedSolution =
  | { readonly kind: 'picture'; readonly cells: string; readonly several: boolean }
  | { readonly kind: 'none' }
  | { readonly kind: 'unknown'; readonly reason: string };

export interface PrintedPuzzle {
  /** 1-based place in the printout, which solution captions refer to. */
  readonly number: number;
  readonly title: string;
  /** "10 × 10 · black and white · by Jan Wolter · Puzzle Book, page 4, no. 12". */
  readonly details: string;
  readonly width: number;
  readonly height: number;
  readonly rows: readonly LineClue[];
  readonly columns: readonly LineClue[];
  readonly palette: readonly PaletteColor[];
  /** Null when the printout has no solutions. */
  readonly solution: PrintedSolution | null;
  /** The player's marks to print in the grid (engine/play encodeMarks), or null for an empty grid. */
  readonly marks: string | null;
}

export interface Printout {
  readonly settings: PrintSettings;
  readonly puzzles: readonly PrintedPuzzle[];
}

export interface PrintProgress {
  readonly fraction: number;
  readonly message: string;
}

/** Stops a printout being prepared; the solve running at the time is cancelled too. */
export class PrintCancel {
  cancelled = false;
  /** The solve of a puzzle whose solution is not known yet, one at a time. */
  readonly solve: Job<SolveReport>;

  constructor(api: ApiClient) {
    this.solve = new Job(api, 'print');
  }

  cancel(): void {
    this.cancelled = true;
    void this.solve.cancel();
  }
}

export class PrintCancelled extends Error {
  constructor() {
    super('Printing was cancelled.');
  }
}

export async function preparePrintout(
  api: ApiClient,
  ids: readonly number[],
  settings: PrintSettings,
  onProgress: (progress: PrintProgress) => void,
  stop: PrintCancel,
  marks: { readonly id: number; readonly text: string } | null = null,
): Promise<Printout> {
  if (ids.length === 0) throw new Error('There is no puzzle to print.');
  if (ids.length > MAX_PRINTED_PUZZLES) throw new Error(tooMany(ids.length));
  const wantSolutions = settings.content !== 'puzzles';
  const puzzles: PrintedPuzzle[] = [];
  for (const [index, id] of ids.entries()) {
    if (stop.cancelled) throw new PrintCancelled();
    const of = `${index + 1} of ${ids.length}`;
    onProgress({ fraction: index / ids.length, message: `Reading puzzle ${of}` });
    const detail = await api.call('library.get', { id });
    let solution: PrintedSolution | null = null;
    if (wantSolutions) {
      solution = knownSolution(detail);
      if (solution === null) {
        onProgress({ fraction: index / ids.length, message: `Solving “${detail.title}” (puzzle ${of})` });
        solution = await solve(api, detail, stop);
      }
    }
    puzzles.push({
      number: index + 1,
      title: detail.title,
      details: detailsLine(detail),
      width: detail.width,
      height: detail.height,
      rows: detail.rows,
      columns: detail.columns,
      palette: detail.palette,
      solution,
      marks: marks?.id === id ? marks.text : null,
    });
  }
  onProgress({ fraction: 1, message: 'Laying out the pages' });
  return { settings, puzzles };
}

export function tooMany(count: number): string {
  return `A printout takes at most ${MAX_PRINTED_PUZZLES} puzzles, and these are ${count.toLocaleString('en')}. Select fewer.`;
}

/** A printout of a large set, in parts of at most MAX_PRINTED_PUZZLES, one after the other. */
export interface PrintPart {
  /** 0-based. */
  readonly index: number;
  /** 1-based, as the dialog names it: puzzles `first` to `last`. */
  readonly first: number;
  readonly last: number;
}

export function printParts(count: number): PrintPart[] {
  const parts: PrintPart[] = [];
  for (let start = 0; start < count; start += MAX_PRINTED_PUZZLES) {
    parts.push({
      index: parts.length,
      first: start + 1,
      last: Math.min(count, start + MAX_PRINTED_PUZZLES),
    });
  }
  return parts;
}

/** The ids of one part, in the set's order. */
export function idsOfPart(ids: readonly number[], part: number): readonly number[] {
  return ids.slice(part * MAX_PRINTED_PUZZLES, (part + 1) * MAX_PRINTED_PUZZLES);
}

/** The picture already known: one drawn or given with the puzzle, or the solver's unique one. */
function knownSolution(detail: PuzzleDetail): PrintedSolution | null {
  if (detail.picture !== null) return { kind: 'picture', cells: detail.picture, several: false };
  if (detail.verdict === 'none') return { kind: 'none' };
  if (detail.solution !== null) return { kind: 'picture', cells: detail.solution, several: false };
  return null;
}

async function solve(api: ApiClient, detail: PuzzleDetail, stop: PrintCancel): Promise<PrintedSolution> {
  const report = await stop.solve.run((jobId) =>
    api.call('solver.solve', { jobId, puzzleId: detail.id, timeLimitMs: PRINT_SOLVE_LIMIT_MS }),
  );
  if (stop.cancelled) throw new PrintCancelled();
  // One puzzle the solver fails on still leaves the rest of the printout worth having.
  if (report === null) return { kind: 'unknown', reason: stop.solve.error ?? 'The solve was stopped.' };
  const first = report.solutions[0];
  if (report.status === 'none') return { kind: 'none' };
  if (first !== undefined) return { kind: 'picture', cells: first, several: report.status === 'multiple' };
  return { kind: 'unknown', reason: `Not solved within ${PRINT_SOLVE_LIMIT_MS / 1000} seconds.` };
}

export function detailsLine(detail: PuzzleDetail): string {
  const colours = detail.colors <= 1 ? 'black and white' : plural(detail.colors, 'colour');
  const where = [
    detail.source,
    detail.page === '' ? '' : `page ${detail.page}`,
    detail.number === '' ? '' : `no. ${detail.number}`,
  ]
    .filter((part) => part !== '')
    .join(', ');
  return [
    `${detail.width} × ${detail.height}`,
    colours,
    detail.author === '' ? '' : `by ${detail.author}`,
    where,
  ]
    .filter((part) => part !== '')
    .join(' · ');
}
