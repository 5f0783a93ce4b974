import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import type { MenuCommand } from '../../src-main/contract/methods.ts';
import { menuTemplate } from '../../src-main/electron/menu-template.ts';

function flatten(items: readonly MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return items.flatMap((item) => [
    item,
    ...(Array.isArray(item.submenu) ? flatten(item.submenu as MenuItemConstructorOptions[]) : []),
  ]);
}

function commandsOf(platform: NodeJS.Platform): Map<string, MenuCommand> {
  const sent: MenuCommand[] = [];
  const template = menuTemplate(platform, (command) => sent.push(command), {
    appName: 'Nonogram Studio',
    developer: false,
  });
  const byAccelerator = new Map<string, MenuCommand>();
  for (const item of flatten(template)) {
    if (!item.click || item.accelerator === undefined) continue;
    sent.length = 0;
    item.click(undefined as never, undefined, undefined as never);
    byAccelerator.set(String(item.accelerator), sent[0]!);
  }
  return byAccelerator;
}

describe('menuTemplate', () => {
  it('sends every app command from an item with the usual shortcut', () => {
    const commands = commandsOf('linux');
    expect(commands.get('CmdOrCtrl+O')).toBe('import');
    expect(commands.get('CmdOrCtrl+N')).toBe('new-puzzle');
    expect(commands.get('CmdOrCtrl+E')).toBe('export');
    expect(commands.get('CmdOrCtrl+P')).toBe('print');
    expect(commands.get('CmdOrCtrl+G')).toBe('generate');
    expect(commands.get('CmdOrCtrl+Z')).toBe('undo');
    expect(commands.get('Ctrl+Y')).toBe('redo');
    expect(commands.get('CmdOrCtrl+A')).toBe('select-all');
    expect(commands.get('CmdOrCtrl+=')).toBe('zoom-in');
    expect(commands.get('CmdOrCtrl+Plus')).toBe('zoom-in');
    expect(commands.get('CmdOrCtrl+-')).toBe('zoom-out');
    expect(commands.get('CmdOrCtrl+0')).toBe('zoom-fit');
    expect(commands.get('CmdOrCtrl+L')).toBe('show-library');
    expect(commands.get('F1')).toBe('help');
    expect(commands.get('Ctrl+,')).toBe('settings');
    expect(commandsOf('darwin').get('Cmd+,')).toBe('settings');
  });

  it('names every command item by its command, once', () => {
    const items = flatten(menuTemplate('linux', () => undefined, { appName: 'N', developer: false }));
    const ids = items.flatMap((item) => (item.id === undefined ? [] : [item.id]));
    expect(new Set(ids).size).toBe(ids.length);
    expect(items.find((item) => item.id === 'undo')?.accelerator).toBe('CmdOrCtrl+Z');
    expect(items.find((item) => item.id === 'redo')?.accelerator).toBe('Ctrl+Y');
  });

  it('has a Play menu whose letter keys are shown but left to the play screen', () => {
    const linux = flatten(menuTemplate('linux', () => undefined, { appName: 'N', developer: false }));
    for (const [command, key] of [
      ['hint', 'H'],
      ['guess', 'G'],
      ['pause', 'P'],
    ] as const) {
      const item = linux.find((each) => each.id === command);
      expect(item, command).toMatchObject({ accelerator: key, registerAccelerator: false });
    }
    expect(linux.find((each) => each.id === 'restart')?.label).toBe('&Start Again');
    expect(linux.find((each) => each.id === 'reveal')?.label).toBe('&Reveal Solution…');
    // macOS would take a bare letter from text fields, so the items there have no key at all.
    const mac = flatten(menuTemplate('darwin', () => undefined, { appName: 'N', developer: false }));
    expect(mac.find((each) => each.id === 'hint')).not.toHaveProperty('accelerator');
  });

  it('greys out the command items the screen cannot take, and only those', () => {
    const all = flatten(menuTemplate('linux', () => undefined, { appName: 'N', developer: false }));
    expect(all.filter((item) => item.id !== undefined).every((item) => item.enabled === true)).toBe(true);
    const available = new Set(['import', 'undo', 'hint'] as const);
    const items = flatten(
      menuTemplate('linux', () => undefined, { appName: 'N', developer: false, available }),
    );
    const enabled = items.filter((item) => item.id !== undefined && item.enabled).map((item) => item.id);
    expect(enabled.sort()).toEqual(['hint', 'import', 'undo']);
    expect(items.find((item) => item.id === 'guess')?.enabled).toBe(false);
    // Roles (copy, paste, quit...) are Electron's own and stay as they are.
    expect(items.filter((item) => item.role !== undefined).every((item) => item.enabled === undefined)).toBe(
      true,
    );
  });

  it('shows Pause as a toggle, ticked while the puzzle is paused', () => {
    const pauseOf = (checked?: ReadonlySet<MenuCommand>): MenuItemConstructorOptions | undefined =>
      flatten(
        menuTemplate('linux', () => undefined, {
          appName: 'N',
          developer: false,
          ...(checked ? { checked } : {}),
        }),
      ).find((item) => item.id === 'pause');
    expect(pauseOf()).toMatchObject({ type: 'checkbox', checked: false, label: '&Pause' });
    expect(pauseOf(new Set(['pause']))).toMatchObject({ type: 'checkbox', checked: true });
    expect(pauseOf(new Set(['hint']))).toMatchObject({ checked: false });
  });

  it('uses Shift+Cmd+Z for redo and an application menu with About and Quit on macOS', () => {
    const template = menuTemplate('darwin', () => undefined, {
      appName: 'Nonogram Studio',
      developer: false,
    });
    expect(template[0]!.label).toBe('Nonogram Studio');
    const roles = flatten(template).map((item) => item.role);
    expect(roles).toEqual(expect.arrayContaining(['about', 'quit', 'togglefullscreen', 'windowMenu']));
    expect(commandsOf('darwin').get('Shift+Cmd+Z')).toBe('redo');
  });

  it('offers full screen, About and Quit on Linux and Windows, and developer tools only in development', () => {
    for (const platform of ['linux', 'win32'] as const) {
      const roles = flatten(menuTemplate(platform, () => undefined, { appName: 'N', developer: false })).map(
        (item) => item.role,
      );
      expect(roles).toEqual(expect.arrayContaining(['about', 'quit', 'togglefullscreen']));
      expect(roles).not.toContain('toggleDevTools');
    }
    const developer = flatten(menuTemplate('linux', () => undefined, { appName: 'N', developer: true }));
    expect(developer.map((item) => item.role)).toContain('toggleDevTools');
  });
});
