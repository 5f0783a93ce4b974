import { describe, expect, it } from 'vitest';
import {
  colorCounts,
  invertGrid,
  mirrorGrid,
  removeColorFromGrid,
  resizeGrid,
  rotateGrid,
  sameGrid,
  shiftGrid,
} from '../../../src-main/engine/editor/transform.ts';
import { gridOf, rowsOf } from './grids.ts';

const ARROW = gridOf(['#..', '##.', '#2.']);

describe('resizeGrid', () => {
  it('keeps the picture at the top left and adds empty cells when growing', () => {
    expect(rowsOf(resizeGrid(ARROW, 4, 4))).toEqual(['#...', '##..', '#2..', '....']);
  });

  it('cuts off what no longer fits when shrinking', () => {
    expect(rowsOf(resizeGrid(ARROW, 2, 2))).toEqual(['#.', '##']);
  });

  it('adds rows and columns evenly around the picture with a centre anchor', () => {
    const grown = resizeGrid(gridOf(['#']), 3, 5, { x: 0.5, y: 0.5 });
    expect(rowsOf(grown)).toEqual(['...', '...', '.#.', '...', '...']);
  });

  it('keeps the picture at the bottom right with an end anchor', () => {
    expect(rowsOf(resizeGrid(ARROW, 4, 3, { x: 1, y: 1 }))).toEqual(['.#..', '.##.', '.#2.']);
  });

  it('gives the original back when a centred grow is shrunk again', () => {
    const grown = resizeGrid(ARROW, 8, 7, { x: 0.5, y: 0.5 });
    expect(sameGrid(resizeGrid(grown, 3, 3, { x: 0.5, y: 0.5 }), ARROW)).toBe(true);
  });

  it('leaves its input unchanged', () => {
    const before = rowsOf(ARROW);
    resizeGrid(ARROW, 1, 1);
    expect(rowsOf(ARROW)).toEqual(before);
  });
});

describe('shiftGrid', () => {
  it('drops what leaves the grid and empties what is left behind', () => {
    expect(rowsOf(shiftGrid(ARROW, 1, 0, false))).toEqual(['.#.', '.##', '.#2']);
    expect(rowsOf(shiftGrid(ARROW, 0, -1, false))).toEqual(['##.', '#2.', '...']);
  });

  it('brings what leaves one side back on the other when wrapping', () => {
    expect(rowsOf(shiftGrid(ARROW, -1, 0, true))).toEqual(['..#', '#.#', '2.#']);
    expect(rowsOf(shiftGrid(ARROW, 0, 4, true))).toEqual(['#2.', '#..', '##.']);
  });
});

describe('mirrorGrid and rotateGrid', () => {
  it('mirrors left to right and top to bottom', () => {
    expect(rowsOf(mirrorGrid(ARROW, 'left-right'))).toEqual(['..#', '.##', '.2#']);
    expect(rowsOf(mirrorGrid(ARROW, 'top-bottom'))).toEqual(['#2.', '##.', '#..']);
  });

  it('turns a quarter clockwise and swaps width and height', () => {
    const turned = rotateGrid(gridOf(['#2.', '...']), 'clockwise');
    expect(turned.width).toBe(2);
    expect(turned.height).toBe(3);
    expect(rowsOf(turned)).toEqual(['.#', '.2', '..']);
  });

  it('comes back to the start after a turn each way, or four turns one way', () => {
    const wide = gridOf(['#2..', '.#.3']);
    expect(sameGrid(rotateGrid(rotateGrid(wide, 'clockwise'), 'counterclockwise'), wide)).toBe(true);
    let turned = wide;
    for (let i = 0; i < 4; i++) turned = rotateGrid(turned, 'clockwise');
    expect(sameGrid(turned, wide)).toBe(true);
  });
});

describe('colour edits of the picture', () => {
  it('inverts empty and the given colour and leaves other colours alone', () => {
    expect(rowsOf(invertGrid(ARROW, 1))).toEqual(['.##', '..#', '.2#']);
  });

  it('empties a removed colour and moves the higher ones down', () => {
    const picture = gridOf(['123', '321']);
    expect(rowsOf(removeColorFromGrid(picture, 2))).toEqual(['#.2', '2.#']);
  });

  it('counts the cells of each colour', () => {
    expect(colorCounts(ARROW, 3)).toEqual([4, 4, 1]);
  });
});
