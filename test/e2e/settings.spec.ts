/**
 * The Settings screen: its choices are the ones the rest of the app uses, and its backups bring a
 * library back, in this window and in any other open on it.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { callApi } from './api.ts';
import { PROJECT_ROOT } from '../../src-main/bench/app-server.ts';
import { expect, libraryCount, test } from './fixtures.ts';

const SHOTS = join(PROJECT_ROOT, 'test-results', 'screenshots');

test('theme, play options and background checks are set here for the whole app', async ({
  app: page,
  server,
  request,
}) => {
  await page.keyboard.press('Control+,');
  const settings = page.getByTestId('settings');
  await expect(settings).toBeVisible();
  await expect(page).toHaveTitle(/^Settings/);

  await settings.getByRole('radio', { name: /^Dark/ }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect((await callApi(request, server.url, 'settings.get', {})).theme).toBe('dark');

  const mistakes = settings.getByRole('checkbox', { name: /^Mistake mode/ });
  await expect(mistakes).not.toBeChecked();
  await mistakes.check();
  await expect
    .poll(async () => (await callApi(request, server.url, 'play.options', {})).mistakeMode)
    .toBe(true);

  const checks = settings.getByRole('checkbox', { name: /^Check new puzzles in the background/ });
  await expect(checks).toBeChecked();
  await checks.uncheck();
  await expect.poll(async () => (await callApi(request, server.url, 'checks.status', {})).paused).toBe(true);
  await checks.check();
  await expect.poll(async () => (await callApi(request, server.url, 'checks.status', {})).paused).toBe(false);

  // A choice made here is what the app starts with next time.
  await page.reload();
  await expect(page.getByTestId('shell')).toHaveAttribute('aria-busy', 'false');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByTestId('settings').getByRole('checkbox', { name: /^Mistake mode/ })).toBeChecked();
  await settings.getByRole('radio', { name: /^Light/ }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('a backup saved here brings the library back, in every window', async ({
  app: page,
  server,
  request,
}) => {
  const before = await libraryCount(page);
  const other = await page.context().newPage();
  await other.goto(server.url);
  await expect(other.getByTestId('shell')).toHaveAttribute('aria-busy', 'false');

  await page.getByRole('link', { name: 'Settings' }).click();
  const backups = page.getByTestId('settings-backups');
  await expect(backups.getByTestId('library-file')).toContainText(`${before} puzzles`);
  await backups.getByRole('button', { name: 'Back up now' }).click();
  await expect(page.getByText('Backup saved')).toBeVisible();
  const saved = backups.locator('[data-testid="backup-row"][data-kind="saved"]');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('Saved by you');
  await expect(saved).toContainText(`${before} puzzles, 0 solved`);

  const listed = await callApi(request, server.url, 'library.list', { limit: 5 });
  await callApi(request, server.url, 'library.delete', { ids: listed.items.map((puzzle) => puzzle.id) });
  await expect(backups.getByTestId('library-file')).toContainText(`${before - 5} puzzles`);

  mkdirSync(SHOTS, { recursive: true });
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 1500 });
  await page.getByRole('button', { name: 'Dismiss' }).first().click();
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((name) => (document.documentElement.dataset.theme = name), theme);
    await page.screenshot({ path: join(SHOTS, `16-settings-${theme}.png`), animations: 'disabled' });
  }
  await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
  if (viewport) await page.setViewportSize(viewport);

  await saved.getByRole('button', { name: 'Restore…' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`(${before} puzzles)`);
  await expect(dialog).toContainText(
    `The library as it is now (${before - 5} puzzles) is saved as a backup first`,
  );
  await page.screenshot({ path: join(SHOTS, '17-settings-restore-confirm.png') });
  await dialog.getByRole('button', { name: 'Restore' }).click();

  // Both windows start afresh and say what happened.
  for (const window of [page, other]) {
    await expect(window.getByText('Library restored')).toBeVisible();
    await expect(window.getByTestId('shell')).toHaveAttribute('aria-busy', 'false');
  }
  await expect(page.getByTestId('settings-backups').locator('[data-kind="before-restore"]')).toContainText(
    `${before - 5} puzzles`,
  );
  await page.screenshot({ path: join(SHOTS, '18-settings-restored.png'), animations: 'disabled' });
  expect((await callApi(request, server.url, 'library.list', { limit: 1 })).total).toBe(before);
  await other.getByRole('link', { name: 'Library' }).click();
  expect(await libraryCount(other)).toBe(before);
  await other.close();
});

test('a library file from another computer is restored from its file; a wrong file is refused', async ({
  app: page,
  server,
  request,
}, testInfo) => {
  const before = await libraryCount(page);
  // The "other computer's" library: this one as it is now, saved and taken out of the list.
  const saved = await callApi(request, server.url, 'backups.create', {});
  const folder = join(server.dataDir, 'backups');
  const libraryBytes = readFileSync(join(folder, saved.name));
  await callApi(request, server.url, 'backups.delete', { name: saved.name });
  const listed = await callApi(request, server.url, 'library.list', { limit: 3 });
  await callApi(request, server.url, 'library.delete', { ids: listed.items.map((puzzle) => puzzle.id) });

  await page.getByRole('link', { name: 'Settings' }).click();
  const backups = page.getByTestId('settings-backups');
  await expect(backups.getByTestId('library-file')).toContainText(`${before - 3} puzzles`);
  const chooser = backups.getByTestId('backup-file');

  // A picture is not a library: the message names it, and nothing joins the list.
  await chooser.setInputFiles({
    name: 'holiday.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a library'),
  });
  await expect(page.getByText('"holiday.png" cannot be used as a backup')).toBeVisible();
  await expect(backups.locator('[data-kind="added"]')).toHaveCount(0);

  // A large file can be stopped half-way; what was sent is thrown away.
  const large = testInfo.outputPath('large.sqlite');
  writeFileSync(large, Buffer.alloc(160 * 1024 * 1024));
  await chooser.setInputFiles(large);
  const adding = backups.getByTestId('backup-adding');
  await expect(adding).toContainText('Reading “large.sqlite”');
  // Stopped at once: on a busy machine anything in between (a screenshot took seconds) can
  // outlast the whole upload, and then there is nothing left to stop.
  await adding.getByRole('button', { name: 'Stop' }).click();
  await expect(adding).toBeHidden();
  await expect(backups.locator('[data-kind="added"]')).toHaveCount(0);
  await expect.poll(() => readdirSync(folder).filter((name) => name.startsWith('.incoming'))).toEqual([]);

  await chooser.setInputFiles({
    name: 'laptop-library.sqlite',
    mimeType: 'application/x-sqlite3',
    buffer: libraryBytes,
  });
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    new RegExp(`the file you added, last changed on \\d+ \\w+ \\d{4}, \\d\\d:\\d\\d \\(${before} puzzles\\)`),
  );
  await expect(dialog).toContainText(
    `The library as it is now (${before - 3} puzzles) is saved as a backup first`,
  );
  await expect(backups.locator('[data-kind="added"]')).toContainText('Added from a file');
  await page.screenshot({ path: join(SHOTS, '20-settings-restore-from-file.png'), animations: 'disabled' });
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Library restored')).toBeVisible();
  expect((await callApi(request, server.url, 'library.list', { limit: 1 })).total).toBe(before);
});
