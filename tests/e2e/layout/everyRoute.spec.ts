// Every route, as each role, in both themes (issue: dark mode people can read, phones that never scroll
// sideways): axe finds no serious or critical violation (nor, in light, content outside landmarks or a
// skipped heading level), and at 390 px no page is wider than the screen.
// Each route is loaded twice per role — light at 1366 × 900 as the demo account (with its data), dark at
// 390 × 844 as a new account of the same role whose UI settings say dark — so both themes and both widths
// are covered without four loads of every page (contrast does not depend on the width, overflow not on
// the theme).
//
// One test per role and theme walks all its routes in one signed-in page: a fresh page and sign-in per
// route cost more than the route's own checks. Each route is a step named by its path, and its checks are
// soft, so a failing route does not hide the ones after it and the report names every failing route.
// The walk moves between routes inside the app, as its links do (a full load boots the whole app again
// and costs the browser about a second of CPU per route); a route that only changes the search is loaded.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AccountKey } from '../support/accounts';
import { signIn, storeSession, type Session } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { callGateway } from '../support/gateway';
import { expectNoHorizontalScroll } from '../support/layout';
import { createUser } from '../support/newUser';
import { PAGE_LOAD } from '../support/pageLoad';
import { routesFor } from '../support/routes';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
// A route's load and axe scan take a few seconds; a busy CI machine gets room for several times that.
const PER_ROUTE_MS = 25_000;

/** A new account of the role whose UI settings say dark: its settings are its own, never the demo accounts'. */
async function darkSession(request: APIRequestContext, account: AccountKey): Promise<Session> {
  const session = await createUser(request, account, `Dark ${account}`);
  await callGateway(request, session.token, 'mutation ($input: UpdateUiSettingsInput!) { updateUiSettings(input: $input) { message } }', {
    input: { darkMode: true },
  });
  return session;
}

/** Marks the headings of the page being left: the next page's heading is one without the mark. */
const LEFT = 'data-e2e-left';

/**
 * Opens the route: the first by loading it, the others through the app's router (the History API and the
 * popstate event it listens to, as Back and Forward do). The app keys each page by its path
 * (web/src/shared/layout/PageOutlet.tsx), so the new page's heading is a new element; a change of the search
 * alone keeps the page and its heading, so such a route is loaded instead.
 */
async function open(page: Page, path: string, first: boolean): Promise<void> {
  const samePage = !first && new URL(path, page.url()).pathname === new URL(page.url()).pathname;
  if (first || samePage) {
    await page.goto(path);
    return;
  }
  await page.evaluate(
    ({ to, left }) => {
      for (const heading of document.querySelectorAll('main h1')) heading.setAttribute(left, '');
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    },
    { to: path, left: LEFT },
  );
}

/**
 * The route has drawn its page: a level-1 heading in <main> (not the page's before it), no loading skeleton
 * left, the theme applied. Soft: a route that fails to draw is reported, and its scan still runs on what is there.
 */
async function pageReady(page: Page, path: string, dark: boolean): Promise<void> {
  await expect.soft(page.locator(`main h1:not([${LEFT}])`).first(), `${path}: the page has drawn its heading`).toBeVisible(PAGE_LOAD);
  await expect.soft(page.getByTestId('page-skeleton'), `${path}: no loading skeleton is left`).toHaveCount(0, PAGE_LOAD);
  await expect.soft(page.locator('html'), `${path}: the theme is applied`).toHaveClass(dark ? /\bdark\b/ : /\blight\b/, PAGE_LOAD);
}

// The role × theme walks are independent: workers share them out.
test.describe.configure({ mode: 'parallel' });

for (const account of ['admin', 'officer', 'lender'] as const) {
  test.describe(`as the ${account}`, () => {
    const routes = routesFor(account);

    test(`every route in light at 1366 × 900: no serious accessibility violation`, async ({ page }) => {
      test.setTimeout(routes.length * PER_ROUTE_MS);
      await page.setViewportSize(DESKTOP);
      await signIn(page, account);
      for (const [index, path] of routes.entries()) {
        await test.step(path, async () => {
          await open(page, path, index === 0);
          await pageReady(page, path, false);
          await expectNoSeriousA11yViolations(page, { soft: true, where: path, pageStructure: true });
        });
      }
    });

    test(`every route in dark at 390 × 844: readable, no sideways scroll`, async ({ page }) => {
      test.setTimeout(routes.length * PER_ROUTE_MS);
      await page.setViewportSize(PHONE);
      await storeSession(page, await darkSession(page.request, account));
      for (const [index, path] of routes.entries()) {
        await test.step(path, async () => {
          await open(page, path, index === 0);
          await pageReady(page, path, true);
          await expectNoHorizontalScroll(page, { soft: true, where: path });
          await expectNoSeriousA11yViolations(page, { soft: true, where: path });
        });
      }
    });
  });
}

// Tabs hide panels from a route's first load: the Company Directory (a tab of /lender-finder) in dark mode.
test('the Company Directory in dark mode has no serious violation', async ({ page }) => {
  await storeSession(page, await darkSession(page.request, 'officer'));
  await page.goto('/lender-finder');
  await expect(page.locator('main h1').first()).toBeVisible(PAGE_LOAD);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/, PAGE_LOAD);
  await page.getByRole('tab', { name: 'Company Directory' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Company Directory' }).getByRole('heading', { level: 2 }).first()).toBeVisible(PAGE_LOAD);
  await expectNoSeriousA11yViolations(page);
});

test('signed out: the sign-in screen has no serious violation and fits a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'SIGN IN' })).toBeVisible(PAGE_LOAD);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
});
