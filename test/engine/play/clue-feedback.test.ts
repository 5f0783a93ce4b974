import { describe, expect, it } from 'vitest';
import { lineFeedback } from '../../../src-main/engine/play/clue-feedback.ts';
import { BLANK, CROSS } from '../../../src-main/engine/play/types.ts';
import { clueOfLine, type LineClue } from '../../../src-main/engine/puzzle.ts';
import { marksOf, rowPuzzle } from './helpers.ts';

function feedback(clue: string, marks: string): { done: readonly boolean[]; contradiction: boolean } {
  const puzzle = rowPuzzle(clue, marks.length);
  return lineFeedback(puzzle, marksOf(marks), 'row', 0);
}

describe('clue greying', () => {
  it('greys the first 1 of "1 1" when the filled cell is at the left edge', () => {
    expect(feedback('1 1', '#....')).toEqual({ done: [true, false], contradiction: false });
  });

  it('greys neither number when the filled cell could be either block', () => {
    expect(feedback('1 1', '..#..').done).toEqual([false, false]);
    expect(feedback('2 2', '....##....').done).toEqual([false, false]);
    expect(feedback('1 2', '..#..').done).toEqual([false, false]);
  });

  it('greys the first 2 of "2 2" when no room is left before the run for another block', () => {
    expect(feedback('2 2', '.##.......').done).toEqual([true, false]);
  });

  it('greys the second block when crosses leave no room for it after the run', () => {
    expect(feedback('2 2', '....##..xx').done).toEqual([false, true]);
  });

  it('does not grey a block whose run is not fully painted yet', () => {
    expect(feedback('3', '.##..').done).toEqual([false]);
  });

  it('greys a run that can only be its block even without crosses around it', () => {
    expect(feedback('3', '.###.').done).toEqual([true]);
    expect(feedback('3 1', 'x###x...').done).toEqual([true, false]);
  });

  it('does not grey a run of the right length that may still grow', () => {
    expect(feedback('1 3', '..#.....').done).toEqual([false, false]);
  });

  it('uses a neighbouring block of another colour as a boundary', () => {
    expect(feedback('2 2r', '##rr..').done).toEqual([true, true]);
    expect(feedback('2r 2b', '...rrbb.').done).toEqual([true, true]);
  });

  it('greys neither red block when the red run could be the first or the last', () => {
    expect(feedback('1r 1b 1r', '..r....').done).toEqual([false, false, false]);
    expect(feedback('1r 1b 1r', 'r......').done).toEqual([true, false, false]);
  });

  it('greys every number of a finished line', () => {
    expect(feedback('1 2 1', '#x##x#').done).toEqual([true, true, true]);
    expect(feedback('1 2 1', '#.##.#').done).toEqual([true, true, true]);
  });

  it('has nothing to grey on an empty clue', () => {
    expect(feedback('', 'x.x')).toEqual({ done: [], contradiction: false });
  });
});

describe('contradiction flags', () => {
  it('flags a line whose marks no placement of the clue agrees with', () => {
    expect(feedback('3', '#.#x#').contradiction).toBe(true);
    expect(feedback('3', '##x..').contradiction).toBe(true);
    expect(feedback('', '.#.').contradiction).toBe(true);
    expect(feedback('1 1', '.###.').contradiction).toBe(true);
  });

  it('flags a colour the clue does not have', () => {
    expect(feedback('2 2', '##rr.').contradiction).toBe(true);
  });

  it('greys nothing on a contradicted line', () => {
    expect(feedback('1 1', '#x#x#')).toEqual({ done: [false, false], contradiction: true });
  });

  it('does not flag a line that can still be finished', () => {
    expect(feedback('2 1', '..x.x..').contradiction).toBe(false);
    expect(feedback('2 1', 'xx....').contradiction).toBe(false);
    expect(feedback('2 1', 'xxx...').contradiction).toBe(true);
  });
});

/** The same answers by listing every colouring of the line: slow, obviously right. */
function bruteForce(clue: LineClue, marks: Uint8Array): { done: boolean[]; contradiction: boolean } {
  const n = marks.length;
  const starts: Set<number>[] = clue.map(() => new Set());
  let any = false;
  const cells = new Uint8Array(n);
  for (let code = 0; code < 3 ** n; code++) {
    let rest = code;
    let agrees = true;
    for (let i = 0; i < n; i++) {
      cells[i] = rest % 3;
      rest = Math.floor(rest / 3);
      const mark = marks[i]!;
      if ((mark === CROSS && cells[i] !== 0) || (mark !== BLANK && mark !== CROSS && cells[i] !== mark))
        agrees = false;
    }
    if (!agrees) continue;
    const blocks = clueOfLine(cells);
    if (
      blocks.length !== clue.length ||
      blocks.some((b, j) => b.length !== clue[j]!.length || b.color !== clue[j]!.color)
    ) {
      continue;
    }
    any = true;
    let j = 0;
    for (let i = 0; i < n; i++) {
      if (cells[i] !== 0 && (i === 0 || cells[i - 1] !== cells[i])) starts[j++]!.add(i);
    }
  }
  const done = clue.map((block, j) => {
    if (!any || starts[j]!.size !== 1) return false;
    const s = [...starts[j]!][0]!;
    return marks.subarray(s, s + block.length).every((mark) => mark === block.color);
  });
  return { done, contradiction: !any };
}

describe('clue feedback against brute force', () => {
  it('agrees on random short two-colour lines', () => {
    let seed = 42;
    const random = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return Math.floor((seed / 2147483648) * n);
    };
    const markChoices = [BLANK, BLANK, BLANK, CROSS, 1, 2];
    let contradictions = 0;
    let greyed = 0;
    for (let trial = 0; trial < 400; trial++) {
      const n = 1 + random(7);
      const picture = Uint8Array.from({ length: n }, () => random(3));
      const clue = clueOfLine(picture);
      const marks = Uint8Array.from({ length: n }, () => markChoices[random(markChoices.length)]!);
      const puzzle = { ...rowPuzzle('', n), rows: [clue] };
      const got = lineFeedback(puzzle, marks, 'row', 0);
      expect({ clue, marks: [...marks], ...got }).toEqual({
        clue,
        marks: [...marks],
        ...bruteForce(clue, marks),
      });
      if (got.contradiction) contradictions++;
      greyed += got.done.filter(Boolean).length;
    }
    // Both answers must have been exercised for the comparison to mean something.
    expect(contradictions).toBeGreaterThan(20);
    expect(greyed).toBeGreaterThan(20);
  });
});
