/**
 * What the library's cards and the notices look like at the edges: a card with a very long
 * title at the narrowest and widest windows, a notice leaving by itself (on Playwright's clock,
 * no waiting), and notices beside a board rather than on it.
 */
import type { Locator, Page } from '@playwright/test';
import { cards, closeImport, expect, importFiles, search, test } from './fixtures.ts';
import { boardReady, paint, saved } from './play-helpers.ts';

test.describe.configure({ mode: 'serial' });

const LONG = 'Long-Winded';

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('The element is not laid out.');
  return found;
}

function inside(inner: Box, outer: Box): boolean {
  return (
    inner.x >= outer.x - 0.5 &&
    inner.y >= outer.y - 0.5 &&
    inner.x + inner.width <= outer.x + outer.width + 0.5 &&
    inner.y + inner.height <= outer.y + outer.height + 0.5
  );
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function exportShownPuzzle(page: Page): Promise<void> {
  await page.keyboard.press('ControlOrMeta+e');
  const dialog = page.getByRole('dialog', { name: 'Export puzzles' });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await downloading;
}

test('at 640 and 2560 px, the title, badges, time and difficulty of a card with a very long title stay inside it, the whole title on hover', async ({
  app: page,
}) => {
  await importFiles(page, ['fixture-long-title.non']);
  await closeImport(page);
  await search(page, LONG);
  await cards(page).first().getByRole('button').first().click();
  await boardReady(page);
  await paint(page, [0, 0]);
  await saved(page);
  await page.getByRole('link', { name: 'Back to the library' }).click();

  const card = cards(page).first();
  await expect(card).toHaveAttribute('data-status', 'in-progress');
  // The background check rates it soon after the import; its dots are part of what must fit.
  await expect(card.getByTestId('card-difficulty')).toBeVisible();
  const heading = card.getByRole('heading');
  await expect(heading).toHaveAttribute(
    'title',
    /^The Extraordinarily Long-Winded Title .* Revised Edition\)$/,
  );
  for (const width of [640, 2560]) {
    await page.setViewportSize({ width, height: 800 });
    const outer = await box(card);
    const parts = [
      heading,
      card.getByRole('button').first(),
      card.locator('.meta'),
      card.locator('.foot'),
      card.locator('.status'),
      card.getByTestId('card-difficulty'),
    ];
    if ((await card.locator('.time').count()) > 0) parts.push(card.locator('.time'));
    for (const part of parts) expect(inside(await box(part), outer), `${width} px`).toBe(true);
    const cut = await card
      .getByRole('button')
      .first()
      .evaluate((button) => button.scrollWidth > button.clientWidth);
    expect(cut, 'the title is cut with an ellipsis').toBe(true);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await search(page, '');
});

test('a notice that needs no answer leaves by itself three and a half seconds after it shows', async ({
  app: page,
}) => {
  await page.clock.install();
  await cards(page).first().getByRole('checkbox').check();
  await page.getByLabel('Add to collection').selectOption({ label: 'New collection…' });
  await page.getByRole('dialog').getByLabel('Name').fill('Kept');
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  const notice = page.getByTestId('toast').filter({ hasText: '1 puzzle added to “Kept”.' });
  await expect(notice).toBeVisible();
  await page.clock.runFor(3000);
  await expect(notice).toBeVisible();
  await page.clock.runFor(1000);
  await expect(notice).toHaveCount(0);
});

test('on the play screen a notice shows over the panels beside the board, and below a narrow board, never on it', async ({
  app: page,
}) => {
  await cards(page).first().getByRole('button').first().click();
  await boardReady(page);
  await exportShownPuzzle(page);
  const notice = page.getByTestId('toast').filter({ hasText: 'Exported' });
  await expect(notice).toBeVisible();
  expect(overlaps(await box(notice), await box(page.getByTestId('play-board')))).toBe(false);
  await notice.getByRole('button', { name: 'Dismiss' }).click();

  await page.setViewportSize({ width: 640, height: 700 });
  await boardReady(page);
  await exportShownPuzzle(page);
  await expect(notice).toBeVisible();
  expect(overlaps(await box(notice), await box(page.getByTestId('play-board')))).toBe(false);
  await page.setViewportSize({ width: 1280, height: 800 });
});
