/**
 * Pictures of hints past line logic in the light and the dark theme, for a person to review: a
 * trial's chain in the panel with its cell ringed and its lines banded, the same once its cell is
 * shown, the bar over a narrow board, a puzzle with several solutions with the cells where two
 * differ, and a trial step of the solve screen's walkthrough.
 */
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { explainWithTrials } from '../../src-main/engine/explain/several-solutions.ts';
import { trialOf } from '../../src-main/engine/explain/trial-step.ts';
import { readNin } from '../../src-main/engine/formats/nin.ts';
import type { Puzzle } from '../../src-main/engine/puzzle.ts';
import { callApi } from '../e2e/api.ts';
import { expect, test } from '../e2e/fixtures.ts';
import {
  E2E_FIXTURES,
  importPuzzles,
  markWalkthrough,
  openPlay,
  PLAY_FIXTURES,
} from '../e2e/play-helpers.ts';
import { shoot } from './shots.ts';

const TRIAL = join(PLAY_FIXTURES, 'trial-10.nin');
const TWO_WAYS = join(E2E_FIXTURES, 'fixture-two-ways.nin');
const read = (path: string): Puzzle => readNin(readFileSync(path, 'utf8'));

test.describe.configure({ mode: 'serial' });

for (const scheme of ['light', 'dark'] as const) {
  test(`hints past line logic in the ${scheme} theme`, async ({ app: page, server }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const trialPuzzle = read(TRIAL);
    const trialId = await fresh(page, server.url, TRIAL, 'trial-10');
    await markWalkthrough(page.request, server.url, trialId, trialPuzzle, false);
    await openPlay(page, server.url, trialId);
    await page.keyboard.press('h');
    await expect(page.getByTestId('hint-panel').getByTestId('trial')).toBeVisible();
    await shoot(page, 'play-trial-hint', scheme);
    await page.keyboard.press('h');
    await expect(page.getByTestId('hint')).toHaveAttribute('data-cells-shown', 'true');
    await shoot(page, 'play-trial-hint-cells', scheme);

    await page.setViewportSize({ width: 640, height: 480 });
    await page.keyboard.press('Escape');
    await page.keyboard.press('h');
    await expect(page.getByTestId('hint-bar').getByTestId('trial')).toBeVisible();
    await shoot(page, 'play-trial-hint-narrow', scheme);
    await page.setViewportSize({ width: 1280, height: 800 });

    const severalId = await fresh(page, server.url, TWO_WAYS, 'fixture-two-ways');
    await markWalkthrough(page.request, server.url, severalId, read(TWO_WAYS), true);
    await openPlay(page, server.url, severalId);
    await page.keyboard.press('h');
    await expect(page.getByTestId('hint')).toHaveAttribute('data-why', 'several-solutions');
    await shoot(page, 'play-several-solutions-hint', scheme);

    const at = explainWithTrials(trialPuzzle).steps.findIndex((step) => trialOf(step) !== null);
    await page.goto(`${server.url}#/solve/${trialId}`);
    await page.getByRole('button', { name: 'Explain', exact: true }).click();
    await expect(page.getByTestId('steps')).toHaveAttribute('data-status', 'done');
    const slider = page.getByRole('slider', { name: 'Step' });
    await slider.focus();
    for (let i = 0; i <= at; i++) await slider.press('ArrowRight');
    await expect(page.getByTestId('step-sentence').getByTestId('trial')).toBeVisible();
    await shoot(page, 'solve-trial-step', scheme);
  });
}

/** The puzzle of `path`, imported by the first run and started afresh by the second. */
async function fresh(page: Page, serverUrl: string, path: string, title: string): Promise<number> {
  const [added] = await importPuzzles(page.request, serverUrl, [path]);
  if (added !== undefined) return added;
  const list = await callApi(page.request, serverUrl, 'library.list', { search: title });
  const found = list.items.find((item) => item.title === title);
  if (!found) throw new Error(`${title} is not in the library`);
  await callApi(page.request, serverUrl, 'play.restart', { puzzleId: found.id });
  return found.id;
}
