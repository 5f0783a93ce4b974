/**
 * How much one puzzle file may hold. The largest real files (a tournament's thousand puzzles, a
 * webpbn export) are well under a megabyte; past these limits a file is something else, and reading
 * it would only cost memory. With them, and with readers whose memory is a small multiple of what
 * they read (xml.ts, webpbn-scan.ts, shared blocks), no file takes more than a couple of hundred
 * megabytes to read.
 */
import { FormatError } from './errors.ts';

export const MAX_PUZZLE_FILE_CHARS = 8 * 1024 * 1024;
export const MAX_PUZZLES_PER_FILE = 20_000;

/** For the readers of files that hold many puzzles, before they add puzzle number `count + 1`. */
export function checkPuzzleCount(count: number, line?: number): void {
  if (count >= MAX_PUZZLES_PER_FILE) {
    throw new FormatError(
      `the file holds more than ${MAX_PUZZLES_PER_FILE.toLocaleString('en')} puzzles; split it into smaller files`,
      line,
    );
  }
}
