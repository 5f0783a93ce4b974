/**
 * A drawn picture sent as a grid-codec string (the editor's drawing): decoded against the puzzle
 * it belongs to, with a clear message when it does not fit the puzzle's size or palette. The API
 * handlers and the solver process's jobs read pictures through it alike.
 */
import { decodeGrid } from './grid-codec.ts';
import type { Grid, Puzzle } from './puzzle.ts';

/** A picture that does not fit its puzzle; the API reports it as invalid arguments. */
export class PictureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PictureError';
  }
}

type PictureFrame = Pick<Puzzle, 'width' | 'height' | 'palette'>;

export function pictureGrid(picture: string, puzzle: PictureFrame): Grid {
  let grid: Grid;
  try {
    grid = decodeGrid(picture, puzzle.width, puzzle.height);
  } catch (error) {
    throw new PictureError(error instanceof Error ? error.message : 'Unreadable picture.');
  }
  const colors = puzzle.palette.length;
  if (grid.cells.some((cell) => cell >= colors)) {
    throw new PictureError(`The picture uses a colour outside the palette of ${colors - 1}.`);
  }
  return grid;
}
