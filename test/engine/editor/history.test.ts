import { describe, expect, it } from 'vitest';
import { EditHistory } from '../../../src-main/engine/editor/history.ts';

describe('EditHistory', () => {
  it('undoes and redoes changes in order', () => {
    const history = new EditHistory('a');
    history.push('b');
    history.push('c');
    expect(history.undo()).toBe('b');
    expect(history.undo()).toBe('a');
    expect(history.canUndo).toBe(false);
    expect(history.undo()).toBe('a');
    expect(history.redo()).toBe('b');
    expect(history.redo()).toBe('c');
    expect(history.canRedo).toBe(false);
  });

  it('forgets what was undone once a new change is made', () => {
    const history = new EditHistory(1);
    history.push(2);
    history.undo();
    history.push(3);
    expect(history.canRedo).toBe(false);
    expect(history.undo()).toBe(1);
  });

  it('updates the present without an undo step on replace', () => {
    const history = new EditHistory('start');
    history.push('stroke 1');
    history.replace('stroke 1 longer');
    expect(history.present).toBe('stroke 1 longer');
    expect(history.undo()).toBe('start');
    expect(history.redo()).toBe('stroke 1 longer');
  });

  it('drops a discarded state without keeping it for redo', () => {
    const history = new EditHistory('a');
    history.push('half a stroke');
    expect(history.discard()).toBe('a');
    expect(history.canRedo).toBe(false);
    expect(history.canUndo).toBe(false);
  });

  it('keeps at most the given number of steps', () => {
    const history = new EditHistory(0, 3);
    for (let i = 1; i <= 10; i++) history.push(i);
    let steps = 0;
    while (history.canUndo) {
      history.undo();
      steps++;
    }
    expect(steps).toBe(3);
    expect(history.present).toBe(7);
  });

  it('starts over on reset', () => {
    const history = new EditHistory('a');
    history.push('b');
    history.reset('z');
    expect(history.canUndo).toBe(false);
    expect(history.present).toBe('z');
  });
});
