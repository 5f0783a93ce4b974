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
import {
  MAX_SIDE,
  minimumLength,
  type Block,
  type LineClue,
  type PaletteColor,
  type Puzzle,
} from '../puzzle.ts';
import { FormatError } from './errors.ts';
import { checkPuzzleCount } from './limits.ts';
import { checkSide, isBlank, plainClueFast, requireBlackAndWhite, splitLines } from './text.ts';

/** Every puzzle of a file shares it. */
const TAAI_PALETTE: readonly PaletteColor[] = Object.freeze([
  { name: 'white', char: '.', rgb: '#ffffff' },
  { name: 'black', char: '#', rgb: '#000000' },
]);

export interface NumberedPuzzle {
  readonly number: number;
  readonly puzzle: Puzzle;
}

/**
 * `warnings` hears of puzzles whose size is a guess: no split of their lines agrees, or they have
 * fewer lines than the puzzles before them (a file cut short).
 */
export function readTaai(text: string, warnings: string[] = []): NumberedPuzzle[] {
  const lines = splitLines(text);
  const out: NumberedPuzzle[] = [];
  /** How many clue lines every puzzle so far has had; null once they differ. */
  let usualLines: number | null = null;
  let i = 0;
  while (i < lines.length && isBlank(lines[i]!)) i++;
  if (i === lines.length)
    throw new FormatError('the file holds no puzzle (expected "$1" to start the first one)', 1);
  while (i < lines.length) {
    const head = lines[i]!.trim();
    const match = /^\$(\d+)$/.exec(head);
    if (!match) throw new FormatError(`expected "$N" to start a puzzle, found "${head}"`, i + 1);
    const startLine = i + 1;
    checkPuzzleCount(out.length, startLine);
    const body: Block[][] = [];
    i++;
    while (i < lines.length && !lines[i]!.startsWith('$')) {
      const at = body.length + 1;
      if (at > 2 * MAX_SIDE) {
        throw new FormatError(
          `puzzle $${match[1]} has more than ${2 * MAX_SIDE} clue lines; the largest puzzle has ` +
            `${MAX_SIDE} columns and ${MAX_SIDE} rows`,
          i + 1,
        );
      }
      body.push(plainClueFast(lines[i]!, () => `clue line ${at} of $${match[1]}`, i + 1));
      i++;
    }
    const size = chooseSize(body);
    if (size && usualLines !== null && body.length < usualLines) {
      warnings.push(
        `line ${startLine}: $${match[1]} has ${body.length} clue lines where the puzzles before it have ` +
          `${usualLines}; it was read as ${size.width} x ${size.height}, but the file looks cut short`,
      );
    } else if (size && !size.agrees) {
      warnings.push(
        `line ${startLine}: $${match[1]}: no split of its ${body.length} clue lines into columns and rows ` +
          `has totals that agree; it was read as ${size.width} x ${size.height}, which may be wrong ` +
          '(a typo, or a file cut short)',
      );
    }
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
    usualLines = out.length === 0 ? body.length : usualLines === body.length ? usualLines : null;
    out.push({
      number,
      puzzle: {
        width,
        height,
        columns: body.slice(0, width),
        rows: body.slice(width, width + height),
        palette: TAAI_PALETTE,
        meta: { title: `$${number}`, number: String(number) },
      },
    });
  }
  return out;
}

interface Size {
  readonly width: number;
  readonly height: number;
  /** Whether its row and column totals agree; false for the last-resort square reading. */
  readonly agrees: boolean;
}

/**
 * The split of the clue lines into columns and rows. Each candidate split is checked in constant
 * time from running totals (the lines' filled cells, and the longest a column or row clue needs),
 * so a puzzle of the largest size is sized in a few million steps.
 */
function chooseSize(body: readonly LineClue[]): Size | undefined {
  let kept = body.length;
  while (kept > 0 && body[kept - 1]!.length === 0) kept--;
  const counts: number[] = [];
  for (let n = body.length; n >= Math.max(kept, 2); n--) counts.push(n);
  const splits = new SplitChecks(body);
  for (const n of counts) {
    if (n % 2 === 0 && splits.consistent(n / 2, n)) return { width: n / 2, height: n / 2, agrees: true };
  }
  for (const n of counts) {
    splits.prepare(n);
    const found: Size[] = [];
    for (let width = 1; width < n && found.length < 2; width++) {
      if (splits.consistent(width, n)) found.push({ width, height: n - width, agrees: true });
    }
    if (found.length === 1) return found[0];
  }
  // Nothing agrees: a square puzzle with a typo is the likeliest reading; the app shows its problems.
  for (const n of counts) if (n % 2 === 0) return { width: n / 2, height: n / 2, agrees: false };
  return undefined;
}

/** Running totals over the clue lines, for checking splits of the first `n` of them. */
class SplitChecks {
  readonly #need: number[];
  /** Filled cells of lines 0 .. i-1. */
  readonly #total: number[];
  /** The longest line 0 .. i-1 needs. */
  readonly #needBefore: number[];
  /** For the `n` prepared: the longest line i .. n-1 needs. */
  #needFrom: number[] = [];
  #prepared = -1;

  constructor(body: readonly LineClue[]) {
    this.#need = body.map(minimumLength);
    this.#total = [0];
    this.#needBefore = [0];
    body.forEach((clue, i) => {
      this.#total.push(this.#total[i]! + clue.reduce((sum, block) => sum + block.length, 0));
      this.#needBefore.push(Math.max(this.#needBefore[i]!, this.#need[i]!));
    });
  }

  prepare(n: number): void {
    if (this.#prepared === n) return;
    this.#needFrom = new Array<number>(n + 1).fill(0);
    for (let i = n - 1; i >= 0; i--) this.#needFrom[i] = Math.max(this.#needFrom[i + 1]!, this.#need[i]!);
    this.#prepared = n;
  }

  /** Whether the first `width` of the first `n` lines as columns, the rest as rows, agree. */
  consistent(width: number, n: number): boolean {
    this.prepare(n);
    const height = n - width;
    const columns = this.#total[width]!;
    const rows = this.#total[n]! - columns;
    return this.#needBefore[width]! <= height && this.#needFrom[width]! <= width && columns === rows;
  }
}

/**
 * Why puzzles cannot be written as TAAI text, or undefined: the text does not state the size, so a
 * puzzle its reader would size differently (totals that disagree, say) is refused, not written
 * into a file that cannot be read back.
 */
export function taaiWriteProblem(puzzles: readonly NumberedPuzzle[]): string | undefined {
  for (const [i, numbered] of puzzles.entries()) {
    const { width, height } = numbered.puzzle;
    let back: Puzzle | undefined;
    try {
      back = readTaai(writeTaai([numbered]))[0]?.puzzle;
    } catch {
      // Too large for any format, say: every reader refuses it, and says so when it is read.
      continue;
    }
    if (back && back.width === width && back.height === height) continue;
    const total = (clues: readonly LineClue[]): number =>
      clues.reduce((sum, clue) => sum + clue.reduce((n, block) => n + block.length, 0), 0);
    const rows = total(numbered.puzzle.rows);
    const columns = total(numbered.puzzle.columns);
    const why =
      rows === columns
        ? `it would read back as ${back?.width ?? '?'} x ${back?.height ?? '?'}`
        : `the row and column totals of puzzle ${i + 1} (${width} x ${height}) differ (${rows} and ${columns}), so it would not read back as ${width} x ${height}`;
    return `The TAAI text does not state the size, and ${why}. Fix the clues, or export it in a format that states the size.`;
  }
  return undefined;
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
