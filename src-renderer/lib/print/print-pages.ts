/**
 * Which way each printed page is turned, and what it holds. Asked for portrait or landscape, every
 * page is turned that way. Left to the app (`auto`), each puzzle gets the page that prints it on
 * fewer sheets, or with clearly larger cells: a wide puzzle gets a wide page, a tall one an upright
 * page. A page of solutions is turned when its pictures print clearly larger that way.
 */
import type { PageOrientation, PaperSize } from '../../../src-main/contract/dto.ts';
import type { LineClue } from '../../../src-main/engine/puzzle.ts';
import {
  intoPages,
  type PanelGrid,
  pictureSize,
  printableArea,
  PUZZLE_HEADER_MM,
  puzzleDrawing,
  type PuzzleDrawing,
  type Size,
  solutionGrid,
  tileDrawing,
  type TiledDrawing,
} from './print-layout.ts';

/**
 * How much larger a turned page must print a puzzle (its cells, as a length) to be chosen: on a
 * near tie the page stays upright, as a stack of printed pages reads best.
 */
export const TURN_GAIN = 1.1;

export interface PageChoices {
  readonly paper: PaperSize;
  readonly orientation: PageOrientation;
}

export interface PuzzlePageChoices extends PageChoices {
  readonly split: boolean;
  readonly repeatClues: boolean;
}

export interface PuzzleShape {
  readonly width: number;
  readonly height: number;
  readonly rows: readonly LineClue[];
  readonly columns: readonly LineClue[];
}

export interface PuzzlePages {
  readonly landscape: boolean;
  /** The page inside its margins, in millimetres. */
  readonly area: Size;
  readonly drawing: PuzzleDrawing;
  /** One tile per page: a single one unless the puzzle is spread over several pages. */
  readonly tiled: TiledDrawing;
}

/** A puzzle's pages: which way they are turned, the drawing, and its parts when it is spread. */
export function puzzlePages(puzzle: PuzzleShape, choices: PuzzlePageChoices): PuzzlePages {
  const lay = (landscape: boolean): PuzzlePages => {
    const area = printableArea(choices.paper, landscape);
    const below = { width: area.width, height: area.height - PUZZLE_HEADER_MM };
    const drawing = puzzleDrawing(puzzle.width, puzzle.height, puzzle.rows, puzzle.columns, below);
    return {
      landscape,
      area,
      drawing,
      tiled: tileDrawing(drawing, below, choices.split, choices.repeatClues),
    };
  };
  if (choices.orientation !== 'auto') return lay(choices.orientation === 'landscape');
  const upright = lay(false);
  const turned = lay(true);
  const sheets = (pages: PuzzlePages) => pages.tiled.tiles.length;
  if (sheets(turned) !== sheets(upright)) return sheets(turned) < sheets(upright) ? turned : upright;
  return turned.tiled.cellMm > upright.tiled.cellMm * TURN_GAIN ? turned : upright;
}

export interface SolutionPage<T> {
  readonly landscape: boolean;
  readonly grid: PanelGrid;
  readonly puzzles: readonly T[];
}

/**
 * The solution pictures' pages. Every page has the same number of places, whichever way it is
 * turned, so the pictures keep their order and their pages.
 */
export function solutionPages<T extends { readonly width: number; readonly height: number }>(
  puzzles: readonly T[],
  choices: PageChoices,
): SolutionPage<T>[] {
  const upright = solutionGrid(puzzles.length, choices.paper);
  const turned = solutionGrid(puzzles.length, choices.paper, true);
  return intoPages(puzzles, upright.columns * upright.rows).map((page) => {
    const landscape =
      choices.orientation === 'auto'
        ? printedArea(page, turned) > printedArea(page, upright) * TURN_GAIN * TURN_GAIN
        : choices.orientation === 'landscape';
    return { landscape, grid: landscape ? turned : upright, puzzles: page };
  });
}

/** The paper the pictures of a page cover in a grid of panels, in square millimetres. */
function printedArea(page: readonly { width: number; height: number }[], grid: PanelGrid): number {
  return page.reduce((sum, puzzle) => {
    const size = pictureSize(puzzle.width, puzzle.height, grid.panel);
    return sum + size.width * size.height;
  }, 0);
}
