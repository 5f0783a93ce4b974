/**
 * The library's keys, as file managers have them: what a key press asks (`libraryKey`, which the
 * help's table is checked against), and where the arrow keys and their friends move the focus in
 * the card grid (`movedIndex`): left and right go card by card (on to the next row), up and down
 * by a row, Page Up and Page Down by a screenful of rows, Home and End to the first and last card.
 * Down from a row with no card below in the last row lands on the last card.
 */
import type { KeyPress } from '../shell/shortcuts.ts';

/** Select all (Mod+A) is an app command (shortcuts.ts), which the menu has too. */
export type LibraryKey =
  | { readonly kind: 'clear-selection' }
  | { readonly kind: 'delete' }
  | { readonly kind: 'open' }
  /** Selects or unselects the focused card; with Shift, selects from the anchor to it. */
  | { readonly kind: 'toggle'; readonly extend: boolean }
  /** Moves the focus; with Shift, selects from the anchor to where it lands. */
  | { readonly kind: 'move'; readonly key: string; readonly extend: boolean };

const MOVES: ReadonlySet<string> = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'PageUp',
  'PageDown',
  'Home',
  'End',
]);

/** What a key press asks of the library, or null when it is not one of its keys. */
export function libraryKey(press: KeyPress): LibraryKey | null {
  if (press.alt || press.command) return null;
  if (press.key === 'Escape') return { kind: 'clear-selection' };
  if (press.key === 'Delete') return { kind: 'delete' };
  if (press.key === 'Enter') return { kind: 'open' };
  if (press.key === ' ') return { kind: 'toggle', extend: press.shift };
  if (MOVES.has(press.key)) return { kind: 'move', key: press.key, extend: press.shift };
  return null;
}

export interface GridShape {
  readonly total: number;
  readonly columns: number;
  /** Whole rows that fit in the viewport, at least one. */
  readonly rowsInView: number;
}

/** The card the key moves to from `index`, or null when the key is not one of the grid's. */
export function movedIndex(key: string, index: number, shape: GridShape): number | null {
  const { total, columns } = shape;
  if (total === 0) return null;
  const last = total - 1;
  const page = Math.max(1, shape.rowsInView) * columns;
  const clamp = (value: number): number => Math.min(last, Math.max(0, value));
  switch (key) {
    case 'ArrowLeft':
      return clamp(index - 1);
    case 'ArrowRight':
      return clamp(index + 1);
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index;
    case 'ArrowDown':
      return Math.floor(index / columns) < Math.floor(last / columns) ? clamp(index + columns) : index;
    case 'PageUp':
      return index - page >= 0 ? index - page : index % columns;
    case 'PageDown':
      return clamp(index + page);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}
