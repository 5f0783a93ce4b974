import { describe, expect, it } from 'vitest';
import { colorKeys } from '../../../../src-main/engine/clue-text.ts';
import { BLACK_AND_WHITE } from '../../../../src-main/engine/puzzle.ts';
import {
  linesLostByResize,
  makePalette,
  newDraft,
  newerDraft,
  resizeDraft,
  typingOrder,
  withLine,
} from '../../../../src-renderer/views/entry/entry-draft.ts';

describe('makePalette', () => {
  it('gives each colour the first letter of its name not taken, which becomes its key', () => {
    const palette = makePalette([
      { name: 'black', rgb: '#000000' },
      { name: 'blue', rgb: '#0000ff' },
      { name: 'brown', rgb: '#8b4513' },
    ]);
    expect(palette.map((color) => color.char)).toEqual(['.', 'b', 'l', 'r']);
    expect(colorKeys(palette)).toEqual(['', 'b', 'l', 'r']);
  });

  it('makes the black-and-white palette from black alone', () => {
    expect(makePalette([{ name: 'black', rgb: '#000000' }])).toEqual(BLACK_AND_WHITE);
  });
});

describe('drafts', () => {
  const draft = withLine(
    withLine(newDraft(3, 2, BLACK_AND_WHITE, 'columns-first'), 'row', 1, '2'),
    'column',
    2,
    '1',
  );

  it('starts on the side the book prints first and types in that order', () => {
    expect(draft.cursor).toEqual({ axis: 'column', index: 0 });
    expect(typingOrder(draft).map((l) => `${l.axis[0]}${l.index}`)).toEqual(['c0', 'c1', 'c2', 'r0', 'r1']);
  });

  it('keeps typed lines in place on resize and says how many a smaller size drops', () => {
    expect(linesLostByResize(draft, 2, 2)).toBe(1);
    expect(linesLostByResize(draft, 5, 5)).toBe(0);
    const bigger = resizeDraft(draft, 4, 3);
    expect(bigger.rows).toEqual(['', '2', '']);
    expect(bigger.columns).toEqual(['', '', '1', '']);
  });

  it('changes nothing when a line gets the text it has', () => {
    expect(withLine(draft, 'row', 1, '2')).toBe(draft);
  });

  it('prefers the copy changed last', () => {
    const older = { ...draft, updatedAt: '2030-01-01T10:00:00.000Z' };
    const newer = { ...draft, updatedAt: '2030-01-01T10:00:01.000Z' };
    expect(newerDraft(older, newer)).toBe(newer);
    expect(newerDraft(newer, older)).toBe(newer);
    expect(newerDraft(null, older)).toBe(older);
  });
});
