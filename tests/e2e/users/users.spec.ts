// Admin user management at /dashboard/users (spec §2 "Admin Users / Roles", §5 "Admin user form", §8).
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { PHONE_VIEWPORT } from '../support/layout';
import { PAGE_LOAD } from '../support/pageLoad';
import { chooseStatesByKeyboard } from '../support/statesLicensed';
import { recordToasts } from '../support/toasts';

function errorText(page: Page, text: string) {
  return page.getByText(text, { exact: true }).and(page.locator('[data-part="error-text"]'));
}

// The page also lists pending invitations in a table of their own.
function usersTable(page: Page) {
  return page.getByRole('table', { name: 'Users', exact: true });
}

test.describe('users table', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin');
  });

  test('lists users with the spec columns, total and working search', async ({ page }) => {
    await page.goto('/dashboard/users');
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible(PAGE_LOAD);
    await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    const table = usersTable(page);
    for (const column of [
      'ID',
      'Full Name',
      'Email',
      'Role',
      'Department',
      'Company',
      'Language',
      'States Licensed',
      '2FA',
      'Social Profiles',
      'Avatar',
      'Actions',
    ]) {
      await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    const officerRow = table.getByRole('row').filter({ hasText: 'officer@lendhub.demo' });
    await expect(officerRow.getByRole('link', { name: 'officer@lendhub.demo' })).toHaveAttribute('href', 'mailto:officer@lendhub.demo');
    await expect(officerRow.getByRole('cell', { name: 'Loan Officer', exact: true })).toBeVisible();
    await expect(page.getByText(/^Total \d+ users/)).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search users' }).fill('lender@lendhub');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(page.getByText(/^Total 1 users/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('sorts by full name on the server', async ({ page }) => {
    await page.goto('/dashboard/users');
    const header = usersTable(page).getByRole('columnheader', { name: 'Full Name' });
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const names = async () => usersTable(page).getByRole('row').locator('td:nth-child(2)').allTextContents();
    await expect
      .poll(async () => {
        const list = await names();
        return list.length > 1 && list.every((name, i) => i === 0 || list[i - 1]!.localeCompare(name) <= 0);
      })
      .toBe(true);
  });

  test('add user with the form rules, edit it, delete it with the prompt', async ({ page }) => {
    const toasts = await recordToasts(page);
    const stamp = Date.now();
    const email = `new.user.${stamp}@example.com`;
    await page.goto('/dashboard/users');
    await expect(page.getByText(/^Total \d+ users/)).toBeVisible(PAGE_LOAD);
    const total = Number((await page.getByText(/^Total \d+ users/).textContent())!.match(/\d+/)![0]);

    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByRole('button', { name: 'Create User' }).click();
    for (const message of [
      'Please input full name!',
      'Please input email!',
      'Please input phone number!',
      'Please select role!',
      'Please input password!',
    ]) {
      await expect(errorText(page, message)).toBeVisible();
    }
    await dialog.getByLabel(/^Full Name/).fill('Al');
    await dialog.getByLabel(/^Email/).fill('not-an-email');
    await dialog.getByLabel(/^Password/).fill('short');
    await dialog.getByLabel('LinkedIn').fill('not a url');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(errorText(page, 'Full name must be at least 3 characters')).toBeVisible();
    await expect(errorText(page, 'Please enter a valid email!')).toBeVisible();
    await expect(errorText(page, 'Password must be at least 8 characters!')).toBeVisible();
    await expect(errorText(page, 'Please enter a valid URL!')).toBeVisible();

    await dialog.getByLabel(/^Full Name/).fill(`Nadia Brooks ${stamp}`);
    await dialog.getByLabel(/^Email/).fill(email);
    await dialog.getByLabel(/^Phone Number/).fill('555-010-2030');
    await dialog.getByLabel(/^Role/).selectOption({ label: 'Loan Officer' });
    await dialog.getByLabel(/^Password/).fill('Welcome#2025');
    await dialog.getByLabel('LinkedIn').fill('https://linkedin.com/in/nadia');
    await dialog.getByLabel(/^Department/).fill('Retail Lending');
    await dialog.getByRole('checkbox', { name: 'French' }).check({ force: true });
    await chooseStatesByKeyboard(dialog, [
      { search: 'ca', code: 'CA' },
      { search: 'texas', code: 'TX' },
    ]);
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(dialog).toBeHidden(PAGE_LOAD);
    await expect.poll(toasts, PAGE_LOAD).toContain('User created successfully');
    await expect(page.getByText(`Total ${total + 1} users`, { exact: false })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
    const row = usersTable(page).getByRole('row').filter({ hasText: email });
    await expect(row).toBeVisible();
    await expect(row).toContainText('French');
    await expect(row).toContainText('CA, TX');
    await expect(row.getByRole('link', { name: /on LinkedIn$/ })).toHaveAttribute('href', 'https://linkedin.com/in/nadia');

    await row.getByRole('button', { name: /^Edit / }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await expect(edit.getByLabel(/^Password/)).toHaveCount(0);
    await expect(edit.getByLabel(/^Email/)).toHaveValue(email);
    await edit.getByLabel(/^Company/).fill('Brooks Mortgage');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden(PAGE_LOAD);
    await expect.poll(toasts, PAGE_LOAD).toContain('User updated successfully');
    await expect(row).toContainText('Brooks Mortgage');

    await row.getByRole('button', { name: /^Delete / }).click();
    const prompt = page.getByRole('alertdialog', { name: 'Are you sure to delete this user?' });
    await prompt.getByRole('button', { name: 'No' }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: /^Delete / }).click();
    await prompt.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(toasts, PAGE_LOAD).toContain('User deleted successfully');
    await expect(row).toHaveCount(0);
  });

  test('an admin cannot delete their own account, and is told why', async ({ page }) => {
    const toasts = await recordToasts(page);
    await page.goto('/dashboard/users');
    const row = usersTable(page).getByRole('row').filter({ hasText: 'admin@lendhub.demo' });
    await row.getByRole('button', { name: /^Delete / }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await expect.poll(toasts, PAGE_LOAD).toContain('You cannot delete your own account');
    await expect(row).toBeVisible();
  });

  test('fits a phone and its dialogs are labelled', async ({ page }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto('/dashboard/users');
    await page.getByRole('button', { name: 'Add User' }).click(PAGE_LOAD);
    await expect(page.getByRole('dialog', { name: 'Add User' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('who may open the admin screens', () => {
  for (const account of ['officer', 'lender'] as const) {
    test(`${account} is sent away from users and points`, async ({ page }) => {
      await signIn(page, account);
      for (const path of ['/dashboard/users', '/dashboard/points']) {
        await page.goto(path);
        await expect(page).not.toHaveURL(new RegExp(`${path}$`));
        await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toHaveCount(0);
        await expect(page.getByRole('heading', { name: 'Points Management', level: 1 })).toHaveCount(0);
      }
    });
  }
});
