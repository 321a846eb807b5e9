import { expect, test, type Page } from '@playwright/test';
import { waitForAnimations } from './support/animations';
import { signIn } from './support/auth';

test.use({ viewport: { width: 375, height: 812 } });

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('phone width (375 × 812)', () => {
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

  test('the overlay groups open as accordions and navigate', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/');
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const overlay = page.getByRole('dialog');
    for (const group of ['Loan Center', 'Support Hub', 'Growth']) {
      await expect(overlay.getByRole('button', { name: group })).toHaveAttribute('aria-expanded', 'false');
    }
    await overlay.getByRole('button', { name: 'Support Hub' }).click();
    await expect(overlay.getByRole('button', { name: 'Support Hub' })).toHaveAttribute('aria-expanded', 'true');
    await waitForAnimations(overlay);
    await overlay.getByRole('link', { name: 'HR & Compliance' }).click();
    await expect(page).toHaveURL(/\/hr-compliance$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('the dashboard sidebar becomes a drawer', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboard');
    await expectNoHorizontalScroll(page);
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();
    await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/dashboard\/users$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
