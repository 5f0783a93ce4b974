import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fixturePath } from '../../fixture-path.ts';
import type { LineClue, Puzzle } from '../../../src-main/engine/puzzle.ts';

export const FIXTURES = fixturePath('formats');

export function benchText(path: string): string {
  return readFileSync(fixturePath(path), 'utf8');
}

export function fixtureText(path: string): string {
  return readFileSync(join(FIXTURES, path), 'utf8');
}

export function benchFiles(folder: string, extension: string): string[] {
  return readdirSync(fixturePath(folder))
    .filter((name) => name.endsWith(extension))
    .sort()
    .map((name) => `${folder}/${name}`);
}

/** Clues as "2r 1" style text per line: compact to compare and readable when a test fails. */
export function clueText(puzzle: Puzzle): { rows: string[]; columns: string[] } {
  const line = (clue: LineClue): string => clue.map((b) => `${b.length}:${b.color}`).join(' ');
  return { rows: puzzle.rows.map(line), columns: puzzle.columns.map(line) };
}

/** What must survive a round trip: size, clues and the palette's display colours. */
export function essence(puzzle: Puzzle): object {
  return {
    width: puzzle.width,
    height: puzzle.height,
    ...clueText(puzzle),
    colors: puzzle.palette.map((c) => c.rgb.toLowerCase()),
  };
}
