/**
 * The help in Chromium: F1 opens it on the topic of the screen it is asked from (and the browser's
 * own F1 does not), the sidebar's Help button opens it too, topics can be chosen, Escape closes.
 * Pictures of it in both themes go to test-results/screenshots.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src-main/bench/app-server.ts';
import { expect, test } from './fixtures.ts';
import { DIAMOND, importPuzzles, openPlay } from './play-helpers.ts';

const SHOTS = join(PROJECT_ROOT, 'test-results', 'screenshots');
mkdirSync(SHOTS, { recursive: true });

test('help opens on the screen’s topic with F1 or the sidebar, lists the keys, and closes', async ({
  app: page,
  server,
  request,
}) => {
  const help = page.getByTestId('help');
  await expect(page.getByTestId('library-count')).not.toHaveText('Loading…');
  await page.keyboard.press('F1');
  await expect(help).toBeVisible();
  await expect(help).toHaveAttribute('data-topic', 'library');
  await expect(help.getByRole('heading', { name: 'The library' })).toBeVisible();

  await help.getByRole('button', { name: 'Shortcuts' }).click();
  await expect(help).toHaveAttribute('data-topic', 'keys');
  const imports = help.getByRole('row', { name: /Import puzzle files/ });
  await expect(imports).toContainText(/Ctrl|⌘/);
  await expect(imports).toContainText('O');
  await page.screenshot({ path: join(SHOTS, 'help-shortcuts-light.png'), animations: 'disabled' });
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  const [diamond] = await importPuzzles(request, server.url, [DIAMOND]);
  await openPlay(page, server.url, diamond!);
  await page.keyboard.press('F1');
  await expect(help).toHaveAttribute('data-topic', 'play');
  await expect(help.getByRole('row', { name: /Start a guess/ })).toContainText('G');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    await page.screenshot({ path: join(SHOTS, `help-play-${scheme}.png`), animations: 'disabled' });
  }
  // The board takes no keys while help is open, and takes them again once it is closed. A guess
  // the G set off would begin at once, so once the later click has closed the help, its bar
  // would be there.
  await expect(page.getByTestId('guess-bar')).toBeHidden();
  await page.keyboard.press('g');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(help).toBeHidden();
  await expect(page.getByTestId('guess-bar')).toHaveCount(0);
  await page.keyboard.press('g');
  await expect(page.getByTestId('guess-bar')).toBeVisible();

  await page.getByRole('link', { name: 'Statistics' }).click();
  await page.getByRole('button', { name: 'Help' }).click();
  await expect(help).toHaveAttribute('data-topic', 'start');
  await expect(help.getByRole('heading', { name: 'Getting started' })).toBeVisible();
});
