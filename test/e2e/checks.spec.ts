/**
 * The library checks its puzzles by itself: after the first run every starter puzzle has its
 * difficulty on its card, and a new one is checked as it comes, with a pause that survives a reload.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { callApi } from './api.ts';
import { PROJECT_ROOT } from '../../src-main/bench/app-server.ts';
import { fixturePath, cards, expect, test } from './fixtures.ts';

const SHOTS = join(PROJECT_ROOT, 'test-results', 'screenshots');

test('the starter puzzles get their difficulty and verdict without anyone asking', async ({
  app: page,
  server,
  request,
}) => {
  await expect
    .poll(async () => (await callApi(request, server.url, 'checks.status', {})).remaining, {
      timeout: 90_000,
    })
    .toBe(0);
  await expect(page.getByTestId('library-checks')).toHaveCount(0);

  const listed = await callApi(request, server.url, 'library.list', { limit: 1000 });
  expect(listed.total).toBeGreaterThanOrEqual(30);
  const unrated = listed.items.filter((puzzle) => puzzle.difficulty === null).map((puzzle) => puzzle.title);
  expect(unrated).toEqual([]);
  expect(listed.items.filter((puzzle) => puzzle.verdict === 'unknown')).toEqual([]);

  // Every card on screen shows its rating.
  const shown = await cards(page).count();
  expect(shown).toBeGreaterThan(0);
  await expect(page.getByTestId('card-difficulty')).toHaveCount(shown);
});

test('a new puzzle is checked as it comes, and a pause holds until resumed', async ({
  app: page,
  server,
  request,
}) => {
  await expect
    .poll(async () => (await callApi(request, server.url, 'checks.status', {})).state, { timeout: 90_000 })
    .toBe('idle');
  const summary = await callApi(request, server.url, 'library.import', {
    jobId: 'import-faase',
    files: ['survey/faase.nin', 'edge-cases/multi-01-6x6.nin', 'edge-cases/none-01-7x7.nin'].map((path) => ({
      name: path.split('/').pop()!,
      text: readFileSync(fixturePath(path), 'utf8'),
    })),
  });
  const [faase, multiple, none] = summary.addedIds;

  const line = page.getByTestId('library-checks');
  await expect(line).toHaveAttribute('data-state', 'checking');
  await expect(line).toContainText('Checking puzzles: 0 of 3');
  await line.getByRole('button', { name: 'Pause' }).click();
  await expect(line).toHaveAttribute('data-state', 'paused');
  await expect(line).toContainText('Checking paused: 3 puzzles not checked yet');
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, '04f-library-checks-paused.png') });

  await page.reload();
  await expect(page.getByTestId('shell')).toHaveAttribute('aria-busy', 'false');
  await expect(line).toHaveAttribute('data-state', 'paused');
  expect(await callApi(request, server.url, 'checks.status', {})).toMatchObject({
    state: 'paused',
    remaining: 3,
  });

  await line.getByRole('button', { name: 'Resume' }).click();
  await expect(line).toHaveAttribute('data-state', 'checking');
  // Faase has many solutions and no check settles it within its ten seconds: it is left unrated.
  await expect(line).toHaveCount(0, { timeout: 60_000 });
  expect(await callApi(request, server.url, 'library.get', { id: faase! })).toMatchObject({
    verdict: 'unknown',
    difficulty: null,
  });
  // What the check found shows on the cards: a puzzle with several solutions, one with none.
  await page.getByPlaceholder('Search puzzles').fill('-01-');
  await expect(cards(page)).toHaveCount(2);
  const card = (id: number | undefined) =>
    page.locator(`[data-testid="puzzle-card"][data-puzzle-id="${id}"]`);
  await expect(card(multiple).getByTestId('card-verdict')).toHaveText('Not unique');
  await expect(card(none).getByTestId('card-verdict')).toHaveText('No solution');
  expect(await callApi(request, server.url, 'library.get', { id: none! })).toMatchObject({ difficulty: 10 });
  await page.screenshot({ path: join(SHOTS, '04g-library-check-verdicts.png') });
  await page.getByPlaceholder('Search puzzles').fill('');
  const difficulty = page.getByRole('combobox', { name: 'Difficulty' });
  await difficulty.selectOption({ label: 'No solution' });
  await expect(cards(page)).toHaveCount(1);
  await expect(card(none)).toBeVisible();
  await difficulty.selectOption({ label: 'Not unique' });
  await expect(cards(page)).toHaveCount(1);
  await expect(card(multiple)).toBeVisible();
  await difficulty.selectOption({ label: 'Not rated yet' });
  await expect(cards(page)).toHaveCount(1);
  await expect(card(faase)).toBeVisible();
  await difficulty.selectOption({ label: 'Any difficulty' });
  await page.getByPlaceholder('Search puzzles').fill('faase');
  await expect(cards(page)).toHaveCount(1);
  await expect(card(faase).getByTestId('card-verdict')).toHaveCount(0);
  await expect(card(faase).getByTestId('card-difficulty')).toHaveCount(0);
  expect(await callApi(request, server.url, 'checks.status', {})).toEqual({
    state: 'idle',
    checked: 0,
    remaining: 0,
    paused: false,
  });
});
