/**
 * How much each API call may send. A body is read whole before it is parsed, so its size bounds
 * the memory a call can take: most calls carry a few numbers or a puzzle's clues, a move one
 * stroke (at most a line of the largest grid: contract/methods-play.ts), an import whole puzzle
 * files (the renderer sends them in portions), a library sent from a file arrives in pieces of
 * UPLOAD_PIECE_BYTES, and a photo or scan in pieces of PHOTO_PIECE_BYTES. A name that is no method
 * gets the default limit; the dispatcher then refuses it.
 */
import { UPLOAD_PIECE_BYTES } from '../contract/backup-dto.ts';
import { PHOTO_PIECE_BYTES } from '../contract/photo-dto.ts';
import { MAX_PUZZLE_FILE_CHARS } from '../engine/formats/limits.ts';
import { CROSS } from '../engine/play/types.ts';
import { MAX_SIDE } from '../engine/puzzle.ts';

const DEFAULT_LIMIT = 2 * 1024 * 1024;

/**
 * The largest move: a line's worth of the largest cell numbers and of the longest marks, each
 * with its comma, and room for the rest of the call (attempt, time, mark, count, names).
 */
const MOVE_LIMIT =
  MAX_SIDE * (String(MAX_SIDE * MAX_SIDE - 1).length + 1) + MAX_SIDE * (String(CROSS).length + 1) + 1024;

const LIMITS: ReadonlyMap<string, number> = new Map([
  // One file at the largest, its text escaped as JSON (quotes, backslashes and line ends double).
  ['library.import', 2 * MAX_PUZZLE_FILE_CHARS + 1024 * 1024],
  // Base64 makes 4 characters of 3 bytes.
  ['backups.upload', Math.ceil(UPLOAD_PIECE_BYTES / 3) * 4 + 64 * 1024],
  ['photo.upload', Math.ceil(PHOTO_PIECE_BYTES / 3) * 4 + 64 * 1024],
  ['play.move', MOVE_LIMIT],
]);

/**
 * How many JSON values (array items and object members) a body may hold: parsing a flat array
 * costs far more than its text, so the count is checked before parsing too. A move holds a cell
 * and a previous mark for each cell of one stroke, and a few members; other calls carry at most
 * 100,000 ids or files.
 */
const VALUE_LIMITS: ReadonlyMap<string, number> = new Map([['play.move', 2 * MAX_SIDE + 16]]);
const DEFAULT_VALUES = 1_000_000;

export function valueLimitFor(method: string): number {
  return VALUE_LIMITS.get(method) ?? DEFAULT_VALUES;
}

/**
 * No call's arguments nest deeper than a few levels (an entry's rows, each a list of blocks); a
 * deeper body is refused before it is parsed, since parsing it costs memory out of all proportion.
 */
export const MAX_BODY_DEPTH = 32;

export function bodyLimitFor(method: string): number {
  return LIMITS.get(method) ?? DEFAULT_LIMIT;
}
