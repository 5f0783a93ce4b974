/** The first-start page in the light and the dark theme (test-results/screenshots/welcome-*.png). */
import { expect, test } from '../e2e/fixtures.ts';
import { shoot } from './shots.ts';

test.use({ welcome: true });

for (const scheme of ['light', 'dark'] as const) {
  test(`the first-start page in the ${scheme} theme`, async ({ app: page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.getByTestId('welcome')).toBeVisible();
    await shoot(page, 'welcome', scheme);
  });
}
