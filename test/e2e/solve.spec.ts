import type { Page } from '@playwright/test';
import { fixturePath, cardTitled, closeImport, expect, importFiles, search, test } from './fixtures.ts';

test.describe.configure({ mode: 'serial' });

async function openPuzzle(page: Page, title: string): Promise<void> {
  await page.getByRole('link', { name: 'Library', exact: true }).click();
  await search(page, title);
  // A card opens the play screen; its header links to the solver.
  await cardTitled(page, title).getByRole('button', { name: title }).click();
  await page.getByRole('link', { name: 'Solver' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('board')).toBeVisible();
}

test('solves a puzzle, rates it and steps through its logic', async ({ app: page }) => {
  await importFiles(page, ['fixture-pack.xml', 'fixture-two-ways.nin', 'fixture-random-30.nin']);
  await closeImport(page);
  await openPuzzle(page, 'Fixture Heart');
  await expect(page.getByTestId('board')).toHaveAccessibleName(/0 of 100 cells known/);

  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  const solver = page.getByTestId('solver-panel');
  await expect(solver).toHaveAttribute('data-status', 'done');
  await expect(solver.getByTestId('verdict')).toHaveText('Unique solution');
  await expect(page.getByTestId('board')).toHaveAccessibleName(/100 of 100 cells known/);

  await page.getByRole('button', { name: 'Rate', exact: true }).click();
  const difficulty = page.getByTestId('difficulty');
  await expect(difficulty).toHaveAttribute('data-status', 'done');
  await expect(difficulty).toContainText('Line logic alone');
  await expect(difficulty.getByTestId('difficulty-score')).toHaveText(/^\d+(\.\d+)?$/);

  await page.getByRole('button', { name: 'Explain', exact: true }).click();
  const steps = page.getByTestId('steps');
  await expect(steps).toHaveAttribute('data-status', 'done');
  await expect(steps).toHaveAttribute('data-step', '0');
  const total = Number((await steps.getByTestId('step-counter').innerText()).split('/')[1]!.trim());
  expect(total).toBeGreaterThan(1);

  await page.getByRole('button', { name: 'Next step' }).click();
  await expect(steps).toHaveAttribute('data-step', '1');
  await expect(steps.getByTestId('step-sentence')).toContainText(/^(Row|Column) \d+ · \d+ cells/);
  await expect(page.getByTestId('board')).not.toHaveAccessibleName(/ 0 of 100/);
  await page.getByRole('button', { name: 'Next step' }).click();
  await expect(steps).toHaveAttribute('data-step', '2');
  await page.getByRole('button', { name: 'Previous step' }).click();
  await expect(steps).toHaveAttribute('data-step', '1');

  await page.getByRole('button', { name: 'Play' }).click();
  await expect(steps).toHaveAttribute('data-step', '3');
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  await page.getByRole('button', { name: 'Last step' }).click();
  await expect(steps).toHaveAttribute('data-step', String(total));
  await expect(steps.getByTestId('walkthrough-outcome')).toBeVisible();
  await expect(page.getByTestId('board')).toHaveAccessibleName(/100 of 100 cells known/);

  await page.getByRole('button', { name: 'First step' }).click();
  await expect(steps).toHaveAttribute('data-step', '0');
});

test('shows where two solutions differ', async ({ app: page }) => {
  await openPuzzle(page, 'fixture-two-ways');
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  const solver = page.getByTestId('solver-panel');
  await expect(solver).toHaveAttribute('data-verdict', 'multiple');
  await expect(solver.getByTestId('verdict')).toHaveText('Several solutions');
  await expect(solver).toContainText('differ in 4 cells');
});

test('a long solve shows its progress and can be cancelled', async ({ app: page }) => {
  await openPuzzle(page, 'fixture-random-30');
  await page.getByLabel('Solving method').selectOption('dfs');
  await page.getByLabel('Time limit').selectOption({ label: '10 min limit' });
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  const solver = page.getByTestId('solver-panel');
  await expect(solver).toHaveAttribute('data-status', 'running');
  await expect(solver.getByRole('progressbar', { name: 'Solver progress' })).toBeVisible();
  // The board stays on screen with what is known so far.
  await expect(page.getByTestId('board')).toBeVisible();
  await expect(page.getByTestId('board')).toHaveAccessibleName(
    /^Puzzle board, 30 by 30: \d+ of 900 cells known$/,
  );

  await solver.getByRole('button', { name: 'Cancel' }).click();
  await expect(solver).toHaveAttribute('data-status', 'cancelled', { timeout: 15_000 });
  await expect(solver.getByRole('status')).toContainText('The solver was stopped before it had an answer.');
  await expect(page.getByRole('button', { name: 'Solve again' })).toBeEnabled();
});

test('a long rating shows its progress and can be cancelled', async ({ app: page }) => {
  // Faase (80x95, webpbn survey): its search runs far longer than the test waits.
  await importFiles(page, [fixturePath('survey/faase.nin')]);
  await closeImport(page);
  await openPuzzle(page, 'faase');
  await page.getByRole('button', { name: 'Rate', exact: true }).click();
  const difficulty = page.getByTestId('difficulty');
  await expect(difficulty).toHaveAttribute('data-status', 'running');
  await expect(difficulty.getByRole('progressbar', { name: 'Rating progress' })).toBeVisible();
  await expect(difficulty).toContainText(/Searching: \d+ of 7600 cells decided/);
  await page.screenshot({ path: test.info().outputPath('rating-progress.png') });

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(difficulty).toHaveAttribute('data-status', 'cancelled', { timeout: 15_000 });
  await expect(difficulty).toContainText('Rating was cancelled.');
  await expect(page.getByRole('button', { name: 'Rate', exact: true })).toBeEnabled();
});
