/**
 * Reading a puzzle from a photo or scan, in browser mode: chosen on the typing screen, dropped on
 * the window, pasted, or picked in File > Import; read by the real solver process into a draft
 * whose lines carry the reader's marks; read back beside the strip of the page; a misprint found
 * and fixed by the mistake finder; saved with its photo; and every bad file refused with its
 * reason while the draft stays as it was. The pictures are test/fixtures/photo, whose true clues
 * are in clues.json (scripts/make-photo-fixtures.ts makes them).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { PROJECT_ROOT } from '../../src-main/bench/app-server.ts';
import { parseTypedClues } from '../../src-main/bench/photo/real-pages.ts';
import { lineInput, lineItem, openEntry, startPuzzle, typeLines, verdict } from './entry-helpers.ts';
import { expect, test } from './fixtures.ts';

const PHOTOS = join(PROJECT_ROOT, 'test', 'fixtures', 'photo');
const photo = (name: string): string => join(PHOTOS, name);
const CLUES = JSON.parse(readFileSync(photo('clues.json'), 'utf8')) as Record<
  string,
  { rows: number[][]; columns: number[][] }
>;

test.describe.configure({ mode: 'serial' });

/** Starts afresh on the typing screen's first page (size and colours, or the photo). */
async function freshEntry(page: Page): Promise<void> {
  await openEntry(page);
  if (await page.getByTestId('entry').isVisible()) {
    await page.getByRole('button', { name: 'New', exact: true }).click();
    const confirm = page.getByRole('button', { name: 'Discard and start over' });
    if (await confirm.isVisible()) await confirm.click();
  }
  await expect(page.getByTestId('entry-setup')).toBeVisible();
}

/** Chooses a picture with the setup page's photo button. */
async function choosePhoto(page: Page, name: string): Promise<void> {
  await page.getByTestId('photo-input').first().setInputFiles(photo(name));
}

/** A file dropped on the window, as a person drags it from the file manager. */
async function dropOnWindow(page: Page, name: string, mime: string): Promise<void> {
  const bytes = [...readFileSync(photo(name))];
  await page.evaluate(
    ({ bytes, name, mime }) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], name, { type: mime }));
      document.body.dispatchEvent(
        new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }),
      );
    },
    { bytes, name, mime },
  );
}

test('reads a scan chosen on the typing screen into a draft with every line as printed, each marked as read', async ({
  app: page,
}) => {
  await freshEntry(page);
  await choosePhoto(page, 'scan-10x10.png');

  await expect(page.getByTestId('entry')).toBeVisible();
  await expect(page.getByTestId('typed-count')).toHaveText('20 of 20 lines typed');
  const truth = CLUES['scan-10x10.png']!;
  for (const [i, clue] of truth.rows.entries()) {
    await expect(lineInput(page, 'row', i + 1)).toHaveValue(clue.join(' '));
    await expect(lineItem(page, 'row', i + 1)).toHaveAttribute('data-read', 'sure');
  }
  for (const [i, clue] of truth.columns.entries()) {
    await expect(lineInput(page, 'column', i + 1)).toHaveValue(clue.join(' '));
  }
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'unique');
  await expect(page.getByTestId('photo-panel')).toContainText('scan-10x10.png');
  await expect(page.getByTestId('photo-figures')).toHaveText('0 lines to check · 0 lines changed');

  // A line the person retypes is theirs: it loses the mark.
  await lineInput(page, 'row', 1).fill('3');
  await expect(lineItem(page, 'row', 1)).not.toHaveAttribute('data-read');
  await expect(page.getByTestId('photo-figures')).toHaveText('0 lines to check · 1 line changed');
  await lineInput(page, 'row', 1).fill('2');
  await expect(lineItem(page, 'row', 1)).toHaveAttribute('data-read', 'sure');
});

test('read-back shows each line beside its strip of the page: a row wide, a column tall', async ({
  app: page,
}) => {
  // The draft of the test before, kept by the library.
  await openEntry(page);
  await expect(page.getByTestId('photo-panel')).toContainText('scan-10x10.png');
  await page.getByRole('button', { name: 'Read back' }).click();
  const readBack = page.getByTestId('read-back');
  await expect(readBack).toHaveAttribute('data-line', 'row-1');
  const slice = readBack.getByTestId('line-slice');
  await expect(slice).toHaveAccessibleName('Row 1 on the page');
  await expect(slice).toHaveCSS('background-image', /^url\("blob:/);
  await expect(readBack.getByTestId('read-back-mark')).toHaveText(/^Read from the photo, \d+ % sure\.$/);
  const row = (await slice.boundingBox())!;
  expect(row.width).toBeGreaterThan(row.height);

  await page.keyboard.press('End');
  await expect(readBack).toHaveAttribute('data-line', 'column-10');
  await expect(slice).toHaveAccessibleName('Column 10 on the page');
  const column = (await slice.boundingBox())!;
  expect(column.height).toBeGreaterThan(column.width);
  await page.keyboard.press('Escape');
  await expect(readBack).toBeHidden();
});

test('a misprint on the page is found and fixed with one click', async ({ app: page }) => {
  await freshEntry(page);
  await choosePhoto(page, 'misprint-10x10.png');
  await expect(page.getByTestId('typed-count')).toHaveText('20 of 20 lines typed');
  await expect(lineInput(page, 'column', 7)).toHaveValue('6 4');
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'none');

  const mistakes = page.getByTestId('mistakes');
  await expect(mistakes).toHaveAttribute('data-status', 'done');
  const fix = mistakes.getByTestId('suggestion').first();
  await expect(fix).toHaveAttribute('data-line', 'column-7');
  await expect(fix).toContainText('Column 7: 6 4 → 5 4');
  await fix.getByRole('button', { name: 'Apply' }).click();
  await expect(lineInput(page, 'column', 7)).toHaveValue('5 4');
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'unique');

  // The house is in the starter collection: saving says so and keeps the draft.
  await page.getByRole('button', { name: 'Save and play' }).click();
  await expect(page.getByText('Already in your library')).toBeVisible();
  await expect(page).toHaveURL(/#\/entry$/);
});

test('a number read with doubt is marked on its line, and the finder fixes it first', async ({
  app: page,
}) => {
  await freshEntry(page);
  await choosePhoto(page, 'smudged-10x10.png');
  await expect(page.getByTestId('typed-count')).toHaveText('20 of 20 lines typed');
  // A speck over the 6 of row 3 made it look like a 5.
  await expect(lineInput(page, 'row', 3)).toHaveValue('5');
  await expect(lineItem(page, 'row', 3)).toHaveAttribute('data-read', 'unsure');
  await expect(lineItem(page, 'row', 3).getByTestId('doubtful-numbers').locator('mark')).toHaveText('5');
  await expect(lineInput(page, 'row', 3)).toHaveAccessibleDescription(
    /^Read from the photo, \d+ % sure; check 5 .*against the page\.$/,
  );
  await expect(page.getByTestId('photo-figures')).toHaveText('1 line to check · 0 lines changed');

  const fix = page.getByTestId('mistakes').getByTestId('suggestion').first();
  await expect(fix).toContainText('Row 3: 5 → 6');
  await fix.getByRole('button', { name: 'Apply' }).click();
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'unique');
  await expect(lineItem(page, 'row', 3)).not.toHaveAttribute('data-read');
  await expect(page.getByTestId('photo-figures')).toHaveText('0 lines to check · 1 line changed');
});

test('marks the grid again by hand from the draft, reads the same clues, and the saved puzzle keeps its photo', async ({
  app: page,
}) => {
  await freshEntry(page);
  await choosePhoto(page, 'photo-15x15.jpg');
  await expect(page.getByTestId('typed-count')).toHaveText('30 of 30 lines typed');

  await page.getByRole('button', { name: 'Mark the grid again…' }).click();
  const dialog = page.getByTestId('photo-dialog');
  await expect(dialog).toHaveAttribute('data-phase', 'corners');
  // A corner moved a little with the keyboard still encloses the same grid.
  await dialog.getByTestId('corner-0').focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowUp');
  await page.getByRole('dialog').getByRole('button', { name: 'Read the grid' }).click();
  await expect(dialog).toBeHidden();
  const truth = CLUES['photo-15x15.jpg']!;
  for (const [i, clue] of truth.columns.entries()) {
    await expect(lineInput(page, 'column', i + 1)).toHaveValue(clue.join(' '));
  }

  await page.getByTestId('entry-details').getByLabel('Title', { exact: true }).fill('Heart from a page');
  await page.getByRole('button', { name: 'Save and play' }).click();
  await expect(page).toHaveURL(/#\/(play|solve)\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Heart from a page');

  await page.getByTestId('record-panel').getByRole('button', { name: 'Details…' }).click();
  const pages = page.getByTestId('puzzle-pages');
  await expect(pages).toContainText('photo-15x15.jpg');
  await pages.getByRole('button', { name: 'Show' }).click();
  const viewer = page.getByTestId('page-image-viewer');
  await expect(viewer.getByRole('img', { name: 'The page as read' })).toHaveJSProperty('complete', true);
  expect(await viewer.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
    100,
  );
});

test('a page with no grid asks for the corners; cancelling keeps the typed draft as it was', async ({
  app: page,
}) => {
  await freshEntry(page);
  await startPuzzle(page, 5, 5);
  await typeLines(page, ['1', '2 1']);
  await page.getByRole('button', { name: 'From a photo…' }).click();
  const dialog = page.getByTestId('photo-dialog');
  await dialog.getByTestId('photo-input').setInputFiles(photo('no-puzzle.jpg'));
  await expect(dialog).toHaveAttribute('data-phase', 'corners');
  await expect(dialog.getByTestId('corners-reason')).toContainText('No puzzle grid was found');
  await expect(dialog.getByRole('img', { name: 'The page as read' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(lineInput(page, 'row', 1)).toHaveValue('1');
  await expect(lineInput(page, 'row', 2)).toHaveValue('2 1');
  await expect(page.getByTestId('typed-count')).toHaveText('2 of 10 lines typed');
});

test('refuses a damaged picture, one over 50 megapixels, a PDF with no pages and a text file, each with its reason', async ({
  app: page,
}) => {
  // The draft of the test before, with its two typed lines.
  await openEntry(page);
  await expect(lineInput(page, 'row', 2)).toHaveValue('2 1');
  const refusals: [string, Buffer | string, string | RegExp][] = [
    [
      'cut-short.jpg',
      readFileSync(photo('photo-15x15.jpg')).subarray(0, 20_000),
      '"cut-short.jpg" could not be decoded',
    ],
    ['huge.png', photo('huge.png'), '"huge.png" is 8000 x 7000 pixels (56 megapixels)'],
    ['no-pages.pdf', photo('no-pages.pdf'), 'The PDF has no pages.'],
  ];
  const dialog = page.getByTestId('photo-dialog');
  for (const [name, content, reason] of refusals) {
    await page.keyboard.press('Control+Shift+O');
    await expect(dialog).toHaveAttribute('data-phase', 'choose');
    const file =
      typeof content === 'string'
        ? content
        : { name, mimeType: name.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg', buffer: content };
    await dialog.getByTestId('photo-input').setInputFiles(file);
    await expect(dialog).toHaveAttribute('data-phase', 'failed');
    await expect(dialog.getByTestId('photo-error')).toContainText(reason);
    await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toBeHidden();
  }
  await page.keyboard.press('Control+Shift+O');
  await dialog
    .getByTestId('photo-input')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('3 1 4') });
  await expect(dialog.getByRole('alert')).toHaveText(
    '"notes.txt" is not a photo or scan: choose a JPEG, PNG or WebP picture, or a PDF.',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).last().click();
  // The draft typed before is still there.
  await expect(lineInput(page, 'row', 2)).toHaveValue('2 1');
});

test('a photo dropped on the library window is read into the typing screen, after asking to replace the draft', async ({
  app: page,
}) => {
  await page.getByRole('link', { name: 'Library', exact: true }).click();
  await dropOnWindow(page, 'scan-10x10.png', 'image/png');
  await expect(page).toHaveURL(/#\/entry/);
  await page.getByRole('button', { name: 'Use the photo’s puzzle' }).click();
  await expect(page.getByTestId('typed-count')).toHaveText('20 of 20 lines typed');
  await expect(lineInput(page, 'row', 3)).toHaveValue(CLUES['scan-10x10.png']!.rows[2]!.join(' '));
});

test('a pasted picture and one picked in File > Import are read as well', async ({ app: page }) => {
  await freshEntry(page);
  const bytes = [...readFileSync(photo('photo-15x15.jpg'))];
  await page.evaluate((bytes) => {
    const data = new DataTransfer();
    data.items.add(new File([new Uint8Array(bytes)], 'page.jpg', { type: 'image/jpeg' }));
    document.body.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, bytes);
  await expect(page.getByTestId('typed-count')).toHaveText('30 of 30 lines typed');

  await freshEntry(page);
  await page.keyboard.press('Control+O');
  const importDialog = page.getByTestId('import-dialog');
  const chooser = page.waitForEvent('filechooser');
  await importDialog.getByRole('button', { name: 'Choose files…' }).click();
  await (await chooser).setFiles(photo('scan-10x10.pdf'));
  await expect(page.getByTestId('typed-count')).toHaveText('20 of 20 lines typed');
  await expect(page.getByTestId('photo-panel')).toContainText('scan-10x10.pdf, page 1');
});

test('a PDF whose first page holds no puzzle is read on the page the person picks', async ({ app: page }) => {
  await freshEntry(page);
  await choosePhoto(page, 'two-pages.pdf');
  const dialog = page.getByTestId('photo-dialog');
  await expect(dialog).toHaveAttribute('data-phase', 'corners');
  await dialog.getByRole('button', { name: 'Read page 2' }).click();
  await expect(dialog).toHaveAttribute('data-phase', 'pages');
  await expect(dialog.getByTestId('pdf-page-result')).toHaveText(
    'Page 2 of 2 of “two-pages.pdf” holds a 10 × 10 puzzle.',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Use page 2' }).click();
  await expect(page.getByTestId('typed-count')).toHaveText('20 of 20 lines typed');
  await expect(page.getByTestId('photo-panel')).toContainText('two-pages.pdf, page 2');
  const truth = CLUES['two-pages.pdf']!;
  for (const [i, clue] of truth.rows.entries()) {
    await expect(lineInput(page, 'row', i + 1)).toHaveValue(clue.join(' '));
  }
});

test('a colour page is read with a palette proposed from its colours', async ({ app: page }) => {
  await freshEntry(page);
  await choosePhoto(page, 'colour-10x10.png');
  await expect(page.getByTestId('typed-count')).toHaveText('20 of 20 lines typed');
  await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('3 colours');
  const truth = CLUES['colour-10x10.png'] as unknown as { rows: number[][]; rowColors: number[][] };
  // Each number carries its colour's key; the same colour, the same key.
  const keys = new Map<number, string>();
  for (const [i, clue] of truth.rows.entries()) {
    const text = await lineInput(page, 'row', i + 1).inputValue();
    const blocks = text.split(' ').map((block) => /^(\d+)([a-z])$/.exec(block));
    expect(
      blocks.map((b) => Number(b?.[1])),
      `row ${i + 1}`,
    ).toEqual(clue);
    blocks.forEach((b, j) => {
      const colour = truth.rowColors[i]![j]!;
      if (!keys.has(colour)) keys.set(colour, b![2]!);
      expect(b![2], `row ${i + 1} number ${j + 1}`).toBe(keys.get(colour));
    });
  }
  expect(new Set(keys.values()).size).toBe(3);
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'unique');
});

test('a phone photo of a magazine page, its clues boxed in the grid, is read into the draft exactly as printed', async ({
  app: page,
}) => {
  const file = join(PROJECT_ROOT, 'test', 'fixtures', 'photo-real', 'nono4.jpg');
  const truth = parseTypedClues(readFileSync(file.replace(/\.jpg$/, '.clj'), 'utf8'));
  await freshEntry(page);
  await page.getByTestId('photo-input').first().setInputFiles(file);

  await expect(page.getByTestId('entry')).toBeVisible();
  await expect(page.getByTestId('typed-count')).toHaveText('30 of 30 lines typed');
  for (const [i, clue] of truth.rows.entries()) {
    await expect(lineInput(page, 'row', i + 1)).toHaveValue(clue.join(' '));
  }
  for (const [i, clue] of truth.columns.entries()) {
    await expect(lineInput(page, 'column', i + 1)).toHaveValue(clue.join(' '));
  }
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'unique');
});
