/** Commands that work on one puzzle take the first of a file, or the one `--index N` names. */
import { UsageError } from './args.ts';
import { loadPuzzles } from './puzzle-files.ts';
import type { Puzzle } from '../engine/puzzle.ts';

export async function loadOnePuzzle(file: string, index: number | undefined): Promise<Puzzle> {
  const loaded = await loadPuzzles([file]);
  const first = loaded[0];
  if (first && 'error' in first) throw new CommandError(`${file}: ${first.error}`);
  const chosen = index === undefined ? first : loaded.find((entry) => entry.index === index);
  if (!chosen || 'error' in chosen) {
    throw new UsageError(`${file} has no puzzle number ${index} (it holds ${loaded.length})`);
  }
  return chosen.puzzle;
}

/** A failure the user can act on; printed without a stack trace. */
export class CommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommandError';
  }
}
