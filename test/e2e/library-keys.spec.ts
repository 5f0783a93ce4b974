/**
 * The library by keyboard and by selection, and coming back to it: the starter collection and the
 * 100 puzzles of the generated tournament-style file, more than the grid loads at once (120 to a page).
 */
import type { Locator, Page } from '@playwright/test';
import { fixturePath, cards, cardTitled, expect, libraryCount, search, test } from './fixtures.ts';
import { importPuzzles } from './play-helpers.ts';

test.describe.configure({ mode: 'serial' });

const TOURNAMENT = fixturePath('tournament/tournament.txt');

let total = 0;

function selectionCount(page: Page): Locator {
  return page.getByTestId('selection-count');
}

/** How many cards a row holds now: those level with the first. */
async function columns(page: Page): Promise<number> {
  const tops = await cards(page).evaluateAll((all) => all.map((card) => card.getBoundingClientRect().top));
  return tops.filter((top) => top === tops[0]).length;
}

async function focusedCardTitle(page: Page): Promise<string> {
  return page.evaluate(
    () => document.activeElement?.closest('[data-testid="puzzle-card"]')?.getAttribute('aria-label') ?? '',
  );
}

async function comesBackTheSame(page: Page, title: string): Promise<void> {
  await expect(page.getByTestId('library')).toBeVisible();
  await expect(cardTitled(page, title)).toBeInViewport();
  await expect(cardTitled(page, title).getByRole('button', { name: title, exact: true })).toBeFocused();
  await expect(page.getByLabel('Colours')).toHaveValue('bw');
  await expect(page.getByLabel('Sort by')).toHaveValue('title');
  await expect(selectionCount(page)).toHaveText('2 selected');
}

test('Ctrl+A selects every puzzle the filters take, pages not loaded too, and the selection goes into a new collection', async ({
  app: page,
  server,
  request,
}) => {
  const before = await libraryCount(page);
  const added = await importPuzzles(request, server.url, [TOURNAMENT]);
  total = before + added.length;
  await expect.poll(() => libraryCount(page)).toBe(total);
  expect(total).toBeGreaterThan(120);

  await page.keyboard.press('ControlOrMeta+a');
  await expect(selectionCount(page)).toHaveText(`${total} selected`);
  await page.getByLabel('Add to collection').selectOption({ label: 'New collection…' });
  await page.getByRole('dialog').getByLabel('Name').fill('Everything');
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  const collections = page.getByRole('navigation', { name: 'Collections' });
  await expect(collections.getByRole('button', { name: `Everything ${total}` })).toBeVisible();
  await expect(selectionCount(page)).toHaveCount(0);

  await page.keyboard.press('ControlOrMeta+a');
  await expect(selectionCount(page)).toHaveText(`${total} selected`);
  await page.keyboard.press('Escape');
  await expect(selectionCount(page)).toHaveCount(0);
});

test('arrow keys move a visible focus ring from card to card and row to row, and Enter opens the focused puzzle', async ({
  app: page,
}) => {
  const perRow = await columns(page);
  await cards(page).first().getByRole('button').first().focus();
  await page.keyboard.press('ArrowRight');
  const second = await cards(page).nth(1).getAttribute('aria-label');
  expect(await focusedCardTitle(page)).toBe(second);
  await page.keyboard.press('ArrowDown');
  const below = await cards(page)
    .nth(1 + perRow)
    .getAttribute('aria-label');
  expect(await focusedCardTitle(page)).toBe(below);
  const ring = await cards(page)
    .nth(1 + perRow)
    .evaluate((card) => {
      const style = getComputedStyle(card);
      return `${style.outlineStyle} ${style.outlineWidth}`;
    });
  expect(ring).toBe('solid 3px');

  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: below ?? '' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the library' }).click();
});

test('Shift+click and Shift+arrows select a range from the card picked first', async ({ app: page }) => {
  await cards(page).first().getByRole('checkbox').check();
  await expect(selectionCount(page)).toHaveText('1 selected');
  await cards(page)
    .nth(3)
    .getByRole('button')
    .first()
    .click({ modifiers: ['Shift'] });
  await expect(selectionCount(page)).toHaveText('4 selected');
  await page.keyboard.press('Shift+ArrowRight');
  await expect(selectionCount(page)).toHaveText('5 selected');
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(selectionCount(page)).toHaveText('3 selected');
  await page.keyboard.press('Escape');
  await expect(selectionCount(page)).toHaveCount(0);
});

test('deleting a selection takes every selected puzzle away, and Undo brings them all back', async ({
  app: page,
}) => {
  // tournament #1, #10 to #19 and #100.
  await search(page, 'tournament #1');
  const matching = await libraryCount(page);
  expect(matching).toBeGreaterThan(10);
  await page.getByLabel('Search puzzles').blur();
  await page.keyboard.press('ControlOrMeta+a');
  await expect(selectionCount(page)).toHaveText(`${matching} selected`);
  await page.keyboard.press('Delete');
  await expect(page.getByRole('heading', { name: 'No puzzles match' })).toBeVisible();
  const toast = page.getByTestId('toast').filter({ hasText: `${matching} puzzles deleted.` });
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('library-count')).toHaveText(`${matching} puzzles match`);
  await search(page, '');
  await expect.poll(() => libraryCount(page)).toBe(total);
});

test('coming back from a puzzle far down, by the Back button, the browser’s back or the sidebar, finds the same card in view and focused, with the filters, sort and selection kept', async ({
  app: page,
}) => {
  await page.getByLabel('Colours').selectOption('bw');
  await page.getByLabel('Sort by').selectOption('title');
  await cards(page).nth(0).getByRole('checkbox').check();
  await cards(page).nth(1).getByRole('checkbox').check();
  await expect(selectionCount(page)).toHaveText('2 selected');
  await cards(page).nth(1).getByRole('button').first().focus();
  await page.keyboard.press('End');
  await expect.poll(() => focusedCardTitle(page)).not.toBe('');
  const title = await focusedCardTitle(page);
  await expect(cards(page).first()).not.toBeInViewport();

  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the library' }).click();
  await comesBackTheSame(page, title);

  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.goBack();
  await comesBackTheSame(page, title);

  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('link', { name: 'Library', exact: true }).click();
  await comesBackTheSame(page, title);
});
