import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { _electron as electron, expect, test } from '@playwright/test';
import {
  buildElectronIfStale,
  buildRendererIfStale,
  ensureElectronNativeModule,
  installedElectron,
  PROJECT_ROOT,
} from '../../scripts/start.ts';

const executable = installedElectron();
const skipReason =
  'Electron binary not installed: node_modules/electron/dist is missing (run `node node_modules/electron/install.js` on a machine with network access)';
if (executable === null) console.log(`Skipping the Electron smoke test. ${skipReason}`);

test.skip(executable === null, skipReason);

test('opens an isolated window that shows the library and reaches the backend', async () => {
  const native = ensureElectronNativeModule();
  if ('problem' in native) throw new Error(`No Electron build of better-sqlite3: ${native.problem}`);
  buildRendererIfStale();
  buildElectronIfStale();

  const dataDir = mkdtempSync(join(tmpdir(), 'nonogram-electron-'));
  // Chromium refuses to run as root with its sandbox on (containers); the page sandbox stays on.
  const rootArgs = process.getuid?.() === 0 ? ['--no-sandbox'] : [];
  const app = await electron.launch({
    executablePath: executable!,
    args: [PROJECT_ROOT, ...rootArgs],
    env: { ...process.env, NONOGRAM_DATA_DIR: dataDir },
  });
  try {
    const window = await app.firstWindow();
    await expect(window.getByRole('heading', { level: 1, name: 'All puzzles' })).toBeVisible();
    expect(window.url()).toBe('app://nonogram/index.html');

    const globals = await window.evaluate(() => ({
      require: typeof Reflect.get(globalThis, 'require'),
      process: typeof Reflect.get(globalThis, 'process'),
      module: typeof Reflect.get(globalThis, 'module'),
      bridge: Object.keys(Reflect.get(globalThis, 'nonogramApi') as object).sort(),
      // contextBridge hands the page a frozen copy; it cannot do that without context isolation.
      bridgeFrozen: Object.isFrozen(Reflect.get(globalThis, 'nonogramApi')),
    }));
    expect(globals).toEqual({
      require: 'undefined',
      process: 'undefined',
      module: 'undefined',
      bridge: ['call', 'on'],
      bridgeFrozen: true,
    });

    const info = await window.evaluate(async () => {
      const bridge = Reflect.get(globalThis, 'nonogramApi') as {
        call(method: string, args: object): Promise<unknown>;
      };
      return bridge.call('app.info', {});
    });
    expect(info).toMatchObject({ ok: true, value: { mode: 'electron', dataDir } });

    const opened = await window.evaluate(() => {
      const open = Reflect.get(globalThis, 'open') as (url: string) => unknown;
      return open('https://example.com/') !== null;
    });
    expect(opened).toBe(false);
    expect(app.windows()).toHaveLength(1);

    // The Edit menu's Undo while the search field has focus undoes the typing there: the menu's
    // shortcut reaches the page as a command, which the page hands to the field.
    const search = window.getByRole('searchbox', { name: 'Search puzzles' });
    await search.click();
    await window.keyboard.type('abc');
    await expect(search).toHaveValue('abc');
    await app.evaluate(({ Menu }) => {
      const undo = Menu.getApplicationMenu()?.getMenuItemById('undo');
      if (!undo) throw new Error('The Edit menu has no Undo item.');
      (undo.click as () => void)();
    });
    await expect(search).not.toHaveValue('abc');

    // File > Export… opens the export dialog for the whole library.
    await app.evaluate(({ Menu }) => {
      const item = Menu.getApplicationMenu()?.getMenuItemById('export');
      if (!item) throw new Error('The File menu has no Export item.');
      (item.click as () => void)();
    });
    await expect(window.getByTestId('export-what')).toHaveText(/in the library$/);
    await window
      .getByRole('dialog', { name: 'Export puzzles' })
      .getByRole('button', { name: 'Cancel' })
      .click();

    // File > Print… opens the print dialog for the whole library.
    await app.evaluate(({ Menu }) => {
      const item = Menu.getApplicationMenu()?.getMenuItemById('print');
      if (!item) throw new Error('The File menu has no Print item.');
      (item.click as () => void)();
    });
    await expect(window.getByTestId('print-what')).toHaveText(/in the library$/);
    await window
      .getByRole('dialog', { name: 'Print puzzles' })
      .getByRole('button', { name: 'Cancel' })
      .click();

    // File > Make Random Puzzles… opens the generate dialog.
    await app.evaluate(({ Menu }) => {
      const item = Menu.getApplicationMenu()?.getMenuItemById('generate');
      if (!item) throw new Error('The File menu has no Make Random Puzzles item.');
      (item.click as () => void)();
    });
    await expect(window.getByRole('dialog', { name: 'Make random puzzles' })).toBeVisible();
    await window
      .getByRole('dialog', { name: 'Make random puzzles' })
      .getByRole('button', { name: 'Cancel' })
      .click();

    // On the play screen the Play menu's items can be used, and Pause is ticked while paused
    // (the renderer reports both whenever they change, and the menu is built again).
    const firstId = await window.getByTestId('puzzle-card').first().getAttribute('data-puzzle-id');
    await window.evaluate((id) => {
      (Reflect.get(globalThis, 'location') as { hash: string }).hash = `#/play/${id}`;
    }, firstId);
    await expect(window.getByTestId('play-board')).toHaveAttribute('data-cell', /^\d+$/);
    const menuItem = (id: string): Promise<{ enabled: boolean; checked: boolean } | null> =>
      app.evaluate(({ Menu }, itemId) => {
        const item = Menu.getApplicationMenu()?.getMenuItemById(itemId);
        return item ? { enabled: item.enabled, checked: item.checked } : null;
      }, id);
    await expect.poll(() => menuItem('pause')).toEqual({ enabled: true, checked: false });
    await expect.poll(() => menuItem('guess')).toEqual({ enabled: true, checked: false });
    await window.keyboard.press('p');
    await expect(window.getByTestId('paused')).toBeVisible();
    await expect.poll(() => menuItem('pause')).toEqual({ enabled: true, checked: true });
    await expect.poll(() => menuItem('guess')).toMatchObject({ enabled: false });

    // The desktop app can show its data and backups folders in the file manager (not clicked here,
    // which would open one on the test machine's desktop).
    await window.getByRole('link', { name: 'Settings' }).click();
    await expect(window.getByRole('button', { name: 'Show in folder' })).toHaveCount(2);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
