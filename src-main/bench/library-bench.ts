/**
 * The library's benchmark: listing and filtering a 10,000-puzzle library (target: every query
 * under 50 ms), importing the 1000 puzzles of TAAI 2011 into an empty library (target: under
 * 5 s), and saving a move (target: under 5 ms). It builds its libraries in fresh folders under
 * the folder it is given and returns the figures; the caller prints them.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { PlayStatus } from '../contract/dto.ts';
import { readTaai } from '../engine/formats/taai.ts';
import { saveProgress, startAttempt, type AttemptProgress } from '../library/attempts.ts';
import { seededRandom, syntheticPuzzle } from './library-bench-data.ts';
import { addToCollection, createCollection } from '../library/collections.ts';
import { importPuzzles, type ImportItem } from '../library/import.ts';
import { appendMove } from '../library/moves.ts';
import { openLibrary } from '../library/open.ts';
import { LIST_ALL, listPuzzles, type ListQuery } from '../library/puzzle-list.ts';
import { setDifficulty, softDeletePuzzles } from '../library/puzzles.ts';
import type { Db } from '../library/sql.ts';
import { thumbnails } from '../library/thumbnails.ts';
import { saveBackup } from '../library/backup.ts';
import { restoreLibrary } from '../library/restore.ts';
import { benchDir } from './bench-files.ts';

export const DEFAULT_TAAI_FILE = join(benchDir(), 'taai/question/taai2011.txt');

export interface QueryFigure {
  readonly name: string;
  readonly medianMs: number;
  readonly maxMs: number;
  /** Rows the query matched. */
  readonly total: number;
}

export interface LibraryBenchFigures {
  readonly puzzles: number;
  /** Importing the synthetic library into an empty file. */
  readonly fillMs: number;
  /** Opening the filled file again, quick check included. */
  readonly reopenMs: number;
  readonly queries: readonly QueryFigure[];
  readonly slowestQueryMedianMs: number;
  readonly taaiParseMs: number;
  readonly taaiImportMs: number;
  readonly taaiAdded: number;
  readonly moveSaveMedianMs: number;
  readonly moveSaveMaxMs: number;
  /** Back up now on the filled library, and restoring that copy over it. */
  readonly backupMs: number;
  readonly restoreMs: number;
}

export interface LibraryBenchOptions {
  readonly puzzles?: number;
  readonly repeats?: number;
  readonly taaiFile?: string;
}

export async function runLibraryBench(
  folder: string,
  options: LibraryBenchOptions = {},
): Promise<LibraryBenchFigures> {
  const count = options.puzzles ?? 10_000;
  const repeats = options.repeats ?? 15;
  const bigDir = join(folder, 'library-bench-list');
  const taaiDir = join(folder, 'library-bench-import');
  rmSync(bigDir, { recursive: true, force: true });
  rmSync(taaiDir, { recursive: true, force: true });

  const random = seededRandom(20_110);
  const items: ImportItem[] = Array.from({ length: count }, (_, i) => ({
    puzzle: syntheticPuzzle(random, i + 1),
    file: 'synthetic',
    index: i + 1,
  }));
  const first = openLibrary(bigDir);
  let started = performance.now();
  const filled = await importPuzzles(first.db, items);
  const fillMs = performance.now() - started;
  const collectionId = playSome(first.db, filled.addedIds, random);
  first.db.close();

  started = performance.now();
  const { db } = openLibrary(bigDir);
  const reopenMs = performance.now() - started;
  const queries = listScenarios(collectionId).map(([name, patch]) => {
    const query = { ...LIST_ALL, ...patch };
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < repeats; i++) {
      const t = performance.now();
      total = listPuzzles(db, query).total;
      times.push(performance.now() - t);
    }
    return { name, medianMs: median(times), maxMs: Math.max(...times), total };
  });
  const pageIds = listPuzzles(db, LIST_ALL).items.map((item) => item.id);
  queries.push(
    timed('thumbnails of a 200-puzzle page', repeats, pageIds.length, () => thumbnails(db, pageIds)),
  );
  const moves = moveTimes(db, filled.addedIds[0]!);
  started = performance.now();
  const copy = await saveBackup(db, bigDir);
  const backupMs = performance.now() - started;
  started = performance.now();
  restoreLibrary(db, copy, bigDir);
  const restoreMs = performance.now() - started;
  db.close();

  started = performance.now();
  const taai = readTaai(readFileSync(options.taaiFile ?? DEFAULT_TAAI_FILE, 'utf8'));
  const taaiParseMs = performance.now() - started;
  const fresh = openLibrary(taaiDir);
  started = performance.now();
  const imported = await importPuzzles(
    fresh.db,
    taai.map((entry, i) => ({ puzzle: entry.puzzle, file: 'taai2011.txt', index: i + 1 })),
  );
  const taaiImportMs = performance.now() - started;
  fresh.db.close();

  return {
    puzzles: filled.added,
    fillMs,
    reopenMs,
    queries,
    slowestQueryMedianMs: Math.max(...queries.map((q) => q.medianMs)),
    taaiParseMs,
    taaiImportMs,
    taaiAdded: imported.added,
    moveSaveMedianMs: median(moves),
    moveSaveMaxMs: Math.max(...moves),
    backupMs,
    restoreMs,
  };
}

function listScenarios(collectionId: number): [string, Partial<ListQuery>][] {
  return [
    ['first page, newest first', { descending: true }],
    ['page 20 by created', { offset: 4000 }],
    ['by title', { sort: 'title' }],
    ['by size, largest first', { sort: 'size', descending: true }],
    ['by difficulty', { sort: 'difficulty' }],
    ['recently played', { sort: 'played', descending: true }],
    ['by status', { sort: 'status' }],
    ['solved only', { status: 'solved' }],
    ['in progress only', { status: 'in-progress' }],
    ['small only, by title', { size: 'small', sort: 'title' }],
    ['huge only', { size: 'huge' }],
    ['colour only', { color: 'color' }],
    ['one source', { source: 'Logic Weekly' }],
    ['one collection', { collectionId }],
    ['search "an" (common)', { search: 'an' }],
    ['search "lighthouse 77" (rare)', { search: 'lighthouse 77' }],
    ['search "zzz" (no match)', { search: 'zzz' }],
    [
      'new, medium, black-and-white, search "wolter", by title',
      {
        status: 'new',
        size: 'medium',
        color: 'bw',
        search: 'wolter',
        sort: 'title',
      },
    ],
  ];
}

/** Plays, rates, collects and deletes a share of the puzzles so every filter has rows to find. */
function playSome(db: Db, ids: readonly number[], random: () => number): number {
  const collection = createCollection(db, 'Favourites');
  db.transaction(() => {
    for (const id of ids) {
      if (random() < 0.5) setDifficulty(db, id, 1 + Math.floor(random() * 10), random() * 100);
      if (random() > 0.3) continue;
      const attempt = startAttempt(db, id, '0');
      const status: PlayStatus = random() < 0.5 ? 'in-progress' : random() < 0.8 ? 'solved' : 'revealed';
      const progress = {
        status,
        grid: '0',
        marks: '',
        elapsedMs: Math.floor(random() * 3_600_000),
        hints: 0,
        mistakes: 0,
      };
      saveProgress(db, attempt.id, progress);
    }
  })();
  addToCollection(
    db,
    collection.id,
    ids.filter(() => random() < 0.1),
  );
  softDeletePuzzles(
    db,
    ids.filter(() => random() < 0.02),
  );
  return collection.id;
}

function moveTimes(db: Db, puzzleId: number): number[] {
  const attempt = startAttempt(db, puzzleId, '0');
  const times: number[] = [];
  for (let i = 0; i < 300; i++) {
    const state: AttemptProgress = {
      status: 'in-progress',
      grid: String(i % 2).repeat(625),
      marks: '',
      elapsedMs: i * 700,
      hints: 0,
      mistakes: 0,
    };
    const t = performance.now();
    appendMove(db, attempt.id, `{"cell":${i % 625},"value":1}`, state);
    times.push(performance.now() - t);
  }
  return times;
}

function timed(name: string, repeats: number, total: number, run: () => unknown): QueryFigure {
  const times: number[] = [];
  for (let i = 0; i < repeats; i++) {
    const t = performance.now();
    run();
    times.push(performance.now() - t);
  }
  return { name, medianMs: median(times), maxMs: Math.max(...times), total };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
