/**
 * Caches of solved line states. Probing and search solve the same line in the same state over
 * and over (a probe undone and redone elsewhere meets the same rows again), so a solved state is
 * kept: key = the line's clue (shared by lines with equal clues) + what is known of its cells,
 * value = the narrowed cells or "contradiction".
 *
 * BitLineCache serves bit lines: the state is two 31-bit masks, kept in typed arrays as a
 * direct-mapped table (a new entry simply replaces whatever hashed to its slot), so memory is
 * fixed and a lookup is a few integer operations. DomainLineCache serves every other line with a
 * string key in Maps, cleared when they grow past a bound.
 */

/** Marks a cached contradiction in BitLineCache's `empty` result (no real mask has bit 31). */
export const CONTRADICTION = -1;

export class BitLineCache {
  private readonly mask: number;
  private readonly keyClue: Int32Array;
  private readonly keyEmpty: Int32Array;
  private readonly keyFilled: Int32Array;
  private readonly valueEmpty: Int32Array;
  private readonly valueFilled: Int32Array;
  /** Results of the last successful `find`. */
  empty = 0;
  filled = 0;

  constructor(bits = 16) {
    const size = 1 << bits;
    this.mask = size - 1;
    this.keyClue = new Int32Array(size).fill(-1);
    this.keyEmpty = new Int32Array(size);
    this.keyFilled = new Int32Array(size);
    this.valueEmpty = new Int32Array(size);
    this.valueFilled = new Int32Array(size);
  }

  private slot(clue: number, empty: number, filled: number): number {
    let h = Math.imul(empty, 0x9e3779b1) ^ Math.imul(filled, 0x85ebca6b) ^ Math.imul(clue + 1, 0xc2b2ae35);
    h ^= h >>> 15;
    h = Math.imul(h, 0x2c1b3c6d);
    h ^= h >>> 13;
    return h & this.mask;
  }

  /** Whether the state is cached; if so its result is in `empty` / `filled`. */
  find(clue: number, empty: number, filled: number): boolean {
    const s = this.slot(clue, empty, filled);
    if (this.keyClue[s] !== clue || this.keyEmpty[s] !== empty || this.keyFilled[s] !== filled) return false;
    this.empty = this.valueEmpty[s]!;
    this.filled = this.valueFilled[s]!;
    return true;
  }

  store(clue: number, empty: number, filled: number, resultEmpty: number, resultFilled: number): void {
    const s = this.slot(clue, empty, filled);
    this.keyClue[s] = clue;
    this.keyEmpty[s] = empty;
    this.keyFilled[s] = filled;
    this.valueEmpty[s] = resultEmpty;
    this.valueFilled[s] = resultFilled;
  }
}

/** Solved states of general lines, keyed by the line's cell domains as text. */
export class DomainLineCache {
  private readonly maps: Map<string, Uint32Array | null>[];
  private size = 0;
  private readonly limit: number;

  constructor(clueKeys: number, limit = 200_000) {
    this.maps = Array.from({ length: clueKeys }, () => new Map<string, Uint32Array | null>());
    this.limit = limit;
  }

  /** The cached result (null = contradiction), or undefined when not cached. */
  get(clue: number, key: string): Uint32Array | null | undefined {
    return this.maps[clue]!.get(key);
  }

  set(clue: number, key: string, result: Uint32Array | null): void {
    if (this.size >= this.limit) {
      for (const map of this.maps) map.clear();
      this.size = 0;
    }
    this.maps[clue]!.set(key, result);
    this.size++;
  }
}

/**
 * Solved states of black-and-white lines longer than a word, as word arrays: direct-mapped like
 * BitLineCache, every slot holding the clue, the line's two masks and the result's two masks.
 */
export class WideBitLineCache {
  private readonly mask: number;
  private readonly stride: number;
  private readonly keyClue: Int32Array;
  private readonly keyWords: Int32Array;
  /** Per slot: result empty words, then result filled words. */
  readonly values: Int32Array;
  private readonly outcome: Uint8Array;
  /** Slot of the last `find`, where `store` writes and a hit's result is read. */
  slot = 0;

  constructor(maxWords: number, maxInts = 1 << 22) {
    const stride = 2 * maxWords;
    let bits = 16;
    while (bits > 8 && (1 << bits) * stride * 2 > maxInts) bits--;
    this.mask = (1 << bits) - 1;
    this.stride = stride;
    this.keyClue = new Int32Array(1 << bits).fill(-1);
    this.keyWords = new Int32Array((1 << bits) * stride);
    this.values = new Int32Array((1 << bits) * stride);
    this.outcome = new Uint8Array(1 << bits);
  }

  /**
   * Looks up a line: `empty` and `filled` hold its words at [at, at + words). Returns 0 when not
   * cached, 1 for a cached result (at `values[slot * stride]`), 2 for a cached contradiction.
   */
  find(clue: number, empty: Int32Array, filled: Int32Array, at: number, words: number): number {
    let h = Math.imul(clue + 1, 0xc2b2ae35);
    for (let i = 0; i < words; i++) {
      h = Math.imul(h ^ empty[at + i]!, 0x9e3779b1);
      h = Math.imul(h ^ filled[at + i]!, 0x85ebca6b);
      h ^= h >>> 15;
    }
    const slot = h & this.mask;
    this.slot = slot;
    if (this.keyClue[slot] !== clue) return 0;
    const base = slot * this.stride;
    const keys = this.keyWords;
    for (let i = 0; i < words; i++) {
      if (keys[base + i] !== empty[at + i] || keys[base + words + i] !== filled[at + i]) return 0;
    }
    return this.outcome[slot]!;
  }

  /** Stores the result for the line last passed to `find` (null result = contradiction). */
  store(
    clue: number,
    empty: Int32Array,
    filled: Int32Array,
    at: number,
    words: number,
    resultEmpty: Int32Array | null,
    resultFilled: Int32Array | null,
  ): void {
    const slot = this.slot;
    const base = slot * this.stride;
    this.keyClue[slot] = clue;
    for (let i = 0; i < words; i++) {
      this.keyWords[base + i] = empty[at + i]!;
      this.keyWords[base + words + i] = filled[at + i]!;
    }
    if (resultEmpty === null || resultFilled === null) {
      this.outcome[slot] = 2;
      return;
    }
    this.outcome[slot] = 1;
    for (let i = 0; i < words; i++) {
      this.values[base + i] = resultEmpty[i]!;
      this.values[base + words + i] = resultFilled[i]!;
    }
  }

  /** Where a slot's result starts in `values`. */
  base(slot: number): number {
    return slot * this.stride;
  }
}
