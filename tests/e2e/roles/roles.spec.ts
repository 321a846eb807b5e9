// The Roles tab of /dashboard/users (spec §2, §4 role status, §5 role form, §8 toasts).
import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { PAGE_LOAD } from '../support/pageLoad';
import { recordToasts } from '../support/toasts';

test.describe('roles', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboard/users');
    await page.getByRole('tab', { name: 'Roles' }).click(PAGE_LOAD);
  });

  test('create a role with the rules, filter by status, edit it', async ({ page }) => {
    const toasts = await recordToasts(page);
    const name = `Processor ${Date.now()}`;
    await expect(page.getByText(/^Total \d+ roles/)).toBeVisible();

    await page.getByRole('button', { name: 'Add Role' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Role' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText('Please input role name!')).toBeVisible();
    await expect(dialog.getByText('Please select status!').and(dialog.locator('[data-part="error-text"]'))).toBeVisible();
    // Pending exists but cannot be chosen (spec §4).
    await expect(dialog.getByLabel(/^Status/).locator('option')).toHaveText(['Select status', 'Active', 'Inactive']);
    await dialog.getByLabel(/^Role Name/).fill(name);
    await dialog.getByLabel(/^Status/).selectOption({ label: 'Inactive' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden(PAGE_LOAD);
    await expect.poll(toasts, PAGE_LOAD).toContain('Role created successfully');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByText('Inactive')).toBeVisible();

    const filter = page.getByLabel('Status', { exact: true });
    await filter.selectOption({ label: 'Active' });
    await expect(row).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: 'Loan Officer' })).toBeVisible();
    await filter.selectOption({ label: 'Inactive' });
    await expect(row).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Loan Officer' })).toHaveCount(0);

    await row.getByRole('button', { name: `Edit role ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Role' });
    await edit.getByLabel(/^Status/).selectOption({ label: 'Active' });
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect.poll(toasts, PAGE_LOAD).toContain('Role updated successfully');
    await expect(row.getByText('Active')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('built-in roles say why they cannot be deleted or renamed', async ({ page }) => {
    const row = page.getByRole('row').filter({ hasText: 'Admin' }).first();
    await expect(row.getByRole('button', { name: 'Delete role Admin' })).toBeDisabled();
    await expect(row.getByText('Built-in roles cannot be deleted')).toBeVisible();
    await row.getByRole('button', { name: 'Edit role Admin' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Role' });
    await expect(edit.getByText('A built-in role cannot be renamed or deactivated.')).toBeVisible();
    await expect(edit.getByLabel(/^Role Name/)).toHaveAttribute('readonly', '');
  });
});
