/**
 * How a puzzle's clues and palette are stored: JSON text. A line is a flat list of
 * `length, colour` pairs (`[3,1,2,1]` is "3 2" in black), which keeps a 25x25 puzzle near one
 * kilobyte. Reading checks the shape, so a hand-edited or damaged row fails with a sentence,
 * not with an undefined deep inside the solver.
 */
import type { Block, LineClue, PaletteColor } from '../engine/puzzle.ts';
import { LibraryError } from './errors.ts';

export interface StoredClues {
  readonly rows: readonly LineClue[];
  readonly columns: readonly LineClue[];
}

export function encodeClues(rows: readonly LineClue[], columns: readonly LineClue[]): string {
  const line = (clue: LineClue): number[] => clue.flatMap((block) => [block.length, block.color]);
  return JSON.stringify({ rows: rows.map(line), columns: columns.map(line) });
}

export function decodeClues(text: string, puzzleId: number): StoredClues {
  const value = parse(text, puzzleId);
  if (!isRecord(value) || !Array.isArray(value.rows) || !Array.isArray(value.columns)) {
    throw damaged(puzzleId, 'clues');
  }
  const line = (raw: unknown): LineClue => {
    if (!Array.isArray(raw) || raw.length % 2 !== 0 || !raw.every(Number.isInteger))
      throw damaged(puzzleId, 'clues');
    const numbers = raw as number[];
    const blocks: Block[] = [];
    for (let i = 0; i < numbers.length; i += 2) blocks.push({ length: numbers[i]!, color: numbers[i + 1]! });
    return blocks;
  };
  return { rows: value.rows.map(line), columns: value.columns.map(line) };
}

export function encodePalette(palette: readonly PaletteColor[]): string {
  return JSON.stringify(palette.map(({ name, char, rgb }) => ({ name, char, rgb })));
}

export function decodePalette(text: string, puzzleId: number): PaletteColor[] {
  const value = parse(text, puzzleId);
  if (!Array.isArray(value)) throw damaged(puzzleId, 'palette');
  return value.map((entry: unknown) => {
    if (
      !isRecord(entry) ||
      typeof entry.name !== 'string' ||
      typeof entry.char !== 'string' ||
      typeof entry.rgb !== 'string'
    ) {
      throw damaged(puzzleId, 'palette');
    }
    return { name: entry.name, char: entry.char, rgb: entry.rgb };
  });
}

function parse(text: string, puzzleId: number): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw damaged(puzzleId, 'data');
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function damaged(puzzleId: number, what: string): LibraryError {
  return new LibraryError('database', `The stored ${what} of puzzle ${puzzleId} cannot be read.`);
}
