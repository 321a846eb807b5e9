// The Support page /support and the processing providers page (spec §2 "Support page", "Vendors", §5 header modal, §8, §9).
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectNoHorizontalScroll, PHONE_VIEWPORT } from '../support/layout';
import { PAGE_LOAD } from '../support/pageLoad';
import { recordToasts } from '../support/toasts';

function errorText(page: Page, text: string) {
  return page.getByText(text, { exact: true }).and(page.locator('[data-part="error-text"]'));
}

test.describe('support page', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'officer');
  });

  test('the filters really filter the processor cards, and say so when nothing matches', async ({ page }) => {
    await page.goto('/support');
    await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible(PAGE_LOAD);
    const service = page.getByLabel('Select Service Type');
    const loan = page.getByLabel('Select Loan Type');
    await expect(service.locator('option')).toHaveText(['All', 'Closing', 'Compliance', 'Marketing', 'Processing']);
    await expect(loan.locator('option')).toHaveText(['All', 'AUS', 'Credit', 'USDA', 'VA']);
    const cards = page.getByRole('region', { name: 'Processors' }).getByRole('article');
    await expect(cards).toHaveCount(6);

    await service.selectOption('Processing');
    await loan.selectOption('USDA');
    await expect(cards).toHaveCount(1);
    const card = cards.first();
    await expect(card.getByRole('heading', { name: 'Heartland Loan Services' })).toBeVisible();
    await expect(card.getByText(/^Hannah Price · /)).toBeVisible();
    for (const text of [
      '(555) 733-5520',
      'hannah@heartlandloans.com',
      'Licensed States',
      'Languages',
      'Additional Services',
      'Fee Structure',
      'Tanya Reed',
      'Marcus Lee',
    ]) {
      await expect(card.getByText(text, { exact: true }).first()).toBeVisible();
    }
    await expect(card.getByRole('link', { name: 'Visit Website' })).toHaveAttribute('href', 'https://heartlandloans.com');

    await service.selectOption('Compliance');
    await expect(cards).toHaveCount(0);
    await expect(page.getByText('No processors match these filters')).toBeVisible();
    await service.selectOption('');
    await loan.selectOption('');
    await expect(cards).toHaveCount(6);
  });

  test("'Processing Companies' shows the spec's fees, licensed states and pending list", async ({ page }) => {
    await page.goto('/support');
    const companies = page.getByRole('region', { name: 'Processing Companies' }).getByRole('article');
    await expect(companies).toHaveCount(2, PAGE_LOAD);
    const first = companies.nth(0);
    for (const fee of ['$800', '$995', '$1095', '$1295']) await expect(first.getByRole('cell', { name: fee, exact: true })).toBeVisible();
    await expect(first.getByRole('list', { name: 'Licensed States (12)' }).getByRole('listitem')).toHaveText([
      'AL',
      'AZ',
      'CA',
      'CO',
      'FL',
      'GA',
      'KY',
      'NE',
      'OK',
      'TN',
      'TX',
      'VA',
    ]);
    await expect(first.getByRole('list', { name: 'Pending' }).getByRole('listitem')).toHaveText(['NJ', 'MA']);
    await expect(first.getByText(/^Fax:/)).toBeVisible();
    const second = companies.nth(1);
    for (const fee of ['$895', '$450', '$700', '$1595 and up', '$250', '$350', '$650'])
      await expect(second.getByRole('cell', { name: fee, exact: true }).first()).toBeVisible();
    await expect(second.getByRole('list', { name: 'Licensed States (28)' }).getByRole('listitem')).toHaveCount(28);
  });

  test('the ticket modal checks its fields, creates the ticket, closes, resets, and the ticket is then listed', async ({ page }) => {
    const toasts = await recordToasts(page);
    await page.goto('/support');
    await page.getByRole('button', { name: 'Create New Support Ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Support Ticket' });
    await expect(dialog).toBeVisible();
    expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(700);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(errorText(page, 'Please enter ticket title')).toBeVisible();
    await expect(errorText(page, 'Please enter ticket description')).toBeVisible();

    const title = `Rate lock extension ${Date.now()}`;
    await dialog.getByLabel(/^Ticket Title/).fill(title);
    await dialog.getByLabel(/^Description/).fill('The lock expires Friday; closing moved to Monday.');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(toasts).toContain('Ticket created successfully');

    await page.getByRole('button', { name: 'Create New Support Ticket' }).click();
    await expect(dialog.getByLabel(/^Ticket Title/)).toHaveValue('');
    await expect(dialog.getByLabel(/^Description/)).toHaveValue('');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Listed on the first page (newest first); another worker's ticket may be newer still.
    await page.goto('/dashboard/tickets');
    await expect(page.getByRole('table').getByRole('row').filter({ hasText: title })).toHaveCount(1, PAGE_LOAD);
  });

  test("on a failure the modal stays open with 'Failed to create ticket'", async ({ page }) => {
    const toasts = await recordToasts(page);
    await page.goto('/support');
    // Matched by operation name: the built web app sends a document id, not the document's text.
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string };
      if (body.operationName === 'useCreateTicketMutation') await route.abort('connectionrefused');
      else await route.continue();
    });
    await page.getByRole('button', { name: 'Create New Support Ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Support Ticket' });
    await dialog.getByLabel(/^Ticket Title/).fill('Will not arrive');
    await dialog.getByLabel(/^Description/).fill('The network is down.');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Failed to create ticket')).toBeVisible();
    await expect(dialog.getByLabel(/^Ticket Title/)).toHaveValue('Will not arrive');
    await expect.poll(toasts).toContain('Failed to create ticket');
  });

  test('no serious accessibility violation, desktop and phone, modal included', async ({ page }) => {
    await page.goto('/support');
    await expect(page.getByRole('heading', { name: 'Processing Companies' })).toBeVisible(PAGE_LOAD);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Create New Support Ticket' }).click();
    await expect(page.getByRole('dialog', { name: 'Create New Support Ticket' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await page.setViewportSize(PHONE_VIEWPORT);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('processing providers page', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'officer');
  });

  test('is in the Support Hub menu, filters providers, and its request form becomes a ticket', async ({ page }) => {
    const toasts = await recordToasts(page);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Support Hub' }).click();
    await page.getByRole('menuitem', { name: 'Processing Providers' }).click();
    await expect(page).toHaveURL(/\/processing-providers$/);
    await expect(page.getByRole('heading', { name: 'Processing Providers', level: 1 })).toBeVisible(PAGE_LOAD);
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(6);
    await page.getByLabel('Select Service Type').selectOption('Marketing');
    await expect(cards).toHaveCount(1);
    await page.getByLabel('Select Loan Type').selectOption('Credit');
    await expect(page.getByText('No providers match these filters')).toBeVisible();
    await page.getByLabel('Select Loan Type').selectOption('VA');

    await page.getByRole('button', { name: 'Request processing from Keystone Mortgage Marketing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Processing: Keystone Mortgage Marketing' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(errorText(page, 'Please select a loan type')).toBeVisible();
    await expect(errorText(page, 'Please describe the file')).toBeVisible();
    await dialog.getByLabel(/^Loan Type/).selectOption('VA');
    await dialog.getByLabel(/^About the file/).fill('VA purchase, first-time buyer campaign for a builder partner.');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(toasts).toContain('Ticket created successfully');

    // Among the officer's newest tickets, not necessarily the first row: a spec running beside this one files
    // tickets as the same officer (the database is shared; CI once saw another ticket land in between).
    await page.goto('/dashboard/tickets');
    const request = page.getByRole('table').getByRole('row').filter({ hasText: 'Processing request: Keystone Mortgage Marketing' });
    await expect(request.first()).toContainText('Open', PAGE_LOAD);
  });

  test('no serious accessibility violation, desktop and phone', async ({ page }) => {
    await page.goto('/processing-providers');
    await expect(page.getByRole('heading', { name: 'Processing Providers', level: 1 })).toBeVisible(PAGE_LOAD);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize(PHONE_VIEWPORT);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
  });
});
