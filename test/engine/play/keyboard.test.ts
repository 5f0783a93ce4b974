import { describe, expect, it } from 'vitest';
import { applyMove, newGame } from '../../../src-main/engine/play/game.ts';
import {
  keyboardStart,
  moveCursor,
  pressPaintKey,
  releasePaintKey,
} from '../../../src-main/engine/play/keyboard.ts';
import { blackAndWhitePuzzle } from '../../../src-main/engine/puzzle.ts';
import { textOf } from './helpers.ts';

const puzzle = blackAndWhitePuzzle(
  Array.from({ length: 4 }, () => []),
  Array.from({ length: 4 }, () => []),
);
const size = { width: 4, height: 4 };

describe('keyboard', () => {
  it('moves the cursor with the arrows and stops at the edges', () => {
    let keyboard = keyboardStart();
    keyboard = moveCursor(keyboard, 'left', size);
    expect(keyboard.cursor).toEqual({ x: 0, y: 0 });
    keyboard = moveCursor(moveCursor(keyboard, 'right', size), 'down', size);
    expect(keyboard.cursor).toEqual({ x: 1, y: 1 });
    expect(moveCursor(keyboard, 'down', size, true).cursor).toEqual({ x: 1, y: 3 });
  });

  it('paints a run while a paint key is held and makes one move on release', () => {
    const state = newGame(puzzle);
    let keyboard = pressPaintKey(state, keyboardStart({ x: 1, y: 2 }), 'fill', 1, { overwrite: false });
    keyboard = moveCursor(keyboard, 'right', size);
    keyboard = moveCursor(keyboard, 'right', size);
    keyboard = moveCursor(keyboard, 'right', size);
    expect(keyboard.drag?.length).toBe(3);
    const { keyboard: after, move } = releasePaintKey(keyboard);
    expect(after.drag).toBeNull();
    expect(move).not.toBeNull();
    expect(textOf(applyMove(state, move!).marks, 4)).toBe('..../..../.###/....');
  });

  it('keeps the cursor on the run while painting', () => {
    const state = newGame(puzzle);
    let keyboard = pressPaintKey(state, keyboardStart({ x: 0, y: 0 }), 'cross', 1, { overwrite: false });
    keyboard = moveCursor(moveCursor(keyboard, 'right', size), 'right', size);
    keyboard = moveCursor(keyboard, 'down', size);
    expect(keyboard.cursor).toEqual({ x: 2, y: 0 });
  });
});
