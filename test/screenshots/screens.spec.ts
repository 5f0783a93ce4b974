/**
 * Pictures of every screen in the light and the dark theme, for a person to review
 * (test-results/screenshots, not committed). Each shot waits for what the screen signals.
 */
import { join } from 'node:path';
import { cardTitled, cards, closeImport, expect, importFiles, search, test } from '../e2e/fixtures.ts';
import { SHOTS, shoot } from './shots.ts';

test.describe.configure({ mode: 'serial' });

for (const scheme of ['light', 'dark'] as const) {
  test(`every screen in the ${scheme} theme`, async ({ app: page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.getByTestId('library-count')).not.toHaveText('Loading…');
    await shoot(page, '01-library-first-run', scheme);

    await page.getByRole('button', { name: 'Import…' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shoot(page, '02-import-dialog', scheme);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();

    await importFiles(page, [
      'fixture-pack.xml',
      'fixture-house.nin',
      'fixture-two-ways.nin',
      'fixture-random-30.nin',
      'fixture-shapes-100.nin',
      'fixture-broken.nin',
      'fixture-goal-misfit.non',
    ]);
    await expect(page.getByTestId('import-notes')).toBeVisible();
    await shoot(page, '03-import-summary', scheme);
    await closeImport(page);

    await expect(cards(page).first()).toBeVisible();
    await expect(page.locator('[data-kind="loading"]')).toHaveCount(0);
    await shoot(page, '04-library', scheme);

    await page.getByRole('button', { name: 'Export…' }).click();
    await expect(page.getByTestId('export-what')).toBeVisible();
    await shoot(page, '04b-export-dialog', scheme);
    await page
      .getByRole('dialog', { name: 'Export puzzles' })
      .getByRole('button', { name: 'Cancel' })
      .click();

    await page.getByRole('button', { name: 'Print…' }).click();
    await expect(page.getByTestId('print-what')).toBeVisible();
    await shoot(page, '04c-print-dialog', scheme);
    await page.getByRole('dialog', { name: 'Print puzzles' }).getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Random…' }).click();
    const generate = page.getByRole('dialog', { name: 'Make random puzzles' });
    await generate.getByRole('combobox', { name: 'Size' }).selectOption('custom');
    await generate.getByLabel('Width').fill('10');
    await generate.getByLabel('Height').fill('10');
    await generate.getByRole('radio', { name: /^Medium/ }).check();
    await generate.getByLabel('How many').fill('2');
    await expect(generate.getByText('seldom rate medium')).toBeVisible();
    await shoot(page, '04d-generate-dialog', scheme);
    await generate.getByRole('button', { name: 'Make puzzles' }).click();
    await expect(generate.getByTestId('generate-summary')).toBeVisible({ timeout: 30_000 });
    await shoot(page, '04e-generate-summary', scheme);
    await generate.getByRole('button', { name: 'Done' }).click();

    await cards(page).first().getByRole('button').first().focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await shoot(page, '05-library-keyboard-focus', scheme);

    await cards(page).first().getByRole('checkbox').check();
    await expect(page.getByTestId('selection-count')).toHaveText('1 selected');
    await page.getByLabel('Search puzzles').focus();
    await shoot(page, '06-library-selection', scheme);
    await page.getByRole('button', { name: 'Clear selection' }).click();

    await page.getByRole('link', { name: 'Solve', exact: true }).click();
    await expect(page.getByRole('heading', { name: /choose a puzzle/i })).toBeVisible();
    await shoot(page, '07-solve-empty', scheme);

    await page.getByRole('link', { name: 'Library', exact: true }).click();
    await search(page, 'Fixture Cherries');
    await expect(cards(page)).toHaveCount(1);
    await cards(page).first().getByRole('button').first().click();
    await page.getByRole('link', { name: 'Solver' }).click();
    await expect(page.getByTestId('board')).toBeVisible();
    await shoot(page, '08-solve-before', scheme);

    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await expect(page.getByTestId('solver-panel')).toHaveAttribute('data-status', 'done');
    await shoot(page, '09-solve-answer', scheme);
    await page.getByRole('button', { name: 'Rate', exact: true }).click();
    await expect(page.getByTestId('difficulty')).toHaveAttribute('data-status', 'done');
    await page.getByRole('button', { name: 'Explain', exact: true }).click();
    await expect(page.getByTestId('steps')).toHaveAttribute('data-status', 'done');
    for (let i = 0; i < 6; i++) await page.getByRole('button', { name: 'Next step' }).click();
    await expect(page.getByTestId('steps')).toHaveAttribute('data-step', '6');
    await shoot(page, '10-solve-steps', scheme);

    await page.getByRole('button', { name: 'Solver’s answer' }).click();
    await shoot(page, '11-solve-answer-with-steps', scheme);

    await page.getByRole('link', { name: 'Library', exact: true }).click();
    await search(page, 'fixture-two-ways');
    await expect(cards(page)).toHaveCount(1);
    await cards(page).first().getByRole('button').first().click();
    await page.getByRole('link', { name: 'Solver' }).click();
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await expect(page.getByTestId('solver-panel')).toHaveAttribute('data-verdict', 'multiple');
    await shoot(page, '12-solve-multiple', scheme);

    await page.getByRole('link', { name: 'Library', exact: true }).click();
    await search(page, 'fixture-shapes-100');
    await expect(cards(page)).toHaveCount(1);
    await cards(page).first().getByRole('button').first().click();
    await page.getByRole('link', { name: 'Solver' }).click();
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await expect(page.getByTestId('solver-panel')).toHaveAttribute('data-verdict', 'unique');
    await shoot(page, '13-solve-100x100', scheme);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await shoot(page, '14-solve-100x100-zoomed', scheme);

    await page.getByRole('link', { name: 'Library', exact: true }).click();
    await search(page, 'no such puzzle');
    await expect(page.getByRole('heading', { name: 'No puzzles match' })).toBeVisible();
    await shoot(page, '15-library-no-match', scheme);
  });
}

test('the printed sheets: puzzles with their clues, then the solutions', async ({ app: page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await importFiles(page, ['fixture-pack.xml', 'fixture-shapes-100.nin']);
  await closeImport(page);
  await search(page, 'fixture');
  for (const title of ['Fixture Cherries', 'Fixture Heart', 'fixture-shapes-100']) {
    await cardTitled(page, title).getByRole('checkbox').check();
  }
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await page
    .getByRole('toolbar', { name: 'Selected puzzles' })
    .getByRole('button', { name: 'Print…' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Print puzzles' });
  await dialog.getByRole('radio', { name: /Puzzles and solutions/ }).check();
  await dialog.getByRole('checkbox', { name: /Titles on puzzle pages/ }).check();
  await dialog.getByRole('combobox', { name: /^Paper/ }).selectOption('a4');
  await dialog.getByRole('button', { name: 'Print…' }).click();
  await expect(page.getByTestId('print-solution')).toHaveCount(3);
  await page.emulateMedia({ media: 'print' });
  const sheets = page.getByTestId('print-puzzle-page');
  await sheets.first().screenshot({ path: join(SHOTS, 'print-colour-puzzle.png') });
  await sheets.nth(2).screenshot({ path: join(SHOTS, 'print-large-puzzle-part-1.png') });
  await sheets.nth(3).screenshot({ path: join(SHOTS, 'print-large-puzzle-part-2.png') });
  await page
    .getByTestId('print-solution-page')
    .first()
    .screenshot({ path: join(SHOTS, 'print-solutions.png') });
});
