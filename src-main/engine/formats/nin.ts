/**
 * The `.nin` format of Jakub Wilk's solver: a line `W H`, then H row clues (top to bottom), then W
 * column clues (left to right), numbers separated by spaces; `0` or an empty line is an empty clue.
 */
import { blackAndWhitePuzzle, type Puzzle } from '../puzzle.ts';
import { FormatError } from './errors.ts';

export function readNin(text: string): Puzzle {
  const lines = text.split(/\r?\n/);
  let at = 0;
  while (at < lines.length && lines[at]!.trim() === '') at++;
  const header = lines[at]?.trim().split(/\s+/) ?? [];
  const width = Number(header[0]);
  const height = Number(header[1]);
  if (header.length !== 2 || !Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new FormatError('expected the size as two whole numbers "WIDTH HEIGHT"', at + 1);
  }
  const clues: number[][] = [];
  for (let i = at + 1; i < lines.length && clues.length < width + height; i++) {
    const raw = lines[i]!.trim();
    if (raw === '' && i === lines.length - 1) break;
    const numbers = raw === '' ? [] : raw.split(/\s+/).map(Number);
    if (numbers.some((n) => !Number.isInteger(n) || n < 0)) {
      throw new FormatError(`"${raw}" is not a list of whole numbers`, i + 1);
    }
    clues.push(numbers);
  }
  if (clues.length < width + height) {
    throw new FormatError(
      `expected ${height} row clues and ${width} column clues, found only ${clues.length} clue lines`,
      lines.length,
    );
  }
  return blackAndWhitePuzzle(clues.slice(0, height), clues.slice(height));
}

export function writeNin(puzzle: Puzzle): string {
  const line = (clue: Puzzle['rows'][number]): string =>
    clue.length === 0 ? '0' : clue.map((b) => b.length).join(' ');
  return [`${puzzle.width} ${puzzle.height}`, ...puzzle.rows.map(line), ...puzzle.columns.map(line), ''].join('\n');
}
