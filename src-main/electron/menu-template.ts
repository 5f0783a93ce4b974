/**
 * The application menu's layout (menu.ts installs it; kept apart so tests can read it without
 * Electron). App commands (import, new puzzle, undo, zoom...) are not handled here: each item
 * sends a `menu.command` event and the renderer acts on it, so the menu, the toolbar and keyboard
 * shortcuts all end in the same code. Cut, copy and paste stay native; undo, redo and select all go
 * to the renderer, which passes them on to a focused text field itself (elsewhere in the library,
 * select all takes every puzzle shown).
 */
import type { MenuItemConstructorOptions } from 'electron';
import type { MenuCommand } from '../contract/methods.ts';

export type SendCommand = (command: MenuCommand) => void;

export interface MenuOptions {
  readonly appName: string;
  readonly developer: boolean;
  /**
   * The commands the screen shown can take now (the renderer says, through `app.menuState`);
   * the other command items are greyed out. Left out, every item is enabled.
   */
  readonly available?: ReadonlySet<MenuCommand>;
  /** Toggle commands that are on now, shown ticked (Pause while paused). */
  readonly checked?: ReadonlySet<MenuCommand>;
}

export function menuTemplate(
  platform: NodeJS.Platform,
  send: SendCommand,
  options: MenuOptions,
): MenuItemConstructorOptions[] {
  const mac = platform === 'darwin';
  const { available } = options;
  // Each item's id is its command, so tests (and the app) can find an item without its label.
  const item = (label: string, command: MenuCommand, accelerator?: string): MenuItemConstructorOptions => ({
    id: command,
    label,
    ...(accelerator === undefined ? {} : { accelerator }),
    enabled: available?.has(command) ?? true,
    click: () => send(command),
  });
  /**
   * An item whose key is a bare letter the play screen reads itself: the key is shown beside the
   * label but not taken by the menu, so typing the letter in a text field still types it. macOS
   * cannot show a key without taking it, so there the item has none.
   */
  const letterItem = (label: string, command: MenuCommand, key: string): MenuItemConstructorOptions =>
    mac ? item(label, command) : { ...item(label, command, key), registerAccelerator: false };
  const appMenu: MenuItemConstructorOptions[] = mac
    ? [
        {
          label: options.appName,
          submenu: [
            { role: 'about' },
            { type: 'separator' },
            item('Settings…', 'settings', 'Cmd+,'),
            { type: 'separator' },
            { role: 'services' },
            { type: 'separator' },
            { role: 'hide' },
            { role: 'hideOthers' },
            { role: 'unhide' },
            { type: 'separator' },
            { role: 'quit' },
          ],
        },
      ]
    : [];
  return [
    ...appMenu,
    {
      label: '&File',
      submenu: [
        item('&New Puzzle', 'new-puzzle', 'CmdOrCtrl+N'),
        item('&Import…', 'import', 'CmdOrCtrl+O'),
        item('Read a Puzzle from a P&hoto…', 'read-photo', 'CmdOrCtrl+Shift+O'),
        item('Read a &Book from Photos or a PDF…', 'read-book', 'CmdOrCtrl+Shift+B'),
        item('Make &Random Puzzles…', 'generate', 'CmdOrCtrl+G'),
        item('&Export…', 'export', 'CmdOrCtrl+E'),
        item('&Print…', 'print', 'CmdOrCtrl+P'),
        { type: 'separator' },
        item('&Library', 'show-library', 'CmdOrCtrl+L'),
        ...(mac ? [] : [item('&Settings…', 'settings', 'Ctrl+,')]),
        ...(mac ? [] : [{ type: 'separator' } as const, { role: 'quit' } as const]),
      ],
    },
    {
      label: '&Edit',
      submenu: [
        item('&Undo', 'undo', 'CmdOrCtrl+Z'),
        item('&Redo', 'redo', mac ? 'Shift+Cmd+Z' : 'Ctrl+Y'),
        { type: 'separator' },
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        item('Select &All', 'select-all', 'CmdOrCtrl+A'),
      ],
    },
    {
      label: '&View',
      submenu: [
        item('Zoom &In', 'zoom-in', 'CmdOrCtrl+='),
        // A hidden twin so Ctrl and the numeric-pad plus also zoom in.
        {
          ...item('Zoom In', 'zoom-in', 'CmdOrCtrl+Plus'),
          id: 'zoom-in-plus',
          visible: false,
          acceleratorWorksWhenHidden: true,
        },
        item('Zoom &Out', 'zoom-out', 'CmdOrCtrl+-'),
        item('Zoom to &Fit', 'zoom-fit', 'CmdOrCtrl+0'),
        { type: 'separator' },
        { role: 'togglefullscreen' },
        ...(options.developer
          ? [{ type: 'separator' } as const, { role: 'reload' } as const, { role: 'toggleDevTools' } as const]
          : []),
      ],
    },
    {
      label: '&Play',
      submenu: [
        letterItem('&Hint', 'hint', 'H'),
        letterItem('&Guess', 'guess', 'G'),
        {
          ...letterItem('&Pause', 'pause', 'P'),
          type: 'checkbox',
          checked: options.checked?.has('pause') ?? false,
        },
        { type: 'separator' },
        item('&Start Again', 'restart'),
        item('&Reveal Solution…', 'reveal'),
      ],
    },
    ...(mac ? [{ role: 'windowMenu' } as const] : []),
    {
      label: '&Help',
      role: 'help',
      submenu: [item(`${options.appName} &Help`, 'help', 'F1'), ...(mac ? [] : [{ role: 'about' } as const])],
    },
  ];
}
