/**
 * How large a clue number is drawn in its slot. Boards differ only in the scale: the play board
 * zooms to large cells, where numbers stop growing; the other boards keep them in step.
 */
export interface ClueScale {
  /** Font size as a share of the cell, for numbers of one, two, and three or more digits. */
  readonly share: readonly [number, number, number];
  readonly smallest: number;
  /** The largest size for one digit, and for more. */
  readonly largest: readonly [number, number];
  /** The swatch's inset as a share of the cell. */
  readonly inset: number;
}

/** The solve, typing and editor boards: numbers grow with their cells. */
export const STEADY_CLUES: ClueScale = {
  share: [0.62, 0.56, 0.46],
  smallest: 6,
  largest: [Infinity, Infinity],
  inset: 0.08,
};

export function clueFontSize(scale: ClueScale, cell: number, digits: number): number {
  const share = scale.share[Math.min(digits, 3) - 1] ?? scale.share[0];
  const largest = digits > 1 ? scale.largest[1] : scale.largest[0];
  return Math.min(largest, Math.max(scale.smallest, Math.round(cell * share)));
}
