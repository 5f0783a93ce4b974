import { describe, expect, it } from 'vitest';
import { EMPTY_BIT, LineSolver } from '../../src-main/engine/line-solver.ts';
import { clueOfLine, sameClue, type LineClue } from '../../src-main/engine/puzzle.ts';

/** Small deterministic generator so failures can be replayed. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Every colour each cell takes over all lines that match the clue and the domains. */
function bruteForce(clue: LineClue, domains: Uint32Array, colors: number): Uint32Array | null {
  const n = domains.length;
  const out = new Uint32Array(n);
  const line = new Uint8Array(n);
  let found = false;
  const total = (colors + 1) ** n;
  for (let code = 0; code < total; code++) {
    let c = code;
    let ok = true;
    for (let i = 0; i < n; i++) {
      line[i] = c % (colors + 1);
      c = Math.floor(c / (colors + 1));
      if ((domains[i]! & (1 << line[i]!)) === 0) {
        ok = false;
        break;
      }
    }
    if (!ok || !sameClue(clueOfLine(line), clue)) continue;
    found = true;
    for (let i = 0; i < n; i++) out[i]! |= 1 << line[i]!;
  }
  return found ? out : null;
}

function bw(...lengths: number[]): LineClue {
  return lengths.map((length) => ({ length, color: 1 }));
}

describe('LineSolver', () => {
  it('fills the overlap of a 7 in a 10-cell line', () => {
    const cells = new Uint32Array(10).fill(0b11);
    expect(new LineSolver().solve(bw(7), cells, 10)).toBe(true);
    expect(Array.from(cells)).toEqual([3, 3, 3, 2, 2, 2, 2, 3, 3, 3]);
  });

  it('empties a line with an empty clue', () => {
    const cells = new Uint32Array(4).fill(0b11);
    expect(new LineSolver().solve([], cells, 4)).toBe(true);
    expect(Array.from(cells)).toEqual([EMPTY_BIT, EMPTY_BIT, EMPTY_BIT, EMPTY_BIT]);
  });

  it('reports a contradiction and leaves the cells alone', () => {
    const cells = new Uint32Array([2, 3, 2, 3, 2]);
    expect(new LineSolver().solve(bw(3), cells, 5)).toBe(false);
    expect(Array.from(cells)).toEqual([2, 3, 2, 3, 2]);
  });

  it('lets blocks of different colours touch but not blocks of one colour', () => {
    const twoColours = new Uint32Array(3).fill(0b111);
    expect(
      new LineSolver().solve(
        [
          { length: 1, color: 1 },
          { length: 2, color: 2 },
        ],
        twoColours,
        3,
      ),
    ).toBe(true);
    expect(Array.from(twoColours)).toEqual([0b010, 0b100, 0b100]);
    const sameColour = new Uint32Array(3).fill(0b11);
    expect(new LineSolver().solve(bw(1, 2), sameColour, 3)).toBe(false);
  });

  it('reads a strided column inside a grid', () => {
    // A 3x4 grid stored row by row; column 1 is cells 1, 4, 7, 10.
    const grid = new Uint32Array(12).fill(0b11);
    expect(new LineSolver().solve(bw(4), grid, 4, 1, 3)).toBe(true);
    expect([grid[1], grid[4], grid[7], grid[10]]).toEqual([2, 2, 2, 2]);
    expect(grid[0]).toBe(0b11);
  });

  it('agrees with brute force on random black-and-white and colour lines', () => {
    const next = random(7);
    const solver = new LineSolver();
    for (let round = 0; round < 3000; round++) {
      const colors = round % 3 === 0 ? 2 : 1;
      const n = 1 + Math.floor(next() * (colors === 1 ? 12 : 8));
      // Clue from a random line, domains partly from that line and partly random.
      const truth = new Uint8Array(n);
      for (let i = 0; i < n; i++) truth[i] = next() < 0.5 ? 0 : 1 + Math.floor(next() * colors);
      const clue = round % 7 === 0 ? bw(1 + Math.floor(next() * 3), 1) : clueOfLine(truth);
      const domains = new Uint32Array(n);
      const all = (1 << (colors + 1)) - 1;
      for (let i = 0; i < n; i++) {
        const r = next();
        domains[i] = r < 0.6 ? all : r < 0.85 ? 1 << truth[i]! : 1 + Math.floor(next() * all);
      }
      const expected = bruteForce(clue, domains, colors);
      const cells = domains.slice();
      const ok = solver.solve(clue, cells, n);
      expect(ok, `round ${round}`).toBe(expected !== null);
      if (expected) expect(Array.from(cells), `round ${round}`).toEqual(Array.from(expected));
      else expect(Array.from(cells)).toEqual(Array.from(domains));
    }
  });
});
