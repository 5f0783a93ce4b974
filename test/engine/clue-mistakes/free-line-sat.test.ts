import { describe, expect, it } from 'vitest';
import { CluePropagator } from '../../../src-main/engine/clue-mistakes/clue-propagator.ts';
import { satFreeLineClues } from '../../../src-main/engine/clue-mistakes/free-line-sat.ts';
import { sameClue, type LineClue, type Puzzle } from '../../../src-main/engine/puzzle.ts';
import { nin } from '../solver/bench-files.ts';
import { readPuzzleFile } from '../../../src-main/engine/formats/index.ts';
import { readFileSync } from 'node:fs';
import { fixturePath } from '../../fixture-path.ts';

/** jwilk data091 (25x25): line logic settles nothing, probing solves it. */
const hard = nin('jwilk', 'data091.nin');

function freeRow(puzzle: Puzzle, row: number): { propagator: CluePropagator; domains: Uint32Array } {
  const clues: LineClue[] = [...puzzle.rows, ...puzzle.columns];
  const propagator = new CluePropagator(puzzle.width, puzzle.height, puzzle.palette.length, clues, row);
  const domains = propagator.initialDomains();
  expect(propagator.propagate(domains)).toBe(true);
  return { propagator, domains };
}

describe('satFreeLineClues', () => {
  it('reads a free row off whole pictures where line logic leaves every cell open', () => {
    const { propagator, domains } = freeRow(hard, 20);
    expect(domains.every((d) => d === 3)).toBe(true);
    const result = satFreeLineClues(propagator, domains, 20, 4, () => false);
    expect(result?.complete).toBe(true);
    expect(result?.clues).toHaveLength(1);
    expect(sameClue(result!.clues[0]!, hard.rows[20]!)).toBe(true);
  });

  it('lists nothing when the other lines allow no picture', () => {
    // Column 0 given row 3's clue cannot agree with the rows and the other columns.
    const broken: Puzzle = { ...hard, columns: hard.columns.map((c, i) => (i === 0 ? hard.rows[3]! : c)) };
    const { propagator, domains } = freeRow(broken, 20);
    expect(satFreeLineClues(propagator, domains, 20, 4, () => false)).toEqual({ clues: [], complete: true });
  });

  it('reports an unfinished list when stopped', () => {
    const { propagator, domains } = freeRow(hard, 20);
    expect(satFreeLineClues(propagator, domains, 20, 4, () => true)?.complete).toBe(false);
  });

  it('leaves colour puzzles to the other searches', () => {
    const file = fixturePath('olsak/rose.g');
    const rose = readPuzzleFile(file, readFileSync(file, 'utf8')).puzzles[0]!.puzzle;
    const { propagator, domains } = freeRow(rose, 1);
    expect(satFreeLineClues(propagator, domains, 1, 4, () => false)).toBeNull();
  });
});
