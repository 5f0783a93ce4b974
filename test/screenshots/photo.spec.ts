/**
 * Pictures of reading a puzzle from a photo, in the light and the dark theme, for a person to
 * review (test-results/screenshots/photo-*.png): the first page with its photo choice, the
 * draft read from a photo with its marks and photo panel, read-back beside the page's strip, the
 * corner marking, a refused file, and a saved puzzle's details with its page.
 */
import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src-main/bench/app-server.ts';
import { openEntry } from '../e2e/entry-helpers.ts';
import { expect, test } from '../e2e/fixtures.ts';
import { shoot } from './shots.ts';

const photo = (name: string): string => join(PROJECT_ROOT, 'test', 'fixtures', 'photo', name);

async function freshEntry(page: Page): Promise<void> {
  await openEntry(page);
  if (await page.getByTestId('entry').isVisible()) {
    await page.getByRole('button', { name: 'New', exact: true }).click();
    const confirm = page.getByRole('button', { name: 'Discard and start over' });
    if (await confirm.isVisible()) await confirm.click();
  }
  await expect(page.getByTestId('entry-setup')).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

for (const scheme of ['light', 'dark'] as const) {
  test(`reading a photo in the ${scheme} theme`, async ({ app: page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await freshEntry(page);
    await shoot(page, 'photo-01-first-page', scheme);

    await page.getByTestId('photo-input').first().setInputFiles(photo('smudged-10x10.png'));
    await expect(page.getByTestId('entry')).toBeVisible();
    await expect(page.getByTestId('mistakes')).toHaveAttribute('data-status', 'done');
    await shoot(page, 'photo-02-draft-with-finder', scheme);

    await page.getByRole('button', { name: 'Read back' }).click();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByTestId('line-slice')).toBeVisible();
    await shoot(page, 'photo-03-read-back-row', scheme);
    await page.keyboard.press('End');
    await expect(page.getByTestId('read-back')).toHaveAttribute('data-line', 'column-10');
    await shoot(page, 'photo-04-read-back-column', scheme);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Mark the grid again…' }).click();
    await expect(page.getByTestId('photo-dialog')).toHaveAttribute('data-phase', 'corners');
    await shoot(page, 'photo-05-corners', scheme);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'From a photo…' }).click();
    await shoot(page, 'photo-06-dialog-choose', scheme);
    await page.getByTestId('photo-dialog').getByTestId('photo-input').setInputFiles(photo('huge.png'));
    await expect(page.getByTestId('photo-dialog')).toHaveAttribute('data-phase', 'failed');
    await shoot(page, 'photo-07-refused', scheme);
    await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).last().click();

    await page.getByRole('button', { name: 'Show the page' }).click();
    await expect(page.getByTestId('page-image-viewer').getByRole('img')).toBeVisible();
    await shoot(page, 'photo-08-page-viewer', scheme);
  });
}
