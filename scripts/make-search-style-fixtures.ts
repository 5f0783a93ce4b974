/**
 * Writes the two tournament-like puzzles of test/fixtures/search-styles/ (`node --import tsx
 * scripts/make-search-style-fixtures.ts`): random 25x25 black-and-white pictures at the density of
 * the hard end of the TAAI sets, made by the generator's own noise from fixed seeds, on which the
 * solver's two search styles part by an order of magnitude, one each way. The partner tests need
 * them (test/solver-host/partner.test.ts); the tournament sets are GPL and stay out of the repo.
 *
 * The search goes through seeds in order and keeps the first puzzle where one style needs at least
 * RATIO times the search nodes of the other and the slower one takes long enough that a job queued
 * behind it would wait seconds. Node counts do not depend on the machine; times do, so both are
 * printed. What was found goes into the folder's README.md beside the two `.nin` files. The search
 * takes minutes (some seeds run a style to its 30 s limit); `-- --seeds 17,148` remakes the puzzles
 * from the seeds it found, checking them the same way.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { writeNin } from '../src-main/engine/formats/nin.ts';
import { randomPicture } from '../src-main/engine/generator/random-picture.ts';
import { puzzleFromGrid, type Puzzle } from '../src-main/engine/puzzle.ts';
import { seededRandom } from '../src-main/engine/seeded-random.ts';
import { solve } from '../src-main/engine/solver/solve.ts';
import type { SearchStyle, SolveResult } from '../src-main/engine/solver/types.ts';

const SIDE = 25;
/** Filled share near the end of the TAAI 2011 set (#629 is 0.40, #799 0.38), where search is needed. */
const DENSITY = 0.39;
const RATIO = 6;
/** The slower style's nodes: enough for seconds of search where the winner takes under one. */
const MIN_SLOW_NODES = 3_000;
/**
 * The linked style's nodes where it wins: enough that it is still searching when the partner
 * thread starts (the plain style only ever runs as the partner, so it starts late anyway).
 */
const MIN_LINKED_NODES = 300;
const LIMIT_MS = 30_000;
const MAX_SEED = 1_000;

const out = new URL('../test/fixtures/search-styles/', import.meta.url).pathname;

function puzzleOf(seed: number): Puzzle {
  const grid = randomPicture(SIDE, SIDE, 1, { smoothing: 0, density: DENSITY }, seededRandom(seed));
  return puzzleFromGrid(grid);
}

function run(puzzle: Puzzle, searchStyle: SearchStyle): SolveResult {
  return solve(puzzle, { maxSolutions: 1, searchStyle, timeLimitMs: LIMIT_MS });
}

const wanted: Record<SearchStyle, string> = {
  plain: 'plain-faster.nin',
  linked: 'linked-faster.nin',
};
const found = new Map<SearchStyle, number>();
const notes: string[] = [];

const given = process.argv.indexOf('--seeds');
const seeds =
  given >= 0
    ? (process.argv[given + 1] ?? '').split(',').map(Number)
    : Array.from({ length: MAX_SEED }, (_, i) => i + 1);

for (const seed of seeds) {
  if (found.size === 2) break;
  const puzzle = puzzleOf(seed);
  const linked = run(puzzle, 'linked');
  const plain = run(puzzle, 'plain');
  const line = `seed ${seed}: linked ${linked.stats.nodes} nodes ${linked.stats.ms} ms, plain ${plain.stats.nodes} nodes ${plain.stats.ms} ms`;
  console.log(line);
  if (linked.status !== 'solved' || plain.status !== 'solved') continue;
  for (const [fast, slow, style] of [
    [plain, linked, 'plain'],
    [linked, plain, 'linked'],
  ] as const) {
    if (found.has(style) || slow.stats.nodes < MIN_SLOW_NODES) continue;
    if (style === 'linked' && fast.stats.nodes < MIN_LINKED_NODES) continue;
    if (slow.stats.nodes < RATIO * fast.stats.nodes) continue;
    found.set(style, seed);
    notes.push(`- \`${wanted[style]}\`: ${line} (one run, this machine).`);
    mkdirSync(out, { recursive: true });
    writeFileSync(`${out}${wanted[style]}`, writeNin(puzzle));
    console.log(`  -> ${wanted[style]}`);
  }
}
if (notes.length > 0) {
  const readme = [
    '# Search-style puzzles',
    '',
    `Random ${SIDE}x${SIDE} black-and-white pictures (generator noise, no smoothing, density ${DENSITY}), made by`,
    '`scripts/make-search-style-fixtures.ts` from the seeds below: the first seeds where one search style',
    `needs at least ${RATIO} times the nodes of the other, and at least ${MIN_SLOW_NODES}. Made by this project: MIT, like the project.`,
    '',
    ...notes,
    '',
  ].join('\n');
  writeFileSync(`${out}README.md`, readme);
}
if (found.size < 2) {
  const missing = Object.keys(wanted).filter((s) => !found.has(s as SearchStyle));
  console.error(`Not found among the seeds tried: ${missing.join(', ')}`);
  process.exitCode = 1;
}
