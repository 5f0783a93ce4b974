import { describe, expect, it } from 'vitest';
import { BitLineSolver, MAX_BIT_LINE } from '../../src-main/engine/bit-line-solver.ts';
import { LineSolver } from '../../src-main/engine/line-solver.ts';
import { WideBitLineSolver, wordsFor } from '../../src-main/engine/wide-bit-line-solver.ts';
import type { LineClue } from '../../src-main/engine/puzzle.ts';

function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Runs the bit solver on cell domains (1 empty, 2 black, 3 unknown) and returns domains back. */
function bitSolve(lengths: number[], domains: number[]): number[] | null {
  let empty = 0;
  let filled = 0;
  domains.forEach((d, i) => {
    if (d & 1) empty |= 1 << i;
    if (d & 2) filled |= 1 << i;
  });
  const solver = new BitLineSolver();
  if (!solver.solve(Int32Array.from(lengths), lengths.length, domains.length, empty, filled)) return null;
  return domains.map((_, i) => ((solver.empty >>> i) & 1) | (((solver.filled >>> i) & 1) << 1));
}

function dpSolve(lengths: number[], domains: number[]): number[] | null {
  const clue: LineClue = lengths.map((length) => ({ length, color: 1 }));
  const cells = Uint32Array.from(domains);
  return new LineSolver().solve(clue, cells, cells.length) ? Array.from(cells) : null;
}

describe('BitLineSolver', () => {
  it('fills the overlap of a 7 in a 10-cell line', () => {
    expect(bitSolve([7], new Array<number>(10).fill(3))).toEqual([3, 3, 3, 2, 2, 2, 2, 3, 3, 3]);
  });

  it('empties a line with no blocks and rejects a black cell there', () => {
    expect(bitSolve([], [3, 3, 3])).toEqual([1, 1, 1]);
    expect(bitSolve([], [3, 2, 3])).toBeNull();
  });

  it('rejects a block longer than the line', () => {
    expect(bitSolve([4], [3, 3, 3])).toBeNull();
  });

  it('solves a full 31-cell line', () => {
    expect(bitSolve([31], new Array<number>(31).fill(3))).toEqual(new Array<number>(31).fill(2));
    expect(bitSolve([15, 15], new Array<number>(31).fill(3))).toEqual([
      ...new Array<number>(15).fill(2),
      1,
      ...new Array<number>(15).fill(2),
    ]);
  });

  it('agrees with the dynamic-programming line solver on random lines', () => {
    const rnd = random(7);
    for (let round = 0; round < 20000; round++) {
      const n = 1 + Math.floor(rnd() * MAX_BIT_LINE);
      // A clue from a random picture keeps most lines solvable; random knowledge makes some not.
      const picture = Array.from({ length: n }, () => (rnd() < 0.55 ? 1 : 0));
      const lengths: number[] = [];
      let run = 0;
      for (const c of [...picture, 0]) {
        if (c === 1) run++;
        else if (run > 0) {
          lengths.push(run);
          run = 0;
        }
      }
      const known = rnd();
      const domains = picture.map((c) => {
        const r = rnd();
        if (r >= known) return 3;
        const wrong = rnd() < 0.03;
        return (c === 1) !== wrong ? 2 : 1;
      });
      expect(bitSolve(lengths, domains), `clue ${lengths.join(' ')} on ${domains.join('')}`).toEqual(
        dpSolve(lengths, domains),
      );
    }
  });
});

/** Runs the word-array solver on cell domains (1 empty, 2 black, 3 unknown). */
function wideSolve(lengths: number[], domains: number[]): number[] | null {
  const n = domains.length;
  const words = wordsFor(n);
  const empty = new Int32Array(words + 2);
  const filled = new Int32Array(words + 2);
  domains.forEach((d, i) => {
    if (d & 1) empty[1 + (i >> 5)]! |= 1 << (i & 31);
    if (d & 2) filled[1 + (i >> 5)]! |= 1 << (i & 31);
  });
  const solver = new WideBitLineSolver();
  if (!solver.solve(Int32Array.from(lengths), lengths.length, n, empty, filled, 1)) return null;
  const bit = (a: Int32Array, i: number): number => (a[i >> 5]! >>> (i & 31)) & 1;
  return domains.map((_, i) => bit(solver.empty, i) | (bit(solver.filled, i) << 1));
}

function randomLine(rnd: () => number, n: number, density: number): { lengths: number[]; domains: number[] } {
  const picture = Array.from({ length: n }, () => (rnd() < density ? 1 : 0));
  const lengths: number[] = [];
  let run = 0;
  for (const c of [...picture, 0]) {
    if (c === 1) run++;
    else if (run > 0) {
      lengths.push(run);
      run = 0;
    }
  }
  const known = rnd();
  const domains = picture.map((c) => {
    if (rnd() >= known) return 3;
    return (c === 1) !== rnd() < 0.02 ? 2 : 1;
  });
  return { lengths, domains };
}

describe('WideBitLineSolver', () => {
  it('fills the overlap of a 40 in a 70-cell line', () => {
    const out = wideSolve([40], new Array<number>(70).fill(3))!;
    expect(out.slice(29, 41)).toEqual([3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3]);
  });

  it('solves lines ending exactly on a word border', () => {
    for (const n of [31, 32, 63, 64, 65]) {
      expect(wideSolve([n], new Array<number>(n).fill(3))).toEqual(new Array<number>(n).fill(2));
      expect(wideSolve([], new Array<number>(n).fill(3))).toEqual(new Array<number>(n).fill(1));
    }
  });

  it('agrees with the dynamic-programming line solver on random lines up to 140 cells', () => {
    const rnd = random(11);
    for (let round = 0; round < 6000; round++) {
      const n = 1 + Math.floor(rnd() * 140);
      const { lengths, domains } = randomLine(rnd, n, 0.3 + rnd() * 0.5);
      expect(wideSolve(lengths, domains), `clue ${lengths.join(' ')} on ${domains.join('')}`).toEqual(
        dpSolve(lengths, domains),
      );
    }
  });
});
