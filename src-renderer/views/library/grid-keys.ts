/**
 * Where the arrow keys and their friends move the focus in the library's card grid, as file
 * managers do: left and right go card by card (on to the next row), up and down by a row, Page Up
 * and Page Down by a screenful of rows, Home and End to the first and last card. Down from a row
 * with no card below in the last row lands on the last card.
 */

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
