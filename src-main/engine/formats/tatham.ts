/**
 * A game id of Simon Tatham's Pattern (his puzzle collection's nonogram): `WxH:desc`, or `W:desc`
 * for a square. As `new_game_desc` in pattern.c writes it, desc lists the clues of the columns
 * (left to right), then of the rows (top to bottom), separated by `/`, the numbers of one clue by
 * `.`; an empty clue is an empty section. An optional `,...` suffix marks cells given at the start;
 * those are hints for play, not part of the clues, and are checked but not kept. A random seed
 * (`WxH#seed`) only makes sense to Tatham's generator and is rejected. A file may hold several
 * game ids, one per line.
 */
import { blackAndWhitePuzzle, type LineClue, type Puzzle } from '../puzzle.ts';
import { FormatError } from './errors.ts';
import { checkPuzzleCount } from './limits.ts';
import { isBlank, lineLabel, parseLength, parseSide, requireBlackAndWhite, splitLines } from './text.ts';

export function readTatham(text: string): Puzzle[] {
  const puzzles: Puzzle[] = [];
  splitLines(text).forEach((line, i) => {
    if (isBlank(line)) return;
    checkPuzzleCount(puzzles.length, i + 1);
    puzzles.push(readGameId(line.trim(), i + 1));
  });
  if (puzzles.length === 0)
    throw new FormatError('the file holds no game id such as "5x5:2/1.1/3/1/2/..."', 1);
  return puzzles;
}

export function readGameId(id: string, lineNo = 1): Puzzle {
  if (/^\d+(x\d+)?#/.test(id)) {
    throw new FormatError(
      'this is a random seed, not a game id: only Pattern itself can turn it into clues',
      lineNo,
    );
  }
  const match = /^(\d+)(?:x(\d+))?:([^,]*)(?:,(.*))?$/.exec(id);
  if (!match) throw new FormatError('expected a Pattern game id such as "5x10:2.1/2.1.3/..."', lineNo);
  const width = parseSide(match[1], 'width', lineNo);
  const height = match[2] === undefined ? width : parseSide(match[2], 'height', lineNo);
  const sections = match[3]!.split('/');
  if (sections.length !== width + height) {
    throw new FormatError(
      `${sections.length} clues for a ${width} x ${height} puzzle, which needs ${width} column clues and ${height} row clues`,
      lineNo,
    );
  }
  const clues = sections.map((section, i) => {
    const isColumn = i < width;
    const where = lineLabel(!isColumn, isColumn ? i : i - width);
    if (section === '' || section === '0') return [];
    return section.split('.').map((n) => parseLength(n, where, lineNo));
  });
  if (match[4] !== undefined) checkGivens(match[4], width * height, lineNo);
  return blackAndWhitePuzzle(clues.slice(width), clues.slice(0, width));
}

/** The given-cells suffix: letters a-z/A-Z, each a run of unknown cells then one given cell. */
function checkGivens(text: string, cells: number, lineNo: number): void {
  let at = 0;
  for (const c of text) {
    if (!/[a-zA-Z]/.test(c)) throw new FormatError(`"${c}" in the given-cells part of the game id`, lineNo);
    const run = c.toLowerCase().charCodeAt(0) - 97;
    at += run + (run < 25 && at + run < cells ? 1 : 0);
    if (at > cells)
      throw new FormatError('the given-cells part of the game id is longer than the grid', lineNo);
  }
}

export function writeTatham(puzzles: readonly Puzzle[]): string {
  return puzzles.map((p) => `${writeGameId(p)}\n`).join('');
}

export function writeGameId(puzzle: Puzzle): string {
  requireBlackAndWhite(puzzle, 'A Pattern game id');
  const clue = (line: LineClue): string => line.map((b) => b.length).join('.');
  return `${puzzle.width}x${puzzle.height}:${[...puzzle.columns, ...puzzle.rows].map(clue).join('/')}`;
}
