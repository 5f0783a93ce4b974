/**
 * Writes test/fixtures/tournament/tournament.txt (`node --import tsx
 * scripts/make-tournament-fixtures.ts`): 100 random 25x25 black-and-white puzzles in the TAAI
 * tournament text, made by the generator's own noise from fixed seeds (puzzle N from seed N). The
 * tests need what the tournament sets give them, a file in that format of many puzzles that grow
 * harder towards the end, and the tournament sets themselves are GPL and stay out of the repo.
 *
 * As in the tournament sets, the density falls along the file, from half the cells at $1 to about
 * a third at $100: sparse random puzzles have many short blocks and need search. The script prints
 * what the full solver needs for the last puzzles, the ones the tests take as hard. Like one puzzle
 * of TAAI 2017, one puzzle has an empty row, which the text writes as an empty line.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { NumberedPuzzle } from '../src-main/engine/formats/taai.ts';
import { writeTaai } from '../src-main/engine/formats/taai.ts';
import { randomPicture } from '../src-main/engine/generator/random-picture.ts';
import { puzzleFromGrid } from '../src-main/engine/puzzle.ts';
import { seededRandom } from '../src-main/engine/seeded-random.ts';
import { solve } from '../src-main/engine/solver/solve.ts';

const SIDE = 25;
const COUNT = 100;
const FIRST_DENSITY = 0.5;
const LAST_DENSITY = 0.36;
/** The puzzle with an empty row (its 13th). */
const EMPTY_ROW_PUZZLE = 77;

const out = new URL('../test/fixtures/tournament/', import.meta.url).pathname;

const puzzles: NumberedPuzzle[] = [];
for (let number = 1; number <= COUNT; number++) {
  const density = FIRST_DENSITY + ((LAST_DENSITY - FIRST_DENSITY) * (number - 1)) / (COUNT - 1);
  const grid = randomPicture(SIDE, SIDE, 1, { smoothing: 0, density }, seededRandom(number));
  if (number === EMPTY_ROW_PUZZLE) grid.cells.fill(0, 12 * SIDE, 13 * SIDE);
  puzzles.push({ number, puzzle: puzzleFromGrid(grid) });
}
mkdirSync(out, { recursive: true });
writeFileSync(`${out}tournament.txt`, writeTaai(puzzles));

if (process.argv.includes('--stats')) {
  for (const { number, puzzle } of puzzles.filter((p) => p.number === 1 || p.number >= 85)) {
    const result = solve(puzzle, { maxSolutions: 1, timeLimitMs: 30_000 });
    const { nodes, ms, lineSolvable } = result.stats;
    console.log(`$${number}: ${result.status}, ${nodes} nodes, ${ms} ms, line-solvable ${lineSolvable}`);
  }
}
