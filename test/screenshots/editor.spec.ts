/**
 * Pictures of the editor in the light and the dark theme, for a person to review
 * (test-results/screenshots, not committed). Each shot waits for what the screen signals.
 */
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src-main/bench/app-server.ts';
import { cellCentre, checkPanel, click, drawHouse, newPicture, stroke } from '../e2e/editor-helpers.ts';
import { expect, test } from '../e2e/fixtures.ts';
import { FEW_CHANGES } from '../../src-renderer/views/editor/check-words.ts';
import { shoot } from './shots.ts';

const IMAGE = join(PROJECT_ROOT, 'test', 'fixtures', 'editor', 'ball-and-bar.png');

test.describe.configure({ mode: 'serial' });

for (const scheme of ['light', 'dark'] as const) {
  test(`the editor in the ${scheme} theme`, async ({ app: page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await newPicture(page, 15, 15);
    await expect(checkPanel(page)).toHaveAttribute('data-state', 'empty');
    await shoot(page, 'editor-01-empty', scheme);

    await drawHouse(page);
    await expect(checkPanel(page)).not.toHaveAttribute('data-state', 'checking');
    await page.getByRole('radio', { name: 'Mirror left and right' }).click();
    const hover = await cellCentre(page, 4, 3);
    await page.mouse.move(hover.x, hover.y);
    await shoot(page, 'editor-02-drawing', scheme);
    await page.getByLabel('Title', { exact: true }).fill('House');
    await page
      .getByTestId('editor')
      .locator('aside')
      .evaluate((side) => side.scrollTo(0, side.scrollHeight));
    await shoot(page, 'editor-03-side-panels', scheme);

    await newPicture(page, 8, 8);
    await page.getByRole('radio', { name: 'No mirror' }).click();
    for (const [x, y] of [
      [1, 1],
      [2, 2],
      [5, 1],
      [6, 1],
      [5, 2],
      [1, 5],
      [1, 6],
      [2, 6],
      [3, 6],
    ] as const) {
      await click(page, x, y);
    }
    await expect(checkPanel(page)).toHaveAttribute('data-state', 'multiple');
    await expect(page.getByTestId('editor-suggestion')).toHaveAttribute('data-status', 'done');
    await page.mouse.move(5, 5);
    await shoot(page, 'editor-04-ambiguous', scheme);
    await page.getByLabel(/logic leaves open/).check();
    await shoot(page, 'editor-04b-open-cells', scheme);
    await page.getByLabel(/logic leaves open/).uncheck();
    // Fix until unique on a diagonal (any arrangement of its cells fits the clues): the cells it
    // would change ringed on the board, then the question it asks before changing more than a few.
    await newPicture(page, 6, 6);
    await page.getByRole('radio', { name: 'Line', exact: true }).click();
    await stroke(page, [
      [0, 0],
      [5, 5],
    ]);
    await page.getByRole('radio', { name: 'Pencil' }).click();
    await expect(checkPanel(page)).toHaveAttribute('data-state', 'multiple');
    await page
      .getByTestId('editor')
      .locator('aside')
      .evaluate((side) => side.scrollTo(0, 0));
    const fix = page.getByTestId('unique-fix');
    await fix.getByRole('button', { name: 'Fix until unique' }).click();
    await expect(fix).toHaveAttribute('data-status', 'proposed', { timeout: 60_000 });
    await shoot(page, 'editor-04c-fix-proposed', scheme);
    if (Number(await fix.getAttribute('data-changes')) > FEW_CHANGES) {
      await fix.getByRole('button', { name: /^Apply/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot(page, 'editor-04d-fix-ask', scheme);
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    }
    await fix.getByRole('button', { name: 'Discard' }).click();

    await page.getByRole('button', { name: 'From an image…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start from an image' });
    await shoot(page, 'editor-05-image-choose', scheme);
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose an image…' }).click();
    await (await chooser).setFiles(IMAGE);
    await expect(dialog.getByTestId('image-preview')).toBeVisible();
    await shoot(page, 'editor-06-image-black-and-white', scheme);
    await dialog.getByText('A few colours').click();
    await dialog.getByLabel('Number of colours').fill('4');
    await expect(dialog.getByRole('list', { name: 'Colours found' }).getByRole('listitem')).toHaveCount(4);
    await shoot(page, 'editor-07-image-colours', scheme);
    await dialog.getByRole('button', { name: 'Use this picture' }).click();
    await expect(checkPanel(page)).not.toHaveAttribute('data-state', 'checking');
    await expect(page.getByTestId('editor-difficulty')).toHaveAttribute('data-status', 'done');
    await shoot(page, 'editor-08-colour-picture', scheme);

    await page.getByRole('button', { name: 'From an image…' }).click();
    const chooser2 = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose an image…' }).click();
    await (await chooser2).setFiles(IMAGE);
    await dialog.getByLabel('Keep proportions').uncheck();
    await dialog.getByLabel('Width').fill('100');
    await dialog.getByLabel('Height').fill('100');
    await dialog.getByRole('button', { name: 'Use this picture' }).click();
    await expect(page.getByTestId('editor-summary')).toContainText('100 × 100');
    await expect(checkPanel(page)).not.toHaveAttribute('data-state', 'checking');
    await shoot(page, 'editor-09-100x100', scheme);
  });
}
