/**
 * Every screen and dialog checked with axe-core against WCAG 2.1 A and AA, in both themes:
 * contrast of text on its surface, names that match visible labels, roles, landmarks. A
 * violation fails the test with the rule, the element and axe's reason.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { cards, closeImport, expect, fixture, importFiles, startImport, test } from './fixtures.ts';
import { lineItem, openEntry, startPuzzle, typeLines } from './entry-helpers.ts';
import { callApi } from './api.ts';
import {
  E2E_FIXTURES,
  importPuzzles,
  markWalkthrough,
  openPlay,
  paint,
  PLAY_FIXTURES,
} from './play-helpers.ts';
import { readNin } from '../../src-main/engine/formats/nin.ts';
import { PROJECT_ROOT } from '../../src-main/bench/app-server.ts';

const PHOTOS = join(PROJECT_ROOT, 'test', 'fixtures', 'photo');

async function audit(page: Page, screen: string): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations.map(
    (v) =>
      `${screen}: ${v.id} (${v.impact}) ${v.help}\n` +
      v.nodes
        .slice(0, 6)
        .map((n) => `    ${n.target.join(' ')} :: ${n.failureSummary?.split('\n').slice(1).join(' ')}`)
        .join('\n'),
  );
}

test.describe('the first-start page', () => {
  test.use({ welcome: true });
  for (const scheme of ['light', 'dark'] as const) {
    test(`the first-start page in the ${scheme} theme`, async ({ app: page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await expect(page.getByTestId('welcome')).toBeVisible();
      expect(await audit(page, 'first-start page')).toEqual([]);
    });
  }
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the import's steps, a collection open, a book's details and the books in the ${scheme} theme`, async ({
    app: page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    const found: string[] = [];
    await expect(page.getByTestId('library-count')).not.toHaveText('Loading…');
    await page.getByRole('button', { name: 'Import…' }).first().click();
    await page.getByTestId('import-folder-input').setInputFiles(fixture('almanac'));
    await expect(page.getByTestId('import-plan')).toBeVisible();
    found.push(...(await audit(page, 'import: where the puzzles go')));
    await startImport(page);
    found.push(...(await audit(page, 'import summary of a folder')));
    await closeImport(page);
    await page.getByRole('button', { name: 'Import…' }).first().click();
    await expect(page.getByRole('button', { name: 'Show its summary' })).toBeVisible();
    found.push(...(await audit(page, 'import chooser with the last import')));
    await page.keyboard.press('Escape');

    const collections = page.getByRole('navigation', { name: 'Collections' });
    await collections.getByRole('button', { name: /^almanac/ }).click();
    await expect(page.getByTestId('collection-bar')).toBeVisible();
    found.push(...(await audit(page, 'a collection open')));
    await page.getByRole('button', { name: /^(Mark as a book|Book details)…$/ }).click();
    await expect(page.getByTestId('book-dialog')).toBeVisible();
    found.push(...(await audit(page, 'book details')));
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^(Mark as a book|Save)$/ })
      .click();
    await collections.getByRole('button', { name: /^Books/ }).click();
    await expect(page.getByTestId('book-card').first()).toBeVisible();
    found.push(...(await audit(page, 'books')));
    await collections.getByRole('button', { name: /^All puzzles/ }).click();
    expect(found).toEqual([]);
  });

  test(`screens in the ${scheme} theme`, async ({ app: page, server, request }) => {
    // Reduced motion: nothing is caught halfway through a fade.
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    const found: string[] = [];
    await expect(page.getByTestId('library-count')).not.toHaveText('Loading…');
    found.push(...(await audit(page, 'library')));
    for (const name of ['Import…', 'Export…', 'Print…', 'Random…']) {
      await page.getByRole('button', { name }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      found.push(...(await audit(page, `library ${name}`)));
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
    await importFiles(page, ['fixture-broken.nin', 'fixture-train-40x12.nin']);
    await expect(page.getByTestId('import-summary')).toBeVisible();
    found.push(...(await audit(page, 'import summary')));
    await closeImport(page);
    await cards(page).first().getByRole('checkbox').check();
    await expect(page.getByTestId('selection-count')).toHaveText('1 selected');
    found.push(...(await audit(page, 'library selection')));
    await page
      .getByRole('toolbar', { name: 'Selected puzzles' })
      .getByRole('button', { name: 'Details…' })
      .click();
    await expect(page.getByTestId('puzzle-details')).toBeVisible();
    found.push(...(await audit(page, 'puzzle details')));
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('puzzle-details')).toBeHidden();
    await page.keyboard.press('Escape');
    await page.keyboard.press('F1');
    await expect(page.getByRole('dialog')).toBeVisible();
    found.push(...(await audit(page, 'help')));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await cards(page).first().click({ button: 'right' });
    await expect(page.getByRole('menu', { name: 'Puzzle' })).toBeVisible();
    found.push(...(await audit(page, 'library puzzle menu')));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu', { name: 'Puzzle' })).toBeHidden();
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await expect(page.getByTestId('list-row').first()).toBeVisible();
    found.push(...(await audit(page, 'library list')));
    await page.getByRole('button', { name: 'Cards', exact: true }).click();
    const [house, flower] = await importPuzzles(request, server.url, [
      join(E2E_FIXTURES, scheme === 'light' ? 'fixture-house.nin' : 'fixture-two-ways.nin'),
      join(PLAY_FIXTURES, scheme === 'light' ? 'flower-5.non' : 'gate-5.nin'),
    ]);
    await openPlay(page, server.url, house!);
    found.push(...(await audit(page, 'play')));
    await page.keyboard.press('h');
    await expect(page.getByTestId('hint')).toBeVisible();
    found.push(...(await audit(page, 'play hint')));
    await page.keyboard.press('g');
    await expect(page.getByTestId('guess-bar')).toBeVisible();
    await paint(page, [0, 0], [2, 0]);
    await expect(page.getByTestId('guess-bar')).toHaveAttribute('data-guessed', '3');
    found.push(...(await audit(page, 'play guess')));
    await page.getByRole('button', { name: 'Reveal' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    found.push(...(await audit(page, 'play reveal dialog')));
    await page.getByRole('dialog').getByRole('button', { name: 'Reveal' }).click();
    await expect(page.getByTestId('completion')).toBeVisible();
    found.push(...(await audit(page, 'play revealed')));
    await openPlay(page, server.url, flower!);
    found.push(...(await audit(page, 'play colour')));
    // The solver's answer for the puzzle just played.
    await page.getByRole('link', { name: 'Solver' }).click();
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await expect(page.getByTestId('solver-panel')).toHaveAttribute('data-status', 'done');
    found.push(...(await audit(page, 'solve answer')));

    // Typing clues, one of them too long for its row.
    // The second theme finds the first one's draft (the server is shared), which is the same.
    await openEntry(page);
    if (await page.getByTestId('entry-setup').isVisible()) {
      await startPuzzle(page, 5, 5);
      await typeLines(page, ['1 1', '3 3']);
    }
    await expect(lineItem(page, 'row', 2)).toContainText('needs');
    found.push(...(await audit(page, 'entry typing')));

    for (const view of ['play', 'solve', 'entry', 'editor', 'stats', 'settings']) {
      await page.goto(`${server.url}#/${view}`);
      await expect(page.getByTestId('shell')).toHaveAttribute('aria-busy', 'false');
      found.push(...(await audit(page, view)));
    }

    expect(found).toEqual([]);
  });
}

// Hints past line logic: a trial's chain in the panel and folded in the narrow bar (opened), a
// puzzle with several solutions, and a trial step of the walkthrough.
for (const scheme of ['light', 'dark'] as const) {
  test(`hints past line logic in the ${scheme} theme`, async ({ app: page, server, request }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    const found: string[] = [];
    const trialPath = join(PLAY_FIXTURES, 'trial-10.nin');
    const severalPath = join(E2E_FIXTURES, 'fixture-two-ways.nin');
    const [trialId, severalId] = await puzzleIds(request, server.url, [trialPath, severalPath]);
    await markWalkthrough(request, server.url, trialId!, readNin(readFileSync(trialPath, 'utf8')), false);
    await openPlay(page, server.url, trialId!);
    await page.keyboard.press('h');
    await expect(page.getByTestId('hint-panel').getByTestId('trial')).toBeVisible();
    found.push(...(await audit(page, 'play trial hint')));
    await page.setViewportSize({ width: 640, height: 480 });
    const bar = page.getByTestId('hint-bar');
    await bar.locator('summary').click();
    await expect(bar.getByRole('listitem').first()).toBeVisible();
    found.push(...(await audit(page, 'play trial hint, narrow')));
    await page.setViewportSize({ width: 1280, height: 800 });

    await markWalkthrough(request, server.url, severalId!, readNin(readFileSync(severalPath, 'utf8')), true);
    await openPlay(page, server.url, severalId!);
    await page.keyboard.press('h');
    await expect(page.getByTestId('hint')).toHaveAttribute('data-why', 'several-solutions');
    found.push(...(await audit(page, 'play several-solutions hint')));

    await page.goto(`${server.url}#/solve/${trialId}`);
    await page.getByRole('button', { name: 'Explain', exact: true }).click();
    await expect(page.getByTestId('steps')).toHaveAttribute('data-status', 'done');
    await page.getByRole('button', { name: 'Last step' }).click();
    const slider = page.getByRole('slider', { name: 'Step' });
    await slider.focus();
    // The walkthrough ends in line steps after its one trial: step back until the trial shows.
    const trial = page.getByTestId('step-sentence').getByTestId('trial');
    for (let i = 0; i < 20 && !(await trial.isVisible()); i++) await slider.press('ArrowLeft');
    await expect(trial).toBeVisible();
    found.push(...(await audit(page, 'solve trial step')));
    expect(found).toEqual([]);
  });
}

/** The puzzles of `paths`: imported by the first theme's run, started afresh by the second's. */
async function puzzleIds(request: APIRequestContext, serverUrl: string, paths: string[]): Promise<number[]> {
  const added = await importPuzzles(request, serverUrl, paths);
  if (added.length === paths.length) return added;
  const ids: number[] = [];
  for (const path of paths) {
    const title = basename(path).replace(/\.nin$/, '');
    const list = await callApi(request, serverUrl, 'library.list', { search: title });
    const id = list.items.find((item) => item.title === title)?.id;
    if (id === undefined) throw new Error(`${title} is not in the library`);
    await callApi(request, serverUrl, 'play.restart', { puzzleId: id });
    ids.push(id);
  }
  return ids;
}

// Reading a photo: the chooser, the corners asked for on a page with no grid, a draft read from a
// scan with its marks, and read-back beside the page's strip. The draft is thrown away after.
for (const scheme of ['light', 'dark'] as const) {
  test(`reading a photo in the ${scheme} theme`, async ({ app: page }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    const found: string[] = [];
    await openEntry(page);
    await page.keyboard.press('Control+Shift+O');
    const photoDialog = page.getByTestId('photo-dialog');
    await expect(photoDialog).toHaveAttribute('data-phase', 'choose');
    found.push(...(await audit(page, 'photo chooser')));
    await photoDialog.getByTestId('photo-input').setInputFiles(join(PHOTOS, 'no-puzzle.jpg'));
    await expect(photoDialog).toHaveAttribute('data-phase', 'corners');
    found.push(...(await audit(page, 'photo corners')));
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.keyboard.press('Control+Shift+O');
    await photoDialog.getByTestId('photo-input').setInputFiles(join(PHOTOS, 'scan-10x10.png'));
    // A draft typed before (the screens' test) is replaced, after asking.
    const replace = page.getByRole('button', { name: 'Use the photo’s puzzle' });
    await expect(replace.or(page.getByTestId('photo-panel'))).toBeVisible();
    if (await replace.isVisible()) await replace.click();
    await expect(page.getByTestId('photo-panel')).toBeVisible();
    found.push(...(await audit(page, 'entry read from a photo')));
    await page.getByRole('button', { name: 'Read back' }).click();
    await expect(page.getByTestId('line-slice')).toBeVisible();
    found.push(...(await audit(page, 'read-back of a photo')));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByRole('button', { name: 'Discard and start over' }).click();
    await expect(page.getByTestId('entry-setup')).toBeVisible();
    expect(found).toEqual([]);
  });
}

// Reading a book: the chooser, the photos chosen in order, the review list with a page checked, one
// to look at and one without a puzzle, and a page opened on the typing screen beside its picture.
for (const scheme of ['light', 'dark'] as const) {
  test(`reading a book in the ${scheme} theme`, async ({ app: page }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    const found: string[] = [];
    await openEntry(page);
    await page.keyboard.press('Control+Shift+B');
    const dialog = page.getByTestId('book-read-dialog');
    await expect(dialog).toHaveAttribute('data-phase', /choose|review/);
    if ((await dialog.getAttribute('data-phase')) === 'review') {
      await page.getByRole('dialog').getByRole('button', { name: 'Read another book…' }).click();
    }
    await expect(dialog).toHaveAttribute('data-phase', 'choose');
    found.push(...(await audit(page, 'book chooser')));
    // Chosen out of order: the book reads them by name, page1 first.
    const pages = [
      { name: 'page2.png', mimeType: 'image/png', fixture: 'misprint-10x10.png' },
      { name: 'page1.png', mimeType: 'image/png', fixture: 'scan-10x10.png' },
      { name: 'page3.jpg', mimeType: 'image/jpeg', fixture: 'no-puzzle.jpg' },
    ];
    await dialog.getByTestId('book-input').setInputFiles(
      pages.map(({ name, mimeType, fixture }) => ({
        name,
        mimeType,
        buffer: readFileSync(join(PHOTOS, fixture)),
      })),
    );
    await expect(dialog).toHaveAttribute('data-phase', 'ready');
    found.push(...(await audit(page, 'book ready')));
    await page.getByRole('dialog').getByRole('button', { name: 'Read as a book' }).click();
    await expect(dialog).toHaveAttribute('data-phase', 'review', { timeout: 60_000 });
    await expect(dialog.getByTestId('book-page')).toHaveCount(3);
    found.push(...(await audit(page, 'book review list')));
    await dialog.getByRole('button', { name: 'Open page 1 on the typing screen' }).click();
    const replace = page.getByRole('button', { name: 'Use the photo’s puzzle' });
    await expect(replace.or(page.getByTestId('photo-panel'))).toBeVisible();
    if (await replace.isVisible()) await replace.click();
    await expect(page.getByTestId('photo-panel')).toBeVisible();
    found.push(...(await audit(page, 'entry of a book page')));
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByRole('button', { name: 'Discard and start over' }).click();
    await expect(page.getByTestId('entry-setup')).toBeVisible();
    expect(found).toEqual([]);
  });
}
