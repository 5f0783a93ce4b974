import { describe, expect, it } from 'vitest';
import { CluePropagator } from '../../../src-main/engine/clue-mistakes/clue-propagator.ts';
import { satFreeLineClues } from '../../../src-main/engine/clue-mistakes/free-line-sat.ts';
import { SkippedLineSearch } from '../../../src-main/engine/clue-mistakes/skipped-lines-sat.ts';
import { sameClue, type LineClue, type Puzzle } from '../../../src-main/engine/puzzle.ts';
import { solve } from '../../../src-main/engine/solver/solve.ts';
import { nin } from '../solver/bench-files.ts';

/** jwilk data091 (25x25): line logic settles nothing, probing solves it. */
const hard = nin('jwilk', 'data091.nin');

function skip(puzzle: Puzzle, axis: 'row' | 'column', at: number): Puzzle {
  const lines = axis === 'row' ? puzzle.rows : puzzle.columns;
  const typed = [...lines.slice(0, at), ...lines.slice(at + 1), []];
  return axis === 'row' ? { ...puzzle, rows: typed } : { ...puzzle, columns: typed };
}

/** The puzzle the fix "line `at` was skipped and is `clue`" gives. */
function fixed(typed: Puzzle, axis: 'row' | 'column', at: number, clue: LineClue): Puzzle {
  const lines = axis === 'row' ? typed.rows : typed.columns;
  const shifted = [...lines.slice(0, at), clue, ...lines.slice(at, lines.length - 1)];
  return axis === 'row' ? { ...typed, rows: shifted } : { ...typed, columns: shifted };
}

/** Every place of an axis (a puzzle has one fewer places to skip than lines). */
function everyPlace(typed: Puzzle, axis: 'row' | 'column'): Set<number> {
  const n = axis === 'row' ? typed.height : typed.width;
  return new Set(Array.from({ length: n - 1 }, (_, at) => at));
}

function listAll(typed: Puzzle, axis: 'row' | 'column', perPlace: number): [number, LineClue][] {
  const found: [number, LineClue][] = [];
  const search = new SkippedLineSearch(typed, axis, everyPlace(typed, axis), () => perPlace);
  expect(
    search.run(
      () => false,
      (at, clue) => found.push([at, clue]),
    ),
  ).toBe(true);
  expect(search.done).toBe(true);
  return found;
}

describe('SkippedLineSearch', () => {
  it('finds the skipped row and its clue in a puzzle line logic does not solve', () => {
    const typed = skip(hard, 'row', 20);
    const found = listAll(typed, 'row', 4);
    expect(found.some(([at, clue]) => at === 20 && sameClue(clue, hard.rows[20]!))).toBe(true);
    // Every place and clue it lists gives a puzzle with a picture.
    for (const [at, clue] of found) {
      expect(solve(fixed(typed, 'row', at, clue), { maxSolutions: 1 }).status).toBe('solved');
    }
  });

  it('finds a skipped column, at exactly the places a one-place search finds a picture', () => {
    const typed = skip(hard, 'column', 7);
    const found = listAll(typed, 'column', 4);
    expect(found.some(([at, clue]) => at === 7 && sameClue(clue, hard.columns[7]!))).toBe(true);
    const places = new Set(found.map(([at]) => at));
    const alone = new Set<number>();
    for (let at = 0; at < hard.width - 1; at++) {
      const columns = [...typed.columns.slice(0, at), [], ...typed.columns.slice(at, hard.width - 1)];
      const free = hard.height + at;
      const propagator = new CluePropagator(hard.width, hard.height, 2, [...typed.rows, ...columns], free);
      const domains = propagator.initialDomains();
      if (!propagator.propagate(domains)) continue;
      const clues = satFreeLineClues(propagator, domains, free, 1, () => false);
      if (clues && clues.clues.length > 0) alone.add(at);
    }
    expect([...places].sort((x, y) => x - y)).toEqual([...alone].sort((x, y) => x - y));
  });

  it('honours the places ruled out beforehand', () => {
    const typed = skip(hard, 'row', 20);
    const found: number[] = [];
    const places = everyPlace(typed, 'row');
    places.delete(20);
    const search = new SkippedLineSearch(typed, 'row', places, () => 4);
    search.run(
      () => false,
      (at) => found.push(at),
    );
    expect(found).not.toContain(20);
  });

  it('stops when asked and goes on where it stopped', () => {
    const typed = skip(hard, 'row', 20);
    const found: [number, LineClue][] = [];
    const search = new SkippedLineSearch(typed, 'row', everyPlace(typed, 'row'), () => 4);
    expect(
      search.run(
        () => true,
        (at, clue) => found.push([at, clue]),
      ),
    ).toBe(false);
    expect(search.done).toBe(false);
    expect(
      search.run(
        () => false,
        (at, clue) => found.push([at, clue]),
      ),
    ).toBe(true);
    expect(found.some(([at, clue]) => at === 20 && sameClue(clue, hard.rows[20]!))).toBe(true);
  });

  it('widens the share of clues when few of the places have pictures', () => {
    // jwilk data074, row 15 skipped: only that place has pictures, with ten clues for the row.
    const wide = nin('jwilk', 'data074.nin');
    const typed = skip(wide, 'row', 14);
    const shares: number[] = [];
    const found: [number, LineClue][] = [];
    const search = new SkippedLineSearch(typed, 'row', everyPlace(typed, 'row'), (live) => {
      shares.push(live);
      return live === 1 ? 16 : 1;
    });
    expect(
      search.run(
        () => false,
        (at, clue) => found.push([at, clue]),
      ),
    ).toBe(true);
    expect(shares).toEqual([wide.height - 1, 1]);
    expect(found.every(([at]) => at === 14)).toBe(true);
    expect(found.length).toBeGreaterThan(1);
    expect(found.some(([, clue]) => sameClue(clue, wide.rows[14]!))).toBe(true);
  });

  it('lists at most the clues asked for at one place', () => {
    // An empty puzzle row skipped from a picture with freedom: every place has many clues.
    const open: Puzzle = skip(nin('survey', 'webpbn-00006.nin'), 'row', 3);
    const found = listAll(open, 'row', 1);
    const perPlace = new Map<number, number>();
    for (const [at] of found) perPlace.set(at, (perPlace.get(at) ?? 0) + 1);
    expect([...perPlace.values()].every((count) => count === 1)).toBe(true);
    expect(perPlace.has(3)).toBe(true);
  });

  it('has nothing to list on an axis of one line', () => {
    const oneRow: Puzzle = {
      ...hard,
      height: 1,
      width: 3,
      rows: [[{ length: 1, color: 1 }]],
      columns: [[], [{ length: 1, color: 1 }], []],
    };
    const search = new SkippedLineSearch(oneRow, 'row', new Set([0]), () => 4);
    expect(search.done).toBe(true);
    const found: number[] = [];
    expect(
      search.run(
        () => false,
        (at) => found.push(at),
      ),
    ).toBe(true);
    expect(found).toEqual([]);
  });
});
