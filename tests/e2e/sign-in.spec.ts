// Signing in (spec §2 "Sign-in", §5 rules, §8 banner texts).
import { expect, test } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { signInThroughForm } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectNoHorizontalScroll, PHONE_VIEWPORT } from './support/layout';

test.describe('sign-in screen', () => {
  test('shows the spec texts', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(page.getByText('Sign In to Your Account')).toBeVisible();
    await expect(page.getByLabel(/^Email Address/)).toBeVisible();
    await expect(page.getByLabel(/^Password/)).toBeVisible();
  });

  test('validates both fields and clears an error when its field is edited', async ({ page }) => {
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('button', { name: 'SIGN IN' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    await page.getByLabel(/^Email Address/).fill('not-an-email');
    await expect(page.getByText('Email is required')).toBeHidden();
    await expect(page.getByText('Password is required')).toBeVisible();

    await page.getByLabel(/^Password/).fill('12345');
    await form.getByRole('button', { name: 'SIGN IN' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong password shows the server message in a red alert banner', async ({ page }) => {
    await signInThroughForm(page, ACCOUNTS.admin.email, 'wrong-password');
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid Email and Password' });
    await expect(alert).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test("shows 'Signing in...' while the request runs, then goes to / with the session stored", async ({ page }) => {
    // Hold the login response briefly so the busy state can be seen.
    await page.route('**/graphql', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto('/login');
    await page.getByLabel(/^Email Address/).fill(ACCOUNTS.officer.email);
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'SIGN IN' }).last().click();
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Your Dashboard' })).toBeVisible();
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      role: localStorage.getItem('role'),
      email: localStorage.getItem('email'),
    }));
    expect(stored.token?.split('.')).toHaveLength(3);
    expect(stored).toMatchObject({ role: 'Loan Officer', email: ACCOUNTS.officer.email });
  });

  test("an answer without a token shows 'Invalid Email and Password'", async ({ page }) => {
    await page.route('**/graphql', (route) => route.fulfill({ json: { data: { login: null } } }));
    await signInThroughForm(page, ACCOUNTS.admin.email, DEMO_PASSWORD);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid Email and Password' })).toBeVisible();
  });

  test('a server failure without a message shows the generic banner', async ({ page }) => {
    await page.route('**/graphql', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' }));
    await signInThroughForm(page, ACCOUNTS.admin.email, DEMO_PASSWORD);
    await expect(page.getByRole('alert').filter({ hasText: /failed|error/i })).toBeVisible();
  });

  test('has no serious accessibility violations, with its validation errors shown', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('sign-in at phone width (375 × 812)', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('sign-in fits and the overlay menu offers SIGN IN', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const overlay = page.getByRole('dialog');
    await expect(overlay.getByRole('link', { name: 'SIGN IN' })).toBeVisible();
    const box = await overlay.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(370);
  });
});
