/** Reads every puzzle of every file named on the command line, keeping unreadable files as errors. */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { readPuzzleFile } from '../engine/formats/index.ts';
import type { Grid, Puzzle } from '../engine/puzzle.ts';

export type LoadedPuzzle =
  | { readonly file: string; readonly index: number; readonly puzzle: Puzzle; readonly goal?: Grid }
  | { readonly file: string; readonly index: number | null; readonly error: string };

export async function loadPuzzles(files: readonly string[]): Promise<LoadedPuzzle[]> {
  const out: LoadedPuzzle[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      out.push({ file, index: null, error: `cannot read the file: ${errorMessage(error)}` });
      continue;
    }
    try {
      const { puzzles } = readPuzzleFile(basename(file), text);
      // Numbered from 1, as files and people number their puzzles.
      for (const { index, puzzle, goal } of puzzles)
        out.push({ file, index: index + 1, puzzle, ...(goal ? { goal } : {}) });
    } catch (error) {
      out.push({ file, index: null, error: errorMessage(error) });
    }
  }
  return out;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
