/**
 * The library's header and its two ways of showing puzzles: the header leaves room for the cards,
 * the list view sorts by its columns and opens a puzzle, and a card's context menu offers what the
 * card does elsewhere.
 */
import type { Locator, Page } from '@playwright/test';
import { join } from 'node:path';
import { callApi } from './api.ts';
import { cards, expect, test } from './fixtures.ts';
import { E2E_FIXTURES, importPuzzles } from './play-helpers.ts';

test.describe.configure({ mode: 'serial' });

async function openStarter(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Collections' })
    .getByRole('button', { name: /^Starter collection/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Starter collection');
}

test('at 1280x800, in a collection with a selection, the first row of cards starts above y = 400', async ({
  app: page,
}) => {
  await openStarter(page);
  const first = cards(page).first();
  await first.getByRole('checkbox').check();
  await expect(page.getByTestId('selection-count')).toHaveText('1 selected');
  await page.screenshot({ path: 'test-results/e2e/library-header-1280.png' });
  const box = await first.boundingBox();
  expect(box?.y).toBeLessThan(400);
});

test('the list view sorts by a column heading, both ways, and opens a puzzle on Enter and on a double-click', async ({
  app: page,
}) => {
  await openStarter(page);
  await page.getByRole('button', { name: 'List', exact: true }).click();
  const list = page.getByTestId('puzzle-list');
  await expect(list).toBeVisible();
  const titles = list.getByTestId('list-row').locator('td.title');
  const byTitle = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
  /** The titles of the rows drawn, once the list has loaded them in the order asked for. */
  async function shownInOrder(descending: boolean): Promise<string[]> {
    let shown: string[] = [];
    await expect
      .poll(async () => {
        shown = await titles.allInnerTexts();
        const sorted = [...shown].sort(byTitle);
        return shown.length > 5 && shown.join('|') === (descending ? sorted.reverse() : sorted).join('|');
      })
      .toBe(true);
    return shown;
  }

  await list.getByRole('button', { name: 'Title' }).click();
  await expect(list.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await shownInOrder(false);

  await list.getByRole('button', { name: 'Title' }).click();
  await expect(list.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'descending');
  const descending = await shownInOrder(true);
  expect(byTitle(descending[0]!, ascending[ascending.length - 1]!)).toBeGreaterThanOrEqual(0);

  // A date sorts newest first the first time it is chosen.
  await list.getByRole('button', { name: 'Date added' }).click();
  await expect(list.getByRole('columnheader', { name: /Date added/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  await list.getByRole('button', { name: 'Title' }).click();
  await shownInOrder(false);
  const firstTitle = ascending[0]!;
  await titles.first().getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/(play|solve)\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstTitle);

  // Back in the library the list is as it was left; a double-click on a row opens it too.
  await page.goBack();
  await expect(list.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'ascending');
  await list.getByTestId('list-row').nth(1).locator('td.size').dblclick();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ascending[1]!);
  await page.goBack();
  await page.getByRole('button', { name: 'Cards', exact: true }).click();
  await expect(cards(page).first()).toBeVisible();
});

test('a card’s context menu plays, shows the details of, adds to a collection and deletes the puzzle under the pointer', async ({
  app: page,
}) => {
  await page
    .getByRole('navigation', { name: 'Collections' })
    .getByRole('button', { name: /^All puzzles/ })
    .click();
  const card = cards(page).first();
  const title = await card.getByRole('heading').innerText();
  await card.click({ button: 'right' });
  const menu = page.getByRole('menu', { name: 'Puzzle' });
  await expect(menu.getByRole('menuitem', { name: 'Play' })).toBeFocused();
  await expect(page.getByTestId('selection-count')).toHaveText('1 selected');

  await menu.getByRole('menuitem', { name: 'Details…' }).click();
  const details = page.getByRole('dialog');
  await expect(details.getByLabel('Title', { exact: true })).toHaveValue(title);
  await page.keyboard.press('Escape');

  await card.click({ button: 'right' });
  await menu.getByRole('menuitem', { name: 'Add to “Starter collection”' }).press('Escape');
  await expect(menu).toBeHidden();

  await card.click({ button: 'right' });
  await menu.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '1 puzzle deleted.' })).toBeVisible();
  await expect(cards(page).first().getByRole('heading')).not.toHaveText(title);
  await page.getByTestId('toast').getByRole('button', { name: 'Undo' }).click();
  await expect(cards(page).first().getByRole('heading')).toHaveText(title);

  await cards(page).first().click({ button: 'right' });
  await menu.getByRole('menuitem', { name: 'Play' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

/** Whether an element shows all of its text (nothing cut by an ellipsis or the edge). */
async function whole(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.scrollWidth <= element.clientWidth);
}

test('a book’s card at 1100 px shows its page and number, size and colours whole', async ({
  app: page,
  server,
  request,
}) => {
  const [id] = await importPuzzles(request, server.url, [join(E2E_FIXTURES, 'fixture-train-40x12.nin')]);
  await callApi(request, server.url, 'library.update', { id: id!, meta: { page: '12', number: '4' } });
  const book = await callApi(request, server.url, 'collections.create', { name: 'Train book' });
  await callApi(request, server.url, 'collections.add', { id: book.id, puzzleIds: [id!] });
  const info = { title: 'Train book', author: '', publisher: '', year: '', isbn: '', notes: '' };
  await callApi(request, server.url, 'collections.setBook', { id: book.id, book: info });
  await page.setViewportSize({ width: 1100, height: 800 });
  await page.reload();
  await page
    .getByRole('navigation', { name: 'Collections' })
    .getByRole('button', { name: /^Train book/ })
    .click();
  const card = cards(page).first();
  await expect(card.locator('.place')).toHaveText('p. 12, no. 4');
  await expect(card.locator('.facts')).toHaveText('40 × 12 · B&W');
  expect(await whole(card.locator('.place'))).toBe(true);
  expect(await whole(card.locator('.facts'))).toBe(true);
  expect(await whole(card.locator('.foot'))).toBe(true);
});
