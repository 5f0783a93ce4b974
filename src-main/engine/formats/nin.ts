/**
 * The `.nin` format of Jakub Wilk's solver: a line `W H`, then H row clues (top to bottom), then W
 * column clues (left to right), numbers separated by spaces; `0` or an empty line is an empty
 * clue. Blank lines before the size line are skipped. Like Wilk's own reader, this one stops after
 * the last clue the size calls for; text after it is ignored but reported as a warning, since it
 * may mean the size is wrong (one of Wilk's test files has several copies of its puzzle).
 */
import { blackAndWhitePuzzle, type LineClue, type Puzzle } from '../puzzle.ts';
import { FormatError } from './errors.ts';
import { isBlank, lineLabel, parseSide, plainClueFast, requireBlackAndWhite, splitLines } from './text.ts';

export function readNin(text: string): Puzzle {
  return readNinWithWarnings(text).puzzle;
}

export function readNinWithWarnings(text: string): { puzzle: Puzzle; warnings: string[] } {
  const lines = splitLines(text);
  let at = 0;
  while (at < lines.length && isBlank(lines[at]!)) at++;
  if (at === lines.length) throw new FormatError('the file is empty', 1);
  const header = lines[at]!.trim().split(/\s+/);
  if (header.length !== 2) {
    throw new FormatError(
      `expected the size as two whole numbers "WIDTH HEIGHT", found "${lines[at]!.trim()}"`,
      at + 1,
    );
  }
  const width = parseSide(header[0], 'width', at + 1);
  const height = parseSide(header[1], 'height', at + 1);
  const total = width + height;
  const clues: number[][] = [];
  let i = at + 1;
  for (; i < lines.length && clues.length < total; i++) {
    const isRow = clues.length < height;
    const index = isRow ? clues.length : clues.length - height;
    const blocks = plainClueFast(lines[i]!, () => lineLabel(isRow, index), i + 1);
    clues.push(blocks.map((b) => b.length));
  }
  if (clues.length < total) {
    const missingRows = Math.max(0, height - clues.length);
    const missing =
      missingRows > 0
        ? `${missingRows} row clue(s) and ${width} column clue(s)`
        : `${total - clues.length} column clue(s)`;
    throw new FormatError(
      `the file ends too early: ${missing} are missing for a ${width} x ${height} puzzle`,
      lines.length,
    );
  }
  const warnings: string[] = [];
  while (i < lines.length && isBlank(lines[i]!)) i++;
  if (i < lines.length) {
    warnings.push(
      `line ${i + 1}: the text after the ${height} row and ${width} column clues was ignored ("${lines[i]!.trim().slice(0, 40)}")`,
    );
  }
  return { puzzle: blackAndWhitePuzzle(clues.slice(0, height), clues.slice(height)), warnings };
}

export function writeNin(puzzle: Puzzle): string {
  requireBlackAndWhite(puzzle, 'The .nin format');
  const line = (clue: LineClue): string => (clue.length === 0 ? '0' : clue.map((b) => b.length).join(' '));
  return [`${puzzle.width} ${puzzle.height}`, ...puzzle.rows.map(line), ...puzzle.columns.map(line), ''].join(
    '\n',
  );
}
