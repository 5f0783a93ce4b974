/**
 * The day the library file is damaged: the app starts with a fresh library, says what happened,
 * and leads to the backups, from which the library comes back.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { callApi } from './api.ts';
import { PROJECT_ROOT } from '../../src-main/bench/app-server.ts';
import { expect, libraryCount, test } from './fixtures.ts';

const SHOTS = join(PROJECT_ROOT, 'test-results', 'screenshots');

test('a damaged library is set aside, and its backup brings it back', async ({
  app: page,
  server,
  request,
}) => {
  const listed = await callApi(request, server.url, 'library.list', { limit: 5 });
  await callApi(request, server.url, 'library.delete', { ids: listed.items.map((puzzle) => puzzle.id) });
  const kept = (await callApi(request, server.url, 'library.list', { limit: 1 })).total;
  expect(kept).toBe(listed.total - 5);
  const saved = await callApi(request, server.url, 'backups.create', {});
  expect(saved.puzzles).toBe(kept);

  // The app dies and its file is found damaged at the next start. (The page leaves first, so its
  // broken connection is not logged as an error.)
  await page.goto('about:blank');
  await server.kill();
  const library = join(server.dataDir, 'library.sqlite');
  for (const companion of ['-wal', '-shm']) rmSync(library + companion, { force: true });
  writeFileSync(
    library,
    'SQLite format 3\0 but the rest of this file is not a database page at all'.repeat(100),
  );
  await server.restart();
  await page.goto(server.url);
  await expect(page.getByTestId('shell')).toHaveAttribute('aria-busy', 'false');
  expect(readdirSync(server.dataDir).filter((name) => name.startsWith('library.damaged-'))).toHaveLength(1);

  const notice = page.getByRole('status').filter({ hasText: 'Please note' });
  await expect(notice).toContainText('its file is damaged');
  // The fresh library starts with the whole starter collection again, the five deleted ones too.
  expect(await libraryCount(page)).toBe(listed.total);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, '21-damaged-library-notice.png'), animations: 'disabled' });
  await notice.getByRole('button', { name: 'Show backups' }).click();

  const backups = page.getByTestId('settings-backups');
  await expect(backups).toBeInViewport();
  const copy = backups.locator('[data-testid="backup-row"][data-kind="saved"]');
  await expect(copy).toContainText(`${kept} puzzles`);
  await copy.getByRole('button', { name: 'Restore…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Library restored')).toBeVisible();
  expect((await callApi(request, server.url, 'library.list', { limit: 1 })).total).toBe(kept);
});
