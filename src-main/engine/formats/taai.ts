/**
 * The TAAI/TCGA tournament text: `$N` starts puzzle N, then 50 tab-separated clue lines for a
 * 25x25 puzzle, columns first (left to right), then rows (top to bottom). An empty line is an
 * empty clue, so only empty lines beyond the fiftieth (before the next `$` or the end) are dropped.
 */
import { blackAndWhitePuzzle, type Puzzle } from '../puzzle.ts';
import { FormatError } from './errors.ts';

const TAAI_SIDE = 25;

export interface NumberedPuzzle {
  readonly number: number;
  readonly puzzle: Puzzle;
}

export function readTaai(text: string): NumberedPuzzle[] {
  const lines = text.split(/\r?\n/);
  const out: NumberedPuzzle[] = [];
  let i = 0;
  while (i < lines.length && lines[i]!.trim() === '') i++;
  while (i < lines.length) {
    const head = lines[i]!.trim();
    const match = /^\$(\d+)$/.exec(head);
    if (!match) throw new FormatError(`expected "$N" to start a puzzle, found "${head}"`, i + 1);
    const startLine = i + 1;
    const body: number[][] = [];
    i++;
    while (i < lines.length && !lines[i]!.startsWith('$')) {
      const raw = lines[i]!.trim();
      const numbers = raw === '' ? [] : raw.split(/\s+/).map(Number);
      if (numbers.some((n) => !Number.isInteger(n) || n < 0)) {
        throw new FormatError(`"${raw}" is not a list of whole numbers`, i + 1);
      }
      body.push(numbers);
      i++;
    }
    while (body.length > 2 * TAAI_SIDE && body.at(-1)!.length === 0) body.pop();
    if (body.length !== 2 * TAAI_SIDE) {
      throw new FormatError(`puzzle $${match[1]} has ${body.length} clue lines; expected 50`, startLine);
    }
    const n = TAAI_SIDE;
    out.push({
      number: Number(match[1]),
      puzzle: blackAndWhitePuzzle(body.slice(n), body.slice(0, n), { title: `$${match[1]}` }),
    });
  }
  return out;
}

export function writeTaai(puzzles: readonly NumberedPuzzle[]): string {
  const line = (clue: Puzzle['rows'][number]): string => clue.map((b) => b.length).join('\t');
  return puzzles
    .map(({ number, puzzle }) =>
      [`$${number}`, ...puzzle.columns.map(line), ...puzzle.rows.map(line)].join('\n'),
    )
    .join('\n')
    .concat('\n');
}
