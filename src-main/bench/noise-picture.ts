import type { Grid } from '../engine/puzzle.ts';

/**
 * A square black-and-white picture of random cells, about half of them filled, from a fixed
 * seed: the kind of drawing (a dithered photo) whose clues have many near-twin pictures and
 * where line logic settles little.
 */
export function noisePicture(side: number, seed: number): Grid {
  let state = seed;
  const next = (): number => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
  const cells = Uint8Array.from({ length: side * side }, () => (next() < 0.5 ? 1 : 0));
  return { width: side, height: side, cells };
}
