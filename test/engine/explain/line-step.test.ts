import { describe, expect, it } from 'vitest';
import { explainLine, type LineOutcome } from '../../../src-main/engine/explain/line-step.ts';
import type { LogicStep } from '../../../src-main/engine/explain/step.ts';
import {
  BACKGROUND,
  BLACK_AND_WHITE,
  type LineClue,
  type PaletteColor,
} from '../../../src-main/engine/puzzle.ts';

const bw = (...lengths: number[]): LineClue => lengths.map((length) => ({ length, color: 1 }));
/** '?' open, '#' filled, '.' empty (black and white). */
const line = (text: string): Uint32Array =>
  Uint32Array.from(text, (c) => (c === '#' ? 2 : c === '.' ? 1 : 3));

function step(outcome: LineOutcome): LogicStep {
  if (outcome.kind !== 'step') throw new Error(`expected a step, got ${outcome.kind}`);
  return outcome.step;
}

function row(clue: LineClue, cells: string, palette: readonly PaletteColor[] = BLACK_AND_WHITE): LineOutcome {
  return explainLine({ axis: 'row', index: 4, clue, palette, cells: line(cells) });
}

/** The line after the step, drawn like the input. */
function drawn(cells: string, s: LogicStep): string {
  const out = cells.split('');
  for (const { cell, value } of s.settled) out[cell] = value === 0 ? '.' : '#';
  return out.join('');
}

describe('explainLine', () => {
  it('says that a 7 in a 10-cell row covers cells 4 to 7 wherever it goes', () => {
    const s = step(row(bw(7), '??????????'));
    expect(s.settled).toEqual([3, 4, 5, 6].map((cell) => ({ cell, value: 1 })));
    expect(s.reasons).toEqual([
      {
        kind: 'overlap',
        fromClueAlone: true,
        spans: [
          {
            block: { block: 0, length: 7, color: 1 },
            within: { from: 0, to: 9 },
            covers: { from: 3, to: 6 },
            anchor: null,
          },
        ],
      },
    ]);
    expect(s.sentence).toBe('Row 5: the 7 in this 10-cell row covers cells 4 to 7 wherever it goes.');
  });

  it('counts the cells a clue of several blocks needs', () => {
    const s = step(row(bw(4, 5), '????????????'));
    expect(drawn('????????????', s)).toBe('??##???###??');
    expect(s.sentence).toBe(
      'Row 5: 4 5 needs 10 of the 12 cells, so the 4 covers cells 3 and 4 and the 5 covers cells 8 to 10 wherever they go.',
    );
  });

  it('empties the cells no block can reach', () => {
    const s = step(row(bw(2), '??#?????'));
    expect(drawn('??#?????', s)).toBe('.?#?....');
    expect(s.reasons).toEqual([
      {
        kind: 'unreachable',
        cells: [
          { from: 0, to: 0 },
          { from: 4, to: 7 },
        ],
      },
    ]);
    expect(s.sentence).toBe('Row 5: no block can reach cells 1 and 5 to 8, so they are empty.');
  });

  it('empties the rest of a line whose blocks are all in place', () => {
    const s = step(row(bw(2, 1), '?##?#??'));
    expect(drawn('?##?#??', s)).toBe('.##.#..');
    expect(s.reasons).toEqual([{ kind: 'complete' }]);
    expect(s.sentence).toBe('Row 5: all the blocks of 2 1 are in place, so the other cells are empty.');
  });

  it('empties a line whose clue is 0', () => {
    const s = step(row([], '???'));
    expect(s.reasons).toEqual([{ kind: 'complete' }]);
    expect(s.sentence).toBe('Row 5: the clue is 0, so every cell is empty.');
  });

  it('empties a gap too small for every block that can reach it', () => {
    const s = step(row(bw(3), '????.??.????'));
    expect(drawn('????.??.????', s)).toBe('????....????');
    expect(s.reasons).toEqual([{ kind: 'gap-too-small', gaps: [{ from: 5, to: 6 }] }]);
    expect(s.sentence).toBe(
      'Row 5: the gap at cells 6 and 7 is too small for any block that can reach it, so it stays empty.',
    );
  });

  it('caps a known run as long as the longest block that can reach it', () => {
    const s = step(row(bw(1, 1), '??#??'));
    expect(drawn('??#??', s)).toBe('?.#.?');
    expect(s.reasons).toEqual([
      { kind: 'capped', runs: [{ run: { from: 2, to: 2 }, color: 1, ends: [1, 3] }] },
    ]);
    expect(s.sentence).toBe(
      'Row 5: no block that can reach the filled cell 3 is longer than 1, so it is a whole block and cells 2 and 4 are empty.',
    );
  });

  it('places a block that must cover a filled cell at the edge', () => {
    const s = step(row(bw(3), '#?????'));
    expect(drawn('#?????', s)).toBe('###...');
    expect(s.reasons.map((r) => r.kind)).toEqual(['fixed', 'unreachable']);
    expect(s.sentence).toBe(
      'Row 5: the filled cell 1 must belong to the 3, which fits only at cells 1 to 3, so cell 4 is empty. ' +
        'No block can reach cells 5 and 6, so they are empty.',
    );
  });

  it('explains an overlap narrowed by a filled cell that only one block can reach', () => {
    const s = step(row(bw(4), '?#????????'));
    expect(drawn('?#????????', s)).toBe('?###?.....');
    expect(s.sentence).toBe(
      'Row 5: the 4 must cover the filled cell 2, so it lies within cells 1 to 5 and always covers cells 2 to 4. ' +
        'No block can reach cells 6 to 10, so they are empty.',
    );
  });

  it('fills a line that the clue fills exactly', () => {
    const s = step(row(bw(3, 1), '?????'));
    expect(drawn('?????', s)).toBe('###.#');
    expect(s.sentence).toBe(
      'Row 5: 3 1 needs all 5 cells of this row, so the 3 is at cells 1 to 3 and the 1 is at cell 5, and cell 4 is empty.',
    );
  });

  it('falls back to every placement when no simple reason fits', () => {
    const s = step(row(bw(1, 2), '??#???'));
    expect(drawn('??#???', s)).toBe('?.#???');
    expect(s.reasons).toEqual([{ kind: 'general', cells: [1] }]);
    expect(s.sentence).toBe('Row 5: every way of placing 1 2 that fits the known cells leaves cell 2 empty.');
  });

  it('names repeated blocks by their order', () => {
    const s = step(row(bw(3, 3), '???????'));
    expect(s.sentence).toBe(
      'Row 5: 3 3 needs all 7 cells of this row, so the first 3 is at cells 1 to 3 and the second 3 is at cells 5 to 7, and cell 4 is empty.',
    );
  });

  it('names colours in a colour puzzle', () => {
    const palette: PaletteColor[] = [
      BACKGROUND,
      { name: 'red', char: 'r', rgb: '#ff0000' },
      { name: 'blue', char: 'b', rgb: '#0000ff' },
    ];
    const clue: LineClue = [
      { length: 3, color: 1 },
      { length: 1, color: 2 },
    ];
    const outcome = explainLine({
      axis: 'column',
      index: 0,
      clue,
      palette,
      cells: new Uint32Array(5).fill(7),
    });
    const s = step(outcome);
    expect(s.settled).toEqual([
      { cell: 1, value: 1 },
      { cell: 2, value: 1 },
    ]);
    // Blue is gone from the cells the red 3 alone can reach; red from the last cell.
    expect(s.ruledOut).toContainEqual({ cell: 0, colors: [2] });
    expect(s.ruledOut).toContainEqual({ cell: 4, colors: [1] });
    expect(s.sentence).toBe(
      'Column 1: red 3, blue 1 needs 4 of the 5 cells, so the red 3 covers cells 2 and 3 wherever it goes.',
    );
  });

  it('reports nothing for a line the solver cannot narrow', () => {
    expect(row(bw(1), '???').kind).toBe('nothing');
  });

  it('reads back a fully marked line that contradicts its clue', () => {
    expect(row(bw(3), '##.#.')).toEqual({
      kind: 'contradiction',
      sentence: 'Row 5 reads 2 1 but its clue is 3.',
    });
  });

  it('reports a partly marked line that cannot match its clue', () => {
    expect(row(bw(3), '#.???')).toEqual({
      kind: 'contradiction',
      sentence: 'Row 5 cannot match its clue 3 with the cells known so far.',
    });
  });
});
