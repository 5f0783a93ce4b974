import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPuzzleFile } from '../../../src-main/engine/formats/index.ts';
import { NEIGHBOURHOOD_LOG_ODDS } from '../../../src-main/engine/clue-mistakes/neighbourhood-odds.ts';
import {
  learnNeighbourhoodOdds,
  neighbourhoodCode,
  pictureCost,
  pictureOdds,
  type Picture,
} from '../../../src-main/engine/clue-mistakes/picture-likelihood.ts';
import { solve } from '../../../src-main/engine/solver/solve.ts';
import { FIXTURES } from '../../fixture-path.ts';

const STARTER_PICTURES = resolve(import.meta.dirname, '../../../resources/starter/pictures.txt');

/** A picture from rows of '#' (ink) and '.' (background). */
function picture(rows: string[]): Picture {
  return {
    cells: Uint8Array.from(rows.join(''), (c) => (c === '.' ? 0 : 1)),
    width: rows[0]!.length,
    height: rows.length,
  };
}

function cost(rows: string[]): number {
  const p = picture(rows);
  return pictureCost(p.cells, p.width, p.height);
}

/** The pictures of the starter collection's source file, any colour counted as ink. */
function starterPictures(): Picture[] {
  const pictures: Picture[] = [];
  let rows: string[] | null = null;
  const flush = (): void => {
    if (rows && rows.length > 0) pictures.push(picture(rows));
  };
  for (const raw of readFileSync(STARTER_PICTURES, 'utf8').split('\n')) {
    const line = raw.trimEnd();
    if (line === '' || line.startsWith(';')) continue;
    if (line.startsWith('[')) {
      flush();
      rows = [];
    } else if (!/^\S \S+ #[0-9a-fA-F]{6}$/.test(line)) {
      rows?.push(line);
    }
  }
  flush();
  return pictures;
}

/** The drawn pictures of the pynogram set that have one solution (see neighbourhood-odds.ts). */
const PYNOGRAM_DRAWN = [
  'apples',
  'domino',
  'einstein',
  'football',
  'hello',
  'lancaster',
  'MLP',
  'p',
  'smile',
  'teal',
  'uk',
  'w',
  'winter',
];

function pynogramPictures(): Picture[] {
  return PYNOGRAM_DRAWN.map((name) => {
    const path = join(FIXTURES, 'pynogram', `${name}.txt`);
    const puzzle = readPuzzleFile(path, readFileSync(path, 'utf8')).puzzles[0]!.puzzle;
    const result = solve(puzzle, { maxSolutions: 2, timeLimitMs: 10_000 });
    expect(result.status, name).toBe('unique');
    return { cells: result.solutions[0]!.cells, width: puzzle.width, height: puzzle.height };
  });
}

describe('neighbourhood odds', () => {
  it('are the ones learned from the starter pictures and the drawn pynogram pictures', () => {
    const starter = starterPictures();
    expect(starter.length).toBeGreaterThan(20);
    expect(learnNeighbourhoodOdds([...starter, ...pynogramPictures()])).toEqual(NEIGHBOURHOOD_LOG_ODDS);
  });

  it('code the eight neighbours row by row, outside the grid as background', () => {
    const p = picture(['#.#', '...', '..#']);
    // Neighbours of the centre: top-left (bit 0), top-right (bit 2), bottom-right (bit 7).
    expect(neighbourhoodCode(p.cells, 3, 3, 4)).toBe(0b1000_0101);
    expect(neighbourhoodCode(p.cells, 3, 3, 0)).toBe(0);
  });

  it('make a lone cell unlikely ink and a cell inside a solid area likely ink', () => {
    expect(NEIGHBOURHOOD_LOG_ODDS[0]).toBeLessThan(-3);
    expect(NEIGHBOURHOOD_LOG_ODDS[255]).toBeGreaterThan(3);
  });
});

describe('pictureCost', () => {
  it('makes a one-cell bump on a straight edge cost more than the straight edge', () => {
    const straight = ['.......', '.......', '#######', '#######'];
    const bump = ['.......', '...#...', '#######', '#######'];
    expect(cost(bump)).toBeGreaterThan(cost(straight));
  });

  it('makes a one-cell notch in a solid area cost more than the solid area', () => {
    const solid = ['.......', '.#####.', '.#####.', '.#####.', '.......'];
    const notch = ['.......', '.##.##.', '.#####.', '.#####.', '.......'];
    expect(cost(notch)).toBeGreaterThan(cost(solid));
  });

  it('makes a stray dot cost more than none', () => {
    const clean = ['........', '.####...', '.####...', '........', '........'];
    const dot = ['........', '.####...', '.####...', '........', '......#.'];
    expect(cost(dot)).toBeGreaterThan(cost(clean));
  });

  it('prefers a line of even thickness to one with a one-cell step', () => {
    const even = ['........', '########', '########', '........'];
    const step = ['........', '#####...', '########', '.....###'];
    expect(cost(step)).toBeGreaterThan(cost(even));
  });

  it('costs a picture and its mirror image alike', () => {
    const rows = ['.##....', '####...', '..###..', '....#.#'];
    const mirrored = rows.map((row) => [...row].reverse().join(''));
    expect(cost(mirrored)).toBeCloseTo(cost(rows), 9);
  });
});

describe('pictureOdds', () => {
  it('makes a dot cheaper for pictures drawn with dots than the shipped odds do', () => {
    const dots = picture(['#.#.#.#.', '........', '.#.#.#.#', '........', '#.#.#.#.', '........']);
    const odds = pictureOdds([dots.cells], dots.width, dots.height);
    expect(odds[0]).toBeGreaterThan(NEIGHBOURHOOD_LOG_ODDS[0]!);
    expect(pictureCost(dots.cells, dots.width, dots.height, odds)).toBeLessThan(
      pictureCost(dots.cells, dots.width, dots.height),
    );
  });

  it('keeps the shipped odds when there is no picture to learn from', () => {
    expect(Array.from(pictureOdds([], 4, 4), (z) => Math.round(z * 100) / 100)).toEqual(
      NEIGHBOURHOOD_LOG_ODDS,
    );
  });
});
