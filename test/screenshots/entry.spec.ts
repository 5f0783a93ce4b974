/**
 * Pictures of the entry screen in the light and the dark theme, for a person to review
 * (test-results/screenshots/entry-*.png): the size choice, a half-typed colour puzzle, warnings,
 * a verdict with its picture hidden and shown, suggested fixes, two fixes the clues cannot tell apart, read-back mode. The puzzle is Cat (webpbn #6, by
 * Jan Wolter) from the survey set.
 */
import type { Page } from '@playwright/test';
import { formatClue } from '../../src-main/engine/clue-text.ts';
import { readNin } from '../../src-main/engine/formats/nin.ts';
import { lineInput, openEntry, pasteInto, startPuzzle, typeLines, verdict } from '../e2e/entry-helpers.ts';
import { expect, test } from '../e2e/fixtures.ts';
import { fixtureText } from '../fixture-path.ts';
import { shoot } from './shots.ts';

const CAT = readNin(fixtureText('survey/webpbn-00006.nin'));
const ROWS = CAT.rows.map((clue) => formatClue(clue, CAT.palette));
const COLUMNS = CAT.columns.map((clue) => formatClue(clue, CAT.palette));
const TWO_FIXES = readNin(fixtureText('entry/two-fixes.nin'));

async function discardDraft(page: Page): Promise<void> {
  if (await page.getByTestId('entry-setup').isVisible()) return;
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await page.getByRole('button', { name: 'Discard and start over' }).click();
}

test.describe.configure({ mode: 'serial' });

for (const scheme of ['light', 'dark'] as const) {
  test(`the entry screen in the ${scheme} theme`, async ({ app: page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await openEntry(page);
    await discardDraft(page);
    await shoot(page, 'entry-01-setup', scheme);

    await page.getByTestId('entry-setup').getByLabel('Colour', { exact: true }).check();
    await shoot(page, 'entry-02-setup-colours', scheme);
    await page.getByTestId('entry-setup').getByLabel('Black and white').check();

    await startPuzzle(page, 20, 20);
    await shoot(page, 'entry-03-empty', scheme);

    await typeLines(page, ROWS.slice(0, 9));
    await page.keyboard.type('3 18');
    await page.getByTestId('entry-details').getByLabel('Title', { exact: true }).fill('Cat');
    await page.getByTestId('entry-details').getByLabel('Author').fill('Jan Wolter');
    await lineInput(page, 'row', 10).focus();
    await shoot(page, 'entry-04-half-typed-with-warning', scheme);

    await pasteInto(lineInput(page, 'row', 10), [...ROWS.slice(9), ...COLUMNS].join('\n'));
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'unique');
    await lineInput(page, 'column', 20).focus();
    await expect(page.getByTestId('entry-board')).toHaveAttribute('data-picture', 'hidden');
    await shoot(page, 'entry-05-verdict-picture-hidden', scheme);
    const toggle = page.getByRole('button', { name: 'Show the picture' });
    await toggle.click();
    await expect(page.getByTestId('entry-board')).toHaveAttribute('data-drawn', '400');
    await shoot(page, 'entry-05-verdict-picture', scheme);
    await toggle.click();
    await expect(page.getByTestId('entry-board')).toHaveAttribute('data-picture', 'hidden');

    const wrong = ROWS[6]!.replace(/\d+$/, (n) => String(Number(n) + 1));
    await lineInput(page, 'row', 7).fill(wrong);
    await expect(page.getByTestId('mistakes')).toHaveAttribute('data-status', 'done');
    await expect(page.getByTestId('suggestion').first()).toBeVisible();
    await page.getByTestId('suggestion').first().hover();
    await shoot(page, 'entry-06-suggestions', scheme);

    await lineInput(page, 'row', 7).fill(ROWS[6]!);
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'unique');
    await lineInput(page, 'row', 4).focus();
    await page.getByRole('button', { name: 'Read back' }).click();
    await expect(page.getByTestId('read-back')).toHaveAttribute('data-line', 'row-4');
    await shoot(page, 'entry-07-read-back', scheme);
    await page.keyboard.press('Escape');

    await discardDraft(page);
    await startPuzzle(page, 10, 8, { colours: ['red', 'green', 'blue'] });
    await typeLines(page, ['2r 3g', 'r1 g2, b4', '1r.1g.1b', '12r']);
    await shoot(page, 'entry-08-colour-typing', scheme);
    await discardDraft(page);

    // Row 7 of two-fixes.nin typed 12 2 for 11 2: two fixes the clues cannot tell apart.
    await startPuzzle(page, 15, 15);
    const typo = TWO_FIXES.rows.map((clue, index) => (index === 6 ? '12 2' : formatClue(clue, [])));
    const columns = TWO_FIXES.columns.map((clue) => formatClue(clue, []));
    await pasteInto(lineInput(page, 'row', 1), ['Rows', ...typo, '', 'Columns', ...columns].join('\n'));
    await expect(page.getByTestId('equal-fixes')).toBeVisible();
    await page.getByTestId('mistakes').scrollIntoViewIfNeeded();
    await shoot(page, 'entry-09-equal-fixes', scheme);
    await discardDraft(page);

    await page.keyboard.press('Control+,');
    await page.getByTestId('settings-typing').scrollIntoViewIfNeeded();
    await expect(page.getByRole('checkbox', { name: /^Show the picture while typing/ })).toBeEnabled();
    await shoot(page, 'entry-10-settings-typing', scheme);
  });
}
