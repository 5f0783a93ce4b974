/**
 * A play move as the text stored in `moves.move`: `<to>:<cells>:<from>`, where `to` is one mark
 * digit, `cells` the changed cells' row-major indices in base 36 separated by commas, and `from`
 * one mark digit per cell (the marks of engine/play/types.ts: 0-9 a-v for blank and colours, x for
 * a cross). A drag of 20 cells on a 100x100 grid takes about 100 bytes.
 */
import { CROSS, type Move } from '../engine/play/types.ts';

const DIGITS = '0123456789abcdefghijklmnopqrstuv';

function markDigit(mark: number): string {
  if (mark === CROSS) return 'x';
  const digit = DIGITS[mark];
  if (digit === undefined) throw new Error(`${mark} is not a mark.`);
  return digit;
}

function digitMark(digit: string): number {
  if (digit === 'x') return CROSS;
  const mark = DIGITS.indexOf(digit);
  if (mark < 0 || digit.length !== 1) throw new Error(`"${digit}" is not a mark.`);
  return mark;
}

export function encodeMove(move: Move): string {
  if (move.cells.length !== move.from.length) throw new Error('A move needs one previous mark per cell.');
  const cells = move.cells.map((cell) => cell.toString(36)).join(',');
  return `${markDigit(move.to)}:${cells}:${move.from.map(markDigit).join('')}`;
}

export function decodeMove(text: string): Move {
  const [to, cellText, from, ...rest] = text.split(':');
  if (to === undefined || cellText === undefined || from === undefined || rest.length > 0) {
    throw new Error(`"${text.slice(0, 40)}" is not a stored move.`);
  }
  const cells = cellText === '' ? [] : cellText.split(',').map((part) => parseInt(part, 36));
  if (cells.some((cell) => !Number.isInteger(cell) || cell < 0) || cells.length !== from.length) {
    throw new Error(`"${text.slice(0, 40)}" is not a stored move.`);
  }
  return { cells, to: digitMark(to), from: [...from].map(digitMark) };
}
