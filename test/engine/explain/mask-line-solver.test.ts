import { describe, expect, it } from 'vitest';
import { MaskLineSolver } from '../../../src-main/engine/explain/mask-line-solver.ts';
import { LineSolver } from '../../../src-main/engine/line-solver.ts';
import type { LineClue } from '../../../src-main/engine/puzzle.ts';
import { seededRandom } from '../../../src-main/engine/seeded-random.ts';

/** A clue read off a random line, and the line's cells with some of them known (rightly or not). */
function randomCase(random: () => number, n: number): { clue: LineClue; cells: Uint32Array } {
  const picture = Array.from({ length: n }, () => (random() < 0.6 ? 1 : 0));
  const clue: { length: number; color: number }[] = [];
  picture.forEach((value, i) => {
    if (value === 0) return;
    if (i > 0 && picture[i - 1] === 1) clue.at(-1)!.length++;
    else clue.push({ length: 1, color: 1 });
  });
  const cells = Uint32Array.from(picture, (value) => {
    const roll = random();
    if (roll < 0.6) return 3;
    // Mostly the picture's own value; now and then a wrong one, so some lines cannot fit.
    return roll < 0.97 ? 1 << value : 1 << (1 - value);
  });
  return { clue, cells };
}

describe('MaskLineSolver', () => {
  it('answers as the exact line solver on black-and-white lines short and long, remembered or not', () => {
    const random = seededRandom(99);
    const exact = new LineSolver();
    const quick = new MaskLineSolver();
    let contradictions = 0;
    for (const n of [1, 5, 31, 32, 33, 64, 70, 150]) {
      for (let k = 0; k < 300; k++) {
        const { clue, cells } = randomCase(random, n);
        const expected = cells.slice();
        const fits = exact.solve(clue, expected, n);
        if (!fits) contradictions++;
        for (const round of [0, 1]) {
          const got = cells.slice();
          expect(quick.solve(n * 1000 + k, clue, got, n), `n=${n} case ${k} round ${round}`).toBe(fits);
          expect(got).toEqual(fits ? expected : cells);
        }
      }
    }
    expect(contradictions).toBeGreaterThan(0);
  });
});
