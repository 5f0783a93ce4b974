/**
 * Pictures of reading a whole book, in the light and the dark theme, for a person to review
 * (test-results/screenshots/book-*.png): the chooser, the photos chosen in order, the reading under
 * way, the review list with a page checked, one to look at and one without a puzzle, and a page
 * opened on the typing screen beside its picture.
 */
import { readFileSync } from 'node:fs';
import { openEntry } from '../e2e/entry-helpers.ts';
import { expect, fixturePath, test } from '../e2e/fixtures.ts';
import { shoot } from './shots.ts';

test.describe.configure({ mode: 'serial' });

const photo = (name: string, fixture: string, mimeType: string) => ({
  name,
  mimeType,
  buffer: readFileSync(fixturePath('photo', fixture)),
});

for (const scheme of ['light', 'dark'] as const) {
  test(`reading a book in the ${scheme} theme`, async ({ app: page }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await openEntry(page);
    await page.keyboard.press('Control+Shift+B');
    const dialog = page.getByTestId('book-read-dialog');
    await expect(dialog).toHaveAttribute('data-phase', /choose|review/);
    if ((await dialog.getAttribute('data-phase')) === 'review') {
      await page.getByRole('dialog').getByRole('button', { name: 'Read another book…' }).click();
    }
    await shoot(page, 'book-01-choose', scheme);

    await dialog
      .getByTestId('book-input')
      .setInputFiles([
        photo('page 4.jpg', 'photo-15x15.jpg', 'image/jpeg'),
        photo('page 2.png', 'misprint-10x10.png', 'image/png'),
        photo('page 3.jpg', 'no-puzzle.jpg', 'image/jpeg'),
        photo('page 1.png', 'scan-10x10.png', 'image/png'),
      ]);
    await expect(dialog).toHaveAttribute('data-phase', 'ready');
    await dialog.getByTestId('book-title').fill('Logic Puzzles, Spring issue');
    await shoot(page, 'book-02-ready', scheme);

    await page.getByRole('dialog').getByRole('button', { name: 'Read as a book' }).click();
    await expect(dialog.getByTestId('book-progress-message')).toContainText('Reading page');
    await shoot(page, 'book-03-reading', scheme);

    await expect(dialog).toHaveAttribute('data-phase', 'review', { timeout: 60_000 });
    await shoot(page, 'book-04-review', scheme);

    await dialog.getByRole('button', { name: 'Open page 2 on the typing screen' }).click();
    const replace = page.getByRole('button', { name: 'Use the photo’s puzzle' });
    await expect(replace.or(page.getByTestId('photo-panel'))).toBeVisible();
    if (await replace.isVisible()) await replace.click();
    await expect(page.getByTestId('photo-panel').getByRole('img')).toBeVisible();
    await shoot(page, 'book-05-page-on-typing-screen', scheme);
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByRole('button', { name: 'Discard and start over' }).click();
    await expect(page.getByTestId('entry-setup')).toBeVisible();
  });
}
