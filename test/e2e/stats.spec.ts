/** The statistics screen in Chromium: empty at first, then the figures of a puzzle just solved. */
import { expect, test } from './fixtures.ts';
import { DIAMOND, importPuzzles, openPlay, paint, saved } from './play-helpers.ts';

test.describe.configure({ mode: 'serial' });

test('says there is nothing yet before anything is played', async ({ app: page }) => {
  await page.getByRole('link', { name: 'Statistics', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Nothing played yet' })).toBeVisible();
});

test('shows the solve, its time, the streak and links back to the puzzle', async ({ app: page, server }) => {
  const [diamond] = await importPuzzles(page.request, server.url, [DIAMOND]);
  await openPlay(page, server.url, diamond!);
  // ..#.. / .###. / ##### / .###. / ..#..
  await paint(page, [2, 0]);
  await paint(page, [1, 1], [3, 1]);
  await paint(page, [0, 2], [4, 2]);
  await paint(page, [1, 3], [3, 3]);
  await paint(page, [2, 4]);
  await expect(page.getByTestId('play')).toHaveAttribute('data-status', 'solved');
  await saved(page);

  await page.getByRole('link', { name: 'See statistics' }).click();
  await expect(page).toHaveURL(/#\/stats$/);
  // Each figure: its name, the number, and the line under it.
  await expect(page.getByTestId('stat-solved')).toHaveText(/^Puzzles solved\s*1\s*1 solve, 0 revealed$/);
  await expect(page.getByTestId('stat-streak')).toHaveText(/^Current streak\s*1 day\s*Longest 1 day$/);
  await expect(page.getByTestId('stat-hints')).toHaveText(/^Hints used\s*0\s*0 puzzles in progress$/);
  await expect(page.getByTestId('chart-solved').locator('rect.bar')).toHaveCount(1);
  await expect(page.getByTestId('chart-time').locator('text.tick').first()).toHaveText('0');
  const best = page.getByTestId('best-times');
  await expect(best.getByRole('row')).toHaveCount(2);
  // Size, best time (the few seconds the painting took), times solved, puzzle.
  await expect(best.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    '5 × 5',
    /^0:\d\d$/,
    '1',
    'diamond-5',
  ]);
  await expect(page.getByTestId('hardest').getByRole('link')).toHaveText('diamond-5');

  await page.getByTestId('recent').getByRole('link', { name: 'diamond-5' }).click();
  await expect(page).toHaveURL(new RegExp(`#/play/${diamond}$`));
  await expect(page.getByTestId('completion')).toContainText('Solved!');
});
