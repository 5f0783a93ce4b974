import { describe, expect, it } from 'vitest';
import type { Collection } from '../../../../src-main/contract/dto.ts';
import {
  bookByline,
  placeInBook,
  progressText,
  shelfTitle,
} from '../../../../src-renderer/views/library/book-text.ts';

const book: Collection = {
  id: 3,
  name: 'almanac',
  count: 120,
  solved: 37,
  book: { title: 'Almanac', author: 'Ada Gridwell', publisher: '', year: '1998', isbn: '', notes: '' },
};

describe('book texts', () => {
  it('name a book by its own title, and a collection by its name', () => {
    expect(shelfTitle(book)).toBe('Almanac');
    expect(shelfTitle({ ...book, book: null })).toBe('almanac');
    expect(bookByline(book)).toBe('by Ada Gridwell · 1998');
  });

  it('say how far the player is: “37 of 120 solved”, all solved, or empty', () => {
    expect(progressText(book)).toBe('37 of 120 solved');
    expect(progressText({ count: 1200, solved: 1200 })).toBe('All 1,200 solved');
    expect(progressText({ count: 0, solved: 0 })).toBe('Empty');
  });

  it('place a puzzle in its book by page and number, whichever it has', () => {
    expect(placeInBook('12', ' 3 ')).toBe('p. 12, no. 3');
    expect(placeInBook('', '7')).toBe('no. 7');
    expect(placeInBook(' ', '')).toBe('');
  });
});
