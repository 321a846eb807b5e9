// The Company Directory tab of the Lender Finder (spec §2): the portal's people from their profiles,
// searched and filtered on the server; 'Schedule' opens a new appointment in the Growth calendar.
import { expect, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { PAGE_LOAD } from './support/pageLoad';

test.describe.configure({ timeout: 120_000 });

test.describe('Company Directory', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'officer');
    await page.goto('/lender-finder');
    await page.getByRole('tab', { name: 'Company Directory' }).click(PAGE_LOAD);
  });

  test('lists real profiles, searches, filters by department and folds groups', async ({ page }) => {
    const people = page.getByRole('tabpanel').getByRole('article');
    await expect(people.first()).toBeVisible(PAGE_LOAD);
    expect(await people.count()).toBeGreaterThanOrEqual(8);

    // The viewer's own card shows their contact details; others' are private (the same rule as elsewhere).
    const own = people.filter({ hasText: 'Oliver Ortega' });
    await expect(own.getByText('Senior Loan Officer')).toBeVisible();
    await expect(own.getByText('San Diego, CA')).toBeVisible();
    await expect(own).toContainText('Reports to: Maya Patel');
    await expect(own.getByRole('link', { name: 'officer@lendhub.demo' })).toHaveAttribute('href', 'mailto:officer@lendhub.demo');
    await expect(people.filter({ hasText: 'Lena Whitfield' }).getByRole('link', { name: /@/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Search people').fill('seattle');
    await expect(people).toHaveCount(1);
    await expect(people.first()).toContainText('Maya Patel');
    await expect(page.getByText('1 person found')).toBeVisible();

    await page.getByLabel('Search people').fill('');
    await page.getByLabel('Department').selectOption('Wholesale Sales');
    await expect(page.getByRole('button', { name: /^Retail Lending/ })).toHaveCount(0);
    const group = page.getByRole('button', { name: /^Wholesale Sales/ });
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(await people.count()).toBeGreaterThanOrEqual(3);
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(people.first()).toBeHidden();

    await page.getByLabel('Department').selectOption('');
    await page.getByLabel('Search people').fill('nobody-by-this-name');
    await expect(page.getByText('No one matches your search')).toBeVisible();
  });

  test("'Schedule' opens a new appointment with that person in the Growth calendar", async ({ page }) => {
    const maya = page.getByRole('tabpanel').getByRole('article').filter({ hasText: 'Maya Patel' });
    await maya.getByRole('link', { name: 'Schedule with Maya Patel' }).click(PAGE_LOAD);
    await expect(page).toHaveURL(/\/growth\?view=calendar/);
    const dialog = page.getByRole('dialog', { name: 'Add New Appointment' });
    await expect(dialog).toBeVisible(PAGE_LOAD);
    await expect(dialog.getByLabel('Title')).toHaveValue('Meeting with Maya Patel');
    await dialog.getByLabel('Priority').selectOption('MEDIUM');
    await dialog.getByLabel('Start time').fill('08:10');
    await dialog.getByLabel('End time').fill('08:40');
    await dialog.getByRole('button', { name: 'Add Appointment' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page
        .getByTestId('month-grid')
        .getByRole('button', { name: /Meeting with Maya Patel/ })
        .first(),
    ).toBeVisible();
    // The person is no longer in the address: a reload does not open the form again.
    await expect(page).not.toHaveURL(/with=/);
  });
});
