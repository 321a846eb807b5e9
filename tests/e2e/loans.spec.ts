// The loan pipeline kept on the server (spec §2 "Loan Officer Dashboard", §5 "Add Loan form", §9 points for
// closings; docs/product.md "Loan pipeline"): an officer's journey from the sidebar to a funded loan, what the home
// dashboard then shows, and what an account executive may see.
import { expect, test, type Page } from '@playwright/test';
import { loginSession, signIn } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { callGateway } from './support/gateway';
import { expectNoHorizontalScroll, PHONE_VIEWPORT } from './support/layout';
import { signInAsNewUser } from './support/newUser';
import { PAGE_LOAD } from './support/pageLoad';

const pipeline = (page: Page) => page.getByRole('region', { name: 'Loan Pipeline' });
const rows = (page: Page) => pipeline(page).getByTestId('loan-row');

/** Walks the open loan page's loan through the edit dialog to `status` at `stage`. */
async function moveLoan(page: Page, status: string, stage: string) {
  await page.getByRole('button', { name: 'Edit Loan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Loan' });
  await dialog.getByLabel(/^Status/).selectOption(status);
  await dialog.getByLabel(/^Stage/).selectOption(stage);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Loan details' }).getByText(status, { exact: true })).toBeVisible();
}

const LENDER = `{ lender(idOrSlug: "rocket") { id } }`;
const CREATE = `mutation ($input: CreateLoanInput!) { createLoan(input: $input) { loan { id } } }`;
const UPDATE = `mutation ($input: UpdateLoanInput!) { updateLoan(input: $input) { loan { id status } } }`;

/** A funded loan of the signed-in user, made through the gateway (the journey funds the first one by hand). */
async function fundLoanThroughGateway(page: Page, token: string, borrowerName: string, loanAmount: number) {
  const { lender } = await callGateway<{ lender: { id: string } }>(page.request, token, LENDER);
  const fields = {
    borrowerName,
    loanType: 'CONVENTIONAL',
    loanAmount,
    lenderId: lender.id,
    dueDate: '2031-03-01',
    propertyAddress: '5 Test St, Austin, TX 78701',
  };
  const { createLoan } = await callGateway<{ createLoan: { loan: { id: string } } }>(page.request, token, CREATE, {
    input: { ...fields, status: 'APPROVED', stage: 'CLOSING' },
  });
  await callGateway(page.request, token, UPDATE, { input: { ...fields, loanId: createLoan.loan.id, status: 'FUNDED', stage: 'CLOSING' } });
}

test.describe('the loan pipeline', () => {
  // Long journeys (several saves, two pages, axe): three times the default budget.
  test.slow();

  test('an officer adds a loan from the sidebar, it survives a reload, funds it, and the home dashboard follows — points at the third funding of the month', async ({
    page,
  }) => {
    const officer = await signInAsNewUser(page, 'officer', 'Petra Pipeline');
    await page.goto('/dashboard/profile');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Loan Pipeline' }).click();
    await expect(page).toHaveURL(/\/dashboard\/loan-pipeline$/);
    await expect(pipeline(page).getByText('No loans match your search.')).toBeVisible(PAGE_LOAD);

    await pipeline(page).getByRole('button', { name: 'Add New Loan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Loan' });
    expect((await dialog.boundingBox())?.width).toBe(700);
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
    await dialog.getByLabel(/^Loan Type/).selectOption('Jumbo');
    await dialog.getByLabel(/^Loan Amount/).fill('1,600,000');
    await dialog.getByLabel(/^Lender/).selectOption('Rocket Pro');
    await dialog.getByLabel(/^Status/).selectOption('Submitted');
    await dialog.getByLabel(/^Stage/).selectOption('Underwriting');
    await dialog.getByLabel(/^Due Date/).fill('2031-02-14');
    await dialog.getByLabel(/^Property Address/).fill('77 Ocean Ave, Santa Monica, CA 90401');
    await dialog.getByRole('button', { name: 'Add Loan' }).click();
    await expect(dialog).toBeHidden();
    await expect(rows(page).first()).toContainText('Noah Patel');

    await page.reload();
    await expect(rows(page)).toHaveCount(1, PAGE_LOAD);
    await expect(rows(page).first()).toContainText('$1,600,000');
    await rows(page).first().getByRole('link', { name: 'Noah Patel' }).click();
    await expect(page.getByRole('heading', { name: 'Noah Patel', level: 1 })).toBeVisible(PAGE_LOAD);
    await expect(page.getByRole('list', { name: 'Loan stage' }).getByRole('listitem').nth(2)).toHaveAttribute('aria-current', 'step');

    // Funded only from Approved: the status list offers only the allowed moves.
    await page.getByRole('button', { name: 'Edit Loan' }).click();
    await expect(
      page
        .getByRole('dialog', { name: 'Edit Loan' })
        .getByLabel(/^Status/)
        .locator('option'),
    ).toHaveText(['Submitted', 'In Process', 'Approved', 'Withdrawn']);
    await page.getByRole('dialog', { name: 'Edit Loan' }).getByRole('button', { name: 'Cancel' }).click();
    await moveLoan(page, 'Approved', 'Closing');
    await moveLoan(page, 'Funded', 'Closing');
    const history = page.getByTestId('loan-history');
    await expect(history.getByRole('listitem')).toHaveCount(3);
    await expect(history.getByRole('listitem').first()).toContainText('Status Approved → Funded');
    await expect(history.getByRole('listitem').first()).toContainText('Petra Pipeline');
    await expectNoSeriousA11yViolations(page);

    // Home: the funded loan is production, the officer is ranked this month with the LH100 badge.
    await page.goto('/');
    const production = page.getByRole('region', { name: 'Production Summary' });
    await expect(production.getByTestId('funded-total')).toHaveText('1', PAGE_LOAD);
    await expect(production.getByTestId('volume-total')).toHaveText('$1.6M');
    await expect(production.getByRole('row', { name: /Jumbo/ })).toContainText('1');
    const me = page.getByRole('region', { name: 'User Rankings' }).getByTestId('ranking-row').filter({ hasText: 'Petra Pipeline' });
    await expect(me).toContainText('$1.6M');
    await expect(me.getByRole('button', { name: 'Member of the LH100 - $1.5M+ this month' })).toBeVisible();
    await expect(page.getByTestId('pay-ytd')).toHaveText('$16,000');
    await expect(page.getByRole('region', { name: 'Points Metrics' }).getByTestId('points-balance')).toHaveText('0');

    // The second funding of the month pays nothing; the third pays 1,000 points, once.
    await fundLoanThroughGateway(page, officer.token, 'Second Closing', 200_000);
    await fundLoanThroughGateway(page, officer.token, 'Third Closing', 300_000);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Production Summary' }).getByTestId('funded-total')).toHaveText('3', PAGE_LOAD);
    await expect(page.getByRole('region', { name: 'Points Metrics' }).getByTestId('points-balance')).toHaveText('1,000');
    await expectNoSeriousA11yViolations(page);
  });

  test('an account executive sees, read-only, the loan submitted to their lender', async ({ page }) => {
    const officer = await loginSession(page.request, 'officer');
    const { lender } = await callGateway<{ lender: { id: string } }>(
      page.request,
      officer.token,
      `{ lender(idOrSlug: "mega_capital") { id } }`,
    );
    const borrowerName = `Ada Submitted ${Date.now().toString(36)}`;
    await callGateway(page.request, officer.token, CREATE, {
      input: {
        borrowerName,
        loanType: 'FHA',
        loanAmount: 280_000,
        status: 'SUBMITTED',
        stage: 'UNDERWRITING',
        lenderId: lender.id,
        dueDate: '2031-05-01',
        propertyAddress: '1 Lender Way, Miami, FL 33101',
      },
    });
    await callGateway(page.request, officer.token, CREATE, {
      input: {
        borrowerName: `${borrowerName} Pending`,
        loanType: 'FHA',
        loanAmount: 280_000,
        status: 'PENDING',
        stage: 'INITIAL_REVIEW',
        lenderId: lender.id,
        dueDate: '2031-05-01',
        propertyAddress: '1 Lender Way, Miami, FL 33101',
      },
    });

    await signIn(page, 'lender');
    await page.goto('/dashboard/profile');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Loan Pipeline' }).click();
    await expect(rows(page).first()).toBeVisible(PAGE_LOAD);
    await expect(pipeline(page).getByRole('button', { name: 'Add New Loan' })).toHaveCount(0);
    await pipeline(page).getByRole('searchbox', { name: 'Search loans' }).fill(borrowerName);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Mega Capital Funding');
    await rows(page)
      .first()
      .getByRole('button', { name: `Actions for ${borrowerName}` })
      .click();
    await expect(page.getByRole('menuitem', { name: 'View Details' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Edit Loan' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'View Details' }).click();
    await expect(page.getByRole('heading', { name: borrowerName, level: 1 })).toBeVisible(PAGE_LOAD);
    await expect(page.getByRole('button', { name: 'Edit Loan' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete Loan' })).toHaveCount(0);
  });

  test('an Admin sees every officer’s loans on the dashboard, filters by officer, and it fits a phone', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Loan Officer Dashboard' })).toBeVisible(PAGE_LOAD);
    await expect(page.getByTestId('loan-stat-cards')).toContainText('Total Loans');
    await expect(page.getByRole('progressbar', { name: 'Approval Rate' })).toBeVisible();
    await expect(rows(page)).toHaveCount(5, PAGE_LOAD);
    await pipeline(page).getByRole('link', { name: 'View All' }).click();
    // The full page's own heading first: its query fills the loans both pages read, so the dashboard, still shown
    // while the page renders, can show 10 rows too — and a filter chosen there would go with it.
    await expect(page.getByRole('heading', { level: 1, name: 'Loan Pipeline' })).toBeVisible(PAGE_LOAD);
    await expect(rows(page)).toHaveCount(10, PAGE_LOAD);
    await pipeline(page).getByLabel('Filter by loan officer').selectOption('Maya Patel');
    await expect(rows(page).first()).toContainText('Maya Patel', PAGE_LOAD);
    await expect(rows(page).filter({ hasNotText: 'Maya Patel' })).toHaveCount(0);
    await pipeline(page)
      .getByRole('button', { name: /Load more/ })
      .click();
    // More rows, still only hers: another worker may add a loan of hers meanwhile, which moves the next page by one
    // (Relay keeps one row per loan), so the page holds 19–20 rows rather than exactly 20.
    await expect.poll(() => rows(page).count(), PAGE_LOAD).toBeGreaterThan(10);
    await expect(rows(page).filter({ hasNotText: 'Maya Patel' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize(PHONE_VIEWPORT);
    await expectNoHorizontalScroll(page);
  });
});
