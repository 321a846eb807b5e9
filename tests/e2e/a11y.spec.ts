import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signIn } from './support/auth';

test.describe('accessibility (axe: no serious or critical violations)', () => {
  test('sign-in, with its validation errors shown', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('home', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome to Your Dashboard' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('dashboard home and the open ticket panel', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Create a support ticket' }).click();
    await expect(page.getByRole('dialog', { name: 'Create a Support Ticket' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
