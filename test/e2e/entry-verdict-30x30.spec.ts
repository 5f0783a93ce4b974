/**
 * The verdict follows typing on a puzzle of a book's size: a 30x30 from Jakub Wilk's test set,
 * typed as a book prints it. How soon it follows is a benchmark (`nonogram bench --only entry`),
 * not a test: a shared machine's timing is no test.
 */
import { readFileSync } from 'node:fs';
import { formatClue } from '../../src-main/engine/clue-text.ts';
import { readNin } from '../../src-main/engine/formats/nin.ts';
import { lineInput, openEntry, pasteInto, startPuzzle, verdict } from './entry-helpers.ts';
import { fixturePath, expect, test } from './fixtures.ts';

test('a 30x30 book puzzle reads "Unique solution" after its last keystroke, "No solution" once its last number is changed, and "Unique solution" again once it is put back', async ({
  app: page,
}) => {
  const puzzle = readNin(readFileSync(fixturePath('jwilk/data120.nin'), 'utf8'));
  const rows = puzzle.rows.map((clue) => formatClue(clue, puzzle.palette));
  const columns = puzzle.columns.map((clue) => formatClue(clue, puzzle.palette));
  const last = columns.at(-1)!;
  const lastDigit = last.at(-1)!;
  const title = verdict(page).getByTestId('verdict-title');

  await openEntry(page);
  await startPuzzle(page, 30, 30);
  await pasteInto(lineInput(page, 'row', 1), [...rows, ...columns.slice(0, -1)].join('\n'));
  await expect(lineInput(page, 'column', 30)).toBeFocused();
  // Without its last number the last column is short: the totals differ, so no picture fits.
  await page.keyboard.type(last.slice(0, -1));
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'none');

  await page.keyboard.press(lastDigit);
  await expect(lineInput(page, 'column', 30)).toHaveValue(last);
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'unique');
  await expect(title).toHaveText('Unique solution');

  const other = lastDigit === '5' ? '6' : '5';
  await page.keyboard.press('Backspace');
  await page.keyboard.press(other);
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'none');
  await expect(title).toHaveText('No solution');

  await page.keyboard.press('Backspace');
  await page.keyboard.press(lastDigit);
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'unique');
  await expect(title).toHaveText('Unique solution');
});
