import { callApi } from './api.ts';
import { cards, expect, test } from './fixtures.ts';

test('first run shows the library the app starts with: the starter collection, holding every puzzle', async ({
  app: page,
  server,
  request,
}) => {
  const page0 = await callApi(request, server.url, 'library.list', { limit: 1000 });
  const collections = await callApi(request, server.url, 'collections.list', {});
  const panel = page.getByRole('navigation', { name: 'Collections' });
  // The app ships a starter collection, so a new library is never empty.
  const starter = collections.find((collection) => collection.name === 'Starter collection')!;
  expect(starter.count).toBe(page0.total);
  for (const collection of collections) {
    await expect(panel.getByRole('button', { name: `${collection.name} ${collection.count}` })).toBeVisible();
  }
  await panel.getByRole('button', { name: `${starter.name} ${starter.count}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(starter.name);
  await expect(page.getByTestId('library-count')).toHaveText(`${starter.count} puzzles`);
  await expect(cards(page).first()).toBeVisible();
  await panel.getByRole('button', { name: 'All puzzles' }).click();
  await expect(page.getByTestId('library-count')).toHaveText(`${page0.total.toLocaleString('en')} puzzles`);
  const first = page0.items[0]!;
  await expect(cards(page).first()).toHaveAttribute('data-puzzle-id', String(first.id));
  await expect(cards(page).first().getByRole('heading')).toHaveText(first.title);
});

test('the theme follows the system until one is chosen, and the choice is kept', async ({ app: page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.getByTestId('shell')).toHaveAttribute('aria-busy', 'false');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();

  await page.getByRole('radio', { name: 'System' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('a reload keeps the screen and the access token', async ({ app: page }) => {
  expect(new URL(page.url()).searchParams.has('token')).toBe(false);
  await page.getByRole('link', { name: 'Solve' }).click();
  await expect(page).toHaveURL(/#\/solve$/);
  await page.reload();
  await expect(page.getByTestId('shell')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('heading', { name: 'Choose a puzzle to solve' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Solve' })).toHaveAttribute('aria-current', 'page');
});

test('keyboard shortcuts reach the screens and the menu commands', async ({ app: page }) => {
  // Ctrl+N follows the sidebar order: Library, Play, New puzzle, Draw, Solve, Statistics.
  await page.keyboard.press('Control+5');
  await expect(page.getByRole('link', { name: 'Solve', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.keyboard.press('Control+1');
  await expect(page.getByRole('link', { name: 'Library', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.keyboard.press('Control+o');
  await expect(page.getByRole('dialog', { name: 'Import puzzles' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test.describe('on the very first start', () => {
  test.use({ welcome: true });

  test('a first-start page says what the app does and offers Import, typing, a photo and the starter collection; it shows once', async ({
    app: page,
  }) => {
    const welcome = page.getByTestId('welcome');
    await expect(welcome.getByRole('heading', { level: 1 })).toHaveText('Welcome to Nonogram Studio');
    await expect(welcome.locator('.lines p')).toHaveCount(3);
    for (const name of ['Import…', 'Type a puzzle in', 'Read a photo…', 'Play the starter collection']) {
      await expect(welcome.getByRole('button', { name })).toBeVisible();
    }
    await welcome.getByRole('button', { name: 'Play the starter collection' }).click();
    await expect(page).toHaveURL(/#\/(play|solve)\/\d+$/);

    await page.getByRole('link', { name: 'Library', exact: true }).click();
    await expect(page.getByTestId('library')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('shell')).toHaveAttribute('aria-busy', 'false');
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByTestId('welcome')).toHaveCount(0);
  });
});
