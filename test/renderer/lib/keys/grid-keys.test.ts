import { describe, expect, it } from 'vitest';
import { libraryKey, movedIndex } from '../../../../src-renderer/lib/keys/grid-keys.ts';

// 10 cards in rows of 4: 0-3, 4-7, 8-9; two rows fit in view.
const shape = { total: 10, columns: 4, rowsInView: 2 };

describe('movedIndex', () => {
  it('goes card by card with left and right, on to the next row and not past either end', () => {
    expect(movedIndex('ArrowRight', 3, shape)).toBe(4);
    expect(movedIndex('ArrowLeft', 4, shape)).toBe(3);
    expect(movedIndex('ArrowLeft', 0, shape)).toBe(0);
    expect(movedIndex('ArrowRight', 9, shape)).toBe(9);
  });

  it('goes a row up or down, to the last card from a column the last row does not reach', () => {
    expect(movedIndex('ArrowDown', 1, shape)).toBe(5);
    expect(movedIndex('ArrowDown', 6, shape)).toBe(9);
    expect(movedIndex('ArrowDown', 9, shape)).toBe(9);
    expect(movedIndex('ArrowUp', 5, shape)).toBe(1);
    expect(movedIndex('ArrowUp', 2, shape)).toBe(2);
  });

  it('goes a screenful with Page Up and Page Down, and to either end with Home and End', () => {
    expect(movedIndex('PageDown', 1, shape)).toBe(9);
    expect(movedIndex('PageUp', 9, shape)).toBe(1);
    expect(movedIndex('PageUp', 6, shape)).toBe(2);
    expect(movedIndex('Home', 7, shape)).toBe(0);
    expect(movedIndex('End', 2, shape)).toBe(9);
  });

  it('leaves other keys to others', () => {
    expect(movedIndex('a', 2, shape)).toBeNull();
    expect(movedIndex('ArrowRight', 0, { ...shape, total: 0 })).toBeNull();
  });
});

describe('libraryKey', () => {
  const press = (key: string, extra: { shift?: boolean; command?: boolean; alt?: boolean } = {}) => ({
    key,
    shift: extra.shift ?? false,
    command: extra.command ?? false,
    alt: extra.alt ?? false,
  });

  it('leaves command keys to the app (Ctrl+A is its Select All)', () => {
    expect(libraryKey(press('a', { command: true }))).toBeNull();
    expect(libraryKey(press('ArrowDown', { command: true }))).toBeNull();
  });

  it('reads Shift with a move or Space as extending the selection', () => {
    expect(libraryKey(press('End', { shift: true }))).toEqual({ kind: 'move', key: 'End', extend: true });
    expect(libraryKey(press(' ', { shift: true }))).toEqual({ kind: 'toggle', extend: true });
    expect(libraryKey(press('x'))).toBeNull();
    expect(libraryKey(press('Enter', { alt: true }))).toBeNull();
  });
});
