/** How a generated puzzle is named, alike in the app and from the command line. */
import type { PuzzleMeta } from '../puzzle.ts';
import type { GenerateLevel } from './generate-limits.ts';

export const GENERATED_SOURCE = 'Generated';

export function generatedMeta(width: number, height: number, level: GenerateLevel, seed: number): PuzzleMeta {
  return {
    title: `Random ${width}x${height} #${seed.toString(36).toUpperCase()}`,
    source: GENERATED_SOURCE,
    notes:
      `Made by the puzzle generator at level ${level}, from seed ${seed}. ` +
      'The same size, colours, level and seed make the same puzzle again.',
  };
}
