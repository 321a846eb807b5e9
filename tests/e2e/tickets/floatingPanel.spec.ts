// Tickets of the ticketing system, created from the floating panel on every page (spec §2, §5, §8).
import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth';

test.describe('floating ticket panel', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'officer');
  });

  test('the ticket panel validates, and its subcategory follows the category', async ({ page }) => {
    await page.goto('/lenders');
    await page.getByRole('button', { name: 'Create a support ticket' }).click();
    const panel = page.getByRole('dialog', { name: 'Create a Support Ticket' });
    await expect(panel).toBeVisible();
    // The options are the gateway's `ticketCategories` (spec §5).
    await expect(panel.getByLabel(/^Category/).locator('option')).toHaveText([
      'Please select a category',
      'Appraisal Direct',
      'Appraisals',
      'Assets',
      'Cash to Close',
      'Conditions',
    ]);

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
    await expect(subcategory.locator('option')).toHaveText([
      'Please select a subcategory',
      'Conventional Appraisal Question',
      'Desk Review Question',
      'FHA/VA Appraisal Question',
    ]);
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
