import { describe, expect, it } from 'vitest';
import type { PageOrientation } from '../../../../src-main/contract/dto.ts';
import type { LineClue } from '../../../../src-main/engine/puzzle.ts';
import {
  MARGIN_MM,
  MIN_CELL_MM,
  PAPER_MM,
  PANEL_GAP_MM,
  printableArea,
  solutionGrid,
} from '../../../../src-renderer/lib/print/print-layout.ts';
import {
  puzzlePages,
  type PuzzleShape,
  solutionPages,
  TURN_GAIN,
} from '../../../../src-renderer/lib/print/print-pages.ts';

const bw = (...lengths: number[]): LineClue => lengths.map((length) => ({ length, color: 1 }));

/** A puzzle of `width` x `height` whose every clue has `blocks` ones. */
function shape(width: number, height: number, blocks = 3): PuzzleShape {
  const clue = bw(...Array<number>(blocks).fill(1));
  return { width, height, rows: Array(height).fill(clue), columns: Array(width).fill(clue) };
}

const choices = (orientation: PageOrientation, split = false) =>
  ({ paper: 'a4', orientation, split, repeatClues: true }) as const;

describe('printableArea and solutionGrid', () => {
  it('turn the page for landscape', () => {
    for (const paper of ['a4', 'letter'] as const) {
      const upright = printableArea(paper);
      const turned = printableArea(paper, true);
      expect(upright.width).toBeLessThan(upright.height);
      expect(turned.width).toBeGreaterThan(turned.height);
      // The same margins all round.
      expect(turned.width).toBeCloseTo(PAPER_MM[paper].height - 2 * MARGIN_MM, 6);
      expect(upright.width).toBeCloseTo(PAPER_MM[paper].width - 2 * MARGIN_MM, 6);
    }
    expect(solutionGrid(2, 'a4', true)).toMatchObject({ columns: 2, rows: 1 });
    expect(solutionGrid(9, 'a4', true)).toMatchObject({ columns: 3, rows: 2 });
    // The panels fill the turned page.
    const turned = solutionGrid(9, 'letter', true);
    const area = printableArea('letter', true);
    expect(3 * turned.panel.width + 2 * PANEL_GAP_MM).toBeCloseTo(area.width, 6);
    expect(2 * turned.panel.height + PANEL_GAP_MM).toBeCloseTo(area.height, 6);
  });
});

describe('puzzlePages', () => {
  it('turns every page as asked', () => {
    const wide = shape(60, 20);
    expect(puzzlePages(wide, choices('portrait')).landscape).toBe(false);
    const turned = puzzlePages(wide, choices('landscape'));
    expect(turned.landscape).toBe(true);
    expect(turned.area).toEqual(printableArea('a4', true));
    expect(puzzlePages(shape(20, 60), choices('landscape')).landscape).toBe(true);
  });

  it('gives a wide puzzle a landscape page, with larger cells, and a tall or small one an upright page', () => {
    const wide = puzzlePages(shape(60, 20), choices('auto'));
    expect(wide.landscape).toBe(true);
    const upright = puzzlePages(shape(60, 20), choices('portrait'));
    expect(wide.tiled.cellMm).toBeGreaterThan(upright.tiled.cellMm * TURN_GAIN);
    // The drawing fits the turned page below its header.
    expect(wide.drawing.units.width * wide.tiled.cellMm).toBeLessThanOrEqual(wide.area.width + 1e-9);
    expect(puzzlePages(shape(20, 60), choices('auto')).landscape).toBe(false);
    expect(puzzlePages(shape(50, 50), choices('auto')).landscape).toBe(false);
    // A small puzzle is at the largest cell either way: a tie stays upright.
    expect(puzzlePages(shape(10, 10), choices('auto')).landscape).toBe(false);
  });

  it('spreads a large wide puzzle over fewer landscape pages', () => {
    const large = shape(150, 30, 6);
    const upright = puzzlePages(large, choices('portrait', true));
    const turned = puzzlePages(large, choices('landscape', true));
    expect(upright.tiled.tiles.length).toBeGreaterThan(turned.tiled.tiles.length);
    const chosen = puzzlePages(large, choices('auto', true));
    expect(chosen.landscape).toBe(true);
    expect(chosen.tiled.cellMm).toBe(MIN_CELL_MM);
    expect(chosen.tiled.tiles).toHaveLength(turned.tiled.tiles.length);
  });

  it('always picks the page with fewer sheets, then the clearly larger cells', () => {
    for (const [width, height] of [
      [15, 10],
      [30, 12],
      [45, 30],
      [80, 95],
      [100, 100],
      [140, 35],
      [25, 90],
    ] as const) {
      for (const split of [false, true]) {
        const puzzle = shape(width, height, 4);
        const auto = puzzlePages(puzzle, choices('auto', split));
        const upright = puzzlePages(puzzle, choices('portrait', split));
        const turned = puzzlePages(puzzle, choices('landscape', split));
        const [chosen, other] = auto.landscape ? [turned, upright] : [upright, turned];
        expect(auto).toEqual(chosen);
        const where = `${width}x${height}${split ? ' spread' : ''}`;
        expect(chosen.tiled.tiles.length, where).toBeLessThanOrEqual(other.tiled.tiles.length);
        if (chosen.tiled.tiles.length === other.tiled.tiles.length) {
          if (auto.landscape)
            expect(turned.tiled.cellMm, where).toBeGreaterThan(upright.tiled.cellMm * TURN_GAIN);
          else expect(turned.tiled.cellMm, where).toBeLessThanOrEqual(upright.tiled.cellMm * TURN_GAIN);
        }
      }
    }
  });
});

describe('solutionPages', () => {
  const numbered = (count: number, width: number, height: number) =>
    Array.from({ length: count }, (_, index) => ({ number: index + 1, width, height }));

  it('turns a page of wide pictures that print larger that way, and keeps the order', () => {
    const wide = solutionPages(numbered(4, 80, 20), { paper: 'a4', orientation: 'auto' });
    expect(wide).toHaveLength(1);
    expect(wide[0]).toMatchObject({ landscape: true, grid: solutionGrid(4, 'a4', true) });
    expect(wide[0]!.puzzles.map((puzzle) => puzzle.number)).toEqual([1, 2, 3, 4]);
    expect(solutionPages(numbered(4, 20, 80), { paper: 'a4', orientation: 'auto' })[0]!.landscape).toBe(
      false,
    );
    expect(solutionPages(numbered(1, 10, 10), { paper: 'a4', orientation: 'auto' })[0]!.landscape).toBe(
      false,
    );
  });

  it('keeps six to a page whichever way the pages are turned, and turns them as asked', () => {
    for (const orientation of ['portrait', 'landscape', 'auto'] as const) {
      const pages = solutionPages(numbered(13, 30, 30), { paper: 'letter', orientation });
      expect(pages.map((page) => page.puzzles.length)).toEqual([6, 6, 1]);
      expect(pages.flatMap((page) => page.puzzles.map((puzzle) => puzzle.number))).toEqual(
        Array.from({ length: 13 }, (_, index) => index + 1),
      );
      for (const page of pages) {
        if (orientation !== 'auto') expect(page.landscape).toBe(orientation === 'landscape');
        expect(page.grid).toEqual(solutionGrid(13, 'letter', page.landscape));
      }
    }
  });
});
