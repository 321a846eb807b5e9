// Registration without an invitation (docs/product.md "Accounts"): a visitor registers, cannot sign in until an
// Admin approves the account from Users (pending filter), then signs in.
import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { PAGE_LOAD } from '../support/pageLoad';
import { chooseStatesByKeyboard } from '../support/statesLicensed';
import { recordToasts } from '../support/toasts';

test.describe('registration without an invitation', () => {
  // A journey of several screens and two browsers: longer than one screen's test on a busy machine.
  test.describe.configure({ timeout: 300_000 });

  test('visitor registers, is told to wait, an Admin approves, the visitor signs in', async ({ page, browser }) => {
    const email = `visitor.${Date.now().toString(36)}@example.com`;
    const password = 'visitor-pass-1';
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create a new Account' })).toBeVisible(PAGE_LOAD);
    await expect(page.getByLabel(/^Role/).locator('option')).toHaveText([
      'Please select role',
      'Loan Officer',
      'Account Executive (Lender)',
    ]);
    await page.getByLabel(/^First Name/).fill('Vera');
    await page.getByLabel(/^Last Name/).fill('Visitor');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Role/).selectOption({ label: 'Account Executive (Lender)' });
    await page.getByLabel(/^Phone Number/).fill('+1 512 555 0177');
    await page.getByLabel(/^Company/).fill('Harbor Mortgage');
    await page
      .getByLabel(/^Password/, { exact: false })
      .first()
      .fill(password);
    await page.getByLabel(/^Confirm Password/).fill(password);
    await page.getByLabel(/^Department/).fill('Wholesale');
    await chooseStatesByKeyboard(page, [
      { search: 'tx', code: 'TX' },
      { search: 'calif', code: 'CA' },
    ]);
    await page.getByRole('checkbox', { name: 'English' }).check({ force: true });
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Registration received', { exact: true })).toBeVisible(PAGE_LOAD);

    // Signing in before approval is refused with a clear message.
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible(PAGE_LOAD);
    await page.getByLabel(/^Email Address/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await expect(page.getByRole('alert')).toContainText('Your account is waiting for approval', PAGE_LOAD);

    // The Admin finds it with the pending filter and approves it.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin');
    await admin.goto('/dashboard/users');
    await admin.getByLabel('Account status').selectOption({ label: 'Pending approval' });
    const row = admin.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Pending', PAGE_LOAD);
    const toasts = await recordToasts(admin);
    await row.getByRole('button', { name: 'Approve Vera Visitor' }).click();
    await expect.poll(toasts, PAGE_LOAD).toContain('Registration approved: the applicant can sign in now');
    await expect(row.getByRole('button', { name: 'Approve Vera Visitor' })).toHaveCount(0);
    await adminContext.close();

    // Now the password signs in.
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await expect(page).toHaveURL(/\/$/, PAGE_LOAD);
  });
});
