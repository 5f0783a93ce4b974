/** The library kept as books (books-bench.ts): each call against its 100 ms target. */
import { runBooksBench } from './books-bench.ts';
import { formatTable } from './table.ts';

const TARGET_MS = 100;

export async function booksSection(quick: boolean): Promise<string> {
  const books = 200;
  const perBook = quick ? 10 : 100;
  const run = await runBooksBench(books, perBook, quick ? 5 : 15);
  const rows = run.figures.map((figure) => [
    figure.name,
    figure.size,
    figure.medianMs,
    figure.maxMs,
    figure.wallMs,
    figure.targeted ? (figure.medianMs < TARGET_MS ? 'yes' : 'NO') : '-',
  ]);
  return [
    `${run.puzzles.toLocaleString('en')} puzzles in ${run.books} books (built in ${(run.fillMs / 1000).toFixed(1)} s); ` +
      'each call through the handlers, arguments checked; the processor time of this process, and the clock.',
    formatTable(
      ['call', 'on', 'cpu median ms', 'cpu max ms', 'clock median ms', `under ${TARGET_MS} ms`],
      rows,
    ),
  ].join('\n');
}
