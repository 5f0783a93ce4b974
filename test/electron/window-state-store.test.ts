import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  loadWindowState,
  saveWindowState,
  windowStateFile,
} from '../../src-main/electron/window-state-store.ts';

const folder = mkdtempSync(join(tmpdir(), 'nonogram-window-state-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the window state file', () => {
  it('gives back what was saved', () => {
    const file = windowStateFile(folder);
    const state = { bounds: { x: 10, y: 20, width: 900, height: 700 }, maximized: false, fullScreen: true };
    saveWindowState(file, state);
    expect(loadWindowState(file)).toEqual(state);
  });

  it('reads a missing or damaged file as nothing saved', () => {
    expect(loadWindowState(join(folder, 'absent.json'))).toBeNull();
    const damaged = join(folder, 'damaged.json');
    writeFileSync(damaged, '{"bounds": {"x": 1,');
    expect(loadWindowState(damaged)).toBeNull();
  });
});
