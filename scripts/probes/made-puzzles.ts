/** Distinct black-and-white 8x8 puzzles as .non text, made from a seed, for imports of any size. */
import { Random } from './random.ts';

function runs(cells: readonly boolean[]): string {
  const out: number[] = [];
  let run = 0;
  for (const cell of cells) {
    if (cell) run++;
    else if (run > 0) {
      out.push(run);
      run = 0;
    }
  }
  if (run > 0) out.push(run);
  return out.length === 0 ? '0' : out.join(',');
}

/** `count` puzzles as one .non file, titled `${prefix} n`. */
export function madeNonFile(count: number, seed: number, prefix: string): string {
  const random = new Random(seed);
  const puzzles: string[] = [];
  for (let n = 0; n < count; n++) {
    const grid = Array.from({ length: 8 }, () => Array.from({ length: 8 }, () => random.next() < 0.55));
    const rows = grid.map(runs);
    const columns = Array.from({ length: 8 }, (_, c) => runs(grid.map((row) => row[c]!)));
    puzzles.push(
      `title "${prefix} ${n}"\nwidth 8\nheight 8\n\nrows\n${rows.join('\n')}\n\ncolumns\n${columns.join('\n')}\n`,
    );
  }
  return puzzles.join('====\n');
}
