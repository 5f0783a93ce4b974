import { describe, expect, it } from 'vitest';
import { dragTo, startDrag } from '../../../../src-main/engine/play/drag.ts';
import { newGame } from '../../../../src-main/engine/play/game.ts';
import { blackAndWhitePuzzle } from '../../../../src-main/engine/puzzle.ts';
import { RunPreview } from '../../../../src-renderer/views/play/run-preview.ts';

/** A blank 5x5 game. */
function blank() {
  const empty = Array.from({ length: 5 }, () => []);
  return newGame(blackAndWhitePuzzle(empty, empty));
}

const FILL = { overwrite: false };

describe('the run being painted on the play board', () => {
  it('names only the cells whose preview changed as the run grows and shrinks', () => {
    const game = blank();
    const run = new RunPreview();
    const start = startDrag(game, { x: 0, y: 1 }, 'fill', 1, FILL);
    expect(run.show(start).sort()).toEqual([5]);
    const longer = dragTo(start, { x: 3, y: 1 });
    expect(run.show(longer).sort()).toEqual([6, 7, 8]);
    expect(run.shown()?.cells).toEqual(new Set([5, 6, 7, 8]));
    expect(run.show(dragTo(longer, { x: 1, y: 1 })).sort()).toEqual([7, 8]);
  });

  it('ends as one move over its cells, and shows nothing afterwards', () => {
    const run = new RunPreview();
    run.show(dragTo(startDrag(blank(), { x: 2, y: 0 }, 'fill', 1, FILL), { x: 2, y: 2 }));
    const ended = run.finish();
    expect(ended?.move?.cells).toEqual([2, 7, 12]);
    expect(ended?.left).toEqual([]);
    expect(run.shown()).toBeNull();
    expect(run.finish()).toBeNull();
  });

  it('makes no move from a run that changes nothing (clearing blank cells)', () => {
    const run = new RunPreview();
    run.show(dragTo(startDrag(blank(), { x: 0, y: 0 }, 'clear', 1, FILL), { x: 4, y: 0 }));
    expect(run.finish()).toEqual({ move: null, left: [] });
  });
});
