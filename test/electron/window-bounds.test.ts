import { describe, expect, it } from 'vitest';
import { DEFAULT_SIZE, parseWindowState, placeWindow } from '../../src-main/electron/window-bounds.ts';

const laptop = { x: 0, y: 0, width: 1440, height: 870 };
const monitorOnTheRight = { x: 1440, y: 0, width: 2560, height: 1400 };

describe('placeWindow', () => {
  it('centres a window of the default size when nothing was saved', () => {
    const placed = placeWindow(null, [laptop]);
    expect(placed).toEqual({
      x: (1440 - DEFAULT_SIZE.width) / 2,
      y: (870 - DEFAULT_SIZE.height) / 2,
      ...DEFAULT_SIZE,
    });
  });

  it('puts a saved window back exactly where it was when that place is visible', () => {
    const saved = { x: 1600, y: 100, width: 1200, height: 900 };
    expect(placeWindow(saved, [laptop, monitorOnTheRight])).toEqual(saved);
  });

  it('brings back a window saved on a display that is gone, centred on the primary display', () => {
    const saved = { x: 1600, y: 100, width: 1200, height: 800 };
    expect(placeWindow(saved, [laptop])).toEqual({ x: 120, y: 35, width: 1200, height: 800 });
  });

  it('shrinks a window larger than its display and pushes it inside the work area', () => {
    const saved = { x: -300, y: -50, width: 3000, height: 2000 };
    expect(placeWindow(saved, [laptop])).toEqual(laptop);
  });

  it('pulls a window that hangs off an edge fully back on screen', () => {
    const saved = { x: 1000, y: 500, width: 800, height: 600 };
    expect(placeWindow(saved, [laptop])).toEqual({ x: 640, y: 270, width: 800, height: 600 });
  });
});

describe('parseWindowState', () => {
  it('reads what was written', () => {
    const state = { bounds: { x: 1, y: 2, width: 800, height: 600 }, maximized: true, fullScreen: false };
    expect(parseWindowState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });

  it('rejects anything malformed instead of opening a broken window', () => {
    expect(parseWindowState(null)).toBeNull();
    expect(parseWindowState({})).toBeNull();
    expect(parseWindowState({ bounds: { x: 0, y: 0, width: -5, height: 600 } })).toBeNull();
    expect(parseWindowState({ bounds: { x: 'a', y: 0, width: 800, height: 600 } })).toBeNull();
  });
});
