import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TrialReason } from '../../../../src-main/contract/play-dto.ts';
import { explainSolve } from '../../../../src-main/engine/explain/logical-solve.ts';
import { nextStep } from '../../../../src-main/engine/explain/next-step.ts';
import { trialOf } from '../../../../src-main/engine/explain/trial-step.ts';
import { readNin } from '../../../../src-main/engine/formats/nin.ts';
import {
  chainLines,
  lineKey,
  sentenceOf,
  trialMarks,
  trialView,
} from '../../../../src-renderer/lib/explain/trial-view.ts';

const fixtures = join(import.meta.dirname, '..', '..', '..', 'fixtures', 'play');
/** 10x10, unique; line logic stops with 8 cells open, where one trial goes on. */
const puzzle = readNin(readFileSync(join(fixtures, 'trial-10.nin'), 'utf8'));

function firstTrial(): { trial: TrialReason; settled: { cell: number; value: number }[]; sentence: string } {
  const next = nextStep(puzzle, explainSolve(puzzle).domains, { trials: true });
  if (next.kind !== 'step') throw new Error(`expected a step, got ${next.kind}`);
  const trial = trialOf(next.step);
  if (!trial) throw new Error('expected a trial');
  return { trial, settled: [...next.step.settled], sentence: next.step.sentence };
}

/** A made-up chain that names column 3 twice, the second time as its end. */
const returning: TrialReason = {
  kind: 'trial',
  row: 1,
  column: 2,
  tried: 1,
  links: [
    {
      axis: 'row',
      index: 1,
      settled: [{ cell: 4, value: 0 }],
      ruledOut: [],
      contradiction: false,
      sentence: 'a',
    },
    {
      axis: 'column',
      index: 2,
      settled: [{ cell: 3, value: 1 }],
      ruledOut: [],
      contradiction: false,
      sentence: 'b',
    },
    {
      axis: 'row',
      index: 3,
      settled: [{ cell: 2, value: 0 }],
      ruledOut: [],
      contradiction: false,
      sentence: 'c',
    },
    { axis: 'column', index: 2, settled: [], ruledOut: [], contradiction: true, sentence: 'd' },
  ],
};

describe('a trial as the screens list it', () => {
  it('reads as the supposition, one sentence per link in order, and the conclusion', () => {
    const { trial, settled, sentence } = firstTrial();
    const view = trialView(puzzle.palette, trial, settled);
    const cell = `row ${trial.row + 1}, column ${trial.column + 1}`;
    expect(view.lead).toBe(`Suppose ${cell} is ${trial.tried === 0 ? 'empty' : 'filled'}.`);
    expect(view.conclusion).toBe(`So ${cell} must be ${settled[0]!.value === 0 ? 'empty' : 'filled'}.`);
    expect(view.links.map((link) => [link.axis, link.index, link.contradiction])).toEqual(
      trial.links.map((link) => [link.axis, link.index, link.contradiction]),
    );
    for (const [i, link] of view.links.entries()) {
      expect(link.text).toMatch(/^(Row|Column) \d+ .+\.$/);
      // The same words as the one sentence, which the command line prints.
      expect(sentence).toContain(trial.links[i]!.sentence);
      expect(link.text.toLowerCase()).toBe(`${trial.links[i]!.sentence.toLowerCase()}.`);
    }
    expect(view.links.at(-1)!.text).toMatch(/can no longer fit its/);
    expect(sentence.startsWith(`${view.lead} Then `)).toBe(true);
    expect(sentence.endsWith(` ${view.conclusion}`)).toBe(true);
  });

  it('says "cannot be" when the trial only rules a value out', () => {
    const { trial } = firstTrial();
    const view = trialView(puzzle.palette, trial, []);
    expect(view.conclusion).toMatch(/^So row \d+, column \d+ cannot be (filled|empty)\.$/);
  });

  it('marks the cell tried and each line of the chain once, the end where the chain ends', () => {
    expect(chainLines(returning)).toEqual([
      { axis: 'row', index: 1, contradiction: false },
      { axis: 'column', index: 2, contradiction: true },
      { axis: 'row', index: 3, contradiction: false },
    ]);
    expect(trialMarks(returning)).toEqual({ row: 1, column: 2, lines: chainLines(returning) });
    expect(chainLines(returning).map(lineKey)).toEqual(['row 2', 'column 3', 'row 4']);
  });

  it('makes a clause a sentence without doubling its full stop', () => {
    expect(sentenceOf('row 4 can no longer fit its 5')).toBe('Row 4 can no longer fit its 5.');
    expect(sentenceOf('Done.')).toBe('Done.');
    expect(sentenceOf('  ')).toBe('');
  });
});
