import type { Download, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { readPuzzleFile } from '../../src-main/engine/formats/index.ts';
import { GOAL_DOES_NOT_FIT } from '../../src-main/library/import.ts';
import { cardTitled, closeImport, expect, fixture, importFiles, search, test } from './fixtures.ts';

test.describe.configure({ mode: 'serial' });

/** Clicks Export in the open export dialog and reads the file the download brings. */
async function exportAndRead(page: Page): Promise<{ name: string; text: string }> {
  const downloading = page.waitForEvent('download');
  await page.getByTestId('export-dialog').press('Enter');
  const download: Download = await downloading;
  const path = await download.path();
  await expect(page.getByTestId('export-dialog')).toBeHidden();
  return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') };
}

function exportDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Export puzzles' });
}

test('exports the puzzles a search shows, in the chosen format, and remembers the format', async ({
  app: page,
}) => {
  await importFiles(page, ['fixture-pack.xml', 'fixture-house.nin']);
  await closeImport(page);
  await search(page, 'fixture');
  await expect(page.getByTestId('library-count')).toHaveText('4 puzzles match');

  await page.getByRole('button', { name: 'Export…' }).click();
  const dialog = exportDialog(page);
  await expect(dialog.getByTestId('export-what')).toHaveText('the 4 puzzles that match');
  // One-puzzle formats cannot take four puzzles, nor black-and-white ones a colour puzzle.
  await expect(dialog.getByRole('radio', { name: /Jakub Wilk's \.nin/ })).toBeDisabled();
  await expect(dialog.getByText('One puzzle per file', { exact: true }).first()).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /TAAI tournament text/ })).toBeDisabled();
  await expect(dialog.getByText('Black-and-white puzzles only', { exact: true }).first()).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /webpbn XML/ })).toBeEnabled();
  await dialog.getByRole('radio', { name: /Steve Simpson's \.non/ }).check();
  const file = await exportAndRead(page);
  expect(file.name).toBe('puzzles.non');
  const read = readPuzzleFile(file.name, file.text);
  expect(read.puzzles.map(({ puzzle }) => puzzle.meta.title).sort()).toEqual([
    'Fixture Cherries',
    'Fixture Heart',
    'Fixture Sailboat',
    'fixture-house',
  ]);
  await expect(page.getByText('4 puzzles written to puzzles.non.')).toBeVisible();

  await page.keyboard.press('Control+e');
  await expect(exportDialog(page).getByRole('radio', { name: /Steve Simpson's \.non/ })).toBeChecked();
  await exportDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(exportDialog(page)).toBeHidden();
});

test('exports the one selected puzzle in a one-puzzle format, with the clues it was imported with', async ({
  app: page,
}) => {
  await search(page, 'fixture');
  await cardTitled(page, 'fixture-house').getByRole('checkbox').check();
  await page
    .getByRole('toolbar', { name: 'Selected puzzles' })
    .getByRole('button', { name: 'Export…' })
    .click();
  const dialog = exportDialog(page);
  await expect(dialog.getByTestId('export-what')).toHaveText('1 selected puzzle');
  await dialog.getByRole('radio', { name: /Jakub Wilk's \.nin/ }).check();
  const file = await exportAndRead(page);
  expect(file.name).toBe('fixture-house.nin');
  const [house] = readPuzzleFile(file.name, file.text).puzzles;
  const imported = fixture('fixture-house.nin');
  const [original] = readPuzzleFile(imported, await readFile(imported, 'utf8')).puzzles;
  expect(house!.puzzle.rows).toEqual(original!.puzzle.rows);
  expect(house!.puzzle.columns).toEqual(original!.puzzle.columns);
});

test('exports the puzzle on the play screen with Ctrl+E', async ({ app: page }) => {
  await search(page, 'Fixture Heart');
  await cardTitled(page, 'Fixture Heart').getByRole('button', { name: 'Fixture Heart' }).click();
  await expect(page.getByTestId('play-board')).toBeVisible();
  await page.keyboard.press('Control+e');
  const dialog = exportDialog(page);
  await expect(dialog.getByTestId('export-what')).toHaveText('“Fixture Heart”');
  await dialog.getByRole('radio', { name: /Nonogram JSON/ }).check();
  const file = await exportAndRead(page);
  expect(file.name).toBe('Fixture Heart.json');
  const [heart] = readPuzzleFile(file.name, file.text).puzzles;
  expect(heart!.puzzle.meta.title).toBe('Fixture Heart');
});

test('notes a goal image that does not fit its clues when importing', async ({ app: page }) => {
  await importFiles(page, ['fixture-goal-misfit.non']);
  const notes = page.getByTestId('import-notes');
  await expect(page.getByTestId('import-added')).toHaveText('1');
  await expect(notes).toContainText('fixture-goal-misfit.non');
  await expect(notes).toContainText(GOAL_DOES_NOT_FIT);
  await closeImport(page);
});
