import type { Page } from '@playwright/test';
import { decodeGrid } from '../../src-main/engine/grid-codec.ts';
import { callApi } from './api.ts';
import { cards, expect, search, test } from './fixtures.ts';
import { boardReady, paint, runs } from './play-helpers.ts';

test.describe.configure({ mode: 'serial' });

function generateDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Make random puzzles' });
}

test('makes puzzles, each unique and stored, and remembers the choices', async ({
  app: page,
  request,
  server,
}) => {
  await page.getByRole('link', { name: 'Library', exact: true }).click();
  await page.getByRole('button', { name: 'Random…' }).click();
  const dialog = generateDialog(page);
  await expect(dialog).toBeVisible();

  await dialog.getByRole('combobox', { name: 'Size' }).selectOption('10');
  await dialog.getByRole('combobox', { name: 'Colours' }).selectOption({ label: '2 colours' });
  await dialog.getByRole('radio', { name: /^Medium/ }).check();
  await expect(dialog.getByText('Puzzles this small seldom rate medium')).toBeVisible();
  await dialog.getByRole('radio', { name: /^Easy/ }).check();
  await expect(dialog.getByText('Puzzles this small seldom rate medium')).toHaveCount(0);
  await dialog.getByLabel('How many').fill('3');
  await dialog.getByRole('button', { name: 'Make puzzles' }).click();

  const summary = dialog.getByTestId('generate-summary');
  await expect(summary).toContainText('3 new puzzles in your library.', { timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  await search(page, 'Random 10x10');
  await expect(cards(page)).toHaveCount(3);
  const page1 = await callApi(request, server.url, 'library.list', { search: 'Random 10x10' });
  expect(page1.items).toHaveLength(3);
  for (const item of page1.items) {
    const detail = await callApi(request, server.url, 'library.get', { id: item.id });
    expect(detail).toMatchObject({
      width: 10,
      height: 10,
      colors: 2,
      verdict: 'unique',
      source: 'Generated',
    });
  }

  // Ctrl+G opens the dialog again with the same choices.
  await page.keyboard.press('Control+g');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Size' })).toHaveValue('10');
  await expect(dialog.getByRole('combobox', { name: 'Colours' })).toHaveValue('2');
  await expect(dialog.getByRole('radio', { name: /^Easy/ })).toBeChecked();
  await expect(dialog.getByLabel('How many')).toHaveValue('3');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('a puzzle of any size opens on the play screen and can be solved there', async ({
  app: page,
  request,
  server,
}) => {
  await page.getByRole('link', { name: 'Library', exact: true }).click();
  await page.getByRole('button', { name: 'Random…' }).click();
  const dialog = generateDialog(page);
  await dialog.getByRole('combobox', { name: 'Size' }).selectOption('custom');
  await dialog.getByLabel('Width').fill('4');
  await expect(dialog.getByRole('alert')).toContainText('Sides go from 5 to 100 cells');
  await expect(dialog.getByRole('button', { name: 'Make puzzle' })).toBeDisabled();
  await dialog.getByLabel('Width').fill('12');
  await dialog.getByLabel('Height').fill('8');
  await dialog.getByRole('combobox', { name: 'Colours' }).selectOption({ label: 'Black and white' });
  await dialog.getByRole('radio', { name: /^Hard/ }).check();
  await dialog.getByLabel('How many').fill('1');
  await dialog.getByRole('button', { name: 'Make puzzle' }).click();
  await expect(dialog.getByTestId('generate-summary')).toContainText('1 new puzzle in your library.', {
    timeout: 30_000,
  });
  await dialog.getByRole('button', { name: 'Play it' }).click();

  await expect(page).toHaveURL(/#\/play\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Random 12x8 #[0-9A-Z]+$/);
  await boardReady(page);
  const id = Number(/#\/play\/(\d+)$/.exec(page.url())![1]);
  const report = await callApi(request, server.url, 'solver.solve', { jobId: 'e2e-gen-check', puzzleId: id });
  expect(report.status).toBe('unique');
  const solution = decodeGrid(report.solutions[0]!, 12, 8);
  for (let y = 0; y < 8; y++) {
    const row = Array.from(solution.cells.slice(y * 12, (y + 1) * 12), (c) => c.toString(32)).join('');
    for (const run of runs(row)) await paint(page, [run.from, y], [run.to, y]);
  }
  await expect(page.getByTestId('play')).toHaveAttribute('data-status', 'solved');
  await expect(page.getByTestId('completion')).toContainText('Solved!');
});

test('from a collection, new puzzles go into it; a long run can be stopped and keeps what it made', async ({
  app: page,
  request,
  server,
}) => {
  await page.getByRole('link', { name: 'Library', exact: true }).click();
  await page.getByRole('button', { name: 'New collection' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('Practice');
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  const collections = page.getByRole('navigation', { name: 'Collections' });
  await collections.getByRole('button', { name: /^Practice/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Practice');

  // The empty collection offers to fill itself.
  await page.getByRole('button', { name: 'Make random puzzles…' }).click();
  const dialog = generateDialog(page);
  await expect(dialog.getByRole('checkbox', { name: 'Add them to “Practice”' })).toBeChecked();
  await dialog.getByRole('combobox', { name: 'Size' }).selectOption('custom');
  await dialog.getByLabel('Width').fill('40');
  await dialog.getByLabel('Height').fill('40');
  await dialog.getByRole('radio', { name: /^Hard/ }).check();
  await dialog.getByLabel('How many').fill('100');
  await dialog.getByRole('button', { name: 'Make puzzles' }).click();

  await expect(dialog.getByTestId('generate-progress')).toContainText(/^Puzzle \d+ of 100: /);
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Stop' }).click();
  const summary = dialog.getByTestId('generate-summary');
  await expect(summary).toContainText(/new puzzles? in your library before you stopped\./);
  const made = Number(/^(\d+)/.exec((await summary.locator('p').first().textContent()) ?? '')![1]);
  expect(made).toBeGreaterThan(0);
  expect(made).toBeLessThan(100);
  await dialog.getByRole('button', { name: 'Done' }).click();

  await expect(cards(page)).toHaveCount(made);
  const listed = await callApi(request, server.url, 'library.list', { search: 'Random 40x40' });
  expect(listed.total).toBe(made);
});
