// /vendors 'Lending Partners & Resources' (spec §2 "Vendors"): partner cards; shared logins never reach the browser.
import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectNoHorizontalScroll, PHONE_VIEWPORT } from '../support/layout';
import { PAGE_LOAD } from '../support/pageLoad';
import { recordToasts } from '../support/toasts';

test('cards for AUS, credit, credit improvement, USDA and VA with contacts and portal links; access is requested by ticket', async ({
  page,
}) => {
  await signIn(page, 'officer');
  const toasts = await recordToasts(page);
  await page.goto('/vendors');
  await expect(page.getByRole('heading', { name: 'Lending Partners & Resources', level: 1 })).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('Vendors List', { exact: true })).toBeVisible();
  for (const section of ['AUS Credentials', 'Credit Vendors', 'Credit Improvement', 'USDA Portal Access', 'VA Portal Access']) {
    await expect(page.getByRole('heading', { name: section, level: 2 })).toBeVisible();
  }
  const usda = page.getByRole('region', { name: 'USDA Portal Access' });
  await expect(usda.getByRole('link', { name: 'USDA LINC' })).toHaveAttribute('href', 'https://usdalinc.sc.egov.usda.gov');
  await expect(usda.getByRole('link', { name: 'operations@lendhub.example' })).toHaveAttribute('href', 'mailto:operations@lendhub.example');
  // No password or username anywhere in the page.
  await expect(page.locator('body')).not.toContainText(/password|username/i);
  // Only Admins get the way to the vendor admin page.
  await expect(page.getByRole('link', { name: 'Manage mortgage vendors' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Request access to VA Home Loans (WebLGY)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request access' });
  await dialog.getByLabel('What do you need it for? (optional)').fill('Ordering a COE for a veteran borrower.');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(toasts).toContain('Ticket created successfully');
  await expectNoSeriousA11yViolations(page);
});

test('an Admin is linked to Mortgage Vendor Information', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/vendors');
  await page.getByRole('link', { name: 'Manage mortgage vendors' }).click();
  await expect(page.getByRole('heading', { name: 'Mortgage Vendor Information', level: 1 })).toBeVisible(PAGE_LOAD);
});

test('phone width: one column, no sideways scroll, no serious axe violation', async ({ page }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await signIn(page, 'lender');
  await page.goto('/vendors');
  await expect(page.getByRole('heading', { name: 'Lending Partners & Resources', level: 1 })).toBeVisible(PAGE_LOAD);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
});
