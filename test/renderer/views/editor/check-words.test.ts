import { describe, expect, it } from 'vitest';
import { changesList, fixSentence } from '../../../../src-renderer/views/editor/check-words.ts';
import { BLACK_AND_WHITE } from '../../../../src-main/engine/puzzle.ts';

const RED_BLUE = [
  { name: 'background', char: '.', rgb: '#ffffff' },
  { name: 'red', char: 'r', rgb: '#ff0000' },
  { name: 'blue', char: 'b', rgb: '#0000ff' },
];

describe('the words for a proposed fix', () => {
  it('names each change with its cell, counted from 1, row by row, and the rest as a number', () => {
    expect(
      changesList(
        [
          { cell: 7, value: 1 },
          { cell: 0, value: 0 },
        ],
        5,
        BLACK_AND_WHITE,
      ),
    ).toBe('Empty row 1, column 1; fill row 2, column 3.');
    expect(changesList([{ cell: 1, value: 2 }], 5, RED_BLUE)).toBe('Paint blue row 1, column 2.');
    const many = Array.from({ length: 7 }, (_, cell) => ({ cell, value: 1 }));
    expect(changesList(many, 10, BLACK_AND_WHITE)).toMatch(/; and 2 more\.$/);
  });

  it('says how many cells a fix changes and whether it makes the picture unique', () => {
    const change = { cell: 0, value: 1 };
    expect(fixSentence({ changes: [change], outcome: 'unique', differingAfter: [], checks: 3 }).title).toBe(
      'Change 1 cell to make the picture unique.',
    );
    expect(
      fixSentence({ changes: [change, change], outcome: 'unique', differingAfter: [], checks: 3 }).title,
    ).toBe('Change 2 cells to make the picture unique.');
    const partial = fixSentence({ changes: [change], outcome: 'partial', differingAfter: [1, 2], checks: 3 });
    expect(partial.title).toBe('1 change narrows the solutions down, but leaves more than one.');
    expect(partial.detail).toContain('differ in 2 cells');
    const stopped = {
      changes: [change],
      outcome: 'partial',
      differingAfter: [1],
      checks: 3,
      stopped: true,
    } as const;
    expect(fixSentence(stopped).detail).toMatch(/^The search stopped before it found more/);
    expect(fixSentence({ changes: [], outcome: 'none', differingAfter: [1], checks: 3 }).title).toMatch(
      /^No change/,
    );
  });
});
