// Loan Officer Dashboard and the loan pipeline (spec §2 "Dashboard shell", §4 loan statuses and stages,
// §5 "Add Loan form"): sample data the user changes in the page; changes last until reload.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { PAGE_LOAD } from './support/pageLoad';

const pipeline = (page: Page) => page.getByRole('region', { name: 'Loan Pipeline' });
const rows = (page: Page) => pipeline(page).getByTestId('loan-row');

async function openDashboard(page: Page) {
  await signIn(page, 'admin');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Loan Officer Dashboard' })).toBeVisible(PAGE_LOAD);
}

test.describe('Loan Officer Dashboard', () => {
  test('stat cards, the first rows of the pipeline, gauges, and View All', async ({ page }) => {
    await openDashboard(page);
    await expect(page.getByText('Total Loans')).toBeVisible();
    await expect(rows(page)).toHaveCount(5);
    await expect(pipeline(page).getByText('Showing 5 of 8 loans')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Approval Rate' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await pipeline(page).getByRole('link', { name: 'View All' }).click();
    await expect(page).toHaveURL(/\/dashboard\/loan-pipeline$/);
    await expect(rows(page)).toHaveCount(8);
    await expect(page.getByTestId('dashboard-page-title')).toHaveText('Loan Pipeline');
  });

  test('Add New Loan: every rule of spec §5, then the loan shows at once and lasts until reload', async ({ page }) => {
    await openDashboard(page);
    await pipeline(page).getByRole('button', { name: 'Add New Loan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Loan' });
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(700);
    await expect(dialog.getByLabel(/^Loan Type/).locator('option')).toHaveText(['Select loan type', 'Conventional', 'FHA', 'VA', 'USDA', 'Jumbo', 'Non-QM']);
    await dialog.getByRole('button', { name: 'Add Loan' }).click();
    for (const message of [
      'Please enter borrower name',
      'Please select loan type',
      'Please enter loan amount',
      'Please select lender',
      'Please select status',
      'Please select stage',
      'Please select due date',
      'Please enter property address',
    ]) {
      await expect(dialog.getByText(message), message).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);

    await dialog.getByLabel(/^Borrower Name/).fill('Noah Patel');
    await dialog.getByLabel(/^Loan Type/).selectOption('Non-QM');
    await dialog.getByLabel(/^Loan Amount/).fill('512,000');
    await dialog.getByLabel(/^Lender/).selectOption('Rocket Pro');
    await dialog.getByLabel(/^Status/).selectOption('Submitted');
    await dialog.getByLabel(/^Stage/).selectOption('Underwriting');
    await dialog.getByLabel(/^Due Date/).fill('2027-02-14');
    await dialog.getByLabel(/^Property Address/).fill('77 Ocean Ave, Santa Monica, CA 90401');
    await dialog.getByLabel('Notes').fill('Self-employed, 24-month statements.');
    await dialog.getByRole('button', { name: 'Add Loan' }).click();
    await expect(dialog).toBeHidden();

    await expect(rows(page).first()).toContainText('Noah Patel');
    await expect(rows(page).first()).toContainText('$512,000');
    await expect(pipeline(page).getByText('Showing 5 of 9 loans')).toBeVisible();

    // The pipeline page and the loan page see it too (same page session).
    await rows(page).first().getByRole('link', { name: 'Noah Patel' }).click();
    await expect(page.getByRole('heading', { name: 'Noah Patel', level: 1 })).toBeVisible();
    await expect(page.getByText('77 Ocean Ave, Santa Monica, CA 90401')).toBeVisible();

    // The spec wires no server: a reload brings the sample pipeline back.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Loan not found' })).toBeVisible(PAGE_LOAD);
  });

  test('search and status filter', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboard/loan-pipeline');
    await expect(rows(page)).toHaveCount(8, PAGE_LOAD);
    await pipeline(page).getByRole('searchbox', { name: 'Search loans' }).fill('rocket');
    await expect(rows(page)).toHaveCount(2);
    await pipeline(page).getByLabel('Filter by status').selectOption('Approved');
    await expect(rows(page)).toHaveCount(2);
    await pipeline(page).getByRole('searchbox', { name: 'Search loans' }).fill('');
    await pipeline(page).getByLabel('Filter by status').selectOption('In Process');
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).getByText('In Process', { exact: true })).toHaveCount(2);
    await pipeline(page).getByRole('searchbox', { name: 'Search loans' }).fill('nobody at all');
    await expect(pipeline(page).getByText('No loans match your search.')).toBeVisible();
    await expect(pipeline(page).getByLabel('Filter by status').locator('option')).toHaveText(['All Status', 'Pending', 'In Process', 'Submitted', 'Approved']);
  });

  test('loan page: every field and the stage as a stepper; edit and delete from the action menu', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboard/loan-pipeline/1003');
    await expect(page.getByRole('heading', { name: 'Sarah Williams', level: 1 })).toBeVisible(PAGE_LOAD);
    await expect(page.getByTestId('dashboard-page-title')).toHaveText('Loan Details');
    const stepper = page.getByRole('list', { name: 'Loan stage' });
    await expect(stepper.getByRole('listitem')).toHaveCount(4);
    await expect(stepper.locator('[aria-current="step"]')).toContainText('Underwriting');
    for (const label of ['Borrower', 'Loan type', 'Loan amount', 'Status', 'Stage', 'Lender', 'Due date', 'Property address', 'Notes']) {
      await expect(page.locator('dt', { hasText: new RegExp(`^${label}$`, 'i') }), label).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);

    // Edit from the pipeline's action menu.
    await page.getByRole('link', { name: 'Back to Loan Pipeline' }).click();
    await pipeline(page).getByRole('button', { name: 'Actions for Sarah Williams' }).click();
    await page.getByRole('menuitem', { name: 'Edit Loan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Loan' });
    await expect(dialog.getByLabel(/^Borrower Name/)).toHaveValue('Sarah Williams');
    await dialog.getByLabel(/^Stage/).selectOption('Closing');
    await dialog.getByLabel(/^Status/).selectOption('Approved');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    const row = rows(page).filter({ hasText: 'Sarah Williams' });
    await expect(row).toContainText('Closing');
    await expect(row).toContainText('Approved');

    // View Details from the menu shows the new stage.
    await row.getByRole('button', { name: 'Actions for Sarah Williams' }).click();
    await page.getByRole('menuitem', { name: 'View Details' }).click();
    await expect(page.getByRole('list', { name: 'Loan stage' }).locator('[aria-current="step"]')).toContainText('Closing');

    // Delete asks first; Cancel keeps the loan, Delete removes it.
    await page.getByRole('link', { name: 'Back to Loan Pipeline' }).click();
    await rows(page).filter({ hasText: 'Sarah Williams' }).getByRole('button', { name: 'Actions for Sarah Williams' }).click();
    await page.getByRole('menuitem', { name: 'Delete Loan' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Loan' });
    await expect(confirm).toContainText('Are you sure you want to delete this loan for Sarah Williams?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(rows(page).filter({ hasText: 'Sarah Williams' })).toHaveCount(1);
    await rows(page).filter({ hasText: 'Sarah Williams' }).getByRole('button', { name: 'Actions for Sarah Williams' }).click();
    await page.getByRole('menuitem', { name: 'Delete Loan' }).click();
    await page.getByRole('alertdialog', { name: 'Delete Loan' }).getByRole('button', { name: 'Delete' }).click();
    await expect(rows(page).filter({ hasText: 'Sarah Williams' })).toHaveCount(0);
    await expect(rows(page)).toHaveCount(7);
  });
});
