import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/auth';

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
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Licensing', 'Support', 'Vendors', 'HR & Compliance']);
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

  test('the bell shows 19 and lists notifications with View All Notifications', async ({ page }) => {
    const bell = page.getByRole('button', { name: /Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications 19 unread');
    await expect(bell.getByTestId('notification-badge')).toHaveText(/^19/);
    await bell.click();
    await expect(page.getByRole('menuitem').first()).toBeVisible();
    await page.getByRole('menuitem', { name: 'View All Notifications' }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  });

  test('the account menu has Dashboard and Logout', async ({ page }) => {
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

test.describe('footer and floating buttons', () => {
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

  test('the ticket panel validates, and its subcategory follows the category', async ({ page }) => {
    await page.goto('/lenders');
    await page.getByRole('button', { name: 'Create a support ticket' }).click();
    const panel = page.getByRole('dialog', { name: 'Create a Support Ticket' });
    await expect(panel).toBeVisible();

    const subcategory = panel.getByLabel(/^Subcategory/);
    await expect(subcategory).toBeDisabled();
    await panel.getByRole('button', { name: 'Submit' }).click();
    await expect(panel.getByText('Please enter ticket title')).toBeVisible();
    // (the select placeholders carry the same words, so look at the error texts only)
    await expect(panel.getByText('Please select a category').and(panel.locator('[data-part="error-text"]'))).toBeVisible();
    await expect(panel.getByText('Please select a subcategory').and(panel.locator('[data-part="error-text"]'))).toBeVisible();
    await expect(panel.getByText('Please enter ticket description')).toBeVisible();

    await panel.getByLabel(/^Category/).selectOption({ label: 'Assets' });
    await expect(subcategory).toBeEnabled();
    await subcategory.selectOption({ label: 'Desk Review Question' });
    await panel.getByLabel(/^Category/).selectOption({ label: 'Conditions' });
    await expect(subcategory).toHaveValue('');

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  test('a complete ticket is created: success toast, panel closes', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Create a support ticket' }).click();
    const panel = page.getByRole('dialog', { name: 'Create a Support Ticket' });
    await panel.getByLabel(/^Title/).fill('Appraisal came in low');
    await panel.getByLabel(/^Category/).selectOption({ label: 'Appraisals' });
    await panel.getByLabel(/^Subcategory/).selectOption({ label: 'FHA/VA Appraisal Question' });
    await panel.getByLabel(/^Description/).fill('The FHA appraisal is 5% under contract price. What are my options?');
    await panel.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Ticket created successfully')).toBeVisible();
    await expect(panel).toBeHidden();
  });
});
