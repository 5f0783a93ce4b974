import { describe, expect, it } from 'vitest';
import { applyMove, newGame } from '../../../src-main/engine/play/game.ts';
import {
  keyboardStart,
  moveCursor,
  pressPaintKey,
  pressStrokeKey,
  releasePaintKey,
  releaseStrokeKey,
  type KeyboardState,
} from '../../../src-main/engine/play/keyboard.ts';
import type { GameState } from '../../../src-main/engine/play/game.ts';
import { CROSS } from '../../../src-main/engine/play/types.ts';
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

  describe('strokes tapped with Shift or Ctrl and an arrow', () => {
    const options = { overwrite: false };
    /** One tap: the stroke key goes down, the arrow moves, the stroke key comes up. */
    const tap = (
      state: GameState,
      keyboard: KeyboardState,
      tool: 'fill' | 'cross',
      direction: 'left' | 'right' | 'up' | 'down' = 'right',
    ): { state: GameState; keyboard: KeyboardState } => {
      const pressed = moveCursor(pressStrokeKey(state, keyboard, tool, 1, options), direction, size);
      const released = releaseStrokeKey(pressed);
      return { state: released.move ? applyMove(state, released.move) : state, keyboard: released.keyboard };
    };

    it('goes on filling from where the last tap ended, rather than clearing the cell it filled', () => {
      let played = { state: newGame(puzzle), keyboard: keyboardStart({ x: 0, y: 1 }) };
      for (let i = 0; i < 3; i++) played = tap(played.state, played.keyboard, 'fill');
      expect(textOf(played.state.marks, 4)).toBe('..../####/..../....');
      // Turning the corner goes on filling too.
      played = tap(played.state, played.keyboard, 'fill', 'down');
      expect(textOf(played.state.marks, 4)).toBe('..../####/...#/....');
    });

    it('goes on crossing, and never paints over a fill, when Ctrl is tapped', () => {
      const filled = applyMove(newGame(puzzle), { cells: [2], to: 1, from: [0] });
      let played = { state: filled, keyboard: keyboardStart({ x: 0, y: 0 }) };
      for (let i = 0; i < 3; i++) played = tap(played.state, played.keyboard, 'cross');
      expect(textOf(played.state.marks, 4)).toBe('xx#x/..../..../....');
      expect(played.state.marks[3]).toBe(CROSS);
    });

    it('goes on clearing when the first tap started on its own mark', () => {
      const row = applyMove(newGame(puzzle), { cells: [0, 1, 2, 3], to: 1, from: [0, 0, 0, 0] });
      let played = { state: row, keyboard: keyboardStart({ x: 0, y: 0 }) };
      for (let i = 0; i < 3; i++) played = tap(played.state, played.keyboard, 'fill');
      expect(textOf(played.state.marks, 4)).toBe('..../..../..../....');
    });

    it('starts afresh once the cursor has moved', () => {
      let played = tap(newGame(puzzle), keyboardStart({ x: 0, y: 0 }), 'fill');
      const moved = moveCursor(moveCursor(played.keyboard, 'left', size), 'right', size);
      expect(moved.last).toBeNull();
      played = tap(played.state, moved, 'fill');
      // A fresh stroke from a filled cell clears, as a drag from a filled cell does.
      expect(textOf(played.state.marks, 4)).toBe('#.../..../..../....');
    });

    it('leaves a paint key its toggle where a stroke ended', () => {
      const played = tap(newGame(puzzle), keyboardStart({ x: 0, y: 0 }), 'fill');
      expect(played.keyboard.last).not.toBeNull();
      const space = releasePaintKey(pressPaintKey(played.state, played.keyboard, 'fill', 1, options));
      expect(textOf(applyMove(played.state, space.move!).marks, 4)).toBe('#.../..../..../....');
    });
  });
});
