// Route guards (spec §2 "Routing and guards", §4 "Authenticated") and where /dashboard sends each role.
import { expect, test } from '@playwright/test';
import { fakeToken, signIn, storeSession, storedToken } from './support/auth';
import { PAGE_LOAD } from './support/pageLoad';

test.describe('route guards', () => {
  test('a signed-out visit to / goes to /login', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  });

  test('signed out, the dashboard goes to /login', async ({ page }) => {
    await page.goto('/dashboard/users');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown path goes to /login, signed in or not', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, 'admin');
    await page.goto('/no-such-page');
    // A signed-in visitor then bounces from /login to /dashboard.
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an expired token goes to /login and is removed', async ({ page }) => {
    await storeSession(page, { token: fakeToken(-60), role: 'Admin', email: 'admin@lendhub.demo' });
    await page.goto('/lenders');
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
  });

  test('a token expiring within 30 seconds counts as signed out', async ({ page }) => {
    await storeSession(page, { token: fakeToken(20), role: 'Admin' });
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a forged token is refused by the server: token removed, back to /login', async ({ page }) => {
    // The client only checks shape and expiry; the gateway verifies the signature and answers UNAUTHENTICATED.
    await storeSession(page, { token: fakeToken(3600), role: 'Admin', email: 'admin@lendhub.demo' });
    await page.goto('/lenders');
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
  });

  test('a signed-in visit to /login goes to /dashboard', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('guards are checked again on client-side navigation', async ({ page }) => {
    await signIn(page, 'officer');
    await page.goto('/');
    // A full load of the app: as long as any page's first load takes on a busy CI machine.
    await expect(page.getByRole('heading', { name: 'Welcome to Your Dashboard' })).toBeVisible(PAGE_LOAD);
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.getByRole('link', { name: 'LendHub', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('dashboard redirects by role', () => {
  test('Admin sees the dashboard home', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Loan Officer Dashboard' })).toBeVisible();
  });

  test('Loan Officer goes to /dashboard/tickets', async ({ page }) => {
    await signIn(page, 'officer');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard\/tickets$/);
  });

  test('Account Executive (Lender) goes to /dashboard/profile', async ({ page }) => {
    await signIn(page, 'lender');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
  });

  test('a role that may not open a page goes to /dashboard (and on to its home)', async ({ page }) => {
    await signIn(page, 'officer');
    await page.goto('/dashboard/users');
    await expect(page).toHaveURL(/\/dashboard\/tickets$/);
    // An Account Executive reads their own tickets now (docs/product.md "Support both ways"), but not the users.
    await signIn(page, 'lender');
    await page.goto('/dashboard/users');
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
  });
});
