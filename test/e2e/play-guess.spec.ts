/**
 * Guessing on the play screen in Chromium: a guess opened with G, its marks drawn in the accent
 * colour, a broken line named in the guess bar, the guess surviving a reload, taken back in one
 * step, kept, and ended by undoing past its start.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DIAMOND, cellCenter, importPuzzles, openPlay, paint, saved, storedPlay } from './play-helpers.ts';

/** The colour the board's lower canvas shows at the centre of cell (x, y), as "r,g,b". */
async function cellColor(page: Page, x: number, y: number): Promise<string> {
  const point = await cellCenter(page, x, y);
  return page.evaluate(
    ({ px, py }) => {
      const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="play"] canvas.layer');
      const context = canvas?.getContext('2d');
      if (!canvas || !context) throw new Error('The board has no canvas.');
      const box = canvas.getBoundingClientRect();
      const ratio = canvas.width / box.width;
      const data = context.getImageData(
        Math.round((px - box.left) * ratio),
        Math.round((py - box.top) * ratio),
        1,
        1,
      ).data;
      return `${data[0]},${data[1]},${data[2]}`;
    },
    { px: point.x, py: point.y },
  );
}

/** A CSS colour of the page's theme as "r,g,b". */
async function themeColor(page: Page, variable: string): Promise<string> {
  return page.evaluate((name) => {
    const probe = document.createElement('div');
    probe.style.color = `var(${name})`;
    document.body.append(probe);
    const [r, g, b] = getComputedStyle(probe).color.match(/\d+/g)!.map(Number);
    probe.remove();
    return `${r},${g},${b}`;
  }, variable);
}

test('a guess is drawn apart, survives a reload, and is taken back or kept in one step', async ({
  app: page,
  server,
  request,
}) => {
  const [diamond] = await importPuzzles(request, server.url, [DIAMOND]);
  await openPlay(page, server.url, diamond!);
  const play = page.getByTestId('play');
  const bar = page.getByTestId('guess-bar');
  const accent = await themeColor(page, '--accent');
  const paper = await themeColor(page, '--paper');

  // The top of the diamond, then a guess that fills a second cell in row 1, whose clue is 1.
  await paint(page, [2, 0]);
  await expect(bar).toBeHidden();
  await page.keyboard.press('g');
  await expect(bar).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guess', exact: true })).toBeDisabled();
  await paint(page, [1, 1], [3, 1]);
  await expect(bar).toHaveAttribute('data-guessed', '3');
  await expect(bar).toContainText('3 cells marked since the guess began');
  await paint(page, [0, 0]);
  await expect(page.getByTestId('guess-broken')).toHaveText(
    'A line no longer fits its clue, so the guess is wrong somewhere.',
  );
  expect(await cellColor(page, 0, 0)).toBe(accent);
  expect(await cellColor(page, 2, 1)).toBe(accent);
  expect(await cellColor(page, 2, 0)).toBe('0,0,0');

  // A reload finds the guess open, its marks still apart.
  await saved(page);
  await page.reload();
  await expect(play).toHaveAttribute('data-position', '3');
  await expect(bar).toHaveAttribute('data-guessed', '4');
  expect(await cellColor(page, 0, 0)).toBe(accent);
  expect((await storedPlay(request, server.url, diamond!)).attempt.guessFrom).toBe(1);

  // Undo guess: every move since the guess went in one step; redo could bring them back.
  await bar.getByRole('button', { name: 'Undo guess' }).click();
  await expect(bar).toBeHidden();
  await expect(play).toHaveAttribute('data-position', '1');
  await expect(play).toHaveAttribute('data-filled', '1');
  expect(await cellColor(page, 0, 0)).toBe(paper);
  expect(await cellColor(page, 2, 0)).toBe('0,0,0');
  await expect(page.getByRole('button', { name: 'Redo' })).toBeEnabled();

  // A right guess is kept: its marks become ordinary ones.
  await page.getByRole('button', { name: 'Guess', exact: true }).click();
  await paint(page, [1, 1], [3, 1]);
  expect(await cellColor(page, 1, 1)).toBe(accent);
  await bar.getByRole('button', { name: 'Keep guess' }).click();
  await expect(bar).toBeHidden();
  expect(await cellColor(page, 1, 1)).toBe('0,0,0');
  await expect(play).toHaveAttribute('data-position', '2');

  // Undoing past the start of a guess ends it.
  await page.keyboard.press('g');
  await paint(page, [0, 2], [4, 2]);
  await page.keyboard.press('Control+z');
  await expect(bar).toHaveAttribute('data-guessed', '0');
  await page.keyboard.press('Control+z');
  await expect(bar).toBeHidden();
  await expect(play).toHaveAttribute('data-position', '1');
  await saved(page);
  expect((await storedPlay(request, server.url, diamond!)).attempt).toMatchObject({
    guessFrom: null,
    position: 1,
  });

  // A line broken before a guess began is not blamed on it.
  await paint(page, [0, 0]);
  await page.keyboard.press('g');
  await paint(page, [2, 2]);
  await expect(bar).toContainText('1 cell marked since the guess began, shown in blue.');
  await expect(page.getByTestId('guess-broken')).toBeHidden();
  await saved(page);
});
