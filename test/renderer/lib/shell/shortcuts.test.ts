import { describe, expect, it } from 'vitest';
import { shortcutFor } from '../../../../src-renderer/lib/shell/shortcuts.ts';

const press = (key: string, extra: Partial<{ command: boolean; shift: boolean; alt: boolean }> = {}) => ({
  key,
  command: true,
  shift: false,
  alt: false,
  ...extra,
});

describe('shortcutFor', () => {
  it('maps Ctrl+number to the screens in sidebar order', () => {
    expect(shortcutFor(press('1'))).toEqual({ view: 0 });
    expect(shortcutFor(press('2'))).toEqual({ view: 1 });
  });

  it('maps the menu accelerators to their commands', () => {
    expect(shortcutFor(press('o'))).toEqual({ command: 'import' });
    expect(shortcutFor(press('O', { shift: true }))).toEqual({ command: 'read-photo' });
    expect(shortcutFor(press('n'))).toEqual({ command: 'new-puzzle' });
    expect(shortcutFor(press('e'))).toEqual({ command: 'export' });
    expect(shortcutFor(press('p'))).toEqual({ command: 'print' });
    expect(shortcutFor(press('g'))).toEqual({ command: 'generate' });
    expect(shortcutFor(press(','))).toEqual({ command: 'settings' });
    expect(shortcutFor(press('P', { shift: true }))).toBeNull();
    expect(shortcutFor(press('z'))).toEqual({ command: 'undo' });
    expect(shortcutFor(press('Z', { shift: true }))).toEqual({ command: 'redo' });
    expect(shortcutFor(press('='))).toEqual({ command: 'zoom-in' });
    expect(shortcutFor(press('-'))).toEqual({ command: 'zoom-out' });
    expect(shortcutFor(press('0'))).toEqual({ command: 'zoom-fit' });
  });

  it('ignores keys without Ctrl or with Alt', () => {
    expect(shortcutFor(press('o', { command: false }))).toBeNull();
    expect(shortcutFor(press('o', { alt: true }))).toBeNull();
    expect(shortcutFor(press('q'))).toBeNull();
  });
});
