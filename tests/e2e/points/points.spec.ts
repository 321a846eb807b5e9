// Points Management at /dashboard/points (spec §2, §4, §5 "Points distribution", §8 toasts).
import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { PAGE_LOAD } from '../support/pageLoad';
import { recordToasts } from '../support/toasts';

test.describe('points management', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin');
  });

  test('add points, refuse a subtraction below zero, history shows the reason', async ({ page }) => {
    const toasts = await recordToasts(page);
    const reason = `Post-closing survey ${Date.now()}`;
    await page.goto('/dashboard/points');
    await expect(page.getByRole('heading', { name: 'Points Management', level: 1 })).toBeVisible(PAGE_LOAD);
    const distribute = page.getByRole('region', { name: 'Distribute Points' });

    await distribute.getByRole('button', { name: 'Submit' }).click();
    await expect(distribute.getByRole('alert')).toHaveText('Please fill in all fields');

    await distribute.getByLabel('Search users').fill('maya');
    await distribute.getByLabel(/^User/).selectOption({ label: 'Maya Patel (maya.patel@lendhub.demo)' });
    await distribute.getByLabel(/^Points/).fill('50');
    await distribute.getByLabel(/^Action/).selectOption('ADD');
    await distribute.getByLabel(/^Reason/).fill(reason);
    await distribute.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(toasts, PAGE_LOAD).toContain('Points added successfully');

    const overview = page.getByRole('region', { name: 'Users Points Overview' });
    await overview.getByRole('searchbox', { name: 'Search users points' }).fill('maya.patel');
    const row = overview.getByRole('row').filter({ hasText: 'maya.patel@lendhub.demo' });
    await expect(row).toHaveCount(1);
    const balance = Number(await row.locator('td').nth(2).textContent());
    expect(balance).toBeGreaterThanOrEqual(50);

    // Taking more than the balance is refused with the server's message and changes nothing.
    await row.getByRole('button', { name: 'Manage Points of Maya Patel' }).click();
    const manage = page.getByRole('dialog', { name: 'Manage Points' });
    await manage.getByLabel(/^Points/).fill(String(balance + 1));
    await manage.getByLabel(/^Action/).selectOption('SUBTRACT');
    await manage.getByLabel(/^Reason/).fill('Too much');
    await manage.getByRole('button', { name: 'Save' }).click();
    await expect(manage.getByRole('alert')).toBeVisible();
    const refusal = await manage.getByRole('alert').textContent();
    expect(refusal).not.toBe('Please fill in all fields');
    // (the table behind the open dialog is hidden from assistive tech: read the dialog's own line)
    await expect(manage.getByText(`Maya Patel: ${balance} points`)).toBeVisible();

    // A valid subtraction updates the balance in place.
    await manage.getByLabel(/^Points/).fill('10');
    await manage.getByLabel(/^Reason/).fill('Redeemed');
    await manage.getByRole('button', { name: 'Save' }).click();
    await expect(manage).toBeHidden(PAGE_LOAD);
    await expect.poll(toasts, PAGE_LOAD).toContain('Points subtracted successfully');
    await expect(row.locator('td').nth(2)).toHaveText(String(balance - 10));

    await row.getByRole('button', { name: 'Points History of Maya Patel' }).click();
    const history = page.getByRole('dialog', { name: 'Points History' });
    await expect(history.getByRole('row').filter({ hasText: reason })).toContainText('ADD');
    await expect(history.getByRole('row').nth(1)).toContainText('Redeemed');
    await expect(history.getByRole('row').nth(1)).toContainText(String(balance - 10));
    await expectNoSeriousA11yViolations(page);
  });
});
