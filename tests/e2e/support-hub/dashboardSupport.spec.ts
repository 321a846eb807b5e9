// Dashboard support /dashboard/support (spec §2 "Dashboard support", §3 contact support, §5, §8, §9 default hours).
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectNoHorizontalScroll, PHONE_VIEWPORT } from '../support/layout';
import { PAGE_LOAD } from '../support/pageLoad';
import { recordToasts } from '../support/toasts';

function errorText(page: Page, text: string) {
  return page.getByText(text, { exact: true }).and(page.locator('[data-part="error-text"]'));
}

test.describe('dashboard support', () => {
  test('FAQ has the five entries the assistant answers from, and search narrows them', async ({ page }) => {
    await signIn(page, 'lender');
    await page.goto('/dashboard/support');
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    await expect(faq.getByRole('button', { name: /\?$/ })).toHaveCount(5, PAGE_LOAD);
    await faq.getByRole('searchbox', { name: 'Search FAQ' }).fill('password');
    await expect(faq.getByRole('button', { name: /\?$/ })).toHaveText([
      'How do I change my password or turn on two-factor authentication?',
    ]);
    await faq.getByRole('button', { name: /change my password/ }).click();
    await expect(faq.getByText(/Security tab/)).toBeVisible();
    await faq.getByRole('searchbox', { name: 'Search FAQ' }).fill('zebra');
    await expect(faq.getByText('No questions match “zebra”.')).toBeVisible();

    const info = page.getByRole('region', { name: 'Contact Information' });
    await expect(info.getByText('Monday - Friday: 9:00 AM - 5:00 PM', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Documentation' }).getByRole('link', { name: 'Licensing guide' })).toHaveAttribute(
      'href',
      '/licensing',
    );
  });

  test('Contact Support checks its fields, submits with an attachment and lists the ticket', async ({ page }) => {
    const toasts = await recordToasts(page);
    await signIn(page, 'officer');
    await page.goto('/dashboard/support');
    const form = page.getByRole('form', { name: 'Contact Support' });
    await expect(form).toBeVisible(PAGE_LOAD);
    await expect(form.getByLabel(/^Category/).locator('option')).toHaveText([
      'Select a category',
      'Technical',
      'Account',
      'Billing',
      'Feature Request',
      'Other',
    ]);
    await expect(form.getByLabel(/^Priority/).locator('option')).toHaveText(['Select a priority', 'Low', 'Medium', 'High', 'Critical']);
    await form.getByRole('button', { name: 'Submit Ticket' }).click();
    for (const message of [
      'Please enter a subject',
      'Please select a category',
      'Please select a priority',
      'Please enter a description',
    ]) {
      await expect(errorText(page, message)).toBeVisible();
    }

    await form
      .getByLabel('Attachments')
      .setInputFiles({ name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await form.getByRole('button', { name: 'Submit Ticket' }).click();
    await expect(errorText(page, 'You can only attach PDF, PNG, JPG, WEBP or TXT files!')).toBeVisible();
    await form.getByRole('button', { name: 'Remove tool.exe' }).click();

    const subject = `Export fails ${Date.now()}`;
    await form.getByLabel(/^Subject/).fill(subject);
    await form.getByLabel(/^Category/).selectOption({ label: 'Technical' });
    await form.getByLabel(/^Priority/).selectOption({ label: 'High' });
    await form.getByLabel(/^Description/).fill('The pipeline export shows an error after 10 seconds.');
    await form
      .getByLabel('Attachments')
      .setInputFiles({ name: 'steps.txt', mimeType: 'text/plain', buffer: Buffer.from('1. Open the pipeline\n2. Export\n') });
    await expect(form.getByText(/^steps\.txt/)).toBeVisible();
    await form.getByRole('button', { name: 'Submit Ticket' }).click();
    await expect.poll(toasts).toContain('Support ticket submitted successfully');
    await expect(form.getByLabel(/^Subject/)).toHaveValue('');

    const list = page.getByRole('region', { name: 'Your Support Tickets' });
    const first = list.getByRole('row').nth(1);
    await expect(first).toContainText(subject);
    await expect(first).toContainText('Technical');
    await expect(first.getByRole('link', { name: 'steps.txt' })).toBeVisible();
    await page.reload();
    await expect(list.getByRole('row').nth(1)).toContainText(subject, PAGE_LOAD);
  });

  test('no serious accessibility violation, desktop and phone', async ({ page }) => {
    await signIn(page, 'officer');
    await page.goto('/dashboard/support');
    await expect(page.getByRole('form', { name: 'Contact Support' })).toBeVisible(PAGE_LOAD);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize(PHONE_VIEWPORT);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
  });
});
