import { describe, expect, it } from 'vitest';
import {
  buttonTool,
  keyAction,
  paintKeyTool,
  type KeyInput,
} from '../../../../src-renderer/lib/keys/input-keys.ts';

const key = (name: string, mods: Partial<KeyInput> = {}): KeyInput => ({
  key: name,
  shift: false,
  command: false,
  alt: false,
  ...mods,
});

describe('keys on the play screen', () => {
  it('move the cursor with the arrows, to the edges with Home, End and the page keys', () => {
    expect(keyAction(key('ArrowLeft'))).toEqual({
      kind: 'move',
      direction: 'left',
      toEdge: false,
      paint: null,
    });
    expect(keyAction(key('End'))).toEqual({ kind: 'move', direction: 'right', toEdge: true, paint: null });
    expect(keyAction(key('PageUp'))).toMatchObject({ direction: 'up', toEdge: true });
  });

  it('fill while moving with Shift and cross with Ctrl', () => {
    expect(keyAction(key('ArrowDown', { shift: true }))).toMatchObject({ paint: 'fill' });
    expect(keyAction(key('ArrowDown', { command: true }))).toMatchObject({ paint: 'cross' });
  });

  it('paint with Space, F, X and C, and leave Ctrl combinations to the shell', () => {
    expect(keyAction(key(' '))).toEqual({ kind: 'paint', tool: 'primary' });
    expect(keyAction(key('F'))).toEqual({ kind: 'paint', tool: 'fill' });
    expect(keyAction(key('x'))).toEqual({ kind: 'paint', tool: 'cross' });
    expect(keyAction(key('Backspace'))).toEqual({ kind: 'paint', tool: 'clear' });
    expect(keyAction(key('z', { command: true }))).toBeNull();
    expect(keyAction(key('x', { alt: true }))).toBeNull();
  });

  it('pick colours with the number keys, 0 for the tenth, and cycle them with brackets', () => {
    expect(keyAction(key('3'))).toEqual({ kind: 'color', color: 3 });
    expect(keyAction(key('0'))).toEqual({ kind: 'color', color: 10 });
    expect(keyAction(key(']'))).toEqual({ kind: 'cycle-color', step: 1 });
  });

  it('ask for a hint with H, pause with P and start a guess with G', () => {
    expect(keyAction(key('h'))).toEqual({ kind: 'hint' });
    expect(keyAction(key('P'))).toEqual({ kind: 'pause' });
    expect(keyAction(key('g'))).toEqual({ kind: 'guess' });
    expect(keyAction(key('g', { command: true }))).toBeNull();
    expect(keyAction(key('q'))).toBeNull();
  });

  it('know which keys hold a paint', () => {
    expect(paintKeyTool('Enter')).toBe('primary');
    expect(paintKeyTool('.')).toBe('cross');
    expect(paintKeyTool('a')).toBeNull();
  });
});

describe('mouse buttons', () => {
  it('paint with the selected tool, cross with the secondary (fill when crossing) and clear with the middle', () => {
    expect(buttonTool(0, 'fill')).toBe('fill');
    expect(buttonTool(2, 'fill')).toBe('cross');
    expect(buttonTool(2, 'cross')).toBe('fill');
    expect(buttonTool(1, 'fill')).toBe('clear');
    expect(buttonTool(3, 'fill')).toBeNull();
  });
});
