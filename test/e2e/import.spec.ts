import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  cardTitled,
  closeImport,
  expect,
  fixture,
  importFiles,
  libraryCount,
  search,
  startImport,
  test,
} from './fixtures.ts';

test.describe.configure({ mode: 'serial' });

test('imports files by the import button, multi-puzzle files too, and says what failed', async ({
  app: page,
}) => {
  const before = await libraryCount(page);
  await importFiles(page, ['fixture-pack.xml', 'fixture-house.nin', 'fixture-broken.nin']);
  const summary = page.getByTestId('import-summary');
  await expect(summary.getByTestId('import-added')).toHaveText('4');
  await expect(summary.getByTestId('import-duplicates')).toHaveText('0');
  await expect(summary.getByTestId('import-failed')).toHaveText('1');
  const failures = summary.getByTestId('import-failures').getByRole('listitem');
  await expect(failures).toContainText(['fixture-broken.nin']);
  await expect(failures.first()).toContainText('line 1');
  await closeImport(page);

  await expect.poll(() => libraryCount(page)).toBe(before + 4);
  for (const title of ['Fixture Heart', 'Fixture Sailboat', 'Fixture Cherries', 'fixture-house']) {
    await search(page, title);
    await expect(cardTitled(page, title)).toHaveCount(1);
  }
  await search(page, '');
});

test('skips puzzles that are already in the library', async ({ app: page }) => {
  await importFiles(page, ['fixture-house.nin', 'fixture-two-ways.nin']);
  await expect(page.getByTestId('import-added')).toHaveText('1');
  await expect(page.getByTestId('import-duplicates')).toHaveText('1');
  await expect(page.getByTestId('import-failed')).toHaveText('0');
  await closeImport(page);
});

test('imports files dropped on the window', async ({ app: page }) => {
  const text = '3 3\n1\n1\n1\n1\n1\n1\n';
  // A drop carries files in a DataTransfer; Playwright builds one in the page and dispatches the events.
  const transfer = await page.evaluateHandle((content) => {
    const data = new DataTransfer();
    data.items.add(new File([content], 'fixture-diagonal.nin', { type: 'text/plain' }));
    return data;
  }, text);
  await page.dispatchEvent('main', 'dragenter', { dataTransfer: transfer });
  await page.dispatchEvent('main', 'drop', { dataTransfer: transfer });
  await startImport(page);
  await expect(page.getByTestId('import-summary')).toBeVisible();
  await closeImport(page);
  await search(page, 'fixture-diagonal');
  await expect(cardTitled(page, 'fixture-diagonal')).toHaveCount(1);
  await search(page, '');
});

test('imports a folder, leaving out files that are not puzzles', async ({ app: page }) => {
  const folder = await mkdtemp(join(tmpdir(), 'nonogram-folder-'));
  try {
    await mkdir(join(folder, 'book', 'part 2'), { recursive: true });
    await copyFile(fixture('fixture-house.nin'), join(folder, 'book', 'fixture-house.nin'));
    await copyFile(fixture('fixture-two-ways.nin'), join(folder, 'book', 'part 2', 'fixture-two-ways.nin'));
    await writeFile(join(folder, 'book', 'README.md'), 'Scans of the book go here.\n');
    await page.getByRole('button', { name: 'Import…' }).first().click();
    await page.getByTestId('import-folder-input').setInputFiles(join(folder, 'book'));
    await startImport(page);
    const summary = page.getByTestId('import-summary');
    await expect(summary.getByTestId('import-duplicates')).toHaveText('2');
    await expect(summary).toContainText(
      '1 file in the folders did not look like a puzzle file and was left out.',
    );
    await closeImport(page);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
