// Getting around (spec §2 "Top bar, menus and floating buttons"): top bar menus, footer, the assistant button.
import { expect, test, type Page } from '@playwright/test';
import { waitForAnimations } from './support/animations';
import { loginSession, signIn } from './support/auth';
import { callGateway } from './support/gateway';
import { expectNoHorizontalScroll, PHONE_VIEWPORT } from './support/layout';
import { PAGE_LOAD } from './support/pageLoad';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('top bar', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/');
  });

  test('dropdowns open and navigate from the keyboard', async ({ page }) => {
    const loanCenter = mainNav(page).getByRole('button', { name: 'Loan Center' });
    await loanCenter.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Lenders', 'Scenarios', 'Quotes']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/lender-finder$/);

    const supportHub = mainNav(page).getByRole('button', { name: 'Support Hub' });
    await supportHub.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
      'Licensing',
      'Support',
      'Contact Support',
      'Vendors',
      'Processing Providers',
      'HR & Compliance',
    ]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(supportHub).toBeFocused();
  });

  test('Growth menu items lead to their pages', async ({ page }) => {
    await mainNav(page).getByRole('button', { name: 'Growth' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Training', 'Events', 'Growth']);
    await page.getByRole('menuitem', { name: 'Events' }).click();
    await expect(page).toHaveURL(/\/marketplace-events$/);
    await expect(page.getByRole('heading', { name: 'Marketplace Events' })).toBeVisible();
  });

  test('standalone links: Home, LendHub (assistant) and Shop in a new tab', async ({ page }) => {
    await mainNav(page).getByRole('link', { name: 'LendHub', exact: true }).click();
    await expect(page).toHaveURL(/\/ai-chatbot$/);
    await mainNav(page).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    const shop = mainNav(page).getByRole('link', { name: /Shop/ });
    await expect(shop).toHaveAttribute('target', '_blank');
    await expect(shop).toHaveAttribute('rel', /noopener/);
  });

  test("the bell shows the viewer's unread count and lists notifications with View All Notifications", async ({ page }) => {
    // The admin's count as the gateway has it (other specs may have added notifications).
    const session = await loginSession(page.request, 'admin');
    const { viewer } = await callGateway<{ viewer: { unreadNotificationCount: number } }>(
      page.request,
      session.token,
      '{ viewer { unreadNotificationCount } }',
    );
    const bell = page.getByRole('button', { name: /Notifications/ });
    const count = viewer.unreadNotificationCount;
    if (count > 0) await expect(bell).toHaveAccessibleName(`Notifications ${count > 99 ? '99+' : count} unread`, PAGE_LOAD);
    else await expect(bell).toHaveAccessibleName('Notifications', PAGE_LOAD);
    await bell.click();
    await page.getByRole('menuitem', { name: 'View All Notifications' }).click();
    await expect(page).toHaveURL(/\/notifications$/, PAGE_LOAD);
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible(PAGE_LOAD);
  });

  test('the account menu has Dashboard and Logout', async ({ page }) => {
    // Logout revokes the token: sign in afresh rather than with the worker's shared one.
    await signIn(page, 'admin', { fresh: true });
    await page.goto('/');
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/');
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('link', { name: 'SIGN IN' })).toBeVisible();
  });
});

test.describe('footer and the assistant button', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'officer');
  });

  test('the footer shows the NMLS number and copyright, and is hidden on /support', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('NMLS #');
    await expect(footer).toContainText('© 2025 LendHub. All rights reserved.');
    await page.goto('/support');
    await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.goto('/dashboard/support');
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('the assistant button opens /ai-chatbot', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Open the AI assistant' }).click();
    await expect(page).toHaveURL(/\/ai-chatbot$/);
  });
});

test.describe('navigation at phone width (375 × 812)', () => {
  test.use({ viewport: PHONE_VIEWPORT });

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
});
