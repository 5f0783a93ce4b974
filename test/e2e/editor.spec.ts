import { join } from 'node:path';
import { callApi } from './api.ts';
import { PROJECT_ROOT } from '../../src-main/bench/app-server.ts';
import { board, checkPanel, click, drawHouse, filledCells, newPicture, stroke } from './editor-helpers.ts';
import { expect, test } from './fixtures.ts';
import { FEW_CHANGES } from '../../src-renderer/views/editor/check-words.ts';

test.describe.configure({ mode: 'serial' });

const IMAGE = join(PROJECT_ROOT, 'test', 'fixtures', 'editor', 'ball-and-bar.png');

test('draws a small picture and saves it as a puzzle', async ({ app: page, server, request }) => {
  await newPicture(page, 5, 5);
  await expect(checkPanel(page)).toHaveAttribute('data-state', 'empty');

  // A plus sign: one stroke down the middle column, one across the middle row.
  await stroke(page, [
    [2, 0],
    [2, 4],
  ]);
  await filledCells(page, 5);
  await stroke(page, [
    [0, 2],
    [4, 2],
  ]);
  await filledCells(page, 9);
  await expect(checkPanel(page)).toHaveAttribute('data-state', 'unique');
  await expect(page.getByTestId('editor-difficulty-score')).toHaveText(/^\d+(\.\d+)?$/);

  // Undo takes the whole second stroke back; redo brings it again.
  await page.getByRole('button', { name: 'Undo' }).click();
  await filledCells(page, 5);
  await page.getByRole('button', { name: 'Redo' }).click();
  await filledCells(page, 9);

  await page.getByLabel('Title', { exact: true }).fill('Plus sign');
  await page.getByLabel('Author').fill('E2E');
  await page.getByRole('button', { name: 'Save to library' }).click();
  const saved = page.getByTestId('editor-saved');
  await expect(saved).toHaveText(/Saved/);
  const id = Number(await saved.getAttribute('data-id'));

  const detail = await callApi(request, server.url, 'library.get', { id });
  expect(detail.title).toBe('Plus sign');
  expect(detail.author).toBe('E2E');
  expect(detail.rows.map((clue) => clue.map((block) => block.length))).toEqual([[1], [1], [5], [1], [1]]);
  expect(detail.columns.map((clue) => clue.map((block) => block.length))).toEqual([[1], [1], [5], [1], [1]]);
  // The drawing is kept with the puzzle.
  expect(detail.picture).toBe('0010000100111110010000100');

  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plus sign');

  // A library puzzle opens in the editor as a copy of its picture.
  await newPicture(page, 3, 3);
  await page.evaluate((puzzle) => (location.hash = `#/editor/${puzzle}`), id);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plus sign (copy)');
  await filledCells(page, 9);
  await expect(page).toHaveURL(/#\/editor$/);
});

test('marks where two solutions differ and suggests a cell that makes the picture unique', async ({
  app: page,
}) => {
  await newPicture(page, 4, 4);
  // Two cells on a diagonal: the other diagonal has the same clues.
  await click(page, 0, 0);
  await click(page, 1, 1);
  await expect(checkPanel(page)).toHaveAttribute('data-state', 'multiple');
  await expect(checkPanel(page)).toContainText('differ in 4 cells');
  const suggestion = page.getByTestId('editor-suggestion');
  await expect(suggestion).toHaveAttribute('data-status', 'done');
  await expect(page.getByTestId('suggestion-title')).toContainText('to make the picture unique');

  await suggestion.getByRole('button', { name: 'Apply the change' }).click();
  await expect(checkPanel(page)).toHaveAttribute('data-state', 'unique');
  // Undo returns to the ambiguous picture, whose verdict is known already.
  await page.keyboard.press('Control+z');
  await expect(checkPanel(page)).toHaveAttribute('data-state', 'multiple');
});

test('fixes a picture with several ambiguities with one set of cells, shown first, which one undo takes back', async ({
  app: page,
}) => {
  await newPicture(page, 15, 15);
  await drawHouse(page);
  await expect(checkPanel(page)).toHaveAttribute('data-state', 'multiple');
  await expect(page.getByTestId('editor-suggestion')).toHaveAttribute('data-status', 'done');
  const summary = await page.getByTestId('editor-summary').innerText();
  const fix = page.getByTestId('unique-fix');
  await fix.getByRole('button', { name: 'Fix until unique' }).click();
  await expect(fix).toHaveAttribute('data-status', 'proposed', { timeout: 60_000 });
  await expect(page.getByTestId('unique-fix-title')).toContainText('to make the picture unique');
  const changes = Number(await fix.getAttribute('data-changes'));
  // Shown on the board, nothing changed yet.
  await expect(board(page)).toHaveAttribute('data-proposed', String(changes));
  await expect(page.getByTestId('editor-summary')).toHaveText(summary);

  await fix.getByRole('button', { name: /^Apply/ }).click();
  if (changes > FEW_CHANGES) {
    await page
      .getByRole('dialog')
      .getByRole('button', { name: `Apply ${changes} changes` })
      .click();
  }
  await expect(checkPanel(page)).toHaveAttribute('data-state', 'unique');
  await expect(board(page)).toHaveAttribute('data-proposed', '0');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('editor-summary')).toHaveText(summary);
  await expect(checkPanel(page)).toHaveAttribute('data-state', 'multiple');
});

test('Fix until unique asks before changing more than a few cells, and applies them all as one edit', async ({
  app: page,
}) => {
  // A diagonal: every cell alone in its row and column, so any arrangement of them fits the clues.
  await newPicture(page, 6, 6);
  await page.getByRole('radio', { name: 'Line', exact: true }).click();
  await stroke(page, [
    [0, 0],
    [5, 5],
  ]);
  await filledCells(page, 6);
  await expect(checkPanel(page)).toHaveAttribute('data-state', 'multiple');
  const fix = page.getByTestId('unique-fix');
  await fix.getByRole('button', { name: 'Fix until unique' }).click();
  await expect(fix).toHaveAttribute('data-status', 'proposed', { timeout: 60_000 });
  const changes = Number(await fix.getAttribute('data-changes'));
  expect(changes).toBeGreaterThan(FEW_CHANGES);
  await expect(board(page)).toHaveAttribute('data-proposed', String(changes));
  await expect(page.getByTestId('unique-fix-cells')).toContainText('row ');

  // Asked first; cancelling the question changes nothing and keeps the proposal.
  await fix.getByRole('button', { name: `Apply ${changes} changes` }).click();
  const ask = page.getByRole('dialog', { name: `Change ${changes} cells of your picture?` });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await filledCells(page, 6);
  await expect(board(page)).toHaveAttribute('data-proposed', String(changes));

  await fix.getByRole('button', { name: `Apply ${changes} changes` }).click();
  await ask.getByRole('button', { name: `Apply ${changes} changes` }).click();
  await expect(checkPanel(page)).toHaveAttribute('data-state', 'unique');
  await page.keyboard.press('Control+z');
  await filledCells(page, 6);
  await expect(checkPanel(page)).toHaveAttribute('data-state', 'multiple');
  await page.keyboard.press('Control+y');
  await expect(checkPanel(page)).toHaveAttribute('data-state', 'unique');
});

test('Fix until unique shows its progress and can be cancelled, leaving the picture as it was', async ({
  app: page,
}) => {
  // A long diagonal: 29 ambiguous pairs, so the search is still running when Cancel is pressed,
  // however fast or busy the machine.
  await newPicture(page, 30, 30);
  await page.getByRole('radio', { name: 'Line', exact: true }).click();
  await stroke(page, [
    [0, 0],
    [29, 29],
  ]);
  await filledCells(page, 30);
  await expect(checkPanel(page)).toHaveAttribute('data-state', 'multiple');
  await expect(page.getByTestId('editor-suggestion')).toHaveAttribute('data-status', 'done');
  // The one-cell suggestion is ringed on the board until the search shows its own cells.
  const suggested = await board(page).getAttribute('data-proposed');
  const fix = page.getByTestId('unique-fix');
  await fix.getByRole('button', { name: 'Fix until unique' }).click();
  await expect(fix).toHaveAttribute('data-status', 'running');
  await expect(fix.getByRole('progressbar', { name: 'Search for cells to change' })).toBeVisible();
  await fix.getByRole('button', { name: 'Cancel' }).click();
  await expect(fix).toHaveAttribute('data-status', 'idle');
  await expect(fix.getByRole('button', { name: 'Fix until unique' })).toBeVisible();
  await expect(board(page)).toHaveAttribute('data-proposed', suggested!);
  await filledCells(page, 30);
});

test('draws lines, rectangles, fills and mirror images', async ({ app: page }) => {
  await newPicture(page, 6, 6);
  await page.getByRole('radio', { name: 'Mirror left and right' }).click();
  await click(page, 0, 0);
  await filledCells(page, 2);

  await page.getByRole('radio', { name: 'No mirror' }).click();
  await page.getByRole('radio', { name: 'Rectangle', exact: true }).click();
  await stroke(page, [
    [1, 1],
    [4, 4],
  ]);
  await filledCells(page, 14);

  await page.getByRole('radio', { name: 'Fill', exact: true }).click();
  await click(page, 2, 2);
  await filledCells(page, 18);

  await page.getByRole('radio', { name: 'Line', exact: true }).click();
  await page.getByRole('button', { name: 'Paint empty cells' }).click();
  await stroke(page, [
    [1, 1],
    [4, 4],
  ]);
  await filledCells(page, 14);

  // The drawing survives a reload.
  await page.reload();
  await expect(page.getByTestId('shell')).toHaveAttribute('aria-busy', 'false');
  await filledCells(page, 14);
  await expect(page.getByTestId('editor-summary')).toContainText('6 × 6');
});

test('keeps a palette of colours: add, draw with, rename, remove', async ({ app: page }) => {
  await newPicture(page, 5, 5);
  await page.getByRole('button', { name: 'Add a colour' }).click();
  const palette = page.getByTestId('editor-palette');
  await expect(palette.getByLabel('Name of colour 2')).toHaveValue('red');
  await expect(page.getByTestId('editor-summary')).toContainText('2 colours');
  await stroke(page, [
    [0, 0],
    [4, 0],
  ]);
  await filledCells(page, 5);
  await palette.getByLabel('Name of colour 2').fill('cherry');
  await palette.getByLabel('Name of colour 2').press('Enter');
  await expect(palette.getByRole('button', { name: 'Paint with cherry' })).toBeVisible();

  await palette.getByRole('button', { name: 'Remove cherry' }).click();
  await filledCells(page, 0);
  await expect(page.getByTestId('editor-summary')).toContainText('Black and white');
  await page.getByRole('button', { name: 'Undo' }).click();
  await filledCells(page, 5);
});

test('starts from an image: previews the reduction, then draws on it', async ({ app: page }) => {
  await page.getByRole('link', { name: 'Draw', exact: true }).click();
  await page.getByRole('button', { name: 'From an image…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start from an image' });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose an image…' }).click();
  await (await chooser).setFiles(IMAGE);
  await expect(dialog.getByTestId('image-preview')).toBeVisible();
  await expect(dialog.getByLabel('Height')).toHaveValue('23');

  await dialog.getByLabel('Width').fill('16');
  await expect(dialog.getByLabel('Height')).toHaveValue('12');
  await expect(dialog.getByText('automatic', { exact: true })).toBeVisible();
  await dialog.getByText('A few colours').click();
  await dialog.getByLabel('Number of colours').fill('4');
  await expect(dialog.getByRole('list', { name: 'Colours found' }).getByRole('listitem')).toHaveCount(4);
  await expect(dialog.getByTestId('image-preview')).toHaveAccessibleName('Preview, 16 by 12');
  await dialog.getByRole('button', { name: 'Use this picture' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByTestId('editor-summary')).toContainText('16 × 12 · 3 colours');
  await expect(checkPanel(page)).not.toHaveAttribute('data-state', 'checking');
  await expect(board(page)).toHaveAccessibleName(/16 by 12/);
});
