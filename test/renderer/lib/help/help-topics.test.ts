import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { menuTemplate } from '../../../../src-main/electron/menu-template.ts';
import {
  APP_SHORTCUTS,
  HELP_TOPICS,
  keyLabel,
  LIBRARY_KEYS,
  PLAY_KEYS,
  topicForView,
} from '../../../../src-renderer/lib/help/help-topics.ts';
import { shortcutFor } from '../../../../src-renderer/lib/shell/shortcuts.ts';
import { libraryKey } from '../../../../src-renderer/lib/keys/grid-keys.ts';
import { keyAction } from '../../../../src-renderer/lib/keys/input-keys.ts';

function flatten(items: readonly MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return items.flatMap((item) => [
    item,
    ...(Array.isArray(item.submenu) ? flatten(item.submenu as MenuItemConstructorOptions[]) : []),
  ]);
}

describe('the help', () => {
  it('lists the shortcuts the shell really binds', () => {
    for (const row of APP_SHORTCUTS) expect(shortcutFor(row.press), row.what).toEqual(row.gives);
  });

  it('lists each command shortcut with the key the desktop menu gives it', () => {
    const menu = flatten(menuTemplate('linux', () => undefined, { appName: 'N', developer: false }));
    const menuKey = (accelerator: string): string =>
      accelerator.replace(/^(CmdOrCtrl|Ctrl)\+/, 'Mod+').replace('Mod+=', 'Mod++');
    for (const row of APP_SHORTCUTS) {
      const { gives } = row;
      if (!('command' in gives)) continue;
      const item = menu.find((each) => each.id === gives.command);
      expect(item, row.what).toBeDefined();
      expect(menuKey(String(item!.accelerator)), row.what).toBe(row.keys.join('+').replace('−', '-'));
    }
  });

  it('lists the play keys the play screen really reads', () => {
    for (const row of PLAY_KEYS) expect(keyAction(row.press), row.what).toEqual(row.gives);
  });

  it('lists the library keys the library really reads', () => {
    for (const row of LIBRARY_KEYS) expect(libraryKey(row.press), row.what).toEqual(row.gives);
  });

  it('opens on the topic of the screen it is asked from', () => {
    const ids = new Set(HELP_TOPICS.map((topic) => topic.id));
    expect(ids.size).toBe(HELP_TOPICS.length);
    expect(topicForView('play')).toBe('play');
    expect(topicForView('entry')).toBe('entry');
    expect(topicForView('editor')).toBe('draw');
    for (const view of ['library', 'play', 'entry', 'editor', 'solve', 'stats', 'settings']) {
      expect(ids.has(topicForView(view)), view).toBe(true);
    }
    for (const topic of HELP_TOPICS) expect(topic.paragraphs.length, topic.id).toBeGreaterThan(0);
  });

  it('names the command key as on the keyboard at hand', () => {
    expect(keyLabel('Mod', true)).toBe('⌘');
    expect(keyLabel('Mod', false)).toBe('Ctrl');
    expect(keyLabel('F1', true)).toBe('F1');
  });
});
