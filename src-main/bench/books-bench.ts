/**
 * The library kept as books: 20,000 puzzles in 200 collections of 100, each a book, about a third
 * of them played. Every figure is a call through the backend's handlers (arguments checked, as
 * from the window): the shelf of books with their progress, opening a book (its first page in
 * book order, its progress and "Continue"), coming back to the same place (the same filtered
 * page again, deep in the library), select-all and adding the selection to a collection, and
 * deleting the selection with its undo. Target: under 100 ms for each but the delete (which has
 * none). Times are this process's processor time (user and system), which other work on a shared
 * machine disturbs far less than the clock; the clock's median is given beside it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openBackend, type Backend } from '../backend/backend.ts';
import { dispatch } from '../backend/dispatch.ts';
import type { MethodArgs, MethodName, MethodResults } from '../contract/methods.ts';
import type { PlayStatus } from '../contract/dto.ts';
import { saveProgress, startAttempt } from '../library/attempts.ts';
import { setBook } from '../library/books.ts';
import { createCollection } from '../library/collections.ts';
import { importPuzzles, type ImportItem } from '../library/import.ts';
import { openLibrary } from '../library/open.ts';
import { devFileWorker } from '../backend/file-worker/dev-entry.ts';
import { spawnNodeSolver } from '../solver-host/spawn-node.ts';
import { seededRandom, syntheticPuzzle } from './library-bench-data.ts';

export interface BooksFigure {
  readonly name: string;
  /** Processor time of this process, median and largest of the repeats. */
  readonly medianMs: number;
  readonly maxMs: number;
  /** Wall-clock time, median. */
  readonly wallMs: number;
  /** Whether the 100 ms target applies. */
  readonly targeted: boolean;
  /** What the call answered about, in a few words ("200 books", "20,000 ids"). */
  readonly size: string;
}

export interface BooksBenchFigures {
  readonly puzzles: number;
  readonly books: number;
  readonly fillMs: number;
  readonly figures: readonly BooksFigure[];
}

export async function runBooksBench(
  books: number,
  perBook: number,
  repeats: number,
): Promise<BooksBenchFigures> {
  const folder = mkdtempSync(join(tmpdir(), 'nonogram-bench-books-'));
  try {
    const started = performance.now();
    const { bookIds, puzzles } = await fillShelf(folder, books, perBook);
    const fillMs = performance.now() - started;
    const backend = await openBackend({
      dataDir: folder,
      mode: 'browser',
      spawnSolver: () => spawnNodeSolver(),
      fileWorker: devFileWorker(),
      solverWarmUpMs: null,
      starterDir: null,
      backgroundChecks: null,
    });
    try {
      const figures = await measure(backend, bookIds, puzzles, repeats);
      return { puzzles, books, fillMs, figures };
    } finally {
      await backend.close();
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The shelf, written straight into the library file: books of synthetic puzzles, a third played. */
async function fillShelf(
  folder: string,
  books: number,
  perBook: number,
): Promise<{ bookIds: number[]; puzzles: number }> {
  const { db } = openLibrary(folder);
  try {
    const random = seededRandom(2_000);
    const bookIds: number[] = [];
    const items: ImportItem[] = [];
    for (let b = 0; b < books; b++) {
      const { id } = createCollection(db, `Book ${b + 1}`);
      setBook(db, id, {
        title: `Logic Art ${b + 1}`,
        author: 'Ann Bee',
        publisher: '',
        year: '',
        isbn: '',
        notes: '',
      });
      bookIds.push(id);
      for (let p = 0; p < perBook; p++) {
        const n = b * perBook + p + 1;
        items.push({
          puzzle: syntheticPuzzle(random, n),
          file: `book ${b + 1}/page ${p + 1}.non`,
          index: 1,
          collectionId: id,
        });
      }
    }
    const { addedIds } = await importPuzzles(db, items);
    db.transaction(() => {
      for (const id of addedIds) {
        if (random() > 0.33) continue;
        const status: PlayStatus = random() < 0.7 ? 'solved' : 'in-progress';
        const attempt = startAttempt(db, id, '0');
        saveProgress(db, attempt.id, {
          status,
          grid: '0',
          marks: '',
          elapsedMs: 60_000,
          hints: 0,
          mistakes: 0,
        });
      }
    })();
    return { bookIds, puzzles: addedIds.length };
  } finally {
    db.close();
  }
}

async function measure(
  backend: Backend,
  bookIds: readonly number[],
  puzzles: number,
  repeats: number,
): Promise<BooksFigure[]> {
  const call = async <M extends MethodName>(method: M, args: MethodArgs<M>): Promise<MethodResults[M]> => {
    const result = await dispatch(backend.handlers, method, args);
    if (!result.ok) throw new Error(`${method}: ${result.error.message}`);
    return result.value as MethodResults[M];
  };
  const figures: BooksFigure[] = [];
  const time = async (
    name: string,
    size: string,
    run: (round: number) => Promise<unknown>,
    targeted = true,
  ): Promise<void> => {
    const times: number[] = [];
    const walls: number[] = [];
    for (let round = 0; round < repeats; round++) {
      const wall = performance.now();
      const cpu = process.cpuUsage();
      await run(round);
      const used = process.cpuUsage(cpu);
      times.push((used.user + used.system) / 1000);
      walls.push(performance.now() - wall);
    }
    const [medianMs, maxMs, wallMs] = [median(times), Math.max(...times), median(walls)];
    figures.push({ name, size, medianMs, maxMs, wallMs, targeted });
  };
  const bookOf = (round: number): number => bookIds[(round * 37) % bookIds.length]!;
  const count = (n: number): string => n.toLocaleString('en');

  await time('the shelf: every collection with its progress', `${count(bookIds.length)} books`, () =>
    call('collections.list', {}),
  );
  await time('open a book: first page in book order, progress, Continue', '1 book', async (round) => {
    const id = bookOf(round);
    await Promise.all([
      call('library.list', { collectionId: id, sort: 'book' }),
      call('collections.get', { id }),
      call('collections.continue', { id }),
    ]);
  });
  const deep = { status: 'new', sort: 'title', offset: Math.floor(puzzles / 2), limit: 200 } as const;
  await time('back to the same place: a filtered page half way down', 'page of 200', () =>
    call('library.list', deep),
  );
  await time('back to the same place in a book: its second page, unsolved only', 'page of a book', (round) =>
    call('library.list', { collectionId: bookOf(round), sort: 'book', status: 'new', offset: 20, limit: 20 }),
  );
  let ids: readonly number[] = [];
  await time('select all: the ids of every puzzle shown', `${count(puzzles)} ids`, async () => {
    ids = (await call('library.ids', { sort: 'title' })).ids;
  });
  await time('select all in a book', `${count(puzzles / bookIds.length)} ids`, (round) =>
    call('library.ids', { collectionId: bookOf(round), sort: 'book' }),
  );
  await time('add the whole selection to a collection', `${count(ids.length)} puzzles`, async (round) => {
    const { id } = await call('collections.create', { name: `Everything ${round}` });
    await call('collections.add', { id, puzzleIds: [...ids] });
  });
  await time(
    'delete the whole selection, then undo',
    `${count(ids.length)} puzzles`,
    async () => {
      await call('library.delete', { ids: [...ids] });
      await call('library.restore', { ids: [...ids] });
    },
    false,
  );
  return figures;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
