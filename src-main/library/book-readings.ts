/**
 * The review list of a book read from a scan (contract/methods-book-read.ts): kept as a setting
 * per collection, written after every page so a cancel or a crash keeps the pages read so far.
 * A setting, not a table: the list is a small record of one reading that only the review shows,
 * and the puzzles themselves are ordinary rows of the book.
 */
import type { BookReading } from '../contract/methods-book-read.ts';
import { readSetting, writeSetting } from './settings.ts';
import { prepared, type Db } from './sql.ts';

function keyOf(collectionId: number): string {
  return `book.reading.${collectionId}`;
}

export function writeBookReading(db: Db, reading: BookReading): void {
  writeSetting(db, keyOf(reading.collectionId), reading);
}

/** The stored list, or null; the caller checks its shape (an older app's record may not fit). */
export function readBookReading(db: Db, collectionId: number): unknown {
  return readSetting(db, keyOf(collectionId)) ?? null;
}

/** Every stored reading, for following a puzzle replaced by its correction. */
export function allBookReadingKeys(db: Db): number[] {
  const rows = prepared(db, "SELECT key FROM settings WHERE key LIKE 'book.reading.%'")
    .pluck()
    .all() as string[];
  return rows.map((key) => Number(key.slice('book.reading.'.length))).filter(Number.isInteger);
}
