/**
 * A small seeded random source, so that what is made at random can be made again from its seed (a
 * generated puzzle, an injected typing mistake) and tests do not depend on luck. The mixing is a 32-bit counter passed through
 * an integer hash (the "mulberry" family): fast, and good enough to scatter pixels.
 */

/** Uniform numbers in [0, 1). */
export type Random = () => number;

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** An integer in [0, n). */
export function randomIndex(random: Random, n: number): number {
  return Math.min(n - 1, Math.floor(random() * n));
}
