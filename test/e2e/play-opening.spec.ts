/**
 * What the play screen says and does around the board: a puzzle known to have several solutions
 * says so on opening, with mistake mode ruled out, and the clock stops while help or a dialog
 * covers the board. Playwright's clock moves time on at once, so nothing waits for it.
 */
import { callApi } from './api.ts';
import { expect, fixture, test } from './fixtures.ts';
import { DIAMOND, importPuzzles, openPlay, paint, saved } from './play-helpers.ts';

test.describe.configure({ mode: 'serial' });

let ids: { several: number; diamond: number };

/** The timer's text in seconds. */
function seconds(text: string): number {
  return text.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
}

test('a puzzle known to have several solutions says so on opening and beside mistake mode that it cannot be used; one with a single solution says neither', async ({
  app: page,
  request,
  server,
}) => {
  const [several, diamond] = await importPuzzles(request, server.url, [
    fixture('fixture-two-ways.nin'),
    DIAMOND,
  ]);
  ids = { several: several!, diamond: diamond! };
  await callApi(request, server.url, 'solver.solve', { jobId: 'several', puzzleId: ids.several });
  await callApi(request, server.url, 'solver.solve', { jobId: 'one', puzzleId: ids.diamond });

  await openPlay(page, server.url, ids.several);
  const note = page.getByTestId('solutions-note');
  await expect(note).toBeVisible();
  await expect(note).toHaveAttribute('data-verdict', 'multiple');
  await expect(note).toContainText('more than one solution');
  await expect(note).toContainText('mistake mode cannot be used');
  // Nothing has been played yet when it says so.
  await expect(page.getByTestId('play')).toHaveAttribute('data-moves', '0');
  // The options say it beside mistake mode too, and go on saying it once the note is closed.
  const options = page.getByTestId('mistake-note');
  await expect(options).toContainText('Mistake mode cannot be used here');
  await note.getByRole('button', { name: 'Close the note' }).click();
  await expect(note).toHaveCount(0);
  await expect(options).toBeVisible();

  // A puzzle with one solution has nothing to say.
  await openPlay(page, server.url, ids.diamond);
  await expect(page.getByTestId('play')).toHaveAttribute('data-status', 'new');
  await expect(page.getByTestId('solutions-note')).toHaveCount(0);
  await expect(page.getByTestId('mistake-note')).toHaveCount(0);
});

test('a puzzle whose several solutions are found while it is open says so then', async ({
  app: page,
  request,
  server,
}) => {
  // The library's own check is held back, so the verdict comes only when the test asks for it.
  await callApi(request, server.url, 'checks.setPaused', { paused: true });
  const summary = await callApi(request, server.url, 'library.import', {
    jobId: 'import-cross',
    files: [{ name: 'two-by-two.nin', text: '2 2\n1\n1\n1\n1\n' }],
  });
  const [id] = summary.addedIds;
  await openPlay(page, server.url, id!);
  await expect(page.getByTestId('play')).toHaveAttribute('data-status', 'new');
  await expect(page.getByTestId('solutions-note')).toHaveCount(0);

  await callApi(request, server.url, 'solver.solve', { jobId: 'cross', puzzleId: id! });
  await expect(page.getByTestId('solutions-note')).toHaveAttribute('data-verdict', 'multiple');
  await callApi(request, server.url, 'checks.setPaused', { paused: false });
});

test('the clock does not advance while the help is open, and runs on once it closes', async ({
  app: page,
  server,
}) => {
  await page.clock.install();
  await openPlay(page, server.url, ids.diamond);
  const timer = page.getByTestId('play-timer');
  await page.keyboard.press('F1');
  await expect(page.getByTestId('help')).toBeVisible();
  const before = seconds(await timer.innerText());
  await page.clock.runFor(60_000);
  expect(seconds(await timer.innerText())).toBeLessThan(before + 5);

  await page.keyboard.press('Escape');
  await expect(page.getByTestId('help')).toBeHidden();
  await page.clock.runFor(60_000);
  await expect.poll(async () => seconds(await timer.innerText()) - before).toBeGreaterThanOrEqual(60);
  expect(seconds(await timer.innerText()) - before).toBeLessThan(70);
});

test('the clock does not advance while a dialog is open over the board, and runs on once it closes', async ({
  app: page,
  request,
  server,
}) => {
  await page.clock.install();
  await openPlay(page, server.url, ids.diamond);
  await paint(page, [2, 0]);
  await saved(page);
  const timer = page.getByTestId('play-timer');
  // With a move made, Start again asks first.
  await page.getByRole('button', { name: 'Start again' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start this puzzle again?' });
  await expect(dialog).toBeVisible();
  const before = seconds(await timer.innerText());
  await page.clock.runFor(60_000);
  expect(seconds(await timer.innerText())).toBeLessThan(before + 5);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.clock.runFor(60_000);
  await expect.poll(async () => seconds(await timer.innerText()) - before).toBeGreaterThanOrEqual(60);
  expect(seconds(await timer.innerText()) - before).toBeLessThan(70);
  // The time a dialog covered was not stored as played either.
  const stored = await callApi(request, server.url, 'play.open', { puzzleId: ids.diamond });
  expect(stored.attempt.elapsedMs / 1000 - before).toBeLessThan(75);
});
