/**
 * A puzzle's details in Chromium: from the library's selection bar and from the play screen, the
 * title, author, book, page and notes are shown and edited; a save reaches the cards, the search,
 * the book filter and the play screen's header at once, and Cancel stores nothing.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { callApi } from './api.ts';
import { PROJECT_ROOT } from '../../src-main/bench/app-server.ts';
import { cardTitled, expect, search, test } from './fixtures.ts';
import { E2E_FIXTURES, importPuzzles, openPlay } from './play-helpers.ts';

const SHOTS = join(PROJECT_ROOT, 'test-results', 'screenshots');

test('details are edited from the library and the play screen, and Cancel keeps what was stored', async ({
  app: page,
  server,
  request,
}) => {
  const [house] = await importPuzzles(request, server.url, [join(E2E_FIXTURES, 'fixture-house.nin')]);
  await search(page, 'fixture-house');
  await cardTitled(page, 'fixture-house').getByRole('checkbox').check();
  await page
    .getByRole('toolbar', { name: 'Selected puzzles' })
    .getByRole('button', { name: 'Details…' })
    .click();

  const dialog = page.getByRole('dialog', { name: 'Details of fixture-house' });
  const form = dialog.getByTestId('puzzle-details');
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(form.getByLabel('Title')).toHaveValue('fixture-house');
  await expect(form).toContainText('9 × 9 · Black and white');
  await expect(save).toBeDisabled();
  // A space typed at the end is not a change.
  await form.getByLabel('Title').fill('fixture-house ');
  await expect(save).toBeDisabled();

  await form.getByLabel('Title').fill('Cottage');
  await form.getByLabel('Author').fill('A. Setter');
  await form.getByLabel('Book or magazine').fill('Winter Puzzles');
  await form.getByLabel('Page').fill('12');
  await form.getByLabel('Notes').fill('Bought in Leeds.\nThe chimney is the hard part.');
  await expect(save).toBeEnabled();
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, 'puzzle-details-dialog.png') });
  await save.click();
  await expect(dialog).toBeHidden();

  // The library follows: the card, the search over authors and books, the book filter.
  await search(page, 'Winter');
  await expect(cardTitled(page, 'Cottage')).toBeVisible();
  await expect(page.getByRole('combobox', { name: /source|book/i })).toContainText('Winter Puzzles');
  const stored = await callApi(request, server.url, 'library.get', { id: house! });
  expect(stored).toMatchObject({
    title: 'Cottage',
    author: 'A. Setter',
    source: 'Winter Puzzles',
    page: '12',
    notes: 'Bought in Leeds.\nThe chimney is the hard part.',
  });

  // The play screen shows them, and edits them too.
  await openPlay(page, server.url, house!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cottage');
  await expect(page.locator('.view-titles')).toContainText('by A. Setter · Winter Puzzles');
  const notes = page.getByTestId('puzzle-notes');
  await expect(notes).toContainText('Winter Puzzles, page 12');
  await expect(notes).toContainText('The chimney is the hard part.');
  await page.screenshot({ path: join(SHOTS, 'play-puzzle-notes.png') });

  const record = page.getByTestId('record-panel');
  await record.getByRole('button', { name: 'Details…' }).click();
  const again = page.getByRole('dialog', { name: 'Details of Cottage' });
  await again.getByLabel('Title').fill('Cottage at dusk');
  await again.getByRole('button', { name: 'Save' }).click();
  await expect(again).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cottage at dusk');

  // Cancel, and Escape, store nothing.
  await record.getByRole('button', { name: 'Details…' }).click();
  const third = page.getByRole('dialog', { name: 'Details of Cottage at dusk' });
  await third.getByLabel('Author').fill('Somebody else');
  await third.getByRole('button', { name: 'Cancel' }).click();
  await expect(third).toBeHidden();
  await record.getByRole('button', { name: 'Details…' }).click();
  await expect(third.getByLabel('Author')).toHaveValue('A. Setter');
  await third.getByLabel('Notes').fill('');
  await page.keyboard.press('Escape');
  await expect(third).toBeHidden();
  expect(await callApi(request, server.url, 'library.get', { id: house! })).toMatchObject({
    title: 'Cottage at dusk',
    author: 'A. Setter',
    notes: 'Bought in Leeds.\nThe chimney is the hard part.',
  });
});

test('"Book or magazine" offers the book collections, and naming one puts the puzzle into that book', async ({
  app: page,
  server,
  request,
}) => {
  const [kite] = await importPuzzles(request, server.url, [join(E2E_FIXTURES, 'fixture-two-ways.nin')]);
  const created = await callApi(request, server.url, 'collections.create', { name: 'Almanac shelf copy' });
  const info = { author: '', publisher: '', year: '', isbn: '', notes: '' };
  await callApi(request, server.url, 'collections.setBook', {
    id: created.id,
    book: { ...info, title: 'Griddlers Almanac' },
  });
  await page.reload();
  await search(page, 'fixture-two-ways');
  await cardTitled(page, 'fixture-two-ways').getByRole('checkbox').check();
  await page
    .getByRole('toolbar', { name: 'Selected puzzles' })
    .getByRole('button', { name: 'Details…' })
    .click();
  const form = page.getByTestId('puzzle-details');
  const field = form.getByLabel('Book or magazine');
  const options = form.locator(`datalist#${await field.getAttribute('list')} option`);
  await expect(options.first()).toHaveAttribute('value', 'Griddlers Almanac');

  await field.fill('griddlers almanac');
  await expect(form.getByTestId('details-book')).toHaveText(
    'Saving puts the puzzle into your book “Almanac shelf copy”.',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect
    .poll(async () => (await callApi(request, server.url, 'library.get', { id: kite! })).collectionIds)
    .toContain(created.id);
});
