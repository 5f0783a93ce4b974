/**
 * One clue number in its slot: centred, bold, sized to the cell, and on a colour puzzle drawn on a
 * swatch of its colour in the text colour that reads on it. Boards differ only in the scale: the
 * play board zooms to large cells, where numbers stop growing; the other boards keep them in step.
 */
import { contrastText } from '../color.ts';

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

export interface ClueInk {
  /** The swatch's colour on a colour puzzle; null for a plain number. */
  readonly swatch: string | null;
  /** The number's colour when it has no swatch. */
  readonly ink: string;
  /** Opacity of a swatch and its number (a done number fades). */
  readonly alpha?: number;
}

/** Draws `text` in the slot at `left`, `top`; returns the font size it used. */
export function drawClueNumber(
  context: CanvasRenderingContext2D,
  scale: ClueScale,
  font: string,
  text: string,
  left: number,
  top: number,
  cell: number,
  look: ClueInk,
): number {
  const size = clueFontSize(scale, cell, text.length);
  context.font = `600 ${size}px ${font}`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  if (look.swatch !== null) {
    const inset = Math.max(1, Math.round(cell * scale.inset));
    context.globalAlpha = look.alpha ?? 1;
    context.fillStyle = look.swatch;
    context.fillRect(left + inset, top + inset, cell - 2 * inset, cell - 2 * inset);
    context.fillStyle = contrastText(look.swatch);
    context.fillText(text, left + cell / 2, top + cell / 2 + 0.5);
    context.globalAlpha = 1;
    return size;
  }
  context.fillStyle = look.ink;
  context.fillText(text, left + cell / 2, top + cell / 2 + 0.5);
  return size;
}
