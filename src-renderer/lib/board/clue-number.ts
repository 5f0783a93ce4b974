/**
 * One clue number in its slot: centred, bold, sized to the cell by the board's scale
 * (clue-scale.ts), and on a colour puzzle drawn on a swatch of its colour in the text colour that
 * reads on it.
 */
import { contrastText } from '../color.ts';
import { clueFontSize, type ClueScale } from './clue-scale.ts';

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
