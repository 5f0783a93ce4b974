/**
 * Reading a whole scanned book in browser mode: a PDF of two puzzle pages chosen in File > Read a
 * Book, read by the real solver process page by page into a book collection, its review list shown
 * with each page's size and status, and a page opened on the typing screen with its picture beside
 * it; and a PDF whose first page holds no puzzle, offered as a book from the photo dialog, its
 * first page listed with the reader's reason. The PDFs are test/fixtures/photo, whose true clues
 * are in clues.json (scripts/make-photo-fixtures.ts makes them).
 */
import { readFileSync } from 'node:fs';
import { lineInput, openEntry } from './entry-helpers.ts';
import { expect, fixturePath, test } from './fixtures.ts';

const CLUES = JSON.parse(readFileSync(fixturePath('photo', 'clues.json'), 'utf8')) as {
  'book-two-pages.pdf': { pages: { rows: number[][]; columns: number[][] }[] };
};

test.describe.configure({ mode: 'serial' });

test('reads a two-page PDF into a book whose review list shows both pages checked, and opens page 2 on the typing screen with its picture', async ({
  app: page,
}) => {
  await page.keyboard.press('Control+Shift+B');
  const dialog = page.getByTestId('book-read-dialog');
  await expect(dialog).toHaveAttribute('data-phase', 'choose');
  await dialog.getByTestId('book-input').setInputFiles(fixturePath('photo', 'book-two-pages.pdf'));
  await expect(dialog).toHaveAttribute('data-phase', 'ready');
  await expect(dialog.getByTestId('book-title')).toHaveValue('book-two-pages');
  await dialog.getByTestId('book-title').fill('Puzzle Annual');
  const started = Date.now();
  await page.getByRole('dialog').getByRole('button', { name: 'Read as a book' }).click();

  await expect(dialog).toHaveAttribute('data-phase', 'review', { timeout: 60_000 });
  console.log(`A 2-page PDF read as a book in the browser in ${Date.now() - started} ms`);
  await expect(dialog.getByTestId('book-summary')).toHaveText(
    '2 puzzles saved in the book, 2 checked (one solution).',
  );
  const pages = dialog.getByTestId('book-page');
  await expect(pages).toHaveCount(2);
  await expect(pages.nth(0)).toContainText('Page 1');
  await expect(pages.nth(0)).toContainText('10 × 10');
  await expect(pages.nth(0).getByTestId('book-page-status')).toHaveText('Checked: one solution');
  await expect(pages.nth(1)).toContainText('13 × 5');
  await expect(pages.nth(1)).toHaveAttribute('data-status', 'checked');

  await dialog.getByRole('button', { name: 'Open page 2 on the typing screen' }).click();
  await expect(page.getByTestId('entry')).toBeVisible();
  const truth = CLUES['book-two-pages.pdf'].pages[1]!;
  for (const [i, clue] of truth.rows.entries()) {
    await expect(lineInput(page, 'row', i + 1)).toHaveValue(clue.join(' '));
  }
  const photo = page.getByTestId('photo-panel');
  await expect(photo).toContainText('book-two-pages.pdf, page 2');
  await expect(photo.getByRole('img', { name: 'The puzzle as read' })).toBeVisible();
  await expect
    .poll(() => photo.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  // The book is in the library, and the command shows its pages again.
  await page.keyboard.press('Control+Shift+B');
  await expect(dialog).toHaveAttribute('data-phase', 'review');
  await expect(dialog.getByTestId('book-page')).toHaveCount(2);
  await page.getByRole('dialog').getByRole('button', { name: 'Show the book' }).click();
  await expect(page.getByTestId('puzzle-card')).toHaveCount(2);
});

test('offers a PDF picked in File > Import as a book, and lists its first page, with no puzzle, with the reader’s reason', async ({
  app: page,
}) => {
  await openEntry(page);
  await page.keyboard.press('Control+O');
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('import-dialog').getByRole('button', { name: 'Choose files…' }).click();
  await (await chooser).setFiles(fixturePath('photo', 'two-pages.pdf'));
  await expect(page.getByTestId('photo-dialog')).toHaveAttribute('data-phase', 'corners', {
    timeout: 60_000,
  });
  await page.getByRole('dialog').getByRole('button', { name: 'Read as a book' }).click();

  const dialog = page.getByTestId('book-read-dialog');
  await expect(dialog).toHaveAttribute('data-phase', 'ready');
  await page.getByRole('dialog').getByRole('button', { name: 'Read as a book' }).click();
  await expect(dialog).toHaveAttribute('data-phase', 'review', { timeout: 60_000 });
  const pages = dialog.getByTestId('book-page');
  await expect(pages).toHaveCount(2);
  await expect(pages.nth(0)).toHaveAttribute('data-status', 'no-puzzle');
  await expect(pages.nth(0).getByTestId('book-page-status')).toContainText('No puzzle found:');
  await expect(pages.nth(0).getByTestId('book-page-status')).toContainText('grid');
  await expect(pages.nth(1)).toHaveAttribute('data-status', 'checked');
  await expect(dialog.getByTestId('book-summary')).toHaveText(
    '1 puzzle saved in the book, 1 checked (one solution); 1 page without a puzzle.',
  );
});

test('offers several photos picked in File > Import as a book read in the order of their names, page 1 checked, page 2 to look at, page 3 without a puzzle', async ({
  app: page,
}) => {
  await openEntry(page);
  await page.keyboard.press('Control+O');
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('import-dialog').getByRole('button', { name: 'Choose files…' }).click();
  const photo = (name: string, fixture: string, mimeType: string) => ({
    name,
    mimeType,
    buffer: readFileSync(fixturePath('photo', fixture)),
  });
  await (
    await chooser
  ).setFiles([
    photo('page3.jpg', 'no-puzzle.jpg', 'image/jpeg'),
    photo('page10.png', 'colour-10x10.png', 'image/png'),
    photo('page2.png', 'misprint-10x10.png', 'image/png'),
    photo('page1.png', 'scan-10x10.png', 'image/png'),
  ]);
  const dialog = page.getByTestId('book-read-dialog');
  await expect(dialog).toHaveAttribute('data-phase', 'ready');
  await expect(dialog.getByTestId('book-files')).toHaveText(
    '4 photos, in this order: page1.png, page2.png, page3.jpg, page10.png',
  );
  await expect(dialog.getByTestId('book-title')).toHaveValue('Scanned book');
  await dialog.getByTestId('book-title').fill('Photographed book');
  await page.getByRole('dialog').getByRole('button', { name: 'Read as a book' }).click();
  await expect(dialog).toHaveAttribute('data-phase', 'review', { timeout: 60_000 });
  const pages = dialog.getByTestId('book-page');
  await expect(pages).toHaveCount(4);
  await expect(pages.nth(0)).toHaveAttribute('data-status', 'checked');
  await expect(pages.nth(1)).toHaveAttribute('data-status', 'look');
  await expect(pages.nth(1).getByTestId('book-page-status')).toContainText('Needs a look:');
  await expect(pages.nth(2)).toHaveAttribute('data-status', 'no-puzzle');
  await expect(pages.nth(3)).toContainText('Page 4');
});
