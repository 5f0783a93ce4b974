/**
 * Books and collections: a folder imported becomes a collection in the natural order of its files,
 * the import dialog asks where puzzles go and names duplicates, a collection marked as a book shows
 * its progress and continues with the next puzzle not solved. The almanac fixture folder holds
 * data1, data2 and data10 (3x1, 2x2 and 3x2 puzzles) and a README that is not a puzzle.
 */
import type { Page } from '@playwright/test';
import { cards, closeImport, expect, fixture, importFiles, test } from './fixtures.ts';
import { boardReady, paint } from './play-helpers.ts';

test.describe.configure({ mode: 'serial' });

const ALMANAC = 'Almanac 1998';

function collectionsPanel(page: Page) {
  return page.getByRole('navigation', { name: 'Collections' });
}

function titles(page: Page) {
  return cards(page).getByRole('heading');
}

async function openCollection(page: Page, name: string): Promise<void> {
  await collectionsPanel(page)
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
}

test('the import dialog opens on the file chooser, renames a folder’s collection, and keeps the last summary a link away', async ({
  app: page,
}) => {
  await page.getByRole('button', { name: 'Import…' }).first().click();
  const dialog = page.getByTestId('import-dialog');
  await expect(dialog).toHaveAttribute('data-phase', 'choosing');
  await expect(dialog.getByRole('button', { name: 'Choose a folder…' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Show its summary' })).toHaveCount(0);

  await page.getByTestId('import-folder-input').setInputFiles(fixture('almanac'));
  await expect(dialog).toHaveAttribute('data-phase', 'planning');
  await expect(page.getByTestId('import-chosen')).toHaveText('3 files chosen');
  await expect(page.getByRole('radio', { name: /^A collection for each folder and file/ })).toBeChecked();
  await page.getByRole('textbox', { name: 'Collection for almanac' }).fill(ALMANAC);
  await page.getByRole('button', { name: 'Import 3 files' }).click();
  await expect(dialog).toHaveAttribute('data-phase', 'done');
  await expect(page.getByTestId('import-added')).toHaveText('3');
  await expect(page.getByTestId('import-collections')).toContainText(
    `${ALMANAC} · 3 puzzles · new collection`,
  );
  await closeImport(page);

  await page.getByRole('button', { name: 'Import…' }).first().click();
  await expect(dialog).toHaveAttribute('data-phase', 'choosing');
  await expect(dialog).toContainText('Last import: 3 puzzles added.');
  await dialog.getByRole('button', { name: 'Show its summary' }).click();
  await expect(page.getByTestId('import-collections')).toContainText(ALMANAC);
  await closeImport(page);
});

test('a folder’s collection lists its files in natural order under Book order: data1, data2, data10', async ({
  app: page,
}) => {
  const sort = page.getByLabel('Sort by');
  await expect(sort.locator('option[value="book"]')).toBeDisabled();
  await openCollection(page, ALMANAC);
  await sort.selectOption('book');
  const order = page.getByRole('button', { name: /^(Ascending|Descending) order$/ });
  if ((await order.getAttribute('aria-label')) === 'Descending order') await order.click();
  await expect(titles(page)).toHaveText(['data1', 'data2', 'data10']);
});

test('an import while a collection is open puts the puzzles there, and each duplicate links to the puzzle it repeats', async ({
  app: page,
}) => {
  await openCollection(page, ALMANAC);
  await page.getByRole('button', { name: 'Import…' }).first().click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('import-dialog').getByRole('button', { name: 'Choose files…' }).click();
  await (await chooser).setFiles([fixture('fixture-house.nin'), fixture('almanac/data2.nin')]);
  await expect(page.getByRole('radio', { name: /^One collection/ })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Collection' })).toHaveValue(/^\d+$/);
  await expect(page.getByRole('combobox', { name: 'Collection' }).locator('option:checked')).toHaveText(
    ALMANAC,
  );
  await page.getByRole('button', { name: 'Import 2 files' }).click();
  await expect(page.getByTestId('import-dialog')).toHaveAttribute('data-phase', 'done');
  await expect(page.getByTestId('import-duplicates')).toHaveText('1');
  const duplicate = page.getByTestId('import-duplicate-list').getByRole('listitem');
  await expect(duplicate).toContainText("Duplicate of 'data2'");
  await expect(titles(page)).toHaveText(['data1', 'data2', 'data10', 'fixture-house']);

  await duplicate.getByRole('button', { name: /^Open/ }).click();
  await expect(page.getByTestId('import-dialog')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'data2' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the library' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ALMANAC);
});

test('a collection marked as a book shows “N of M solved” on its card, and Continue opens the next unsolved puzzle in book order', async ({
  app: page,
}) => {
  await openCollection(page, ALMANAC);
  await page.getByRole('button', { name: 'Mark as a book…' }).click();
  const form = page.getByTestId('book-dialog');
  await expect(form.getByLabel('Title')).toHaveValue(ALMANAC);
  await form.getByLabel('Author').fill('Ada Gridwell');
  await form.getByLabel('Publisher').fill('Lattice Press');
  await form.getByLabel('Year').fill('1998');
  await form.getByLabel('ISBN').fill('978-0-00-000000-2');
  await page.getByRole('dialog').getByRole('button', { name: 'Mark as a book' }).click();
  await expect(page.getByTestId('collection-bar')).toContainText('by Ada Gridwell · Lattice Press · 1998');
  await expect(page.getByTestId('collection-progress')).toHaveText('0 of 4 solved');

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'data1' })).toBeVisible();
  await boardReady(page);
  await paint(page, [0, 0], [2, 0]);
  await expect(page.getByTestId('play')).toHaveAttribute('data-status', 'solved');
  await page.getByRole('link', { name: 'Back to the library' }).click();
  await expect(page.getByTestId('collection-progress')).toHaveText('1 of 4 solved');

  await collectionsPanel(page)
    .getByRole('button', { name: /^Books/ })
    .click();
  const book = page.getByTestId('book-card').filter({ hasText: ALMANAC });
  await expect(book.getByTestId('book-progress')).toHaveText('1 of 4 solved');
  await expect(book).toContainText('by Ada Gridwell · Lattice Press · 1998');
  await book.getByRole('button', { name: /^Continue/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'data2' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to the library' }).click();
  await expect(page.getByTestId('book-shelf')).toBeVisible();
  await book.getByRole('button', { name: /^Open/ }).click();
  await page.getByRole('button', { name: 'Book details…' }).click();
  await expect(page.getByTestId('book-dialog').getByLabel('ISBN')).toHaveValue('978-0-00-000000-2');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
});

test('a file of several puzzles picked on its own becomes a collection named after it', async ({
  app: page,
}) => {
  await importFiles(page, ['fixture-pack.xml']);
  await expect(page.getByTestId('import-collections')).toContainText(
    'fixture-pack · 3 puzzles · new collection',
  );
  await closeImport(page);
  await expect(collectionsPanel(page).getByRole('button', { name: /^fixture-pack 3$/ })).toBeVisible();
});
