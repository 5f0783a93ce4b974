/**
 * A file of many puzzles written a puzzle at a time: a head, the puzzles with a separator between
 * them, a tail. Joined, the parts are exactly what writePuzzleFile writes (the writers themselves
 * join them), so an export of a hundred thousand puzzles need never hold the whole text.
 */
import type { Grid, Puzzle } from '../puzzle.ts';
import { formatInfo, type FormatId } from './index.ts';
import {
  JSON_COLLECTION_HEAD,
  JSON_COLLECTION_SEPARATOR,
  JSON_COLLECTION_TAIL,
  jsonCollectionItem,
} from './json.ts';
import { NON_SEPARATOR, writeNonPuzzle } from './non.ts';
import { writeGameId } from './tatham.ts';
import { WEBPBN_HEAD, WEBPBN_TAIL, webpbnPuzzle } from './webpbn.ts';

export interface PuzzleFileParts {
  readonly head: string;
  readonly separator: string;
  readonly tail: string;
  item(puzzle: Puzzle, goal: Grid | undefined): string;
}

/**
 * The parts of a file of `count` puzzles, or undefined where it is written whole: a one-puzzle
 * file (small by nature), and TAAI text, whose numbering depends on every puzzle's own number.
 */
export function puzzleFileParts(id: FormatId, count: number): PuzzleFileParts | undefined {
  if (count < 2 || !formatInfo(id).multiPuzzle) return undefined;
  switch (id) {
    case 'json':
      return {
        head: JSON_COLLECTION_HEAD,
        separator: JSON_COLLECTION_SEPARATOR,
        tail: JSON_COLLECTION_TAIL,
        item: jsonCollectionItem,
      };
    case 'webpbn':
      return { head: WEBPBN_HEAD, separator: '', tail: WEBPBN_TAIL, item: webpbnPuzzle };
    case 'non':
      return { head: '', separator: NON_SEPARATOR, tail: '', item: writeNonPuzzle };
    case 'tatham':
      return { head: '', separator: '', tail: '', item: (puzzle) => `${writeGameId(puzzle)}\n` };
    default:
      return undefined;
  }
}
