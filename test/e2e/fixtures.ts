/**
 * The end-to-end fixtures. `server`: browser mode on a fresh data folder, one per test file (tests
 * of a file share it, the next file starts clean). `app`: a page opened on it, waited until the
 * shell says it is ready, that fails the test if the page logs an error or breaks its Content
 * Security Policy.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { isAbsolute, join } from 'node:path';
import { PROJECT_ROOT, startAppServer, type AppServer } from '../../src-main/bench/app-server.ts';
import { callApi } from './api.ts';

export { expect } from '@playwright/test';

export const FIXTURES = join(PROJECT_ROOT, 'test', 'e2e', 'fixtures');

/** A fixture of test/e2e/fixtures/ by name, or a file given by its absolute path (from fixturePath). */
export function fixture(name: string): string {
  return isAbsolute(name) ? name : join(FIXTURES, name);
}

export { fixturePath } from '../fixture-path.ts';

interface TestFixtures {
  server: AppServer;
  app: Page;
  /** Whether the app opens on its first-start page; the tests start past it unless they ask. */
  welcome: boolean;
}

interface WorkerFixtures {
  /** Servers by test file; the previous file's server stops when the next file starts. */
  servers: Map<string, AppServer>;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  servers: [
    // Playwright reads a fixture's dependencies from its object pattern; this one needs none.
    async ({ playwright: _playwright }, use) => {
      const servers = new Map<string, AppServer>();
      await use(servers);
      for (const server of servers.values()) await server.close();
    },
    { scope: 'worker' },
  ],

  server: async ({ servers }, use, testInfo) => {
    let server = servers.get(testInfo.file);
    if (!server) {
      for (const [file, other] of servers) {
        await other.close();
        servers.delete(file);
      }
      server = await startAppServer();
      servers.set(testInfo.file, server);
    }
    await use(server);
  },

  welcome: [false, { option: true }],

  app: async ({ page, server, request, welcome }, use) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    await callApi(request, server.url, 'settings.set', { welcomed: !welcome });
    await page.goto(server.url);
    await expect(page.getByTestId('shell')).toHaveAttribute('aria-busy', 'false');
    await use(page);
    expect(problems, 'the page logged errors').toEqual([]);
  },
});

/** The library's puzzle cards. */
export function cards(page: Page) {
  return page.getByTestId('puzzle-card');
}

/**
 * Imports files through the Import button and its file picker, into the place the dialog offers
 * (a collection per file of several puzzles, or the collection open) unless told `none`; resolves
 * when the summary shows.
 */
export async function importFiles(
  page: Page,
  names: readonly string[],
  into: 'offered' | 'none' = 'offered',
): Promise<void> {
  await page.getByRole('button', { name: 'Import…' }).first().click();
  const dialog = page.getByTestId('import-dialog');
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose files…' }).click();
  await (await chooser).setFiles(names.map(fixture));
  await startImport(page, into);
}

/** Starts the import of the files chosen, from the dialog's "where should they go" step. */
export async function startImport(page: Page, into: 'offered' | 'none' = 'offered'): Promise<void> {
  const dialog = page.getByTestId('import-dialog');
  await expect(dialog).toHaveAttribute('data-phase', 'planning');
  if (into === 'none') await page.getByRole('radio', { name: /^No collection/ }).check();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Import [\d,]+ files?$/ })
    .click();
  await expect(dialog).toHaveAttribute('data-phase', 'done');
}

/** Closes the import dialog after the summary. */
export async function closeImport(page: Page): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('import-dialog')).toBeHidden();
}

/** The card of the puzzle with this exact title (among the cards rendered now). */
export function cardTitled(page: Page, title: string) {
  return cards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/** Types into the library's search field and waits until the library has taken the search. */
export async function search(page: Page, text: string): Promise<void> {
  await page.getByLabel('Search puzzles').fill(text);
  await expect(page.getByTestId('library')).toHaveAttribute('data-search', text.trim());
}

/** The number in the library's "N puzzles" line. */
export async function libraryCount(page: Page): Promise<number> {
  const count = page.getByTestId('library-count');
  await expect(count).toHaveText(/^[\d,]+ puzzles?/);
  return Number((await count.innerText()).split(' ')[0]!.replace(/,/g, ''));
}
