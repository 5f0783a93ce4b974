/** Steps the entry-screen tests share: opening the screen, choosing a size, typing and pasting lines. */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export async function openEntry(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'New puzzle', exact: true }).click();
  await expect(page.getByTestId('entry-setup').or(page.getByTestId('entry'))).toBeVisible();
}

/** From the size choice to the first line's field, focused. */
export async function startPuzzle(
  page: Page,
  width: number,
  height: number,
  options: { colours?: readonly string[]; columnsFirst?: boolean } = {},
): Promise<void> {
  const setup = page.getByTestId('entry-setup');
  await setup.getByLabel('Width (columns)').fill(String(width));
  await setup.getByLabel('Height (rows)').fill(String(height));
  if (options.colours) {
    await setup.getByLabel('Colour', { exact: true }).check();
    const names = setup.getByRole('textbox', { name: /^Name of colour/ });
    while ((await names.count()) < options.colours.length) {
      await setup.getByRole('button', { name: 'Add a colour' }).click();
    }
    while ((await names.count()) > options.colours.length) {
      await setup
        .getByRole('button', { name: /^Remove / })
        .last()
        .click();
    }
    for (const [i, name] of options.colours.entries()) await names.nth(i).fill(name);
  }
  if (options.columnsFirst) await setup.getByLabel('Columns (top clues)').check();
  await setup.getByRole('button', { name: 'Start typing' }).click();
  await expect(page.getByTestId('entry')).toBeVisible();
  await expect(lineInput(page, options.columnsFirst ? 'column' : 'row', 1)).toBeFocused();
}

export function lineInput(page: Page, axis: 'row' | 'column', number: number): Locator {
  return page.getByRole('textbox', { name: `${axis === 'row' ? 'Row' : 'Column'} ${number}`, exact: true });
}

export function lineItem(page: Page, axis: 'row' | 'column', number: number): Locator {
  return page.getByTestId(`${axis}-${number}`);
}

/** Types each line from the keyboard alone, Enter after each one. */
export async function typeLines(page: Page, lines: readonly string[]): Promise<void> {
  for (const line of lines) {
    await page.keyboard.type(line);
    await page.keyboard.press('Enter');
  }
}

/** Pastes text into a field the way a clipboard paste arrives. */
export async function pasteInto(input: Locator, text: string): Promise<void> {
  await input.focus();
  await input.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

export function verdict(page: Page): Locator {
  return page.getByTestId('entry-verdict');
}

/** Opens the entry screen on its size choice, discarding a draft left by an earlier test. */
export async function openFreshEntry(page: Page): Promise<void> {
  await openEntry(page);
  if (await page.getByTestId('entry-setup').isVisible()) return;
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await page.getByRole('button', { name: 'Discard and start over' }).click();
  await expect(page.getByTestId('entry-setup')).toBeVisible();
}
