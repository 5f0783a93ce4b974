import type { Page } from '@playwright/test';
import { HTTP_API_PREFIX } from '../../src-main/contract/bridge.ts';
import {
  cards,
  cardTitled,
  closeImport,
  expect,
  importFiles,
  libraryCount,
  search,
  test,
} from './fixtures.ts';

test.describe.configure({ mode: 'serial' });

/** Every fixture's title holds "fixture" (the pack's source does too), so this search shows just them. */
const FIXTURES = 'fixture';
/** Ignoring case; a space comes before a hyphen. */
const ALPHABETICAL = [
  'Fixture Cherries',
  'Fixture Heart',
  'Fixture Sailboat',
  'fixture-house',
  'fixture-random-30',
  'fixture-two-ways',
];

function titles(page: Page) {
  return cards(page).getByRole('heading');
}

let starting = 0;

test('search and filters narrow the library', async ({ app: page }) => {
  starting = await libraryCount(page);
  await importFiles(page, [
    'fixture-pack.xml',
    'fixture-house.nin',
    'fixture-two-ways.nin',
    'fixture-random-30.nin',
  ]);
  await closeImport(page);
  await expect.poll(() => libraryCount(page)).toBe(starting + 6);

  await search(page, FIXTURES);
  await expect(page.getByTestId('library-count')).toHaveText('6 puzzles match');
  await search(page, 'fixture sail');
  await expect(titles(page)).toHaveText(['Fixture Sailboat']);
  await expect(page.getByTestId('library-count')).toHaveText('1 puzzle match');

  await search(page, FIXTURES);
  await page.getByLabel('Colours').selectOption('color');
  await expect(titles(page)).toHaveText(['Fixture Cherries']);
  await page.getByLabel('Colours').selectOption('bw');
  await expect(cards(page)).toHaveCount(5);
  await page.getByLabel('Colours').selectOption('any');

  await search(page, '');
  await page.getByLabel('Source').selectOption('Fixture Pack');
  await expect(cards(page)).toHaveCount(3);
  await search(page, 'heart');
  await expect(titles(page)).toHaveText(['Fixture Heart']);

  await search(page, 'no such puzzle');
  await expect(page.getByRole('heading', { name: 'No puzzles match' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect.poll(() => libraryCount(page)).toBe(starting + 6);
  await expect(page.getByLabel('Search puzzles')).toHaveValue('');
  await expect(page.getByLabel('Source')).toHaveValue('');
});

test('sorting orders the cards, is remembered, and a new sort starts in its own direction', async ({
  app: page,
}) => {
  const order = page.getByRole('button', { name: /^(Ascending|Descending) order$/ });
  await search(page, FIXTURES);
  await page.getByLabel('Sort by').selectOption('title');
  if ((await order.getAttribute('aria-label')) === 'Descending order') await order.click();
  await expect(order).toHaveAccessibleName('Ascending order');
  await expect(titles(page)).toHaveText(ALPHABETICAL);

  await order.click();
  await expect(titles(page)).toHaveText([...ALPHABETICAL].reverse());
  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('title');
  await expect(order).toHaveAccessibleName('Descending order');
  await search(page, FIXTURES);
  await expect(titles(page)).toHaveText([...ALPHABETICAL].reverse());

  // A new sort starts in its own direction (smallest first for size), whatever the last one was.
  await page.getByLabel('Sort by').selectOption('size');
  await expect(order).toHaveAccessibleName('Ascending order');
  await expect(titles(page).first()).toHaveText('fixture-two-ways');
  await order.click();
  await expect(titles(page).first()).toHaveText('fixture-random-30');
});

test('collections are created, filled, renamed and deleted', async ({ app: page }) => {
  await page.getByRole('button', { name: 'New collection' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('Favourites');
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  const collections = page.getByRole('navigation', { name: 'Collections' });
  await expect(collections.getByRole('button', { name: /^Favourites/ })).toBeVisible();

  await search(page, FIXTURES);
  await cardTitled(page, 'Fixture Heart').getByRole('checkbox').check();
  await cardTitled(page, 'fixture-house').getByRole('checkbox').check();
  await expect(page.getByTestId('selection-count')).toHaveText('2 selected');
  await page.getByLabel('Add to collection').selectOption({ label: 'Favourites' });
  await expect(collections.getByRole('button', { name: 'Favourites 2' })).toBeVisible();

  await search(page, '');
  await collections.getByRole('button', { name: 'Favourites 2' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Favourites');
  await expect(cards(page)).toHaveCount(2);

  await cardTitled(page, 'fixture-house').getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Remove from “Favourites”' }).click();
  await expect(cards(page)).toHaveCount(1);

  // Rename and delete appear on hover or keyboard focus, as in most desktop sidebars.
  await collections.getByRole('listitem').filter({ hasText: 'Favourites' }).hover();
  await collections.getByRole('button', { name: 'Rename Favourites' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('Best');
  await page.getByRole('dialog').getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Best');

  await collections.getByRole('button', { name: /^Best/ }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(collections.getByRole('button', { name: 'Delete Best' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete collection' }).click();
  await expect(collections.getByRole('button', { name: /^Best/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All puzzles');
  await expect.poll(() => libraryCount(page)).toBe(starting + 6);
});

test('deleting puzzles can be undone', async ({ app: page }) => {
  await search(page, FIXTURES);
  await cardTitled(page, 'fixture-two-ways').getByRole('checkbox').check();
  await cardTitled(page, 'fixture-random-30').getByRole('checkbox').check();
  await page
    .getByRole('toolbar', { name: 'Selected puzzles' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByTestId('library-count')).toHaveText('4 puzzles match');
  await expect(cardTitled(page, 'fixture-two-ways')).toHaveCount(0);

  const toast = page.getByTestId('toast').filter({ hasText: '2 puzzles deleted.' });
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('library-count')).toHaveText('6 puzzles match');
  await expect(cardTitled(page, 'fixture-two-ways')).toHaveCount(1);
});

test('undo in the search field undoes the typing there; outside it, the deletion', async ({ app: page }) => {
  // An undo of the deletion asks the server to restore, from the key press itself: the requests
  // show whether the field's undo set one off.
  const restores: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `${HTTP_API_PREFIX}library.restore`) {
      restores.push(request.postData() ?? '');
    }
  });
  await search(page, FIXTURES);
  await cardTitled(page, 'fixture-two-ways').getByRole('checkbox').check();
  await page
    .getByRole('toolbar', { name: 'Selected puzzles' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByTestId('library-count')).toHaveText('5 puzzles match');

  const field = page.getByLabel('Search puzzles');
  await field.click();
  await page.keyboard.press('End');
  await page.keyboard.type('zz');
  await expect(page.getByTestId('library')).toHaveAttribute('data-search', `${FIXTURES}zz`);
  await page.keyboard.press('Control+z');
  // The field's own undo is the key's default action, run after every listener of the key.
  await expect(field).toHaveValue(FIXTURES);
  await expect(page.getByTestId('library')).toHaveAttribute('data-search', FIXTURES);
  expect(restores).toEqual([]);
  await expect(page.getByTestId('library-count')).toHaveText('5 puzzles match');

  await field.blur();
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('toast').filter({ hasText: '1 puzzle restored.' })).toBeVisible();
  expect(restores).toHaveLength(1);
  await expect(page.getByTestId('library-count')).toHaveText('6 puzzles match');
  await expect(cardTitled(page, 'fixture-two-ways')).toHaveCount(1);
});
