import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readNin } from '../../../src-main/engine/formats/nin.ts';
import { applyChanges } from '../../../src-main/engine/clue-mistakes/apply.ts';
import { findMistakes } from '../../../src-main/engine/clue-mistakes/find-mistakes.ts';
import { satAffordable } from '../../../src-main/engine/clue-mistakes/sat-budget.ts';
import { sameClue, type Puzzle } from '../../../src-main/engine/puzzle.ts';
import { nin, ninFiles } from '../solver/bench-files.ts';

/** A 100x100 drawing of shapes, solved by line logic. */
const large = readNin(
  readFileSync(new URL('../../e2e/fixtures/fixture-shapes-100.nin', import.meta.url), 'utf8'),
);

describe('satAffordable', () => {
  it('lets every jwilk puzzle up to 30x30 be encoded, one axis twice', () => {
    const book = ninFiles('jwilk')
      .map((file) => nin('jwilk', file))
      .filter((p) => p.width <= 30 && p.height <= 30);
    expect(book.length).toBeGreaterThan(100);
    for (const p of book) expect(satAffordable(p.rows, p.columns, 'row')).toBe(true);
  });

  it('turns down a 100x100 grid', () => {
    expect(satAffordable(large.rows, large.columns)).toBe(false);
  });
});

describe('the mistake finder on a grid too large to encode', () => {
  it('still finds a skipped row by its node-bounded searches', () => {
    const typed: Puzzle = { ...large, rows: [...large.rows.slice(0, 50), ...large.rows.slice(51), []] };
    const result = findMistakes(typed, { timeLimitMs: 20_000 });
    const first = result.suggestions[0];
    expect(first?.kind).toBe('line-skipped');
    const fixed = applyChanges(typed, first!.changes);
    expect(fixed.rows.every((clue, i) => sameClue(clue, large.rows[i]!))).toBe(true);
  });
});
