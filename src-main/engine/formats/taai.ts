/**
 * The TAAI/TCGA tournament text: `$N` starts puzzle N, then its clue lines, columns first (left to
 * right), then rows (top to bottom), numbers separated by tabs or spaces. An empty line is an empty
 * clue (it happens once, in taai2017).
 *
 * The text does not say the size. Tournament puzzles are 25 x 25; other files in this style (such
 * as a 5 x 10 puzzle with 15 lines) are sized by finding the split of the lines into W columns and
 * H rows whose clues fit and whose row and column totals agree: the square split first, else the
 * only consistent one. Blank lines at the end of a puzzle are kept as empty clues when that gives a
 * consistent puzzle and dropped otherwise.
 */
import { minimumLength, type Block, type LineClue, type Puzzle } from '../puzzle.ts';
import { FormatError } from './errors.ts';
import { checkSide, isBlank, plainClueFast, requireBlackAndWhite, splitLines } from './text.ts';

export interface NumberedPuzzle {
  readonly number: number;
  readonly puzzle: Puzzle;
}

export function readTaai(text: string): NumberedPuzzle[] {
  const lines = splitLines(text);
  const out: NumberedPuzzle[] = [];
  let i = 0;
  while (i < lines.length && isBlank(lines[i]!)) i++;
  if (i === lines.length)
    throw new FormatError('the file holds no puzzle (expected "$1" to start the first one)', 1);
  while (i < lines.length) {
    const head = lines[i]!.trim();
    const match = /^\$(\d+)$/.exec(head);
    if (!match) throw new FormatError(`expected "$N" to start a puzzle, found "${head}"`, i + 1);
    const startLine = i + 1;
    const body: Block[][] = [];
    i++;
    while (i < lines.length && !lines[i]!.startsWith('$')) {
      const at = body.length + 1;
      body.push(plainClueFast(lines[i]!, () => `clue line ${at} of $${match[1]}`, i + 1));
      i++;
    }
    const size = chooseSize(body);
    if (!size) {
      throw new FormatError(
        `puzzle $${match[1]} has ${body.length} clue lines, which cannot be split into columns and rows ` +
          'whose totals agree',
        startLine,
      );
    }
    const { width, height } = size;
    checkSide(width, 'width', startLine);
    checkSide(height, 'height', startLine);
    const number = Number(match[1]);
    out.push({
      number,
      puzzle: {
        width,
        height,
        columns: body.slice(0, width),
        rows: body.slice(width, width + height),
        palette: [
          { name: 'white', char: '.', rgb: '#ffffff' },
          { name: 'black', char: '#', rgb: '#000000' },
        ],
        meta: { title: `$${number}`, number: String(number) },
      },
    });
  }
  return out;
}

interface Size {
  readonly width: number;
  readonly height: number;
}

function chooseSize(body: readonly LineClue[]): Size | undefined {
  let kept = body.length;
  while (kept > 0 && body[kept - 1]!.length === 0) kept--;
  const counts: number[] = [];
  for (let n = body.length; n >= Math.max(kept, 2); n--) counts.push(n);
  for (const n of counts) {
    if (n % 2 === 0 && consistent(body, n / 2, n / 2)) return { width: n / 2, height: n / 2 };
  }
  for (const n of counts) {
    const splits: Size[] = [];
    for (let width = 1; width < n; width++) {
      if (consistent(body, width, n - width)) splits.push({ width, height: n - width });
    }
    if (splits.length === 1) return splits[0];
  }
  // Nothing agrees: a square puzzle with a typo is the likeliest reading; the app shows its problems.
  for (const n of counts) if (n % 2 === 0) return { width: n / 2, height: n / 2 };
  return undefined;
}

function consistent(body: readonly LineClue[], width: number, height: number): boolean {
  let columnTotal = 0;
  let rowTotal = 0;
  for (let i = 0; i < width + height; i++) {
    const clue = body[i]!;
    const isColumn = i < width;
    if (minimumLength(clue) > (isColumn ? height : width)) return false;
    for (const block of clue) {
      if (isColumn) columnTotal += block.length;
      else rowTotal += block.length;
    }
  }
  return columnTotal === rowTotal;
}

/** Writes the tournament text; reading it back needs square puzzles or consistent clues. */
export function writeTaai(puzzles: readonly NumberedPuzzle[]): string {
  for (const { puzzle } of puzzles) requireBlackAndWhite(puzzle, 'The TAAI text');
  const line = (clue: LineClue): string => clue.map((b) => b.length).join('\t');
  return puzzles
    .map(({ number, puzzle }) =>
      [`$${number}`, ...puzzle.columns.map(line), ...puzzle.rows.map(line)].join('\n'),
    )
    .join('\n')
    .concat('\n');
}
