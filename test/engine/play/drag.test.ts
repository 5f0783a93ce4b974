import { describe, expect, it } from 'vitest';
import { type Drag, dragTo, finishDrag, startDrag } from '../../../src-main/engine/play/drag.ts';
import { applyMove, type GameState, newGame } from '../../../src-main/engine/play/game.ts';
import { blackAndWhitePuzzle } from '../../../src-main/engine/puzzle.ts';
import { marksOf, textOf } from './helpers.ts';

const NO_OVERWRITE = { overwrite: false };

/** A 5x5 game whose marks are given row by row, e.g. '#.x../.....'. */
function gameWith(rows: string): GameState {
  const puzzle = blackAndWhitePuzzle(
    Array.from({ length: 5 }, () => []),
    Array.from({ length: 5 }, () => []),
  );
  return newGame(
    { ...puzzle, palette: [...puzzle.palette, { name: 'red', char: 'r', rgb: '#f00' }] },
    marksOf(rows),
  );
}

function finish(state: GameState, drag: Drag): string {
  const move = finishDrag(drag);
  return textOf(move === null ? state.marks : applyMove(state, move).marks, 5);
}

const BLANK_5X5 = '...../...../...../...../.....';

describe('drag', () => {
  it('paints the straight run along the row and reports its length', () => {
    const state = gameWith(BLANK_5X5);
    const drag = dragTo(startDrag(state, { x: 1, y: 2 }, 'fill', 1, NO_OVERWRITE), { x: 4, y: 3 });
    expect(drag.axis).toBe('row');
    expect(drag.end).toEqual({ x: 4, y: 2 });
    expect(drag.length).toBe(4);
    expect(finish(state, drag)).toBe('...../...../.####/...../.....');
  });

  it('locks to the column when the pointer has moved further vertically, and can switch back', () => {
    const state = gameWith(BLANK_5X5);
    const start = startDrag(state, { x: 2, y: 2 }, 'cross', 1, NO_OVERWRITE);
    const down = dragTo(start, { x: 1, y: 0 });
    expect(down.axis).toBe('column');
    expect(down.run).toEqual([12, 7, 2]);
    expect(finish(state, down)).toBe('..x../..x../..x../...../.....');
    const across = dragTo(down, { x: 0, y: 3 });
    expect(across.axis).toBe('row');
    expect(across.length).toBe(3);
  });

  it('keeps the axis on a diagonal tie', () => {
    const state = gameWith(BLANK_5X5);
    const vertical = dragTo(startDrag(state, { x: 0, y: 0 }, 'fill', 1, NO_OVERWRITE), { x: 0, y: 2 });
    expect(dragTo(vertical, { x: 2, y: 2 }).axis).toBe('column');
  });

  it('clamps the run to the grid when the pointer leaves it', () => {
    const state = gameWith(BLANK_5X5);
    const drag = dragTo(startDrag(state, { x: 3, y: 0 }, 'fill', 1, NO_OVERWRITE), { x: 40, y: 1 });
    expect(drag.end).toEqual({ x: 4, y: 0 });
    expect(drag.length).toBe(2);
  });

  it('does not paint over crosses when filling, nor over fills when crossing', () => {
    const state = gameWith('.x.x./#.#.#/...../...../.....');
    const fill = dragTo(startDrag(state, { x: 0, y: 0 }, 'fill', 1, NO_OVERWRITE), { x: 4, y: 0 });
    expect(finish(state, fill)).toBe('#x#x#/#.#.#/...../...../.....');
    const cross = dragTo(startDrag(state, { x: 1, y: 1 }, 'cross', 1, NO_OVERWRITE), { x: 4, y: 1 });
    expect(finish(state, cross)).toBe('.x.x./#x#x#/...../...../.....');
  });

  it('paints over other marks along the run when overwrite is on', () => {
    const state = gameWith('.x.r./...../...../...../.....');
    const fill = dragTo(startDrag(state, { x: 0, y: 0 }, 'fill', 1, { overwrite: true }), { x: 4, y: 0 });
    expect(finish(state, fill)).toBe('#####/...../...../...../.....');
  });

  it('treats another colour as another kind: a red drag keeps the black cells', () => {
    const state = gameWith('..#../...../...../...../.....');
    const red = dragTo(startDrag(state, { x: 0, y: 0 }, 'fill', 2, NO_OVERWRITE), { x: 4, y: 0 });
    expect(finish(state, red)).toBe('rr#rr/...../...../...../.....');
  });

  it('always changes the start cell the player pressed', () => {
    const state = gameWith('x..../...../...../...../.....');
    const click = startDrag(state, { x: 0, y: 0 }, 'fill', 1, NO_OVERWRITE);
    expect(click.length).toBe(1);
    expect(finish(state, click)).toBe('#..../...../...../...../.....');
  });

  it('clears instead when the start cell already holds the mark, and only that mark', () => {
    const state = gameWith('##x#r/...../...../...../.....');
    const toggle = dragTo(startDrag(state, { x: 0, y: 0 }, 'fill', 1, { overwrite: true }), { x: 4, y: 0 });
    expect(toggle.to).toBe(0);
    expect(finish(state, toggle)).toBe('..x.r/...../...../...../.....');
    const crosses = gameWith('x.x#x/...../...../...../.....');
    const uncross = dragTo(startDrag(crosses, { x: 0, y: 0 }, 'cross', 1, NO_OVERWRITE), { x: 4, y: 0 });
    expect(finish(crosses, uncross)).toBe('...#./...../...../...../.....');
  });

  it('erases every mark along the run with the clear tool', () => {
    const state = gameWith('#x.r#/...../...../...../.....');
    const erase = dragTo(startDrag(state, { x: 1, y: 0 }, 'clear', 1, NO_OVERWRITE), { x: 4, y: 0 });
    expect(finish(state, erase)).toBe('#..../...../...../...../.....');
  });

  it('shows the cells that will change as the preview and makes one move of them', () => {
    const state = gameWith('.x.../...../...../...../.....');
    const drag = dragTo(startDrag(state, { x: 0, y: 0 }, 'fill', 1, NO_OVERWRITE), { x: 3, y: 0 });
    expect(drag.run).toEqual([0, 1, 2, 3]);
    expect(drag.changes).toEqual([0, 2, 3]);
    expect(finishDrag(drag)).toEqual({ cells: [0, 2, 3], to: 1, from: [0, 0, 0] });
  });

  it('makes no move when the drag changes nothing', () => {
    const state = gameWith('xxxxx/...../...../...../.....');
    const drag = dragTo(startDrag(state, { x: 0, y: 1 }, 'clear', 1, NO_OVERWRITE), { x: 4, y: 1 });
    expect(finishDrag(drag)).toBeNull();
  });

  it('refuses to start outside the grid or with a colour that is not one', () => {
    const state = gameWith(BLANK_5X5);
    expect(() => startDrag(state, { x: 5, y: 0 }, 'fill', 1, NO_OVERWRITE)).toThrow(RangeError);
    expect(() => startDrag(state, { x: 0, y: 0 }, 'fill', 0, NO_OVERWRITE)).toThrow(/colour/);
  });
});
