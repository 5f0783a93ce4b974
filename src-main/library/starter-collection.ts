/**
 * The starter collection a new library is filled with: resources/starter/collection.json lists
 * puzzle files (our own JSON format) in playing order; scripts/build-starter.ts writes both. The
 * files ship with the app, so a file that cannot be read is a broken build, reported with its path.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readPuzzleFile } from '../engine/formats/index.ts';
import type { Puzzle } from '../engine/puzzle.ts';

export interface StarterPuzzle {
  /** As collection.json lists it, relative to the starter folder: "puzzles/01-heart.json". */
  readonly file: string;
  readonly puzzle: Puzzle;
}

/** resources/starter beside the code: the repository's, and in the packaged app the copy packed with it. */
export const DEFAULT_STARTER_DIR = resolve(import.meta.dirname, '..', '..', 'resources', 'starter');

export const STARTER_INDEX = 'collection.json';

export class StarterCollectionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StarterCollectionError';
  }
}

export function readStarterCollection(dir: string = DEFAULT_STARTER_DIR): StarterPuzzle[] {
  return listedFiles(dir).map((file) => ({ file, puzzle: readStarterPuzzle(dir, file) }));
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function listedFiles(dir: string): string[] {
  const path = join(dir, STARTER_INDEX);
  let index: unknown;
  try {
    index = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new StarterCollectionError(`Cannot read the starter collection ${path}: ${reason(error)}`);
  }
  const puzzles =
    typeof index === 'object' && index !== null && 'puzzles' in index ? index.puzzles : undefined;
  if (!Array.isArray(puzzles) || puzzles.length === 0) {
    throw new StarterCollectionError(`The starter collection ${path} lists no puzzles.`);
  }
  const entries: readonly unknown[] = puzzles;
  return entries.map((entry, i) => {
    const file = typeof entry === 'object' && entry !== null && 'file' in entry ? entry.file : undefined;
    if (typeof file !== 'string' || file === '') {
      throw new StarterCollectionError(`The starter collection ${path} names no file for puzzle ${i + 1}.`);
    }
    return file;
  });
}

function readStarterPuzzle(dir: string, file: string): Puzzle {
  const path = join(dir, file);
  try {
    const read = readPuzzleFile(file, readFileSync(path, 'utf8'));
    return read.puzzles[0]!.puzzle;
  } catch (error) {
    throw new StarterCollectionError(`Cannot read the starter puzzle ${path}: ${reason(error)}`);
  }
}
