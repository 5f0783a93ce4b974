/**
 * A play move as the text stored in `moves.move`: `<to>:<cells>:<from>`, where `to` is one mark
 * digit, `cells` the changed cells' row-major indices in base 36 separated by commas, and `from`
 * one mark digit per cell (engine/cell-alphabet.ts: 0-9 a-v for blank and colours, x for
 * a cross). A drag of 20 cells on a 100x100 grid takes about 100 bytes. A move that also crossed off
 * blank cells (a finished line's rest) adds `:<crossed>`, those cells in base 36 separated by
 * commas; moves stored before that field existed have three parts and read as before.
 */
import { digitMark, markDigit, type Move } from '../engine/play/types.ts';

function markOf(digit: string): number {
  const mark = digitMark(digit);
  if (mark < 0) throw new Error(`"${digit}" is not a mark.`);
  return mark;
}

export function encodeMove(move: Move): string {
  if (move.cells.length !== move.from.length) throw new Error('A move needs one previous mark per cell.');
  const text = `${markDigit(move.to)}:${cellList(move.cells)}:${move.from.map(markDigit).join('')}`;
  const crossed = move.crossed ?? [];
  return crossed.length === 0 ? text : `${text}:${cellList(crossed)}`;
}

export function decodeMove(text: string): Move {
  const [to, cellText, from, crossedText, ...rest] = text.split(':');
  const bad = (): Error => new Error(`"${text.slice(0, 40)}" is not a stored move.`);
  if (to === undefined || cellText === undefined || from === undefined || rest.length > 0) throw bad();
  const cells = readCells(cellText);
  const crossed = crossedText === undefined ? [] : readCells(crossedText);
  if (cells === null || crossed === null || cells.length !== from.length) throw bad();
  if (crossedText !== undefined && crossed.length === 0) throw bad();
  const move = { cells, to: markOf(to), from: [...from].map(markOf) };
  return crossed.length === 0 ? move : { ...move, crossed };
}

function cellList(cells: readonly number[]): string {
  return cells.map((cell) => cell.toString(36)).join(',');
}

/** Cell indices in base 36, comma separated; null when any is not a whole number from 0. */
function readCells(text: string): number[] | null {
  if (text === '') return [];
  const cells = text.split(',').map((part) => (/^[0-9a-z]+$/.test(part) ? parseInt(part, 36) : NaN));
  return cells.every((cell) => Number.isInteger(cell) && cell >= 0) ? cells : null;
}
