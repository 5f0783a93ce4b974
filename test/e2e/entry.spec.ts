import { formatClue } from '../../src-main/engine/clue-text.ts';
import { readNin } from '../../src-main/engine/formats/nin.ts';
import { fixtureText } from '../fixture-path.ts';
import { cardTitled, expect, search, test } from './fixtures.ts';
import {
  lineInput,
  lineItem,
  openEntry,
  openFreshEntry,
  pasteInto,
  startPuzzle,
  typeLines,
  verdict,
} from './entry-helpers.ts';

test.describe.configure({ mode: 'serial' });

/**
 * A 10x10 house, typed with a mix of separators as people copy them. Row 5 is typed "11" for "10":
 * the slip makes the clue too long for its row, and the mistake finder's fix puts it back.
 */
const HOUSE_ROWS = ['2', '4', '6', '8', '11', '1 1', '1,2,1', '1.2.3', '1 3', '8'];
const HOUSE_COLUMNS = ['1', '7', '3 1', '4, 2, 1', '5 2 1', '5 1', '4 3', '3 3', '7', '1'];

test('types a puzzle with a mistake, follows the warning, applies the fix, saves and plays it', async ({
  app: page,
}) => {
  await openEntry(page);
  await startPuzzle(page, 10, 10);

  await typeLines(page, HOUSE_ROWS.slice(0, 5));
  // The live check points at the line as soon as it is typed.
  await expect(lineItem(page, 'row', 5)).toHaveAttribute('data-state', 'error');
  const warning = page.getByTestId('entry-issues').locator('[data-line="row-5"]').first();
  await expect(warning).toContainText('Row 5: This clue needs 11 cells');
  await expect(page.getByTestId('typed-count')).toHaveText('5 of 20 lines typed');

  await typeLines(page, HOUSE_ROWS.slice(5));
  await expect(lineInput(page, 'column', 1)).toBeFocused();
  await typeLines(page, HOUSE_COLUMNS);

  await expect(verdict(page)).toHaveAttribute('data-verdict', 'none');
  await expect(verdict(page).getByTestId('verdict-title')).toHaveText('No solution');
  await expect(page.getByTestId('entry-issues')).toContainText(
    'The rows fill 55 cells but the columns fill 54.',
  );

  // Following the warning puts the cursor on the line it names.
  await warning.getByRole('button').click();
  await expect(lineInput(page, 'row', 5)).toBeFocused();

  // The finder starts by itself once the verdict stands; its fix for row 5 is offered.
  const mistakes = page.getByTestId('mistakes');
  await expect(mistakes).toHaveAttribute('data-status', 'done');
  const fix = mistakes.getByTestId('suggestion').filter({ hasText: 'Row 5: 11 → 10' });
  await expect(fix).toHaveAttribute('data-line', 'row-5');
  await expect(fix).toContainText('gives one solution');
  await fix.getByRole('button', { name: 'Apply' }).click();

  await expect(lineInput(page, 'row', 5)).toHaveValue('10');
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'unique');
  await expect(page.getByTestId('board')).toHaveAccessibleName(/100 of 100 cells proved/);
  await expect(page.getByTestId('entry-issues')).toHaveAttribute('data-count', '0');

  const details = page.getByTestId('entry-details');
  await details.getByLabel('Title', { exact: true }).fill('Typed House');
  await details.getByLabel('Author').fill('E. Tester');
  await details.getByLabel('Book or magazine').fill('Puzzle Book 3');
  await details.getByLabel('Page').fill('41');
  await details.getByLabel('Puzzle number').fill('17');
  await page.getByRole('button', { name: 'Save and play' }).click();

  await expect(page).toHaveURL(/#\/(play|solve)\/\d+$/);
  const id = /\/(\d+)$/.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Typed House');

  // The library has it; opening it from there plays it.
  await page.getByRole('link', { name: 'Library', exact: true }).click();
  // The search covers the author and the book too, which the entry screen stored.
  await search(page, 'Tester Puzzle Book');
  const card = cardTitled(page, 'Typed House');
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Typed House' }).click();
  await expect(page).toHaveURL(new RegExp(`#/(play|solve)/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Typed House');
  // The Play screen's board where the app has one, else the Solve screen's.
  await expect(
    page.getByRole('application', { name: /^Puzzle board/ }).or(page.getByTestId('board')),
  ).toBeVisible();

  // The saved puzzle is no longer a draft: the entry screen starts a new one.
  await openEntry(page);
  await expect(page.getByTestId('entry-setup')).toBeVisible();
});

test('saving the same clues again says so and keeps the draft', async ({ app: page }) => {
  await openEntry(page);
  await startPuzzle(page, 10, 10);
  await pasteInto(
    lineInput(page, 'row', 1),
    ['Rows', ...HOUSE_ROWS.map((l) => (l === '11' ? '10' : l)), '', 'Columns', ...HOUSE_COLUMNS].join('\n'),
  );
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'unique');
  await page.getByRole('button', { name: 'Save and play' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Already in your library' })).toBeVisible();
  await expect(page).toHaveURL(/#\/entry$/);
  await expect(lineInput(page, 'row', 5)).toHaveValue('10');
});

test('a complete puzzle draws no picture until "Show the picture" is pressed, and the choice is remembered in Settings', async ({
  app: page,
}) => {
  await openFreshEntry(page);
  await startPuzzle(page, 10, 10);
  await pasteInto(
    lineInput(page, 'row', 1),
    ['Rows', ...HOUSE_ROWS.map((l) => (l === '11' ? '10' : l)), '', 'Columns', ...HOUSE_COLUMNS].join('\n'),
  );
  // The verdict and the checks show; the board stays blank.
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'unique');
  await expect(verdict(page).getByTestId('verdict-title')).toBeVisible();
  await expect(page.getByTestId('entry-issues')).toHaveAttribute('data-count', '0');
  const board = page.getByTestId('entry-board');
  const toggle = board.getByRole('button', { name: 'Show the picture' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(board).toHaveAttribute('data-picture', 'hidden');
  await expect(board).toHaveAttribute('data-drawn', '0');
  await expect(page.getByTestId('board')).toHaveAccessibleName(/100 of 100 cells proved, picture hidden/);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(board).toHaveAttribute('data-drawn', '100');

  // The choice is a setting: it holds after a reload and Settings shows it.
  await page.reload();
  await expect(page.getByTestId('entry-board')).toHaveAttribute('data-drawn', '100');
  await page.keyboard.press('Control+,');
  const setting = page
    .getByTestId('settings-typing')
    .getByRole('checkbox', { name: /^Show the picture while typing/ });
  await expect(setting).toBeChecked();
  await setting.uncheck();
  await expect(setting).not.toBeChecked();
  await openEntry(page);
  await expect(page.getByTestId('entry-board')).toHaveAttribute('data-picture', 'hidden');
  await expect(page.getByTestId('entry-board')).toHaveAttribute('data-drawn', '0');
});

test('two fixes that both balance the totals and give one solution are offered side by side, neither as the answer, and the one chosen is applied', async ({
  app: page,
}) => {
  const puzzle = readNin(fixtureText('entry/two-fixes.nin'));
  const rows = puzzle.rows.map((clue) => formatClue(clue, puzzle.palette));
  const columns = puzzle.columns.map((clue) => formatClue(clue, puzzle.palette));
  expect(rows[6]).toBe('11 2');
  rows[6] = '12 2';
  await openFreshEntry(page);
  await startPuzzle(page, 15, 15);
  await pasteInto(lineInput(page, 'row', 1), ['Rows', ...rows, '', 'Columns', ...columns].join('\n'));

  const mistakes = page.getByTestId('mistakes');
  await expect(mistakes).toHaveAttribute('data-status', 'done');
  const equal = mistakes.getByTestId('equal-fixes');
  await expect(equal).toContainText('Compare each line with the page');
  const rowFix = equal.locator('[data-line="row-7"]');
  const columnFix = equal.locator('[data-line="column-12"]');
  await expect(rowFix.getByRole('row', { name: /Row 7/ })).toHaveText(/Row 7\s*12 2\s*11 2/);
  await expect(columnFix.getByRole('row', { name: /Column 12/ })).toHaveText(/Column 12\s*3 4 2\s*4 4 2/);
  // Neither is styled as the answer.
  await expect(mistakes.locator('button.primary')).toHaveCount(0);

  await rowFix.getByRole('button', { name: 'Apply this one' }).click();
  await expect(lineInput(page, 'row', 7)).toHaveValue('11 2');
  await expect(lineInput(page, 'column', 12)).toHaveValue('3 4 2');
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'unique');
});

test('keeps a half-typed draft over a reload', async ({ app: page }) => {
  await openEntry(page);
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await page.getByRole('button', { name: 'Discard and start over' }).click();
  await startPuzzle(page, 15, 12, { columnsFirst: true });
  await typeLines(page, ['1 2 3', '4,5', '6.7']);
  await page.getByTestId('entry-details').getByLabel('Title', { exact: true }).fill('Half done');
  // No waiting for the draft to be written: a reload at once must not lose the last line.
  await page.reload();
  await expect(page.getByTestId('entry')).toBeVisible();
  await expect(lineInput(page, 'column', 3)).toHaveValue('6.7');
  await expect(lineInput(page, 'column', 1)).toHaveValue('1 2 3');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Half done');
  await expect(page.getByTestId('typed-count')).toHaveText('3 of 27 lines typed');
  await expect(lineInput(page, 'column', 4)).toBeFocused();
});

test('reads the lines back one at a time', async ({ app: page }) => {
  await openEntry(page);
  await lineInput(page, 'column', 1).focus();
  await page.getByRole('button', { name: 'Read back' }).click();
  const readBack = page.getByTestId('read-back');
  await expect(readBack).toHaveAttribute('data-line', 'column-1');
  await expect(readBack.getByTestId('read-back-clue')).toHaveText(/1\s*2\s*3/);
  await page.keyboard.press('ArrowDown');
  await expect(readBack).toHaveAttribute('data-line', 'column-2');
  await expect(readBack.getByTestId('read-back-clue')).toHaveText(/4\s*5/);
  await page.keyboard.press('Space');
  await page.keyboard.press('Space');
  await expect(readBack).toHaveAttribute('data-line', 'column-4');
  await expect(readBack.getByTestId('read-back-clue')).toHaveText('not typed yet');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('e');
  await expect(readBack).toBeHidden();
  await expect(lineInput(page, 'column', 3)).toBeFocused();
});

test('types a colour puzzle with keys and the palette', async ({ app: page }) => {
  await openEntry(page);
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await page.getByRole('button', { name: 'Discard and start over' }).click();
  // A 3x2 picture: rr. / rgg (r = red, g = green).
  await startPuzzle(page, 3, 2, { colours: ['red', 'green'] });
  await page.keyboard.type('2r');
  await page.keyboard.press('Enter');
  await page.keyboard.type('1');
  await page.getByRole('button', { name: 'Insert the key of red (r)' }).click();
  await page.keyboard.type(' 2');
  await page.getByRole('button', { name: 'Insert the key of green (g)' }).click();
  await expect(lineInput(page, 'row', 2)).toHaveValue('1r 2g');
  await page.keyboard.press('Enter');
  await typeLines(page, ['r2', '1r,1g', 'g1']);
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'unique');
  await typeLines(page, []);
  await lineInput(page, 'column', 3).fill('1b');
  await expect(lineItem(page, 'column', 3)).toHaveAttribute('data-state', 'error');
  await expect(lineItem(page, 'column', 3)).toContainText('this puzzle has no colour "b"');
});
