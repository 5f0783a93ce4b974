/**
 * A drawn picture sent as a grid-codec string (the editor's drawing): decoded against the puzzle
 * it belongs to, with a clear message when it does not fit the puzzle's size or palette. The API
 * handlers and the solver process's jobs read pictures through it alike.
 */
import { decodeGrid } from '../engine/grid-codec.ts';
import type { Grid, Puzzle } from '../engine/puzzle.ts';
import { ApiFailure } from './result.ts';

type PictureFrame = Pick<Puzzle, 'width' | 'height' | 'palette'>;

export function pictureGrid(picture: string, puzzle: PictureFrame): Grid {
  let grid: Grid;
  try {
    grid = decodeGrid(picture, puzzle.width, puzzle.height);
  } catch (error) {
    throw new ApiFailure('invalid-arguments', error instanceof Error ? error.message : 'Unreadable picture.');
  }
  const colors = puzzle.palette.length;
  if (grid.cells.some((cell) => cell >= colors)) {
    throw new ApiFailure(
      'invalid-arguments',
      `The picture uses a colour outside the palette of ${colors - 1}.`,
    );
  }
  return grid;
}
