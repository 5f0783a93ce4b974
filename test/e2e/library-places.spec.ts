/**
 * Each place in the library (All puzzles, the shelf, a collection) keeps its own search and
 * filters: a search does not follow into a book, and the browser's Back returns to it.
 */
import { expect, fixturePath, importFiles, libraryCount, search, test } from './fixtures.ts';

test('a search made in All puzzles is not carried into a collection, and Back brings it back', async ({
  app: page,
}) => {
  await importFiles(page, [fixturePath('formats', 'dancer.nin')], 'none');
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  await search(page, 'Dancer');
  await expect.poll(() => libraryCount(page)).toBe(1);

  await page
    .getByRole('navigation', { name: 'Collections' })
    .getByRole('button', { name: /^Starter collection/ })
    .click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Starter collection');
  await expect(page.getByLabel('Search puzzles')).toHaveValue('');
  await expect(page.getByTestId('library')).toHaveAttribute('data-search', '');
  expect(await libraryCount(page)).toBeGreaterThan(1);
  await expect(page.getByRole('button', { name: /^Print/ }).first()).toBeEnabled();

  await page.goBack();
  await expect(heading).toHaveText('All puzzles');
  await expect(page.getByLabel('Search puzzles')).toHaveValue('Dancer');
  await expect.poll(() => libraryCount(page)).toBe(1);

  await page.goForward();
  await expect(heading).toHaveText('Starter collection');
  await expect(page.getByLabel('Search puzzles')).toHaveValue('');
});
