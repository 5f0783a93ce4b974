import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dispatch } from '../../src-main/backend/dispatch.ts';
import { BACKUP_FOLDER } from '../../src-main/library/backup.ts';
import { openTestBackend } from './test-backend.ts';

let dataDir = '';
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the backend', () => {
  it('keeps a copy of the library for the day in the backups folder', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'nonogram-backend-'));
    const backend = await openTestBackend(dataDir);
    await backend.close();
    const today = new Date().toISOString().slice(0, 10);
    expect(existsSync(join(dataDir, BACKUP_FOLDER, `library-${today}.sqlite`))).toBe(true);
  });

  it('shows its folders in the file manager only where it was given one (the desktop app)', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'nonogram-backend-'));
    const browser = await openTestBackend(dataDir);
    expect(await dispatch(browser.handlers, 'app.info', {})).toMatchObject({
      ok: true,
      value: { canOpenFolders: false },
    });
    expect(await dispatch(browser.handlers, 'app.openFolder', { folder: 'data' })).toMatchObject({
      ok: false,
      error: { code: 'invalid-arguments', message: expect.stringContaining('desktop app only') },
    });
    await browser.close();

    // The file manager here is a stand-in for Electron's shell, which records what it was asked.
    const shown: string[] = [];
    let answer = '';
    const desktop = await openTestBackend(dataDir, {
      openFolder: async (path) => {
        shown.push(path);
        return answer;
      },
    });
    expect(await dispatch(desktop.handlers, 'app.info', {})).toMatchObject({
      ok: true,
      value: { canOpenFolders: true },
    });
    rmSync(join(dataDir, BACKUP_FOLDER), { recursive: true, force: true });
    expect(await dispatch(desktop.handlers, 'app.openFolder', { folder: 'backups' })).toEqual({
      ok: true,
      value: { path: join(dataDir, BACKUP_FOLDER) },
    });
    expect(existsSync(join(dataDir, BACKUP_FOLDER))).toBe(true);
    await dispatch(desktop.handlers, 'app.openFolder', { folder: 'data' });
    expect(shown).toEqual([join(dataDir, BACKUP_FOLDER), dataDir]);
    answer = 'No application knows how to open it';
    expect(await dispatch(desktop.handlers, 'app.openFolder', { folder: 'data' })).toMatchObject({
      ok: false,
      error: {
        code: 'internal',
        message: `The folder ${dataDir} could not be opened: No application knows how to open it`,
      },
    });
    expect(await dispatch(desktop.handlers, 'app.openFolder', { folder: '/etc' })).toMatchObject({
      ok: false,
      error: { code: 'invalid-arguments' },
    });
    await desktop.close();
  });

  it('passes the commands the screen can take to the menu where there is one (the desktop app)', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'nonogram-backend-'));
    const browser = await openTestBackend(dataDir);
    expect(await dispatch(browser.handlers, 'app.menuState', { commands: ['undo'] })).toEqual({
      ok: true,
      value: { applied: false },
    });
    await browser.close();

    // The menu here is a stand-in for Electron's, which records what it was told.
    const told: { available: string[]; checked: string[] }[] = [];
    const desktop = await openTestBackend(dataDir, {
      setMenuState: ({ available, checked }) =>
        told.push({ available: [...available], checked: [...checked] }),
    });
    expect(await dispatch(desktop.handlers, 'app.menuState', { commands: ['hint', 'undo'] })).toEqual({
      ok: true,
      value: { applied: true },
    });
    expect(
      await dispatch(desktop.handlers, 'app.menuState', { commands: ['pause'], checked: ['pause'] }),
    ).toEqual({ ok: true, value: { applied: true } });
    expect(await dispatch(desktop.handlers, 'app.menuState', { commands: ['quit'] })).toMatchObject({
      ok: false,
      error: { code: 'invalid-arguments' },
    });
    expect(
      await dispatch(desktop.handlers, 'app.menuState', { commands: [], checked: ['pause', 'sleep'] }),
    ).toMatchObject({ ok: false, error: { code: 'invalid-arguments' } });
    expect(told).toEqual([
      { available: ['hint', 'undo'], checked: [] },
      { available: ['pause'], checked: ['pause'] },
    ]);
    await desktop.close();
  });
});
