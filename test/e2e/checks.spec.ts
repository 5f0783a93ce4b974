/**
 * The library checks its puzzles by itself: after the first run every starter puzzle has its
 * difficulty on its card, and a new one is checked as it comes, with a pause that survives a reload.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { callApi } from './api.ts';
import { PROJECT_ROOT } from './app-server.ts';
import { benchFile, cards, expect, test } from './fixtures.ts';

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
    files: [{ name: 'faase.nin', text: readFileSync(benchFile('survey/faase.nin'), 'utf8') }],
  });
  const [faase] = summary.addedIds;

  const line = page.getByTestId('library-checks');
  await expect(line).toHaveAttribute('data-state', 'checking');
  await expect(line).toContainText('Checking puzzles: 0 of 1');
  await line.getByRole('button', { name: 'Pause' }).click();
  await expect(line).toHaveAttribute('data-state', 'paused');
  await expect(line).toContainText('Checking paused: 1 puzzle not checked yet');
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, '04f-library-checks-paused.png') });

  await page.reload();
  await expect(page.getByTestId('shell')).toHaveAttribute('aria-busy', 'false');
  await expect(line).toHaveAttribute('data-state', 'paused');
  expect(await callApi(request, server.url, 'checks.status', {})).toMatchObject({
    state: 'paused',
    remaining: 1,
  });

  await line.getByRole('button', { name: 'Resume' }).click();
  await expect(line).toHaveAttribute('data-state', 'checking');
  // Faase has many solutions and no check settles it within its ten seconds: it is left unrated.
  await expect(line).toHaveCount(0, { timeout: 60_000 });
  expect(await callApi(request, server.url, 'library.get', { id: faase! })).toMatchObject({
    verdict: 'unknown',
    difficulty: null,
  });
  expect(await callApi(request, server.url, 'checks.status', {})).toEqual({
    state: 'idle',
    checked: 0,
    remaining: 0,
  });
});
