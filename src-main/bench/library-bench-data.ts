/**
 * A made-up library for the benchmark: random pictures of many sizes, some in colour, with
 * titles, authors and sources drawn from small word lists, so that filters and searches select
 * realistic shares of the rows. A fixed seed makes every run build the same library.
 */
import { BLACK_AND_WHITE, puzzleFromGrid, type PaletteColor, type Puzzle } from '../engine/puzzle.ts';

const WORDS = (
  'cat dancer lighthouse rose kite owl anchor teapot violin dragon castle bicycle tulip whale robot maple ' +
  'comet lantern fox harbour penguin acorn'
).split(' ');
const AUTHORS = [
  'Jan Wolter',
  'Nancy Snyder',
  'Kerrin Mansfield',
  'Robert Kummerfeldt',
  'Joe Cooke',
  'Gator',
];
const SOURCES = [
  'Puzzle Monthly',
  'Griddlers Book 3',
  'Logic Weekly',
  'Picross Collection',
  'Hanjie Annual',
  '',
];
const COLOURS: readonly PaletteColor[] = [
  { name: 'red', char: 'r', rgb: '#d03030' },
  { name: 'green', char: 'g', rgb: '#30a040' },
  { name: 'blue', char: 'b', rgb: '#3050d0' },
  { name: 'yellow', char: 'y', rgb: '#e0c020' },
];
const SIDES = [5, 8, 10, 10, 12, 15, 15, 20, 20, 25, 25, 30, 35, 40, 45, 50, 60, 80];

export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

export function syntheticPuzzle(random: () => number, n: number): Puzzle {
  const width = pick(random, SIDES);
  const height = random() < 0.7 ? width : pick(random, SIDES);
  const colors = random() < 0.2 ? 2 + Math.floor(random() * 3) : 1;
  const palette = colors === 1 ? BLACK_AND_WHITE : [BLACK_AND_WHITE[0]!, ...COLOURS.slice(0, colors)];
  const cells = new Uint8Array(width * height);
  for (let i = 0; i < cells.length; i++) cells[i] = random() < 0.55 ? 1 + Math.floor(random() * colors) : 0;
  const title = `${pick(random, WORDS)} ${pick(random, WORDS)} ${n}`;
  return puzzleFromGrid({ width, height, cells }, palette, {
    title: title[0]!.toUpperCase() + title.slice(1),
    author: pick(random, AUTHORS),
    source: pick(random, SOURCES),
    number: String(n),
  });
}
