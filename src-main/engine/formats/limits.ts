/**
 * How large a puzzle file may be. The largest real ones (a tournament's thousand puzzles, a webpbn
 * export) are a megabyte or two; anything past this limit is something else, and reading it would
 * only cost memory. Every reader works in memory that is a small multiple of the file's size, so
 * this limit also bounds what a file can take.
 */
export const MAX_PUZZLE_FILE_CHARS = 16 * 1024 * 1024;
