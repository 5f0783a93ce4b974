/** Reads puzzles of the shared benchmark sets (../shared/bench) for solver tests. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readNin } from '../../../src-main/engine/formats/nin.ts';
import { readTaai } from '../../../src-main/engine/formats/taai.ts';
import type { Puzzle } from '../../../src-main/engine/puzzle.ts';

export const BENCH = resolve(import.meta.dirname, '../../../../shared/bench');

export function nin(folder: string, file: string): Puzzle {
  return readNin(readFileSync(join(BENCH, folder, file), 'utf8'));
}

export function ninFiles(folder: string): string[] {
  return readdirSync(join(BENCH, folder))
    .filter((f) => f.endsWith('.nin'))
    .sort();
}

/** Expected solution counts of edge-cases/manifest.tsv. */
export function edgeCounts(): Map<string, number> {
  const text = readFileSync(join(BENCH, 'edge-cases', 'manifest.tsv'), 'utf8');
  const counts = new Map<string, number>();
  for (const line of text.split('\n').slice(1)) {
    const [file, , , count] = line.split('\t');
    if (file && count !== undefined) counts.set(file, Number(count));
  }
  return counts;
}

export function taai(file: string, number: number): Puzzle {
  const text = readFileSync(join(BENCH, 'taai', 'question', `${file}.txt`), 'utf8');
  const found = readTaai(text).find((p) => p.number === number);
  if (!found) throw new Error(`no puzzle ${number} in ${file}`);
  return found.puzzle;
}
