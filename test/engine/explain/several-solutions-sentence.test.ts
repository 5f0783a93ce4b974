import { describe, expect, it } from 'vitest';
import { severalSolutionsSentence } from '../../../src-main/engine/explain/trial-sentences.ts';

describe('severalSolutionsSentence', () => {
  it('parts the cells where two solutions differ by semicolons, since each cell name holds a comma', () => {
    // Cells 0, 1 and 12 of a 10-wide grid: row 1 columns 1 and 2, row 2 column 3.
    expect(severalSolutionsSentence(10, [0, 1, 12])).toBe(
      'This puzzle has more than one solution, so logic alone cannot settle the rest. Two of its ' +
        'solutions differ at row 1, column 1; row 1, column 2 and row 2, column 3: choose one and carry on.',
    );
  });

  it('names four cells and counts the rest', () => {
    expect(severalSolutionsSentence(5, [0, 1, 2, 3, 4, 5])).toContain(
      'differ at row 1, column 1; row 1, column 2; row 1, column 3; row 1, column 4 and 2 more cells:',
    );
  });

  it('names a single cell alone', () => {
    expect(severalSolutionsSentence(5, [7])).toContain('differ at row 2, column 3: choose');
  });
});
