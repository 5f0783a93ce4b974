/**
 * Pictures of the library's books, selection, puzzle menu, list view, import steps, cards at both ends of the window
 * sizes, and notices beside a board, in the light and the dark theme (test-results/screenshots).
 */
import type { Page } from '@playwright/test';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  cards,
  closeImport,
  expect,
  fixture,
  importFiles,
  search,
  startImport,
  test,
} from '../e2e/fixtures.ts';
import { boardReady, paint, saved } from '../e2e/play-helpers.ts';
import { shoot } from './shots.ts';

async function exportShown(page: Page): Promise<void> {
  await page.keyboard.press('ControlOrMeta+e');
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('dialog', { name: 'Export puzzles' })
    .getByRole('button', { name: 'Export', exact: true })
    .click();
  await downloading;
  await expect(page.getByTestId('toast').last()).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

let folder = '';

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'nonogram-shots-'));
  const names = ['fixture-house.nin', 'fixture-random-30.nin', 'fixture-train-40x12.nin'];
  for (const scheme of ['light', 'dark']) {
    await mkdir(join(folder, `Puzzle Monthly ${scheme}`));
    for (const [index, name] of names.entries()) {
      await copyFile(fixture(name), join(folder, `Puzzle Monthly ${scheme}`, `page${index * 9 + 1}.nin`));
    }
  }
});

test.afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the library's books, selection and import in the ${scheme} theme`, async ({ app: page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.getByTestId('library-count')).not.toHaveText('Loading…');

    await page.getByRole('button', { name: 'Import…' }).first().click();
    const dialog = page.getByTestId('import-dialog');
    await page.getByTestId('import-folder-input').setInputFiles(join(folder, `Puzzle Monthly ${scheme}`));
    await expect(dialog).toHaveAttribute('data-phase', 'planning');
    await shoot(page, '40-import-plan', scheme);
    await startImport(page);
    await shoot(page, '41-import-summary-collections', scheme);
    await closeImport(page);

    await importFiles(page, ['fixture-house.nin', 'fixture-long-title.non', 'fixture-shapes-100.nin']);
    await expect(page.getByTestId('import-duplicate-list')).toBeVisible();
    await shoot(page, '42-import-summary-duplicates', scheme);
    await page.getByRole('dialog').getByRole('button', { name: 'Import more' }).click();
    await expect(page.getByRole('button', { name: 'Show its summary' })).toBeVisible();
    await shoot(page, '43-import-chooser-last-import', scheme);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();

    const collections = page.getByRole('navigation', { name: 'Collections' });
    await collections.getByRole('button', { name: new RegExp(`^Puzzle Monthly ${scheme}`) }).click();
    await page.getByRole('button', { name: 'Mark as a book…' }).click();
    const book = page.getByTestId('book-dialog');
    await book.getByLabel('Author').fill('Ada Gridwell');
    await book.getByLabel('Publisher').fill('Lattice Press');
    await book.getByLabel('Year').fill('1998');
    await shoot(page, '44-book-dialog', scheme);
    await page.getByRole('dialog').getByRole('button', { name: 'Mark as a book' }).click();
    await expect(page.getByTestId('collection-progress')).toHaveText(/ of 3 solved$/);
    await shoot(page, '45-book-open', scheme);

    await collections.getByRole('button', { name: /^Books/ }).click();
    await expect(page.getByTestId('book-card').first()).toBeVisible();
    await shoot(page, '46-book-shelf', scheme);

    await collections.getByRole('button', { name: /^All puzzles/ }).click();
    await expect(cards(page).nth(1)).toBeVisible();
    await page.keyboard.press('ControlOrMeta+a');
    await expect(page.getByTestId('selection-count')).toHaveText(/^\d+ selected$/);
    await cards(page).nth(1).getByRole('button').first().focus();
    await page.keyboard.press('ArrowRight');
    await shoot(page, '47-library-select-all-focus', scheme);
    await page.keyboard.press('Escape');

    await cards(page).nth(1).click({ button: 'right' });
    await expect(page.getByRole('menu', { name: 'Puzzle' })).toBeVisible();
    await shoot(page, '47a-library-puzzle-menu', scheme);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await expect(page.getByTestId('list-row').first()).toBeVisible();
    await shoot(page, '47b-library-list', scheme);
    await page.getByRole('button', { name: 'Cards', exact: true }).click();

    await page.setViewportSize({ width: 640, height: 600 });
    await search(page, 'Long-Winded');
    await expect(cards(page)).toHaveCount(1);
    await shoot(page, '48-cards-640', scheme);
    await page.setViewportSize({ width: 2560, height: 1000 });
    await search(page, '');
    await expect(page.locator('[data-kind="loading"]')).toHaveCount(0);
    await shoot(page, '49-cards-2560', scheme);
    await page.setViewportSize({ width: 1280, height: 800 });
    await search(page, '');

    await cards(page).first().getByRole('button').first().click();
    await boardReady(page);
    await paint(page, [0, 0], [2, 0]);
    await saved(page);
    await exportShown(page);
    await shoot(page, '50-play-notice-wide', scheme);
    await page.setViewportSize({ width: 640, height: 700 });
    await exportShown(page);
    await shoot(page, '51-play-notice-narrow', scheme);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('link', { name: 'Back to the library' }).click();
    await expect(cards(page).first()).toHaveAttribute('data-status', 'in-progress');
    await expect(page.locator('[data-kind="loading"]')).toHaveCount(0);
    await shoot(page, '52-library-in-progress', scheme);
  });
}
