/**
 * Where the public benchmark sets live: `../shared/bench/` beside the project (they are read in
 * place, never copied), or the folder named by NONOGRAM_BENCH_DIR.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readPuzzleFile } from '../engine/formats/index.ts';
import type { Puzzle } from '../engine/puzzle.ts';

export interface BenchPuzzle {
  readonly name: string;
  readonly puzzle: Puzzle;
}

export function benchDir(): string {
  const fromEnv = process.env.NONOGRAM_BENCH_DIR;
  if (fromEnv) return resolve(fromEnv);
  return resolve(import.meta.dirname, '../../../shared/bench');
}

export function hasBenchSets(): boolean {
  return existsSync(join(benchDir(), 'README.md'));
}

/**
 * Every puzzle in the files of a bench folder whose names pass `filter`, in name order. A file the
 * readers reject goes to `rejected` when given (some sample sets hold kinds of puzzle the app does
 * not take, such as triangle cells), and otherwise stops the run.
 */
export function loadBenchFolder(
  folder: string,
  filter: (file: string) => boolean = () => true,
  rejected?: (file: string, reason: string) => void,
): BenchPuzzle[] {
  const dir = join(benchDir(), folder);
  const out: BenchPuzzle[] = [];
  for (const file of readdirSync(dir).filter(filter).sort()) {
    let puzzles: ReturnType<typeof readPuzzleFile>['puzzles'];
    try {
      ({ puzzles } = readPuzzleFile(file, readFileSync(join(dir, file), 'utf8')));
    } catch (error) {
      if (!rejected) throw error;
      rejected(`${folder}/${file}`, error instanceof Error ? error.message : String(error));
      continue;
    }
    for (const entry of puzzles) {
      out.push({ name: puzzles.length > 1 ? `${file} #${entry.index + 1}` : file, puzzle: entry.puzzle });
    }
  }
  return out;
}

export function loadBenchFile(path: string): BenchPuzzle[] {
  const file = join(benchDir(), path);
  const { puzzles } = readPuzzleFile(file, readFileSync(file, 'utf8'));
  return puzzles.map((entry) => ({ name: `${path} #${entry.index + 1}`, puzzle: entry.puzzle }));
}
