/**
 * The generate dialog's fixed choices, and what it can tell before anything is made: sizes
 * offered, and when the size makes the level unlikely (the generator then returns the closest
 * puzzle it found; see engine/generator/generate.ts).
 */
import type { GenerateLevel } from '../../../src-main/engine/generator/generate-limits.ts';
import { MAX_GENERATED_COLORS } from '../../../src-main/engine/generator/generate-limits.ts';

export const SIZE_PRESETS: readonly number[] = [10, 15, 20, 25, 30, 40, 50];

export const LEVELS: readonly { readonly id: GenerateLevel; readonly name: string; readonly note: string }[] =
  [
    { id: 'easy', name: 'Easy', note: 'Large shapes; line logic settles every cell' },
    { id: 'medium', name: 'Medium', note: 'Finer detail; still line logic alone, with more steps' },
    { id: 'hard', name: 'Hard', note: 'Needs trying a cell both ways; never a guess' },
  ];

export const COLOR_CHOICES: readonly { readonly value: number; readonly name: string }[] = Array.from(
  { length: MAX_GENERATED_COLORS },
  (_, n) => ({ value: n + 1, name: n === 0 ? 'Black and white' : `${n + 1} colours` }),
);

/** The preset a size matches, or 'custom'. */
export function sizePreset(width: number, height: number): number | 'custom' {
  return width === height && SIZE_PRESETS.includes(width) ? width : 'custom';
}

/**
 * A warning when the size makes the level unlikely: short lines take too few steps to rate
 * medium, and long lines rate above easy however large the shapes.
 */
export function levelWarning(width: number, height: number, level: GenerateLevel): string | null {
  const side = Math.sqrt(width * height);
  if (level === 'medium' && side < 13)
    return 'Puzzles this small seldom rate medium; some may come out easy.';
  if (level === 'easy' && side > 40) return 'Puzzles this large seldom rate easy; some may come out medium.';
  return null;
}
