// Every route, as each role, in both themes (issue: dark mode people can read, phones that never scroll
// sideways): axe finds no serious or critical violation, and at 390 px no page is wider than the screen.
// Each route is loaded twice per role — light at 1366 × 900, dark at 390 × 844 — so both themes and both
// widths are covered without four loads of every page (colour contrast does not depend on the width,
// and overflow does not depend on the theme).
import { expect, test, type Page } from '@playwright/test';
import type { AccountKey } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectNoHorizontalScroll } from '../support/layout';
import { signInAsNewUser, type ROLE_IDS } from '../support/newUser';
import { callGateway } from '../support/gateway';
import { PAGE_LOAD } from '../support/pageLoad';
import { routesFor } from '../support/routes';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The route has drawn its page: a level-1 heading in <main> and no loading skeleton or spinner left. */
async function pageReady(page: Page, dark: boolean): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible(PAGE_LOAD);
  await expect(page.locator('[aria-busy="true"], [data-testid="page-skeleton"]')).toHaveCount(0, PAGE_LOAD);
  await expect(page.locator('html')).toHaveClass(dark ? /\bdark\b/ : /\blight\b/, PAGE_LOAD);
}

async function sweep(page: Page, account: AccountKey, dark: boolean): Promise<void> {
  // A fresh account per role: its UI settings (dark mode) are its own, never the demo accounts'.
  const session = await signInAsNewUser(page, account as keyof typeof ROLE_IDS, `Sweep ${account}`);
  await callGateway(page.request, session.token, 'mutation ($input: UpdateUiSettingsInput!) { updateUiSettings(input: $input) { message } }', {
    input: { darkMode: dark },
  });
  for (const path of routesFor(account)) {
    await test.step(path, async () => {
      await page.goto(path);
      await pageReady(page, dark);
      if (!dark) await expectNoSeriousA11yViolations(page);
      else {
        await expectNoHorizontalScroll(page);
        await expectNoSeriousA11yViolations(page);
      }
    });
  }
}

for (const account of ['admin', 'officer', 'lender'] as const) {
  test.describe(`every route as the ${account}`, () => {
    test('light at 1366 × 900: no serious accessibility violation', async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(DESKTOP);
      await sweep(page, account, false);
    });

    test('dark at 390 × 844: readable and no sideways scroll', async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(PHONE);
      await sweep(page, account, true);
    });
  });
}

test('signed out: the sign-in screen in light mode has no serious violation and fits a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'SIGN IN' })).toBeVisible(PAGE_LOAD);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
});
