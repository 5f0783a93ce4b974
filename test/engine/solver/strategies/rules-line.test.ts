import { describe, expect, it } from 'vitest';
import { applyRules, RULES } from '../../../../src-main/engine/solver/strategies/rules/line-rules.ts';
import {
  rule11,
  rule12,
  rule13,
  rule14,
  rule15,
} from '../../../../src-main/engine/solver/strategies/rules/paint-rules.ts';
import { rule21, rule22, rule23 } from '../../../../src-main/engine/solver/strategies/rules/range-rules.ts';
import {
  BLACK,
  matchesClue,
  setInitialRanges,
  UNKNOWN,
  WHITE,
  type RunLine,
} from '../../../../src-main/engine/solver/strategies/rules/run-line.ts';
import { rule31, rule32, rule33 } from '../../../../src-main/engine/solver/strategies/rules/segment-rules.ts';

/** A line of the given cells and run lengths; its ranges are still to be set. */
function createRunLine(lengths: readonly number[], cells: Uint8Array): RunLine {
  const k = lengths.length;
  return {
    n: cells.length,
    k,
    lengths: Int32Array.from(lengths),
    cells,
    rs: new Int32Array(k),
    re: new Int32Array(k),
  };
}

const CODES: Record<string, number> = { '#': BLACK, '.': WHITE, '?': UNKNOWN };

/**
 * A line from text ('#' black, '.' white, '?' unknown) and its clue; ranges are the initial
 * ones unless given as [rs, re] pairs.
 */
function line(text: string, lengths: number[], ranges?: [number, number][]): RunLine {
  const cells = Uint8Array.from(text, (ch) => CODES[ch]!);
  const made = createRunLine(lengths, cells);
  if (ranges) {
    ranges.forEach(([rs, re], j) => {
      made.rs[j] = rs;
      made.re[j] = re;
    });
  } else {
    expect(setInitialRanges(made)).toBe(true);
  }
  return made;
}

function text(l: RunLine): string {
  return Array.from(l.cells, (c) => (c === BLACK ? '#' : c === WHITE ? '.' : '?')).join('');
}

function ranges(l: RunLine): [number, number][] {
  return Array.from(l.rs, (rs, j) => [rs, l.re[j]!]);
}

describe('run ranges', () => {
  it('start as the runs packed to either side allow', () => {
    const l = line('??????????', [3, 2]);
    expect(ranges(l)).toEqual([
      [0, 6],
      [4, 9],
    ]);
  });

  it('cannot be set when the clue is longer than the line', () => {
    expect(setInitialRanges(createRunLine([3, 2], new Uint8Array(5).fill(UNKNOWN)))).toBe(false);
  });
});

describe('rule 1.1 (overlap of a run with its range)', () => {
  it('fills the cells a 7 covers anywhere in 10 cells', () => {
    const l = line('??????????', [7]);
    expect(rule11(l)).toBe('changed');
    expect(text(l)).toBe('???####???');
  });

  it('fills nothing when the range is twice as long as the run', () => {
    const l = line('??????', [3]);
    expect(rule11(l)).toBe('same');
  });
});

describe('rule 1.2 (cells in no range are white)', () => {
  it('whitens the cells outside and between the ranges', () => {
    const l = line(
      '??????????',
      [1, 1],
      [
        [1, 3],
        [6, 8],
      ],
    );
    expect(rule12(l)).toBe('changed');
    expect(text(l)).toBe('.???..???.');
  });

  it('whitens a whole line with an empty clue and rejects a black cell there', () => {
    const empty = line('????', []);
    expect(rule12(empty)).toBe('changed');
    expect(text(empty)).toBe('....');
    expect(rule12(line('?#??', []))).toBe('contradiction');
  });
});

describe('rule 1.3 (a black range start whose other covering runs are 1s)', () => {
  it('whitens the cell before the range when the other run covering its start has length 1', () => {
    const l = line(
      '????#?????',
      [1, 3],
      [
        [0, 4],
        [4, 9],
      ],
    );
    expect(rule13(l)).toBe('changed');
    expect(text(l)).toBe('???.#?????');
  });

  it('leaves that cell alone when the other covering run is longer than 1', () => {
    const l = line(
      '????#?????',
      [2, 3],
      [
        [0, 4],
        [4, 9],
      ],
    );
    expect(rule13(l)).toBe('same');
  });

  it('whitens the cell after a black range end in the same way', () => {
    const l = line(
      '?????#????',
      [3, 1],
      [
        [0, 5],
        [5, 9],
      ],
    );
    expect(rule13(l)).toBe('changed');
    expect(text(l)).toBe('?????#.???');
  });
});

describe('rule 1.4 (a gap that would join two black cells into too long a run)', () => {
  it('whitens the gap between two 2s', () => {
    const l = line('?#?#??', [2, 2]);
    expect(rule14(l)).toBe('changed');
    expect(text(l)).toBe('?#.#??');
  });

  it('keeps the gap when a run of 3 can hold the joined cells', () => {
    const l = line('?#?#???', [3, 1]);
    expect(rule14(l)).toBe('same');
  });
});

describe('rule 1.5 (black segments next to walls)', () => {
  it('grows a segment away from the white cell beside it to the shortest run that fits', () => {
    const l = line('.#??????', [3]);
    expect(rule15(l)).toBe('changed');
    expect(text(l)).toBe('.###????');
  });

  it('grows a segment away from the line border too', () => {
    const l = line('??????#?', [4]);
    expect(rule15(l)).toBe('changed');
    expect(text(l)).toBe('????###?');
  });

  it('closes a segment as long as every run that can hold it', () => {
    const l = line('??##????', [2, 2]);
    expect(rule15(l)).toBe('changed');
    expect(text(l)).toBe('?.##.???');
  });

  it('reports a segment that no run can hold', () => {
    expect(rule15(line('?###??', [2, 1]))).toBe('contradiction');
  });
});

describe('rule 2.1 (runs keep their order)', () => {
  it('pushes a later run after an earlier one and an earlier one before a later one', () => {
    const l = line(
      '??????????',
      [3, 2],
      [
        [2, 9],
        [0, 9],
      ],
    );
    expect(rule21(l)).toBe('changed');
    expect(ranges(l)).toEqual([
      [2, 6],
      [6, 9],
    ]);
  });
});

describe('rule 2.2 (a run does not start or end beside a black cell)', () => {
  it('moves a range start off the cell after a black one', () => {
    const l = line(
      '??#?????',
      [2, 2],
      [
        [0, 4],
        [3, 7],
      ],
    );
    expect(rule22(l)).toBe('changed');
    expect(ranges(l)[1]).toEqual([4, 7]);
  });

  it('moves a range end off the cell before a black one', () => {
    const l = line(
      '?????#??',
      [2, 2],
      [
        [0, 4],
        [3, 7],
      ],
    );
    expect(rule22(l)).toBe('changed');
    expect(ranges(l)[0]).toEqual([0, 3]);
  });
});

describe('rule 2.3 (a black segment longer than the run)', () => {
  it('cuts the range before a segment of 3 that a 2 cannot pass', () => {
    const l = line('?????###??', [2, 3]);
    expect(ranges(l)[0]).toEqual([0, 5]);
    expect(rule23(l)).toBe('changed');
    expect(ranges(l)[0]).toEqual([0, 3]);
  });

  it('cuts the range after a long segment with no room before it', () => {
    const l = line(
      '?###??????',
      [3, 2],
      [
        [0, 6],
        [2, 9],
      ],
    );
    expect(rule23(l)).toBe('changed');
    expect(ranges(l)[1]).toEqual([5, 9]);
  });
});

describe('rule 3.1 (black cells only one run can own)', () => {
  it('joins the owned black cells and shrinks the range around them', () => {
    const l = line('??#?#?????', [4]);
    expect(rule31(l)).toBe('changed');
    expect(text(l)).toBe('??###?????');
    expect(ranges(l)).toEqual([[1, 5]]);
  });
});

describe('rule 3.2 (white cells split a range into stretches)', () => {
  it('drops the stretches too short for the run', () => {
    const l = line('?.??.?????', [3]);
    expect(rule32(l)).toBe('changed');
    expect(ranges(l)).toEqual([[5, 9]]);
  });

  it('drops short stretches at the end as well', () => {
    const l = line('?????.?.??', [3]);
    expect(rule32(l)).toBe('changed');
    expect(ranges(l)).toEqual([[0, 4]]);
  });
});

describe('rule 3.3 (pinning a run by its owned black cells)', () => {
  it('starts the run at a black first cell of its range that no other run reaches', () => {
    const l = line(
      '????#?????',
      [1, 3],
      [
        [0, 2],
        [4, 9],
      ],
    );
    expect(rule33(l)).toBe('changed');
    expect(text(l)).toBe('???.###.??');
    expect(ranges(l)[1]).toEqual([4, 6]);
  });

  it('starts the range after a white cell that lies before an owned black cell', () => {
    const l = line('??.??#????', [3]);
    expect(rule33(l)).toBe('changed');
    expect(ranges(l)).toEqual([[3, 9]]);
  });

  it('ends the range before a black cell too far to join', () => {
    const l = line('?#?????#????', [3, 1]);
    expect(ranges(l)[0]).toEqual([0, 9]);
    expect(rule33(l)).toBe('changed');
    expect(ranges(l)[0]).toEqual([0, 5]);
  });

  it('keeps a black cell the run can just reach', () => {
    const l = line('??#?#???????', [3, 1]);
    expect(rule33(l)).toBe('same');
    expect(ranges(l)[0]).toEqual([0, 9]);
  });
});

describe('applyRules', () => {
  it('has the eleven rules of the paper', () => {
    expect(RULES.map(([name]) => name).sort()).toEqual([
      '1.1',
      '1.2',
      '1.3',
      '1.4',
      '1.5',
      '2.1',
      '2.2',
      '2.3',
      '3.1',
      '3.2',
      '3.3',
    ]);
  });

  it('settles a line the rules can finish', () => {
    const l = line('??????????', [3, 1, 4]);
    expect(applyRules(l)).toBe('changed');
    expect(text(l)).toBe('###.#.####');
  });

  it('finds a contradiction between the cells and the clue', () => {
    expect(applyRules(line('#.#???', [3]))).toBe('contradiction');
  });

  it('rejects a finished line that does not spell its clue', () => {
    expect(matchesClue(line('##.#', [2, 1]))).toBe(true);
    expect(matchesClue(line('#.##', [2, 1]))).toBe(false);
    expect(matchesClue(line('##..', [2, 1]))).toBe(false);
  });
});
