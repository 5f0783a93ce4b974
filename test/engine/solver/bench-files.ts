/** Reads the puzzles of test/fixtures/ that the solver tests use: samples of the public sets, and generated ones. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readNin } from '../../../src-main/engine/formats/nin.ts';
import { readTaai } from '../../../src-main/engine/formats/taai.ts';
import type { Puzzle } from '../../../src-main/engine/puzzle.ts';
import { FIXTURES } from '../../fixture-path.ts';

export function nin(folder: string, file: string): Puzzle {
  return readNin(readFileSync(join(FIXTURES, folder, file), 'utf8'));
}

export function ninFiles(folder: string): string[] {
  return readdirSync(join(FIXTURES, folder))
    .filter((f) => f.endsWith('.nin'))
    .sort();
}

/** Expected solution counts of edge-cases/manifest.tsv. */
export function edgeCounts(): Map<string, number> {
  const text = readFileSync(join(FIXTURES, 'edge-cases', 'manifest.tsv'), 'utf8');
  const counts = new Map<string, number>();
  for (const line of text.split('\n').slice(1)) {
    const [file, , , count] = line.split('\t');
    if (file && count !== undefined) counts.set(file, Number(count));
  }
  return counts;
}

/**
 * The verdict of every jwilk puzzle, from test/fixtures/solver/jwilk-verdicts.tsv (where the
 * `rules` strategy, a search of its own, gives the same verdicts), by file name in name order.
 */
export function jwilkVerdicts(): Map<string, string> {
  const file = resolve(import.meta.dirname, '../../fixtures/solver/jwilk-verdicts.tsv');
  const verdicts = new Map<string, string>();
  for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
    const [name, verdict] = line.split('\t');
    if (name && verdict) verdicts.set(name, verdict);
  }
  return new Map([...verdicts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Puzzle $number of the generated tournament-style file (test/fixtures/tournament/). */
export function tournament(number: number): Puzzle {
  const text = readFileSync(join(FIXTURES, 'tournament', 'tournament.txt'), 'utf8');
  const found = readTaai(text).find((p) => p.number === number);
  if (!found) throw new Error(`no puzzle ${number} in tournament.txt`);
  return found.puzzle;
}
